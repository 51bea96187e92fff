// Contact (spec part 2 §2, §5, §8, §9): the form with the spec's messages, and a panel with the support email and
// response times. Only the answer's status is read.
import type { CONTACT_CATEGORIES } from '@careerkit/contracts/platform';
import { sendContactMessage } from '@careerkit/web/api/platform';
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { Alert, Button, Card, Col, Descriptions, Form, Input, Result, Row, Select, Typography, type FormRule } from 'antd';
import { useState } from 'react';
import { SUPPORT_EMAIL } from './support-email';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';

type Category = (typeof CONTACT_CATEGORIES)[number];

interface ContactForm {
  name: string;
  email: string;
  subject: string;
  category: Category;
  message: string;
}

// A Record, so a category added to the contract fails the type check until it has a label here.
const CATEGORY_LABELS: Record<Category, string> = {
  technical: 'Technical problem',
  billing: 'Billing and payments',
  account: 'My account',
  feature: 'Feature request',
  general: 'General question',
};

const FAILURE = `Failed to send message. Please try again or contact us directly at ${SUPPORT_EMAIL}`;

/** At least `min` characters once surrounding spaces are ignored, as the server counts them. */
const atLeast = (min: number, message: string): FormRule[] => [
  { validator: (_, value?: string) => ((value ?? '').trim().length >= min ? Promise.resolve() : Promise.reject(new Error(message))) },
];

export function ContactPage() {
  useDocumentTitle('Contact');
  const [form] = Form.useForm<ContactForm>();
  const [busy, setBusy] = useState(false);
  const [failed, setFailed] = useState(false);
  const [sent, setSent] = useState(false);

  async function send(values: ContactForm) {
    setBusy(true);
    setFailed(false);
    try {
      const body = { ...values, name: values.name.trim(), email: values.email.trim(), subject: values.subject.trim(), message: values.message.trim() };
      await sendContactMessage(body);
      form.resetFields();
      setSent(true);
    } catch {
      setFailed(true); // every failure gets the one spec message, which names the address to write to instead
    } finally {
      setBusy(false);
    }
  }

  return (
    <AreaFrame title="Contact Us">
      <Row gutter={[32, 24]}>
        <Col xs={24} lg={15}>
          {sent ? (
            <Result
              status="success"
              title="Message sent"
              subTitle="Thank you for getting in touch. We will reply within 24 hours."
              extra={<Button onClick={() => setSent(false)}>Send another message</Button>}
            />
          ) : (
            <Card>
              {failed && <Alert type="error" showIcon style={{ marginBottom: 16 }} title={FAILURE} />}
              <Form form={form} layout="vertical" onFinish={send} requiredMark={false} disabled={busy}>
                <Form.Item name="name" label="Name" rules={atLeast(2, 'Name must be at least 2 characters')}>
                  <Input autoComplete="name" maxLength={100} />
                </Form.Item>
                <Form.Item
                  name="email"
                  label="Email"
                  rules={[
                    { required: true, whitespace: true, message: 'Please enter a valid email address' },
                    { type: 'email', message: 'Please enter a valid email address', transform: (v?: string) => v?.trim() },
                  ]}
                >
                  <Input autoComplete="email" maxLength={254} />
                </Form.Item>
                <Form.Item name="subject" label="Subject" rules={atLeast(5, 'Subject must be at least 5 characters')}>
                  <Input maxLength={200} />
                </Form.Item>
                <Form.Item name="category" label="Category" rules={[{ required: true, message: 'Please select a category' }]}>
                  <Select placeholder="What is it about?" options={Object.entries(CATEGORY_LABELS).map(([value, label]) => ({ value, label }))} />
                </Form.Item>
                <Form.Item name="message" label="Message" rules={atLeast(10, 'Message must be at least 10 characters')}>
                  <Input.TextArea rows={6} maxLength={5000} showCount />
                </Form.Item>
                <Button type="primary" htmlType="submit" loading={busy}>Send Message</Button>
              </Form>
            </Card>
          )}
        </Col>
        <Col xs={24} lg={9}>
          <SupportPanel />
        </Col>
      </Row>
    </AreaFrame>
  );
}

function SupportPanel() {
  return (
    <Card title="Support">
      <Typography.Paragraph>
        Email us at <Typography.Link underline href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Typography.Link>
      </Typography.Paragraph>
      <Typography.Title level={5}>Response times</Typography.Title>
      <Descriptions
        column={1}
        size="small"
        items={[
          { key: 'technical', label: CATEGORY_LABELS.technical, children: '12-24 h' },
          { key: 'billing', label: CATEGORY_LABELS.billing, children: '4-8 h' },
          { key: 'general', label: 'General enquiries', children: '24-48 h' },
        ]}
      />
      <Typography.Paragraph type="secondary" style={{ marginTop: 12, marginBottom: 0 }}>
        Account questions and feature requests are answered with general enquiries.
      </Typography.Paragraph>
    </Card>
  );
}
