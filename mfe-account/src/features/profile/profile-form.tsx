// The profile form (spec part 2 §2, §5, §8): completeness bar, read-only email and username, the four editable fields;
// the server recomputes completeness on save.
import type { INDUSTRY_EXPERIENCE } from '@careerkit/contracts/auth';
import { ApiError } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { updateProfile, type ProfileChanges } from '@careerkit/web/api/auth';
import { useToast } from '@careerkit/web/layout/toast';
import { Card } from '@careerkit/web/layout/card';
import { ProgressBar } from '@careerkit/web/layout/progress';
import { Button, Form, Input, Select } from 'antd';
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

export function ProfileForm() {
  const { user, refresh } = useAuth();
  const toast = useToast();
  const [saving, setSaving] = useState(false);
  if (!user) return null;
  const completeness = completenessOf(user.profileCompleteness);

  async function save(values: Values) {
    setSaving(true);
    try {
      const answer = await updateProfile({
        fullName: values.fullName ?? '',
        company: values.company ?? '',
        jobTitle: values.jobTitle ?? '',
        industryExperience: (values.industryExperience ?? '') as ProfileChanges['industryExperience'],
      });
      await refresh();
      toast.success(answer.message || PROFILE_MESSAGES.updated);
    } catch (error) {
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
      <Form<Values>
        layout="vertical"
        onFinish={save}
        disabled={saving}
        initialValues={{
          fullName: user.fullName ?? '',
          company: user.company ?? '',
          jobTitle: user.jobTitle ?? '',
          industryExperience: user.industryExperience ?? '',
        }}
      >
        <Form.Item label="Email" htmlFor="profile-email" extra="Email cannot be changed">
          <Input id="profile-email" value={user.email} disabled />
        </Form.Item>
        <Form.Item label="Username" htmlFor="profile-username" extra="Username cannot be changed">
          <Input id="profile-username" value={user.username} disabled />
        </Form.Item>
        <Form.Item name="fullName" label="Full Name">
          <Input autoComplete="name" maxLength={100} />
        </Form.Item>
        <Form.Item name="company" label="Company">
          <Input autoComplete="organization" maxLength={100} />
        </Form.Item>
        <Form.Item name="jobTitle" label="Job Title">
          <Input autoComplete="organization-title" maxLength={100} />
        </Form.Item>
        <Form.Item name="industryExperience" label="Industry Experience">
          <Select
            aria-label="Industry Experience"
            placeholder="Select your experience level"
            options={[{ value: '', label: 'Not set' }, ...LEVELS.map((level) => ({ value: level, label: level }))]}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={saving}>
          Save Changes
        </Button>
      </Form>
    </Card>
  );
}
