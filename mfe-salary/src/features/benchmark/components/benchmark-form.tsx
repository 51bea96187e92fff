// The benchmark form (spec part 2 §2, §3, §5): its fields, the labels of each choice, the defaults and the messages.
import { Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { BENCHMARK_DEFAULTS, type BenchmarkFields } from '../api/run-benchmark';

export const EXPERIENCE_OPTIONS = [
  { value: 'entry', label: 'Entry Level (0-2 years)' },
  { value: 'mid', label: 'Mid Level (3-5 years)' },
  { value: 'senior', label: 'Senior Level (6-10 years)' },
  { value: 'executive', label: 'Executive (10+ years)' },
];
export const COMPANY_SIZE_OPTIONS = [
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

/** At least 2 characters once trimmed, with the spec's message. */
export const atLeastTwo = (message: string) => ({
  validator: (_: unknown, value: string | undefined) => ((value ?? '').trim().length >= 2 ? Promise.resolve() : Promise.reject(new Error(message))),
});

export function BenchmarkForm({ form, running, onRun }: { form: FormInstance<BenchmarkFields>; running: boolean; onRun: (fields: BenchmarkFields) => void }) {
  return (
    <Form form={form} layout="vertical" initialValues={BENCHMARK_DEFAULTS} onFinish={onRun} requiredMark={false} name="benchmark">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Job Title" name="jobTitle" rules={[atLeastTwo('Job title must be at least 2 characters')]}>
            <Input placeholder="e.g. Software Engineer" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Location" name="location" rules={[atLeastTwo('Location must be at least 2 characters')]}>
            <Input placeholder="e.g. Austin, TX" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Experience Level" name="experienceLevel">
            <Select options={EXPERIENCE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Current Salary (optional)" name="currentSalary">
            <Input placeholder="e.g. 85000" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Industry" name="industry" rules={[atLeastTwo('Industry must be at least 2 characters')]}>
            <Input placeholder="e.g. Technology" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Company Size" name="companySize">
            <Select options={COMPANY_SIZE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Education" name="education">
            <Select options={EDUCATION_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Remote Work" name="remoteWork">
            <Select options={REMOTE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Skills (optional)" name="skills">
            <Input.TextArea rows={2} placeholder="e.g. React, TypeScript, AWS" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={running}>
        Analyze Salary
      </Button>
    </Form>
  );
}
