// The negotiation form (spec part 2 §2, §3, §5): amounts as typed (stripped to digits when sent), leverage points
// comma-separated, the negotiation style collaborative by default. Plain controls, as the benchmark form's.
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { Button, SelectField, TextField } from '@careerkit/web/layout/form';
import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { atLeast } from '../../../shared/at-least';
import { NEGOTIATION_DEFAULTS, type NegotiationFields } from '../api/run-negotiation';

const STYLE_OPTIONS = [
  { value: 'collaborative', label: 'Collaborative' },
  { value: 'assertive', label: 'Assertive' },
  { value: 'diplomatic', label: 'Diplomatic' },
];

/** The spec's checks and their messages, word for word (part 2 §5). */
const CHECKS = {
  currentOffer: { validate: atLeast(1, 'Current offer is required') },
  targetSalary: { validate: atLeast(1, 'Target salary is required') },
  jobTitle: { validate: atLeast(2, 'Job title is required') },
};

/** What the page asks of the form: the run again with what is typed now (once a payment unlocks the full strategy). */
export interface NegotiationFormHandle {
  runAgain(): void;
}

/** `jobTitle` starts as the benchmark's title when the form first shows; what is typed stays while the form is mounted. */
export function NegotiationForm({
  ref,
  jobTitle,
  running,
  onRun,
}: {
  ref?: Ref<NegotiationFormHandle>;
  jobTitle: string;
  running: boolean;
  onRun: (fields: NegotiationFields) => void;
}) {
  const { register, handleSubmit, setValue, watch, formState: { errors } } = useForm<NegotiationFields>({ defaultValues: { ...NEGOTIATION_DEFAULTS, jobTitle } });
  // Kept through an expired session (issue 26): texts as typed, the style only among those offered.
  useSessionDraft('salary-negotiation', { ...watch() }, (kept) => {
    for (const name of ['currentOffer', 'targetSalary', 'jobTitle', 'companyInfo', 'leveragePoints', 'yearsExperience', 'timeline'] as const)
      if (typeof kept[name] === 'string') setValue(name, kept[name]);
    const style = STYLE_OPTIONS.find((option) => option.value === kept.negotiationStyle)?.value;
    if (style) setValue('negotiationStyle', style as NegotiationFields['negotiationStyle']);
  });
  const submit = handleSubmit(onRun);
  useImperativeHandle(ref, () => ({ runAgain: () => void submit() }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="ck-form-grid">
        <TextField label="Current Offer" placeholder="e.g. $95,000" inputMode="numeric" error={errors.currentOffer?.message} {...register('currentOffer', CHECKS.currentOffer)} />
        <TextField label="Target Salary" placeholder="e.g. $110,000" inputMode="numeric" error={errors.targetSalary?.message} {...register('targetSalary', CHECKS.targetSalary)} />
        <TextField label="Job Title" placeholder="e.g. Software Engineer" error={errors.jobTitle?.message} {...register('jobTitle', CHECKS.jobTitle)} />
        <TextField label="Company (optional)" placeholder="e.g. Acme Corp" {...register('companyInfo')} />
        <SelectField label="Negotiation Style" options={STYLE_OPTIONS} {...register('negotiationStyle')} />
        <TextField label="Years of Experience (optional)" inputMode="numeric" placeholder="e.g. 5" {...register('yearsExperience')} />
        <div className="ck-form-grid-full">
          <TextField label="Leverage Points (optional, comma-separated)" placeholder="e.g. competing offer, AWS certification" {...register('leveragePoints')} />
        </div>
        <TextField label="Timeline (optional)" placeholder="e.g. Decision due in one week" {...register('timeline')} />
        <TextField label="Additional Benefits (optional)" placeholder="e.g. remote days, signing bonus" {...register('additionalBenefits')} />
      </div>
      <Button primary type="submit" loading={running}>
        Generate Strategy
      </Button>
    </form>
  );
}
