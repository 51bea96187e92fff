// The benchmark form (spec part 2 §2, §3, §5): its fields, the labels of each choice, the defaults and the messages.
// Plain controls (@careerkit/web/layout/form): the form is the page's first screen, which loads no antd (docs/measurements.md, bundle size).
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { Button, SelectField, TextAreaField, TextField } from '@careerkit/web/layout/form';
import { useImperativeHandle, type Ref } from 'react';
import { useForm } from 'react-hook-form';
import { atLeast } from '../../../shared/at-least';
import { BENCHMARK_DEFAULTS, type BenchmarkFields } from '../api/run-benchmark';

const EXPERIENCE_OPTIONS = [
  { value: 'entry', label: 'Entry Level (0-2 years)' },
  { value: 'mid', label: 'Mid Level (3-5 years)' },
  { value: 'senior', label: 'Senior Level (6-10 years)' },
  { value: 'executive', label: 'Executive (10+ years)' },
];
const COMPANY_SIZE_OPTIONS = [
  { value: 'startup', label: 'Startup (1-50 employees)' },
  { value: 'small', label: 'Small (51-200 employees)' },
  { value: 'medium', label: 'Medium (201-1000 employees)' },
  { value: 'large', label: 'Large (1001-5000 employees)' },
  { value: 'enterprise', label: 'Enterprise (5000+ employees)' },
];
const EDUCATION_OPTIONS = [
  { value: 'high_school', label: 'High School' },
  { value: 'bachelor', label: "Bachelor's Degree" },
  { value: 'master', label: "Master's Degree" },
  { value: 'phd', label: 'PhD' },
  { value: 'bootcamp', label: 'Bootcamp' },
  { value: 'self_taught', label: 'Self-taught' },
];
const REMOTE_OPTIONS = [
  { value: 'remote', label: 'Remote' },
  { value: 'hybrid', label: 'Hybrid' },
  { value: 'onsite', label: 'On-site' },
];

/** The spec's checks and their messages, word for word (part 2 §5). */
const CHECKS = {
  jobTitle: { validate: atLeast(2, 'Job title must be at least 2 characters') },
  location: { validate: atLeast(2, 'Location must be at least 2 characters') },
  industry: { validate: atLeast(2, 'Industry must be at least 2 characters') },
};

const CHOICES = { experienceLevel: EXPERIENCE_OPTIONS, companySize: COMPANY_SIZE_OPTIONS, education: EDUCATION_OPTIONS, remoteWork: REMOTE_OPTIONS };

/** What the page asks of the form: a run with a suggested job title in place of the typed one. */
export interface BenchmarkFormHandle {
  runWithTitle(jobTitle: string): void;
}

/** Checked on submit, then again as the user types (react-hook-form's default modes, as antd's form had it). */
export function BenchmarkForm({ ref, running, onRun }: { ref?: Ref<BenchmarkFormHandle>; running: boolean; onRun: (fields: BenchmarkFields) => void }) {
  const { register, handleSubmit, setValue, watch, formState: { errors } } = useForm<BenchmarkFields>({ defaultValues: BENCHMARK_DEFAULTS });
  // Kept through an expired session (issue 26): texts as typed, choices only among those offered.
  useSessionDraft('salary-benchmark', { ...watch() }, (kept) => {
    for (const name of ['jobTitle', 'location', 'industry', 'currentSalary', 'skills'] as const) if (typeof kept[name] === 'string') setValue(name, kept[name]);
    for (const name of Object.keys(CHOICES) as (keyof typeof CHOICES)[]) {
      const value = CHOICES[name].find((option) => option.value === kept[name])?.value;
      if (value) setValue(name, value as never);
    }
  });
  const submit = handleSubmit(onRun);
  useImperativeHandle(ref, () => ({
    runWithTitle(jobTitle) {
      setValue('jobTitle', jobTitle);
      void submit();
    },
  }));

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <div className="ck-form-grid">
        <TextField label="Job Title" placeholder="e.g. Software Engineer" error={errors.jobTitle?.message} {...register('jobTitle', CHECKS.jobTitle)} />
        <TextField label="Location" placeholder="e.g. Austin, TX" error={errors.location?.message} {...register('location', CHECKS.location)} />
        <SelectField label="Experience Level" options={EXPERIENCE_OPTIONS} {...register('experienceLevel')} />
        <TextField label="Current Salary (optional)" placeholder="e.g. 85000" inputMode="numeric" {...register('currentSalary')} />
        <TextField label="Industry" placeholder="e.g. Technology" error={errors.industry?.message} {...register('industry', CHECKS.industry)} />
        <SelectField label="Company Size" options={COMPANY_SIZE_OPTIONS} {...register('companySize')} />
        <SelectField label="Education" options={EDUCATION_OPTIONS} {...register('education')} />
        <SelectField label="Remote Work" options={REMOTE_OPTIONS} {...register('remoteWork')} />
        <div className="ck-form-grid-full">
          <TextAreaField label="Skills (optional)" rows={2} placeholder="e.g. React, TypeScript, AWS" {...register('skills')} />
        </div>
      </div>
      <Button primary type="submit" loading={running}>
        Analyze Salary
      </Button>
    </form>
  );
}
