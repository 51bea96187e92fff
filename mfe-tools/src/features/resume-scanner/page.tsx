// The Resume Scanner page (spec part 1 §2, §4, §5, §8, §9): paste or upload a resume, consent, scan; a free preview
// keeps part of each list and locks the rest.
import { BulbOutlined, CheckCircleOutlined, KeyOutlined, WarningOutlined } from '@ant-design/icons';
import { AiConsentCheckbox, AiDisclaimerDialog } from '@careerkit/web/tool/ai-consent';
import { scanResume, type ResumeScanAnswer, type ResumeScanForm } from '@careerkit/web/api/tools';
import { Button, Card, Col, Row, Space } from 'antd';
import { useState } from 'react';
import { PreviewBanner } from '../shared/preview-banner';
import { LockedRow, ResultList } from '../shared/result-list';
import { ResumeInput } from '../shared/resume-input';
import { ScoreBar, scannerTone } from '../shared/score-bar';
import { RunStatus } from '../shared/run-status';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'resume-scanner';

export default function ResumeScannerPage() {
  const [resumeText, setResumeText] = useState('');
  const [consent, setConsent] = useState(false);
  const flow = useToolRun<ResumeScanForm, ResumeScanAnswer>({ tool: TOOL, run: scanResume });
  const form = { resumeText };
  const unlock = () => flow.unlock(form);
  const result = flow.result;
  const hidden = result?.isPreview ? (result.hidden ?? {}) : {};

  return (
    <>
      <ToolUsage tool={TOOL} />
      <Card style={{ marginTop: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <ResumeInput value={resumeText} onChange={setResumeText} disabled={flow.running} />
          <AiConsentCheckbox toolKey={TOOL} checked={consent} onChange={setConsent} disabled={flow.running} />
          {/* §5: disabled while the text is empty or consent is missing. */}
          <Button
            type="primary"
            size="large"
            loading={flow.running}
            disabled={!resumeText.trim() || !consent}
            onClick={() => flow.request(form)}
          >
            {flow.running ? 'Scanning...' : 'Scan Resume'}
          </Button>
        </Space>
      </Card>
      <RunStatus error={flow.error} running={flow.running} progress="Scanning your resume..." />
      {result && !flow.running && (
        <div style={{ marginTop: 16 }} data-result="resume-scanner">
          {result.isPreview && <PreviewBanner what="Scan" message={result.upgradeMessage} onUnlock={unlock} />}
          <Card size="small" title="Scores" style={{ marginBottom: 12 }}>
            <ScoreBar label="Resume Score" score={result.score} tone={scannerTone} note="How strong the resume reads overall" />
            <ScoreBar label="ATS Compatibility" score={result.atsCompatibility} tone={scannerTone} note="How well applicant tracking systems can read it" />
          </Card>
          <Card size="small" title="How the Score Is Built" style={{ marginBottom: 12 }}>
            {result.checks.map((check) => (
              <ScoreBar key={check.id} label={`${check.label} (weight ${check.weight}%)`} score={check.score} tone={scannerTone} evidence={check.evidence} />
            ))}
            {(hidden.evidence ?? 0) > 0 && <LockedRow count={hidden.evidence!} noun="lines of evidence" onUnlock={unlock} />}
          </Card>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <ResultList title="Strengths" icon={<CheckCircleOutlined />} items={result.strengths} hidden={hidden.strengths} noun="strengths" onUnlock={unlock} />
            </Col>
            <Col xs={24} md={12}>
              <ResultList title="Areas for Improvement" icon={<WarningOutlined />} items={result.weaknesses} hidden={hidden.weaknesses} noun="areas for improvement" onUnlock={unlock} />
            </Col>
          </Row>
          <ResultList title="Key Skills & Keywords" icon={<KeyOutlined />} items={result.keywords} hidden={hidden.keywords} noun="keywords" onUnlock={unlock} asTags />
          <ResultList title="Recommendations" icon={<BulbOutlined />} items={result.recommendations} hidden={hidden.recommendations} noun="recommendations" onUnlock={unlock} />
        </div>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
