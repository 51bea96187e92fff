// The LinkedIn Profile Optimizer page (spec part 1 §2, §4, §5, §8): the form on the left, the optimized headline,
// summary, achievements and hashtags on the right. One run at a time; a paid user with uses left is never shown the
// payment dialog; after a payment the run restarts by itself 2 s later. The form is plain controls, so the first screen
// loads no antd; the result and the dialogs bring it when they show (docs/measurements.md, bundle size).
import { LINKEDIN_MESSAGES, LINKEDIN_PURPOSES, LINKEDIN_TONES } from '@careerkit/contracts/tool-forms';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { useToast } from '@careerkit/web/layout/toast';
import { optimizeLinkedIn, type LinkedInAnswer, type LinkedInForm } from '@careerkit/web/api/tools';
import { Alert } from '@careerkit/web/layout/alert';
import { Card } from '@careerkit/web/layout/card';
import { Loading } from '@careerkit/web/layout/loading';
import { Tabs } from '@careerkit/web/layout/tabs';
import { Button, CheckboxGroup, SelectField, SwitchField, TextAreaField, TextField, Tooltip } from '@careerkit/web/layout/form';
import { lazy, Suspense, useState } from 'react';
import { RunProgress } from '../shared/run-status';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';
import { copyAllowed, paymentDialogSuppressed, RUN_AFTER_PAYMENT_MS } from './linkedin-rules';

const TOOL = 'linkedin-optimizer';
// The uploader's tab and the result load when first shown: the form is what the page shows first.
const ResumeUploader = lazy(() => import('@careerkit/web/tool/resume-uploader').then((module) => ({ default: module.ResumeUploader })));
const LinkedInResult = lazy(() => import('./linkedin-result'));
type Tone = (typeof LINKEDIN_TONES)[number];
type Purpose = (typeof LINKEDIN_PURPOSES)[number];

export default function LinkedInOptimizerPage() {
  const [currentProfile, setCurrentProfile] = useState('');
  const [targetRole, setTargetRole] = useState('');
  const [industryExperience, setIndustryExperience] = useState('');
  const [tone, setTone] = useState<Tone>('Professional');
  const [purposes, setPurposes] = useState<Purpose[]>(['Recruiter Visibility']);
  const [includeHashtags, setIncludeHashtags] = useState(true);
  const [consent, setConsent] = useState(false);
  // Kept through an expired session (the consent is asked again).
  useSessionDraft(TOOL, { currentProfile, targetRole, industryExperience, tone, purposes, includeHashtags }, (kept) => {
    setCurrentProfile(kept.currentProfile ?? '');
    setTargetRole(kept.targetRole ?? '');
    setIndustryExperience(kept.industryExperience ?? '');
    if (kept.tone && (LINKEDIN_TONES as readonly string[]).includes(kept.tone)) setTone(kept.tone);
    if (kept.purposes) setPurposes(kept.purposes.filter((p): p is Purpose => (LINKEDIN_PURPOSES as readonly string[]).includes(p)));
    if (typeof kept.includeHashtags === 'boolean') setIncludeHashtags(kept.includeHashtags);
  });
  /** The form's own message (§5); it shows where a run's failure does. */
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const flow = useToolRun<LinkedInForm, LinkedInAnswer>({
    tool: TOOL,
    run: optimizeLinkedIn,
    serverMessageFirst: true,
    onResult: () => toast.success('LinkedIn Profile Optimized!'),
    runAfterPaymentMs: RUN_AFTER_PAYMENT_MS,
    paymentSuppressed: paymentDialogSuppressed,
    usesExhaustedMessage: LINKEDIN_MESSAGES.usesExhausted,
  });
  const { running, result, usage } = flow;
  const error = formError ?? flow.error;

  const request = (): LinkedInForm => ({
    currentProfile: currentProfile.trim(),
    targetRole: targetRole.trim(),
    ...(industryExperience.trim() ? { industryExperience: industryExperience.trim() } : {}),
    tone,
    purposes,
    includeHashtags,
  });

  const submit = () => {
    if (running || !consent) return;
    const missing = !currentProfile.trim() || !targetRole.trim();
    setFormError(missing ? LINKEDIN_MESSAGES.required : null);
    if (!missing) flow.request(request());
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success('Copied!');
  };
  const canCopy = result ? copyAllowed(result.isPreview, usage.data) : false;

  return (
    <>
      <ToolUsage tool={TOOL} />
      <div className="ck-halves" style={{ marginTop: 16 }} data-area="mfe-tools">
        <Card title="Your profile">
          <form
            noValidate
            aria-label="LinkedIn profile"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <Tabs
              items={[
                {
                  key: 'paste',
                  label: 'Paste Text',
                  children: (
                    <TextAreaField
                      label="Current Profile"
                      required
                      value={currentProfile}
                      onChange={(event) => setCurrentProfile(event.target.value)}
                      disabled={running}
                      rows={6}
                      maxRows={14}
                      placeholder="Paste your LinkedIn headline, about section and experience"
                    />
                  ),
                },
                {
                  key: 'upload',
                  label: 'Upload Resume',
                  // A field's space below it, as the pasted text has.
                  children: (
                    <div style={{ marginBottom: 24 }}>
                      <Suspense fallback={<Loading />}>
                        <ResumeUploader disabled={running} onExtracted={(text) => setCurrentProfile(text)} onRemove={() => setCurrentProfile('')} />
                      </Suspense>
                    </div>
                  ),
                },
              ]}
            />
            <TextField label="Target Role" required value={targetRole} onChange={(event) => setTargetRole(event.target.value)} disabled={running} />
            <TextField
              label="Industry Experience"
              required
              value={industryExperience}
              onChange={(event) => setIndustryExperience(event.target.value)}
              disabled={running}
              placeholder="e.g. 8 years in fintech"
            />
            <SelectField
              label="Tone"
              value={tone}
              onChange={(event) => setTone(event.target.value as Tone)}
              disabled={running}
              options={LINKEDIN_TONES.map((value) => ({ value, label: value }))}
            />
            <CheckboxGroup label="Optimization Purposes" value={purposes} options={LINKEDIN_PURPOSES} onChange={setPurposes} disabled={running} />
            <SwitchField label="Include Hashtags" checked={includeHashtags} onChange={setIncludeHashtags} disabled={running} />
            <AiConsentCheckbox toolKey={TOOL} checked={consent} disabled={running} onChange={setConsent} />
            <Tooltip title={consent ? undefined : 'Tick the AI box first'}>
              <Button primary large block type="submit" loading={running} disabled={!consent} style={{ marginTop: 16 }}>
                {running ? 'Optimizing...' : 'Optimize Profile'}
              </Button>
            </Tooltip>
          </form>
        </Card>
        <div>
          {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
          {running ? (
            <div className="ck-card ck-card-body">
              <RunProgress>Optimizing your profile...</RunProgress>
            </div>
          ) : result ? (
            <Suspense fallback={<Loading />}>
              <LinkedInResult result={result} canCopy={canCopy} onCopy={(text) => void copy(text)} onUnlock={() => flow.unlock(request())} />
            </Suspense>
          ) : (
            <div className="ck-card ck-card-body">
              <span className="ck-text-secondary">Your optimized headline, summary, achievements and hashtags will appear here.</span>
            </div>
          )}
        </div>
      </div>
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
