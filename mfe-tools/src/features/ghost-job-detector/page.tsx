// The Ghost Job Detector page (spec part 1 §2, §4, §5, §8, §9): a job description or its URL, an optional posting
// date that cannot be in the future, consent, and a verdict with the signals behind it. Usage is polled every 3 s
// (useUsage does it for this tool).
import { CheckCircleOutlined, CopyOutlined, WarningOutlined } from '@ant-design/icons';
import { GHOST_JOB_MESSAGES, isJobUrl } from '@careerkit/contracts/tool-forms';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '../shared/ai-disclaimer-dialog';
import { useToast } from '@careerkit/web/layout/toast';
import { detectGhostJob, type GhostJobAnswer, type GhostJobForm } from '@careerkit/web/api/tools';
import { Alert, Button, Card, Col, DatePicker, Descriptions, Input, Row, Space, Tabs, Tag, Typography } from 'antd';
import { useState } from 'react';
import { PreviewBanner } from '../shared/preview-banner';
import { ResultList } from '../shared/result-list';
import { ScoreBar, scannerTone, type ScoreTone } from '../shared/score-bar';
import { RunStatus } from '../shared/run-status';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'ghost-job-detector';

type Method = GhostJobForm['analysisMethod'];

/** §5: a posting date later than today cannot be picked. */
export const isFutureDay = (day: { valueOf(): number }) => {
  const endOfToday = new Date();
  endOfToday.setHours(23, 59, 59, 999);
  return day.valueOf() > endOfToday.getTime();
};

/** 'Legit', 'Ghost' or neither (uncertain), as §3 reads the classification: the verdict tag's colour and the confidence bar's. */
function verdictOf(classification: string): { colour: string; tone: ScoreTone } {
  if (/ghost/i.test(classification)) return { colour: 'red', tone: 'red' };
  if (/legit/i.test(classification)) return { colour: 'green', tone: 'green' };
  return { colour: 'gold', tone: 'yellow' };
}

const alertType = (level: string) => (level === 'danger' ? 'error' : level === 'warning' ? 'warning' : 'info');

function reportText(result: GhostJobAnswer): string {
  const lines = [
    `Classification: ${result.classification}`,
    `Company: ${result.company}`,
    `Job title: ${result.jobTitle}`,
    `Confidence: ${result.confidence}%`,
    `Reasoning: ${result.reasoning}`,
  ];
  if (result.ghostPatternAlert) lines.push(`Ghost pattern alert: ${result.ghostPatternAlert}`);
  lines.push(`Posting age: ${result.stalenessCheck.message}`);
  if (result.urlAnalysis) lines.push(`URL: ${result.urlAnalysis.domain} (${result.urlAnalysis.platform}), credibility ${result.urlAnalysis.credibilityScore}/100`);
  lines.push('Red flags:', ...result.redFlags.map((flag) => `- ${flag}`));
  lines.push('Legitimacy indicators:', ...result.legitimacyIndicators.map((sign) => `- ${sign}`));
  return lines.join('\n');
}

export default function GhostJobDetectorPage() {
  const [method, setMethod] = useState<Method>('description');
  const [jobDescription, setJobDescription] = useState('');
  const [jobUrl, setJobUrl] = useState('');
  /** As the picker writes it: YYYY-MM-DD. */
  const [postingDate, setPostingDate] = useState<string | null>(null);
  const [consent, setConsent] = useState(false);
  const [consentMissing, setConsentMissing] = useState(false);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const toast = useToast();
  const flow = useToolRun<GhostJobForm, GhostJobAnswer>({
    tool: TOOL,
    run: detectGhostJob,
    serverMessageFirst: true,
  });
  const form: GhostJobForm = {
    analysisMethod: method,
    jobDescription: method === 'description' ? jobDescription : '',
    jobUrl: method === 'url' ? jobUrl.trim() : '',
    postingDate,
  };
  const result = flow.result;

  const submit = () => {
    const problem =
      method === 'description'
        ? jobDescription.trim() ? null : GHOST_JOB_MESSAGES.descriptionRequired
        : !jobUrl.trim() ? GHOST_JOB_MESSAGES.urlRequired : isJobUrl(jobUrl.trim()) ? null : GHOST_JOB_MESSAGES.invalidUrl;
    setFieldError(problem);
    setConsentMissing(!consent);
    if (problem || !consent) return;
    flow.request(form);
  };

  const copyAll = async () => {
    if (!result) return;
    await navigator.clipboard?.writeText(reportText(result));
    toast.success('Copied!');
  };

  return (
    <>
      <ToolUsage tool={TOOL} />
      <Card style={{ marginTop: 16 }}>
        <Space orientation="vertical" style={{ width: '100%' }}>
          <Tabs
            activeKey={method}
            onChange={(key) => {
              setMethod(key as Method);
              setFieldError(null);
            }}
            items={[
              {
                key: 'description',
                label: 'Job Description',
                children: (
                  <Input.TextArea
                    aria-label="Job description"
                    placeholder="Paste the job posting here"
                    rows={8}
                    value={jobDescription}
                    disabled={flow.running}
                    onChange={(event) => setJobDescription(event.target.value)}
                  />
                ),
              },
              {
                key: 'url',
                label: 'Job URL',
                children: (
                  <Input aria-label="Job URL" placeholder="https://…" value={jobUrl} disabled={flow.running} onChange={(event) => setJobUrl(event.target.value)} />
                ),
              },
            ]}
          />
          {fieldError && (
            <Typography.Text type="danger" role="alert">
              {fieldError}
            </Typography.Text>
          )}
          <Space>
            <Typography.Text>Posting date (optional)</Typography.Text>
            <DatePicker aria-label="Posting date" format="YYYY-MM-DD" onChange={(_day, text) => setPostingDate(typeof text === 'string' && text ? text : null)} disabledDate={isFutureDay} disabled={flow.running} />
          </Space>
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
          <Button type="primary" size="large" loading={flow.running} onClick={submit}>
            {flow.running ? 'Detecting...' : 'Detect Ghost Job'}
          </Button>
        </Space>
      </Card>
      <RunStatus error={flow.error} running={flow.running} progress="Checking this job posting..." />
      {result && !flow.running && (
        <div style={{ marginTop: 16 }} data-result="ghost-job-detector">
          {result.isPreview && <PreviewBanner what="Report" message={result.upgradeMessage} onUnlock={() => flow.unlock(form)} />}
          <Card
            size="small"
            style={{ marginBottom: 12 }}
            title={
              <Space>
                <Tag color={verdictOf(result.classification).colour} style={{ fontSize: 14 }}>
                  {result.classification}
                </Tag>
                <span>
                  {result.jobTitle} · {result.company}
                </span>
              </Space>
            }
            extra={
              <Button icon={<CopyOutlined />} onClick={() => void copyAll()}>
                Copy All
              </Button>
            }
          >
            <ScoreBar label="Confidence" score={result.confidence} tone={() => verdictOf(result.classification).tone} />
            <Typography.Paragraph>{result.reasoning}</Typography.Paragraph>
            {result.ghostPatternAlert && <Alert type="error" showIcon title="Ghost pattern alert" description={result.ghostPatternAlert} />}
          </Card>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Card size="small" title="Posting Age" style={{ marginBottom: 12 }}>
                <Alert
                  type={alertType(result.stalenessCheck.alertLevel)}
                  showIcon
                  title={result.stalenessCheck.daysOpen === null ? 'Posting date unknown' : `Open ${result.stalenessCheck.daysOpen} days`}
                  description={result.stalenessCheck.message}
                />
              </Card>
            </Col>
            {result.urlAnalysis && (
              <Col xs={24} md={12}>
                <Card size="small" title="URL Analysis" style={{ marginBottom: 12 }}>
                  <ScoreBar label="Credibility" score={result.urlAnalysis.credibilityScore} tone={scannerTone} />
                  <Descriptions size="small" column={1} items={[
                    { key: 'domain', label: 'Domain', children: result.urlAnalysis.domain },
                    { key: 'platform', label: 'Platform', children: result.urlAnalysis.platform },
                  ]} />
                  {result.urlAnalysis.suspiciousPatterns.map((pattern) => (
                    <Tag key={pattern} color="red" style={{ marginTop: 4 }}>{pattern}</Tag>
                  ))}
                </Card>
              </Col>
            )}
          </Row>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <ResultList title="Red Flags" icon={<WarningOutlined />} items={result.redFlags} hidden={result.isPreview ? result.hidden?.redFlags : 0} noun="red flags" onUnlock={() => flow.unlock(form)} />
            </Col>
            <Col xs={24} md={12}>
              <ResultList
                title="Legitimacy Indicators"
                icon={<CheckCircleOutlined />}
                items={result.legitimacyIndicators}
                hidden={result.isPreview ? result.hidden?.legitimacyIndicators : 0}
                noun="legitimacy indicators"
                onUnlock={() => flow.unlock(form)}
              />
            </Col>
          </Row>
        </div>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
