// The negotiation form (spec part 2 §2, §3, §5): amounts as typed (stripped to digits when sent), leverage points
// comma-separated, the negotiation style collaborative by default.
import { Button, Form, Input, Row, Select, type FormInstance } from 'antd';
import { atLeast, FormField } from '../../../shared/form-field';
import { NEGOTIATION_DEFAULTS, type NegotiationFields } from '../api/run-negotiation';

const STYLE_OPTIONS = [
  { value: 'collaborative', label: 'Collaborative' },
  { value: 'assertive', label: 'Assertive' },
  { value: 'diplomatic', label: 'Diplomatic' },
];

/** `jobTitle` starts as the benchmark's title. */
export function NegotiationForm({ form, jobTitle, running, onRun }: { form: FormInstance<NegotiationFields>; jobTitle: string; running: boolean; onRun: (fields: NegotiationFields) => void }) {
  return (
    <Form form={form} layout="vertical" initialValues={{ ...NEGOTIATION_DEFAULTS, jobTitle }} onFinish={onRun} requiredMark={false} name="negotiation">
      <Row gutter={16}>
        <FormField label="Current Offer" name="currentOffer" rules={[atLeast(1, 'Current offer is required')]}>
          <Input placeholder="e.g. $95,000" inputMode="numeric" />
        </FormField>
        <FormField label="Target Salary" name="targetSalary" rules={[atLeast(1, 'Target salary is required')]}>
          <Input placeholder="e.g. $110,000" inputMode="numeric" />
        </FormField>
        <FormField label="Job Title" name="jobTitle" rules={[atLeast(2, 'Job title is required')]}>
          <Input placeholder="e.g. Software Engineer" />
        </FormField>
        <FormField label="Company (optional)" name="companyInfo">
          <Input placeholder="e.g. Acme Corp" />
        </FormField>
        <FormField label="Negotiation Style" name="negotiationStyle">
          <Select options={STYLE_OPTIONS} />
        </FormField>
        <FormField label="Years of Experience (optional)" name="yearsExperience">
          <Input inputMode="numeric" placeholder="e.g. 5" />
        </FormField>
        <FormField label="Leverage Points (optional, comma-separated)" name="leveragePoints" wide>
          <Input placeholder="e.g. competing offer, AWS certification, led a team of 5" />
        </FormField>
        <FormField label="Timeline (optional)" name="timeline">
          <Input placeholder="e.g. Decision due in one week" />
        </FormField>
        <FormField label="Additional Benefits (optional)" name="additionalBenefits">
          <Input placeholder="e.g. remote days, signing bonus" />
        </FormField>
      </Row>
      <Button type="primary" htmlType="submit" loading={running}>
        Generate Strategy
      </Button>
    </Form>
  );
}
