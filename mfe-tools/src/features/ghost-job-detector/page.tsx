// The Ghost Job Detector page (spec part 1 §2, §4, §5, §8, §9): a job description or its URL, an optional posting
// date that cannot be in the future, consent, and a verdict with the signals behind it. Usage is polled every 3 s
// (useUsage does it for this tool).
import { GHOST_JOB_MESSAGES, isJobUrl } from '@careerkit/contracts/tool-forms';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { useToast } from '@careerkit/web/layout/toast';
import { detectGhostJob, type GhostJobAnswer, type GhostJobForm } from '@careerkit/web/api/tools';
import { Loading } from '@careerkit/web/layout/loading';
import { Tabs } from '@careerkit/web/layout/tabs';
import { lazy, Suspense, useState } from 'react';
import { RunButton } from '../shared/run-button';
import { RunStatus } from '../shared/run-status';
import { useConsent } from '../shared/use-consent';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'ghost-job-detector';
const GhostResult = lazy(() => import('./ghost-result'));
const PostingDatePicker = lazy(() => import('./posting-date-picker'));

type Method = GhostJobForm['analysisMethod'];

export { isFutureDay } from './posting-date';

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
  const consent = useConsent();
  // Kept through an expired session (the consent is asked again).
  useSessionDraft(TOOL, { method, jobDescription, jobUrl, postingDate }, (kept) => {
    if (kept.method === 'description' || kept.method === 'url') setMethod(kept.method);
    setJobDescription(kept.jobDescription ?? '');
    setJobUrl(kept.jobUrl ?? '');
    if (kept.postingDate === null || (typeof kept.postingDate === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(kept.postingDate))) setPostingDate(kept.postingDate ?? null);
  });
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
    const consented = consent.confirm();
    if (problem || !consented) return;
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
      <div className="ck-card ck-card-body ck-stack" style={{ marginTop: 16 }}>
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
                <textarea
                  className="ck-input"
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
                <input className="ck-input" aria-label="Job URL" placeholder="https://…" value={jobUrl} disabled={flow.running} onChange={(event) => setJobUrl(event.target.value)} />
              ),
            },
          ]}
        />
        {fieldError && (
          <span className="ck-text-danger" role="alert">
            {fieldError}
          </span>
        )}
        <div className="ck-inline">
          <span>Posting date (optional)</span>
          <PostingDate value={postingDate} onChange={setPostingDate} disabled={flow.running} />
        </div>
        <AiConsentCheckbox toolKey={TOOL} {...consent.box} disabled={flow.running} />
        <RunButton running={flow.running} onClick={submit}>
          {flow.running ? 'Detecting...' : 'Detect Ghost Job'}
        </RunButton>
      </div>
      <RunStatus error={flow.error} running={flow.running} progress="Checking this job posting..." />
      {result && !flow.running && (
        <Suspense fallback={<Loading />}>
          <GhostResult result={result} onUnlock={() => flow.unlock(form)} onCopy={() => void copyAll()} />
        </Suspense>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}

/**
 * The optional posting date: antd's DatePicker (with its calendar and dayjs, about 40 KB) loads when the field is first
 * focused or clicked; until then a text box with its look stands in, and hands the focus over with the calendar open.
 */
function PostingDate({ value, onChange, disabled }: { value: string | null; onChange: (day: string | null) => void; disabled: boolean }) {
  const [wanted, setWanted] = useState(false);
  const standIn = (
    <input
      className="ck-input"
      style={{ width: 150 }}
      aria-label="Posting date"
      placeholder="Select date"
      readOnly
      value={value ?? ''}
      disabled={disabled}
      onFocus={() => setWanted(true)}
      onClick={() => setWanted(true)}
    />
  );
  if (!wanted) return standIn;
  return (
    <Suspense fallback={standIn}>
      <PostingDatePicker onChange={onChange} disabled={disabled} />
    </Suspense>
  );
}
