// The AI Resume Analysis page (spec part 1 §2, §4, §5, §8, §9): a resume and an optional target role, eight score
// tiles and four lists; a free preview keeps part of each list and locks the rest.
import { AimOutlined, BulbOutlined, CheckCircleOutlined, KeyOutlined, WarningOutlined } from '@ant-design/icons';
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '../shared/ai-disclaimer-dialog';
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useToast } from '@careerkit/web/layout/toast';
import { analyzeResume, type ResumeAnalysisAnswer, type ResumeAnalysisForm } from '@careerkit/web/api/tools';
import { isPaid, usageLimit } from '@careerkit/web/tool/usage-rules';
import { Button, Card, Col, Input, Progress, Row, Space, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PreviewBanner } from '../shared/preview-banner';
import { LockedRow, ResultList } from '../shared/result-list';
import { ResumeInput } from '../shared/resume-input';
import { ScoreBar, analysisTone } from '../shared/score-bar';
import { RunStatus } from '../shared/run-status';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'resume-analysis';

/** What a score rests on, as the server sent it (the overall score is the weighted sum of the others). */
const evidenceFor = (result: ResumeAnalysisAnswer, field: keyof ResumeAnalysisAnswer): string[] | undefined =>
  field in result.scoreEvidence ? result.scoreEvidence[field as keyof ResumeAnalysisAnswer['scoreEvidence']] : undefined;

/** The eight tiles in the spec's order, each with the result field it shows and what it weighs. */
const TILES: { label: string; field: keyof ResumeAnalysisAnswer; note: string }[] = [
  { label: 'Overall', field: 'overallScore', note: 'The weighted whole' },
  { label: 'Job Match', field: 'jobMatchScore', note: 'Fit with the target role (needs a description)' },
  { label: 'ATS', field: 'atsScore', note: 'Readable by applicant tracking systems' },
  { label: 'Skill Depth', field: 'technicalSkillsScore', note: 'Skills shown in roles, not only listed' },
  { label: 'Career Growth', field: 'experienceQualityScore', note: 'Progression, gaps and tenure' },
  { label: 'Professional', field: 'formatDesignScore', note: 'Structure, format and language' },
  { label: 'Results', field: 'achievementImpactScore', note: 'Measurable achievements' },
  { label: 'Plagiarism Check', field: 'authenticityScore', note: 'Original wording, not boilerplate' },
];

/** 'Free Preview' or 'Paid Access' with used/limit and a bar (§2). */
function UsageBadge() {
  const usage = useUsage(TOOL).data;
  if (!usage) return null;
  const limit = usageLimit(usage);
  const paid = isPaid(usage);
  return (
    <Space style={{ width: '100%' }} data-usage-badge>
      <Tag color={paid ? '#157f3f' : 'processing'}>{paid ? 'Paid Access' : 'Free Preview'}</Tag>
      <Typography.Text>
        {usage.used}/{Number.isFinite(limit) ? limit : '∞'} used
      </Typography.Text>
      {Number.isFinite(limit) && limit > 0 && <Progress percent={Math.min(100, (usage.used / limit) * 100)} showInfo={false} style={{ width: 160 }} aria-label="Analyses used" />}
    </Space>
  );
}

export default function ResumeAnalysisPage() {
  const [resumeText, setResumeText] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const toast = useToast();
  const configs = useToolConfigs();
  const flow = useToolRun<ResumeAnalysisForm, ResumeAnalysisAnswer>({
    tool: TOOL,
    run: analyzeResume,
    onResult: () => toast.success('Resume Analysis Complete!'),
  });
  const price = formatPrice(configs.data?.[TOOL]?.price ?? SPEC_CATALOG[TOOL].priceCents / 100);
  const paidUses = configs.data?.[TOOL]?.paidLimit ?? SPEC_CATALOG[TOOL].paidLimit;
  const form: ResumeAnalysisForm = { resumeText, jobDescription: jobDescription.trim() || undefined };
  const unlock = () => flow.unlock(form);
  const result = flow.result;
  const hidden = result?.isPreview ? (result.hidden ?? {}) : {};

  const submit = () => {
    if (!consent) return setConsentMissing(true);
    flow.request(form);
  };

  return (
    <>
      <ToolUsage tool={TOOL} />
      <Card style={{ marginTop: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <UsageBadge />
          <ResumeInput value={resumeText} onChange={setResumeText} disabled={flow.running} />
          <Typography.Text strong>Target role (optional)</Typography.Text>
          <Input.TextArea
            aria-label="Target role description"
            placeholder="Paste the job description or describe the role you are aiming for"
            rows={4}
            value={jobDescription}
            disabled={flow.running}
            onChange={(event) => setJobDescription(event.target.value)}
          />
          <AiConsentCheckbox
            toolKey={TOOL}
            checked={consent}
            onChange={(checked) => {
              setConsent(checked);
              setConsentMissing(false);
            }}
            showError={consentMissing}
            disabled={flow.running}
          />
          <Button type="primary" size="large" loading={flow.running} disabled={!resumeText.trim()} onClick={submit}>
            {flow.running ? 'Analyzing...' : `Analyze Resume (${price})`}
          </Button>
          <Typography.Text type="secondary">
            {paidUses} analyses ({price})
          </Typography.Text>
        </Space>
      </Card>
      <RunStatus error={flow.error} running={flow.running} progress="Analyzing your resume..." />
      {result && !flow.running && (
        <div style={{ marginTop: 16 }} data-result="resume-analysis">
          {result.isPreview && <PreviewBanner what="Analysis" message={result.upgradeMessage} onUnlock={unlock} />}
          <Card size="small" title="Scores" style={{ marginBottom: 12 }}>
            <Row gutter={24}>
              {TILES.map((tile) => (
                <Col xs={24} md={12} key={tile.label}>
                  <ScoreBar label={tile.label} score={result[tile.field] as number | null} tone={analysisTone} note={tile.note} evidence={evidenceFor(result, tile.field)} />
                </Col>
              ))}
            </Row>
            {(hidden.evidence ?? 0) > 0 && <LockedRow count={hidden.evidence!} noun="lines of evidence" onUnlock={unlock} />}
          </Card>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <ResultList title="Hiring Strengths" icon={<CheckCircleOutlined />} items={result.strengths} hidden={hidden.strengths} noun="strengths" onUnlock={unlock} />
            </Col>
            <Col xs={24} md={12}>
              <ResultList title="Red Flags & Concerns" icon={<WarningOutlined />} items={result.improvements} hidden={hidden.improvements} noun="concerns" onUnlock={unlock} />
            </Col>
          </Row>
          <ResultList title="Missing Keywords" icon={<KeyOutlined />} items={result.missingKeywords} hidden={hidden.missingKeywords} noun="missing keywords" onUnlock={unlock} asTags />
          <ResultList
            title="Interview Focus & Recommendations"
            icon={<BulbOutlined />}
            items={result.recommendations}
            hidden={hidden.recommendations}
            noun="recommendations"
            onUnlock={unlock}
          />
          <Typography.Text type="secondary">
            <AimOutlined /> Scores: 85+ excellent, 70+ good, 55+ fair, below 55 needs work.
          </Typography.Text>
        </div>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
