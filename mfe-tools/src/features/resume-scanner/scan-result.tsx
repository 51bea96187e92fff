// The Resume Scanner's result (spec part 1 §2, §4 'Results', §9): scores, how the score is built, the four lists; a
// free preview locks part of each. Its own chunk: it shows only after a run.
import { BulbOutlined, CheckCircleOutlined, KeyOutlined, WarningOutlined } from '@ant-design/icons';
import type { ResumeScanAnswer } from '@careerkit/web/api/tools';
import { Themed } from '@careerkit/web/layout/themed';
import { Card, Col, Row } from 'antd';
import { PreviewBanner } from '../shared/preview-banner';
import { LockedRow, ResultList } from '../shared/result-list';
import { ScoreBar, scannerTone } from '../shared/score-bar';

export default function ScanResult({ result, onUnlock }: { result: ResumeScanAnswer; onUnlock: () => void }) {
  const hidden = result.isPreview ? (result.hidden ?? {}) : {};
  return (
    <Themed>
      <div style={{ marginTop: 16 }} data-result="resume-scanner" data-preview={String(result.isPreview)}>
        {result.isPreview && <PreviewBanner what="Scan" message={result.upgradeMessage} hidden={result.hidden} onUnlock={onUnlock} />}
        <Card size="small" title="Scores" style={{ marginBottom: 12 }}>
          <ScoreBar label="Resume Score" score={result.score} tone={scannerTone} note="How strong the resume reads overall" />
          <ScoreBar label="ATS Compatibility" score={result.atsCompatibility} tone={scannerTone} note="How well applicant tracking systems can read it" />
        </Card>
        <Card size="small" title="How the Score Is Built" style={{ marginBottom: 12 }}>
          {result.checks.map((check) => (
            <ScoreBar key={check.id} label={`${check.label} (weight ${check.weight}%)`} score={check.score} tone={scannerTone} evidence={check.evidence} />
          ))}
          {(hidden.evidence ?? 0) > 0 && <LockedRow count={hidden.evidence!} noun="lines of evidence" onUnlock={onUnlock} />}
        </Card>
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <ResultList title="Strengths" icon={<CheckCircleOutlined />} items={result.strengths} hidden={hidden.strengths} noun="strengths" onUnlock={onUnlock} />
          </Col>
          <Col xs={24} md={12}>
            <ResultList title="Areas for Improvement" icon={<WarningOutlined />} items={result.weaknesses} hidden={hidden.weaknesses} noun="areas for improvement" onUnlock={onUnlock} />
          </Col>
        </Row>
        <ResultList title="Key Skills & Keywords" icon={<KeyOutlined />} items={result.keywords} hidden={hidden.keywords} noun="keywords" onUnlock={onUnlock} asTags />
        <ResultList title="Recommendations" icon={<BulbOutlined />} items={result.recommendations} hidden={hidden.recommendations} noun="recommendations" onUnlock={onUnlock} />
      </div>
    </Themed>
  );
}
