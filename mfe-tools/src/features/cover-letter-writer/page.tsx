// The Cover Letter Writer page (spec part 1 §2, §4, §5, §8): usage banner, mode picker, the chosen mode's form,
// the AI agreement before each run, the payment dialog on a 402, and the letter with Copy and Download.
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '../shared/ai-disclaimer-dialog';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';
import { useToast } from '@careerkit/web/layout/toast';
import { writeCoverLetter, type CoverLetterAnswer, type CoverLetterForm } from '@careerkit/web/api/tools';
import { COVER_LETTER_REQUIRED, COVER_LETTER_REQUIRED_MESSAGES } from '@careerkit/contracts/tool-forms';
import { Alert } from '@careerkit/web/layout/alert';
import { Card } from '@careerkit/web/layout/card';
import { Loading } from '@careerkit/web/layout/loading';
import { Button, Form, Input, Radio, Select, Space } from 'antd';
import { lazy, Suspense, useState } from 'react';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';
import {
  FIELD_LABELS,
  MODE_FIELDS,
  MODES,
  SHORT_FIELDS,
  TEMPLATE_STYLE_OPTIONS,
  TONE_OPTIONS,
  type Field,
  type Mode,
} from './cover-letter-rules';

const LetterResult = lazy(() => import('./letter-result'));
const LetterActions = lazy(() => import('./letter-result').then((module) => ({ default: module.LetterActions })));

const TOOL = 'cover-letter-writer';
type Values = Partial<Record<Field, string>> & Pick<CoverLetterForm, 'templateStyle' | 'tone'>;

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
      <div className="ck-halves" style={{ marginTop: 16 }} data-area="mfe-tools">
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
          <p className="ck-text-secondary">{MODES.find((option) => option.value === mode)?.hint}</p>
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
        <Card
          title="Your cover letter"
          extra={
            result && (
              <Suspense fallback={null}>
                <LetterActions letter={result.coverLetter} onCopy={() => void copy(result.coverLetter)} />
              </Suspense>
            )
          }
        >
          {error && <Alert type="error" title={error} style={{ marginBottom: 16 }} />}
          {running ? (
            <div className="ck-stack" style={{ alignItems: 'center', padding: 32 }} role="status">
              <span className="ck-spin ck-spin-large" aria-hidden="true" />
              <span>Writing your cover letter...</span>
            </div>
          ) : result ? (
            <Suspense fallback={<Loading />}>
              <LetterResult result={result} onUnlock={() => flow.unlock(request())} />
            </Suspense>
          ) : (
            !error && <span className="ck-text-secondary">Your cover letter will appear here.</span>
          )}
        </Card>
      </div>
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}
