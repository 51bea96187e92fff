// The AI Resume Analysis page (spec part 1 §2, §4, §5, §8, §9): a resume and an optional target role, eight score
// tiles and four lists; a free preview keeps part of each list and locks the rest.
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useToast } from '@careerkit/web/layout/toast';
import { analyzeResume, type ResumeAnalysisAnswer, type ResumeAnalysisForm } from '@careerkit/web/api/tools';
import { hasAccess, isPaid, usageLimit, type UsageInfo } from '@careerkit/web/tool/usage-rules';
import { Loading } from '@careerkit/web/layout/loading';
import { ProgressBar } from '@careerkit/web/layout/progress';
import { lazy, Suspense, useState } from 'react';
import { ResumeInput } from '../shared/resume-input';
import { RunButton } from '../shared/run-button';
import { RunStatus } from '../shared/run-status';
import { useConsent } from '../shared/use-consent';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'resume-analysis';
const AnalysisResult = lazy(() => import('./analysis-result'));

/** 'Free Preview' or 'Paid Access' with used/limit and a bar (§2). */
function UsageBadge() {
  const usage = useUsage(TOOL).data;
  if (!usage) return null;
  const limit = usageLimit(usage);
  const paid = isPaid(usage);
  return (
    <div className="ck-inline" data-usage-badge>
      <span className={paid ? 'ck-tag ck-tag-paid' : 'ck-tag ck-tag-processing'}>{paid ? 'Paid Access' : 'Free Preview'}</span>
      <span>
        {usage.used}/{Number.isFinite(limit) ? limit : '∞'} used
      </span>
      {Number.isFinite(limit) && limit > 0 && (
        <div style={{ width: 160 }}>
          <ProgressBar percent={(usage.used / limit) * 100} label="Analyses used" />
        </div>
      )}
    </div>
  );
}

/**
 * The spec's 'Analyze Resume ($9.99)' when the next run is one to pay for; while free uses remain the run costs
 * nothing, and a paid user's run is already paid for, so neither shows a price.
 */
function runLabel(usage: UsageInfo | null | undefined, price: string): string {
  if (usage && isPaid(usage) && hasAccess(usage)) return 'Analyze Resume';
  if (usage && hasAccess(usage)) return 'Analyze Resume (Free Preview)';
  return `Analyze Resume (${price})`;
}

export default function ResumeAnalysisPage() {
  const [resumeText, setResumeText] = useState('');
  const [jobDescription, setJobDescription] = useState('');
  const consent = useConsent();
  // Kept through an expired session (the consent is asked again).
  useSessionDraft(TOOL, { resumeText, jobDescription }, (kept) => {
    setResumeText(kept.resumeText ?? '');
    setJobDescription(kept.jobDescription ?? '');
  });
  const toast = useToast();
  const configs = useToolConfigs();
  const flow = useToolRun<ResumeAnalysisForm, ResumeAnalysisAnswer>({
    tool: TOOL,
    run: analyzeResume,
    onResult: () => toast.success('Resume Analysis Complete!'),
  });
  const price = formatPrice(configs.data?.[TOOL]?.price ?? SPEC_CATALOG[TOOL].priceCents / 100);
  const paidUses = configs.data?.[TOOL]?.paidLimit ?? SPEC_CATALOG[TOOL].paidLimit;
  const usage = useUsage(TOOL).data;
  const form: ResumeAnalysisForm = { resumeText, jobDescription: jobDescription.trim() || undefined };
  const unlock = () => flow.unlock(form);
  const result = flow.result;

  const submit = () => {
    if (!consent.confirm()) return;
    flow.request(form);
  };

  return (
    <>
      <ToolUsage tool={TOOL} />
      <div className="ck-card ck-card-body ck-stack" style={{ marginTop: 16 }}>
        <UsageBadge />
        <ResumeInput value={resumeText} onChange={setResumeText} disabled={flow.running} />
        <strong>Target role (optional)</strong>
        <textarea
          className="ck-input"
          aria-label="Target role description"
          placeholder="Paste the job description or describe the role you are aiming for"
          rows={4}
          value={jobDescription}
          disabled={flow.running}
          onChange={(event) => setJobDescription(event.target.value)}
        />
        <AiConsentCheckbox toolKey={TOOL} {...consent.box} disabled={flow.running} />
        <RunButton running={flow.running} disabled={!resumeText.trim()} onClick={submit}>
          {flow.running ? 'Analyzing...' : runLabel(usage, price)}
        </RunButton>
        <span className="ck-text-secondary">
          {paidUses} analyses ({price})
        </span>
      </div>
      <RunStatus error={flow.error} running={flow.running} progress="Analyzing your resume..." />
      {result && !flow.running && (
        <Suspense fallback={<Loading />}>
          <AnalysisResult result={result} onUnlock={unlock} />
        </Suspense>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
