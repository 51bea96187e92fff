// The negotiation form (spec part 2 §2, §3, §5): amounts as typed (stripped to digits when sent), leverage points
// comma-separated, the negotiation style collaborative by default.
import { Button, Col, Form, Input, Row, Select, type FormInstance } from 'antd';
import { NEGOTIATION_DEFAULTS, type NegotiationFields } from '../api/run-negotiation';

const STYLE_OPTIONS = [
  { value: 'collaborative', label: 'Collaborative' },
  { value: 'assertive', label: 'Assertive' },
  { value: 'diplomatic', label: 'Diplomatic' },
];

const required = (message: string) => ({ validator: (_: unknown, value: string | undefined) => ((value ?? '').trim() ? Promise.resolve() : Promise.reject(new Error(message))) });
const jobTitleRule = { validator: (_: unknown, value: string | undefined) => ((value ?? '').trim().length >= 2 ? Promise.resolve() : Promise.reject(new Error('Job title is required'))) };

/** `jobTitle` starts as the benchmark's title. */
export function NegotiationForm({ form, jobTitle, running, onRun }: { form: FormInstance<NegotiationFields>; jobTitle: string; running: boolean; onRun: (fields: NegotiationFields) => void }) {
  return (
    <Form form={form} layout="vertical" initialValues={{ ...NEGOTIATION_DEFAULTS, jobTitle }} onFinish={onRun} requiredMark={false} name="negotiation">
      <Row gutter={16}>
        <Col xs={24} md={12}>
          <Form.Item label="Current Offer" name="currentOffer" rules={[required('Current offer is required')]}>
            <Input placeholder="e.g. $95,000" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Target Salary" name="targetSalary" rules={[required('Target salary is required')]}>
            <Input placeholder="e.g. $110,000" inputMode="numeric" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Job Title" name="jobTitle" rules={[jobTitleRule]}>
            <Input placeholder="e.g. Software Engineer" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Company (optional)" name="companyInfo">
            <Input placeholder="e.g. Acme Corp" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Negotiation Style" name="negotiationStyle">
            <Select options={STYLE_OPTIONS} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Years of Experience (optional)" name="yearsExperience">
            <Input inputMode="numeric" placeholder="e.g. 5" />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item label="Leverage Points (optional, comma-separated)" name="leveragePoints">
            <Input placeholder="e.g. competing offer, AWS certification, led a team of 5" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Timeline (optional)" name="timeline">
            <Input placeholder="e.g. Decision due in one week" />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item label="Additional Benefits (optional)" name="additionalBenefits">
            <Input placeholder="e.g. remote days, signing bonus" />
          </Form.Item>
        </Col>
      </Row>
      <Button type="primary" htmlType="submit" loading={running}>
        Generate Strategy
      </Button>
    </Form>
  );
}
