// The Resume Scanner page (spec part 1 §2, §4, §5, §8, §9): paste or upload a resume, consent, scan; a free preview
// keeps part of each list and locks the rest. The form is plain markup with antd's look, so the page's first screen
// loads no antd; the dialogs and the result bring it when they first show (docs/measurements.md, bundle size).
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { scanResume, type ResumeScanAnswer, type ResumeScanForm } from '@careerkit/web/api/tools';
import { Loading } from '@careerkit/web/layout/loading';
import { lazy, Suspense, useState } from 'react';
import { ResumeInput } from '../shared/resume-input';
import { RunButton } from '../shared/run-button';
import { RunStatus } from '../shared/run-status';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';

const TOOL = 'resume-scanner';
const ScanResult = lazy(() => import('./scan-result'));

export default function ResumeScannerPage() {
  const [resumeText, setResumeText] = useState('');
  const [consent, setConsent] = useState(false);
  // Kept through an expired session (the consent is asked again).
  useSessionDraft(TOOL, { resumeText }, (kept) => setResumeText(kept.resumeText ?? ''));
  const flow = useToolRun<ResumeScanForm, ResumeScanAnswer>({ tool: TOOL, run: scanResume });
  const form = { resumeText };
  const result = flow.result;

  return (
    <>
      <ToolUsage tool={TOOL} />
      <div className="ck-card ck-card-body ck-stack" style={{ marginTop: 16 }}>
        <ResumeInput value={resumeText} onChange={setResumeText} disabled={flow.running} />
        <AiConsentCheckbox toolKey={TOOL} checked={consent} onChange={setConsent} disabled={flow.running} />
        {/* §5: disabled while the text is empty or consent is missing. */}
        <RunButton running={flow.running} disabled={!resumeText.trim() || !consent} onClick={() => flow.request(form)}>
          {flow.running ? 'Scanning...' : 'Scan Resume'}
        </RunButton>
      </div>
      <RunStatus error={flow.error} running={flow.running} progress="Scanning your resume..." />
      {result && !flow.running && (
        <Suspense fallback={<Loading />}>
          <ScanResult result={result} onUnlock={() => flow.unlock(form)} />
        </Suspense>
      )}
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
