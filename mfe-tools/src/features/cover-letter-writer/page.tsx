// The Cover Letter Writer page (spec part 1 §2, §4, §5, §8): usage banner, mode picker, the chosen mode's form,
// the AI agreement before each run, the payment dialog on a 402, and the letter with Copy and Download.
import { CopyOutlined, DownloadOutlined, LockOutlined } from '@ant-design/icons';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '../shared/ai-disclaimer-dialog';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';
import { useToast } from '@careerkit/web/layout/toast';
import { writeCoverLetter, type CoverLetterAnswer, type CoverLetterForm } from '@careerkit/web/api/tools';
import { COVER_LETTER_REQUIRED, COVER_LETTER_REQUIRED_MESSAGES } from '@careerkit/contracts/tool-forms';
import { Alert, Button, Card, Col, Form, Input, Radio, Row, Select, Space, Spin, Tooltip, Typography } from 'antd';
import { useState } from 'react';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';
import {
  DOWNLOAD_NAME,
  FIELD_LABELS,
  MODE_FIELDS,
  MODES,
  SHORT_FIELDS,
  TEMPLATE_STYLE_OPTIONS,
  TONE_OPTIONS,
  type Field,
  type Mode,
} from './cover-letter-rules';

const TOOL = 'cover-letter-writer';
type Values = Partial<Record<Field, string>> & Pick<CoverLetterForm, 'templateStyle' | 'tone'>;

/** The letter as a text file the browser saves as cover-letter.txt. */
function download(text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'text/plain;charset=utf-8' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = DOWNLOAD_NAME;
  link.click();
  URL.revokeObjectURL(url);
}

export default function CoverLetterWriterPage() {
  const [form] = Form.useForm<Values>();
  const [mode, setMode] = useState<Mode>('standard');
  const [consent, setConsent] = useState(false);
  const [consentError, setConsentError] = useState(false);
  const toast = useToast();
  const flow = useToolRun<CoverLetterForm, CoverLetterAnswer>({
    tool: TOOL,
    run: writeCoverLetter,
    serverMessageFirst: true,
    onResult: () => toast.success('Cover Letter Generated!'),
  });
  const { running, result, error } = flow;

  const request = (): CoverLetterForm => {
    const values = form.getFieldsValue(true) as Values;
    const body: CoverLetterForm = { mode };
    for (const field of MODE_FIELDS[mode]) {
      const value = values[field]?.trim();
      if (value) body[field] = value;
    }
    if (mode === 'template') Object.assign(body, { templateStyle: values.templateStyle, tone: values.tone });
    return body;
  };

  const submit = async () => {
    setConsentError(!consent);
    const valid = await form.validateFields().then(
      () => true,
      () => false,
    );
    if (valid && consent) flow.request(request());
  };

  const changeMode = (next: Mode) => {
    setMode(next);
    flow.clear();
    form.resetFields(MODE_FIELDS[mode].filter((field) => !MODE_FIELDS[next].includes(field)));
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success('Copied!');
  };

  const shown = MODE_FIELDS[mode];
  const required: readonly string[] = COVER_LETTER_REQUIRED[mode];
  return (
    <>
      <ToolUsage tool={TOOL} />
      <Row gutter={[24, 24]} style={{ marginTop: 16 }} data-area="mfe-tools">
        <Col xs={24} lg={12}>
          <Card title="Write your cover letter">
            <Radio.Group
              aria-label="Mode"
              optionType="button"
              buttonStyle="solid"
              value={mode}
              disabled={running}
              onChange={(event) => changeMode(event.target.value as Mode)}
              options={MODES.map(({ value, label }) => ({ value, label }))}
              style={{ marginBottom: 8 }}
            />
            <Typography.Paragraph type="secondary">{MODES.find((option) => option.value === mode)?.hint}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              disabled={running}
              initialValues={{ templateStyle: 'professional', tone: 'professional' }}
              onFinish={() => undefined}
            >
              {shown.map((field) => (
                <Form.Item
                  key={`${mode}-${field}`}
                  name={field}
                  label={required.includes(field) ? FIELD_LABELS[field] : `${FIELD_LABELS[field]} (optional)`}
                  rules={required.includes(field) ? [{ required: true, whitespace: true, message: COVER_LETTER_REQUIRED_MESSAGES[field] }] : []}
                >
                  {SHORT_FIELDS.includes(field) ? <Input /> : <Input.TextArea autoSize={{ minRows: 3, maxRows: 10 }} />}
                </Form.Item>
              ))}
              {shown.includes('userExperience') && (
                <Form.Item label="Or upload your resume">
                  <ResumeUploader disabled={running} onExtracted={(text) => form.setFieldValue('userExperience', text)} />
                </Form.Item>
              )}
              {mode === 'template' && (
                <Space wrap>
                  <Form.Item name="templateStyle" label="Template Style">
                    <Select aria-label="Template Style" options={TEMPLATE_STYLE_OPTIONS} style={{ width: 180 }} />
                  </Form.Item>
                  <Form.Item name="tone" label="Tone">
                    <Select aria-label="Tone" options={TONE_OPTIONS} style={{ width: 180 }} />
                  </Form.Item>
                </Space>
              )}
            </Form>
            <AiConsentCheckbox
              toolKey={TOOL}
              checked={consent}
              disabled={running}
              showError={consentError}
              onChange={(checked) => {
                setConsent(checked);
                if (checked) setConsentError(false);
              }}
            />
            <Button type="primary" size="large" block loading={running} onClick={() => void submit()} style={{ marginTop: 16 }}>
              {running ? 'Generating...' : 'Generate Cover Letter'}
            </Button>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          <Card
            title="Your cover letter"
            extra={
              result && (
                <Space>
                  <Tooltip title="Copy the letter" mouseEnterDelay={0.7}>
                    <Button icon={<CopyOutlined />} onClick={() => void copy(result.coverLetter)}>
                      Copy
                    </Button>
                  </Tooltip>
                  <Tooltip title={`Save as ${DOWNLOAD_NAME}`} mouseEnterDelay={0.7}>
                    <Button icon={<DownloadOutlined />} onClick={() => download(result.coverLetter)}>
                      Download
                    </Button>
                  </Tooltip>
                </Space>
              )
            }
          >
            {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
            {running ? (
              <Space orientation="vertical" align="center" style={{ width: '100%', padding: 32 }} role="status">
                <Spin size="large" />
                <Typography.Text>Writing your cover letter...</Typography.Text>
              </Space>
            ) : result ? (
              <LetterResult result={result} onUnlock={() => flow.unlock(request())} />
            ) : (
              !error && <Typography.Text type="secondary">Your cover letter will appear here.</Typography.Text>
            )}
          </Card>
        </Col>
      </Row>
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}

function LetterResult({ result, onUnlock }: { result: CoverLetterAnswer; onUnlock: () => void }) {
  return (
    <div data-result="cover-letter" data-preview={String(result.isPreview)}>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{result.coverLetter}</Typography.Paragraph>
      {result.isPreview && (
        <div data-locked="true" style={{ position: 'relative', marginTop: 8 }}>
          <Typography.Paragraph aria-hidden style={{ filter: 'blur(4px)', userSelect: 'none' }}>
            The rest of your tailored cover letter, with a closing paragraph that ties your experience to the role, is
            part of the full version.
          </Typography.Paragraph>
          <Alert
            type="info"
            showIcon
            icon={<LockOutlined />}
            title={result.upgradeMessage ?? 'This is a free preview.'}
            action={
              <Button type="primary" icon={<LockOutlined />} onClick={onUnlock}>
                Unlock Full Cover Letter
              </Button>
            }
          />
        </div>
      )}
    </div>
  );
}
