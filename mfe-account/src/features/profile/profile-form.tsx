// The profile form (spec part 2 §2, §5, §8): completeness bar, read-only email and username, the four editable fields;
// the server recomputes completeness on save. What was typed outlives an expired session (issue 26): the sign-in page
// says why, and the fields come back once the user is signed in again.
import type { CurrentUser, INDUSTRY_EXPERIENCE } from '@careerkit/contracts/auth';
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { updateProfile, type ProfileChanges } from '@careerkit/web/api/auth';
import { useToast } from '@careerkit/web/layout/toast';
import { Card } from '@careerkit/web/layout/card';
import { ProgressBar } from '@careerkit/web/layout/progress';
import { Button, SelectField, TextField } from '@careerkit/web/layout/form';
import { useForm } from 'react-hook-form';
import { useState } from 'react';
import { completenessOf } from './completeness';

export const PROFILE_MESSAGES = {
  updateFailedTitle: 'Update Failed',
  updateFailed: 'Failed to update profile',
  updated: 'Profile updated',
} as const;

/** The spec's levels (part 2 §2); typed against the contract, written out so the page does not bring zod along. */
const LEVELS = ['Beginner (0-2 years)', 'Intermediate (3-5 years)', 'Advanced (6-10 years)', 'Expert (10+ years)'] as const satisfies typeof INDUSTRY_EXPERIENCE;

type Values = Required<{ [K in keyof ProfileChanges]: string }>;

const LEVEL_CHOICES = [{ value: '', label: 'Not set' }, ...LEVELS.map((level) => ({ value: level, label: level }))];

export function ProfileForm() {
  const { user } = useAuth();
  return user ? <ProfileFormOf user={user} /> : null;
}

function ProfileFormOf({ user }: { user: CurrentUser }) {
  const { refresh } = useAuth();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  const { register, handleSubmit, watch, setValue } = useForm<Values>({
    defaultValues: {
      fullName: user.fullName ?? '',
      company: user.company ?? '',
      jobTitle: user.jobTitle ?? '',
      industryExperience: user.industryExperience ?? '',
    },
  });
  const completeness = completenessOf(user.profileCompleteness);
  const draft = useSessionDraft('profile', watch(), (kept) => {
    for (const [name, value] of Object.entries(kept)) setValue(name as keyof Values, value, { shouldDirty: true });
  });

  async function save(values: Values) {
    setSaving(true);
    try {
      const answer = await updateProfile({ ...values, industryExperience: values.industryExperience as ProfileChanges['industryExperience'] });
      draft.clear();
      await refresh();
      toast.success(answer.message || PROFILE_MESSAGES.updated);
    } catch (error) {
      if (error instanceof ApiError && error.status === 401) return; // the session expired: the sign-in page says so
      const message = (error instanceof ApiError && error.serverMessage) || PROFILE_MESSAGES.updateFailed;
      toast.error(PROFILE_MESSAGES.updateFailedTitle, message);
    } finally {
      setSaving(false);
    }
  }

  return (
    <Card title="Profile Information">
      <div style={{ marginBottom: 16 }}>
        <span id="completeness-label">Profile completeness: {completeness}%</span>
        <ProgressBar percent={completeness} labelledBy="completeness-label" showInfo />
      </div>
      <form onSubmit={(event) => void handleSubmit(save)(event)} noValidate aria-label="Profile">
        <fieldset className="ck-fieldset" disabled={saving}>
          <TextField label="Email" value={user.email} disabled readOnly extra="Email cannot be changed" />
          <TextField label="Username" value={user.username} disabled readOnly extra="Username cannot be changed" />
          <TextField label="Full Name" autoComplete="name" maxLength={100} {...register('fullName')} />
          <TextField label="Company" autoComplete="organization" maxLength={100} {...register('company')} />
          <TextField label="Job Title" autoComplete="organization-title" maxLength={100} {...register('jobTitle')} />
          <SelectField label="Industry Experience" options={LEVEL_CHOICES} {...register('industryExperience')} />
          <Button primary type="submit" loading={saving}>
            Save Changes
          </Button>
        </fieldset>
      </form>
    </Card>
  );
}
