// The benchmark form (spec part 2 §2, §3, §5): its fields, the labels of each choice, the defaults and the messages.
import { Button, Form, Input, Row, Select, type FormInstance } from 'antd';
import { atLeast, FormField } from '../../../shared/form-field';
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

export function BenchmarkForm({ form, running, onRun }: { form: FormInstance<BenchmarkFields>; running: boolean; onRun: (fields: BenchmarkFields) => void }) {
  return (
    <Form form={form} layout="vertical" initialValues={BENCHMARK_DEFAULTS} onFinish={onRun} requiredMark={false} name="benchmark">
      <Row gutter={16}>
        <FormField label="Job Title" name="jobTitle" rules={[atLeast(2, 'Job title must be at least 2 characters')]}>
          <Input placeholder="e.g. Software Engineer" />
        </FormField>
        <FormField label="Location" name="location" rules={[atLeast(2, 'Location must be at least 2 characters')]}>
          <Input placeholder="e.g. Austin, TX" />
        </FormField>
        <FormField label="Experience Level" name="experienceLevel">
          <Select options={EXPERIENCE_OPTIONS} />
        </FormField>
        <FormField label="Current Salary (optional)" name="currentSalary">
          <Input placeholder="e.g. 85000" inputMode="numeric" />
        </FormField>
        <FormField label="Industry" name="industry" rules={[atLeast(2, 'Industry must be at least 2 characters')]}>
          <Input placeholder="e.g. Technology" />
        </FormField>
        <FormField label="Company Size" name="companySize">
          <Select options={COMPANY_SIZE_OPTIONS} />
        </FormField>
        <FormField label="Education" name="education">
          <Select options={EDUCATION_OPTIONS} />
        </FormField>
        <FormField label="Remote Work" name="remoteWork">
          <Select options={REMOTE_OPTIONS} />
        </FormField>
        <FormField label="Skills (optional)" name="skills" wide>
          <Input.TextArea rows={2} placeholder="e.g. React, TypeScript, AWS" />
        </FormField>
      </Row>
      <Button type="primary" htmlType="submit" loading={running}>
        Analyze Salary
      </Button>
    </Form>
  );
}
