// The Cover Letter Writer page (spec part 1 §2, §4, §5, §8): usage banner, mode picker, the chosen mode's form,
// the AI agreement before each run, the payment dialog on a 402, and the letter with Copy and Download. The form is plain
// controls with react-hook-form, so the first screen loads no antd; the letter and the dialogs bring it when they show
// (docs/measurements.md, bundle size).
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '@careerkit/web/tool/ai-disclaimer-on-demand';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';
import { useToast } from '@careerkit/web/layout/toast';
import { writeCoverLetter, type CoverLetterAnswer, type CoverLetterForm } from '@careerkit/web/api/tools';
import { COVER_LETTER_REQUIRED, COVER_LETTER_REQUIRED_MESSAGES } from '@careerkit/contracts/tool-forms';
import { Alert } from '@careerkit/web/layout/alert';
import { Card } from '@careerkit/web/layout/card';
import { Button, RadioButtons, SelectField, TextAreaField, TextField } from '@careerkit/web/layout/form';
import { Loading } from '@careerkit/web/layout/loading';
import { lazy, Suspense, useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { RunProgress } from '../shared/run-status';
import { useConsent } from '../shared/use-consent';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';
import {
  FIELD_LABELS,
  MODE_FIELDS,
  MODES,
  SHORT_FIELDS,
  TEMPLATE_STYLE_OPTIONS,
  TONE_OPTIONS,
  type Field,
  type Mode,
} from './cover-letter-rules';

const LetterResult = lazy(() => import('./letter-result'));
const LetterActions = lazy(() => import('./letter-result').then((module) => ({ default: module.LetterActions })));

const TOOL = 'cover-letter-writer';
type Values = Partial<Record<Field, string>> & Pick<CoverLetterForm, 'templateStyle' | 'tone'>;

export default function CoverLetterWriterPage() {
  // Checked as the user types, as antd's form was, and on submit.
  const {
    register,
    handleSubmit,
    getValues,
    setValue,
    watch,
    resetField,
    clearErrors,
    formState: { errors },
  } = useForm<Values>({
    mode: 'onChange',
    defaultValues: { templateStyle: 'professional', tone: 'professional' },
  });
  const [mode, setMode] = useState<Mode>('standard');
  const consent = useConsent();
  // Kept through an expired session (the agreement is asked again).
  useSessionDraft(TOOL, { ...watch(), mode }, (kept) => {
    const keptMode = MODES.find((m) => m.value === kept.mode)?.value;
    if (keptMode) setMode(keptMode);
    for (const field of Object.keys(FIELD_LABELS) as Field[]) if (typeof kept[field] === 'string') setValue(field, kept[field]);
    if (TEMPLATE_STYLE_OPTIONS.some((o) => o.value === kept.templateStyle)) setValue('templateStyle', kept.templateStyle as Values['templateStyle']);
    if (TONE_OPTIONS.some((o) => o.value === kept.tone)) setValue('tone', kept.tone as Values['tone']);
  });
  const uploadLabel = useId();
  const toast = useToast();
  const flow = useToolRun<CoverLetterForm, CoverLetterAnswer>({
    tool: TOOL,
    run: writeCoverLetter,
    serverMessageFirst: true,
    onResult: () => toast.success('Cover Letter Generated!'),
  });
  const { running, result, error } = flow;

  const request = (): CoverLetterForm => {
    const values = getValues();
    const body: CoverLetterForm = { mode };
    for (const field of MODE_FIELDS[mode]) {
      const value = values[field]?.trim();
      if (value) body[field] = value;
    }
    if (mode === 'template') Object.assign(body, { templateStyle: values.templateStyle, tone: values.tone });
    return body;
  };

  const run = handleSubmit(() => {
    if (consent.given) flow.request(request());
  });
  const submit = () => {
    consent.confirm();
    void run();
  };

  // As the antd form did: the fields the next mode does not ask for start empty again, and no message carries over.
  const changeMode = (next: Mode) => {
    for (const field of MODE_FIELDS[mode]) if (!MODE_FIELDS[next].includes(field)) resetField(field);
    clearErrors();
    setMode(next);
    flow.clear();
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success('Copied!');
  };

  const shown = MODE_FIELDS[mode];
  const required: readonly string[] = COVER_LETTER_REQUIRED[mode];
  const fieldOf = (field: Field) => {
    const isRequired = required.includes(field);
    const props = {
      label: isRequired ? FIELD_LABELS[field] : `${FIELD_LABELS[field]} (optional)`,
      required: isRequired,
      disabled: running,
      error: errors[field]?.message,
      // Set for every field on every render: a field required in one mode may be optional in the next.
      ...register(field, { validate: (value) => !isRequired || Boolean(value?.trim()) || (COVER_LETTER_REQUIRED_MESSAGES[field] ?? false) }),
    };
    return SHORT_FIELDS.includes(field) ? <TextField key={field} {...props} /> : <TextAreaField key={field} rows={3} maxRows={10} {...props} />;
  };

  return (
    <>
      <ToolUsage tool={TOOL} />
      <div className="ck-halves" style={{ marginTop: 16 }} data-area="mfe-tools">
        <Card title="Write your cover letter">
          <form
            noValidate
            aria-label="Cover letter"
            onSubmit={(event) => {
              event.preventDefault();
              submit();
            }}
          >
            <div style={{ marginBottom: 8 }}>
              <RadioButtons label="Mode" value={mode} options={MODES} disabled={running} onChange={changeMode} />
            </div>
            <p className="ck-text-secondary">{MODES.find((option) => option.value === mode)?.hint}</p>
            {shown.map(fieldOf)}
            {shown.includes('userExperience') && (
              <div className="ck-field" role="group" aria-labelledby={uploadLabel}>
                <span id={uploadLabel} className="ck-field-label">
                  Or upload your resume
                </span>
                <ResumeUploader
                  disabled={running}
                  onExtracted={(text) => {
                    setValue('userExperience', text);
                    clearErrors('userExperience');
                  }}
                />
              </div>
            )}
            {mode === 'template' && (
              <div className="ck-inline" style={{ alignItems: 'flex-start' }}>
                <SelectField label="Template Style" options={TEMPLATE_STYLE_OPTIONS} disabled={running} style={{ width: 180 }} {...register('templateStyle')} />
                <SelectField label="Tone" options={TONE_OPTIONS} disabled={running} style={{ width: 180 }} {...register('tone')} />
              </div>
            )}
            <AiConsentCheckbox toolKey={TOOL} {...consent.box} disabled={running} />
            <Button primary large block type="submit" loading={running} style={{ marginTop: 16 }}>
              {running ? 'Generating...' : 'Generate Cover Letter'}
            </Button>
          </form>
        </Card>
        <Card
          title="Your cover letter"
          extra={
            result?.coverLetter.trim() && (
              <Suspense fallback={null}>
                <LetterActions letter={result.coverLetter} locked={result.isPreview} onCopy={() => void copy(result.coverLetter)} />
              </Suspense>
            )
          }
        >
          {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
          {running ? (
            <RunProgress>Writing your cover letter...</RunProgress>
          ) : result ? (
            <Suspense fallback={<Loading />}>
              <LetterResult result={result} onUnlock={() => flow.unlock(request())} />
            </Suspense>
          ) : (
            !error && <span className="ck-text-secondary">Your cover letter will appear here.</span>
          )}
        </Card>
      </div>
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
