// The LinkedIn Profile Optimizer page (spec part 1 §2, §4, §5, §8): the form on the left, the optimized headline,
// summary, achievements and hashtags on the right. One run at a time; a paid user with uses left is never shown the
// payment dialog; after a payment the run restarts by itself 2 s later.
import { CopyOutlined, LockOutlined } from '@ant-design/icons';
import { LINKEDIN_MESSAGES, LINKEDIN_PURPOSES, LINKEDIN_TONES } from '@careerkit/contracts/tool-forms';
import { AiConsentCheckbox } from '@careerkit/web/tool/ai-consent';
import { AiDisclaimerDialog } from '../shared/ai-disclaimer-dialog';
import { ResumeUploader } from '@careerkit/web/tool/resume-uploader';
import { useToast } from '@careerkit/web/layout/toast';
import { optimizeLinkedIn, type LinkedInAnswer, type LinkedInForm } from '@careerkit/web/api/tools';
import { Alert, Button, Card, Checkbox, Col, Form, Input, Row, Select, Space, Spin, Switch, Tabs, Tag, Tooltip, Typography } from 'antd';
import { useState, type ReactNode } from 'react';
import { useToolRun } from '../shared/use-tool-run';
import { ToolUsage } from '../tool-usage/tool-usage';
import { copyAllowed, HIDDEN_LABELS, paymentDialogSuppressed, RUN_AFTER_PAYMENT_MS } from './linkedin-rules';

const TOOL = 'linkedin-optimizer';
type Tone = (typeof LINKEDIN_TONES)[number];
type Purpose = (typeof LINKEDIN_PURPOSES)[number];

export default function LinkedInOptimizerPage() {
  const [currentProfile, setCurrentProfile] = useState('');
  const [targetRole, setTargetRole] = useState('');
  const [industryExperience, setIndustryExperience] = useState('');
  const [tone, setTone] = useState<Tone>('Professional');
  const [purposes, setPurposes] = useState<Purpose[]>(['Recruiter Visibility']);
  const [includeHashtags, setIncludeHashtags] = useState(true);
  const [consent, setConsent] = useState(false);
  /** The form's own message (§5); it shows where a run's failure does. */
  const [formError, setFormError] = useState<string | null>(null);
  const toast = useToast();
  const flow = useToolRun<LinkedInForm, LinkedInAnswer>({
    tool: TOOL,
    run: optimizeLinkedIn,
    serverMessageFirst: true,
    onResult: () => toast.success('LinkedIn Profile Optimized!'),
    runAfterPaymentMs: RUN_AFTER_PAYMENT_MS,
    paymentSuppressed: paymentDialogSuppressed,
    usesExhaustedMessage: LINKEDIN_MESSAGES.usesExhausted,
  });
  const { running, result, usage } = flow;
  const error = formError ?? flow.error;

  const request = (): LinkedInForm => ({
    currentProfile: currentProfile.trim(),
    targetRole: targetRole.trim(),
    ...(industryExperience.trim() ? { industryExperience: industryExperience.trim() } : {}),
    tone,
    purposes,
    includeHashtags,
  });

  const submit = () => {
    if (running || !consent) return;
    const missing = !currentProfile.trim() || !targetRole.trim();
    setFormError(missing ? LINKEDIN_MESSAGES.required : null);
    if (!missing) flow.request(request());
  };

  const copy = async (text: string) => {
    await navigator.clipboard?.writeText(text);
    toast.success('Copied!');
  };
  const canCopy = result ? copyAllowed(result.isPreview, usage.data) : false;

  return (
    <>
      <ToolUsage tool={TOOL} />
      <Row gutter={[24, 24]} style={{ marginTop: 16 }} data-area="mfe-tools">
        <Col xs={24} lg={12}>
          <Card title="Your profile">
            <Form
              layout="vertical"
              disabled={running}
              onFinish={submit}
              aria-label="LinkedIn profile"
            >
              <Tabs
                items={[
                  {
                    key: 'paste',
                    label: 'Paste Text',
                    children: (
                      <Form.Item label="Current Profile" required>
                        <Input.TextArea
                          aria-label="Current Profile"
                          value={currentProfile}
                          onChange={(event) => setCurrentProfile(event.target.value)}
                          autoSize={{ minRows: 6, maxRows: 14 }}
                          placeholder="Paste your LinkedIn headline, about section and experience"
                        />
                      </Form.Item>
                    ),
                  },
                  {
                    key: 'upload',
                    label: 'Upload Resume',
                    children: <ResumeUploader disabled={running} onExtracted={(text) => setCurrentProfile(text)} onRemove={() => setCurrentProfile('')} />,
                  },
                ]}
              />
              <Form.Item label="Target Role" required>
                <Input aria-label="Target Role" value={targetRole} onChange={(event) => setTargetRole(event.target.value)} />
              </Form.Item>
              <Form.Item label="Industry Experience" required>
                <Input
                  aria-label="Industry Experience"
                  value={industryExperience}
                  onChange={(event) => setIndustryExperience(event.target.value)}
                  placeholder="e.g. 8 years in fintech"
                />
              </Form.Item>
              <Form.Item label="Tone">
                <Select aria-label="Tone" value={tone} onChange={setTone} options={LINKEDIN_TONES.map((value) => ({ value, label: value }))} />
              </Form.Item>
              <Form.Item label="Optimization Purposes">
                <Checkbox.Group value={purposes} onChange={(values) => setPurposes(values as Purpose[])} options={[...LINKEDIN_PURPOSES]} />
              </Form.Item>
              <Form.Item label="Include Hashtags">
                <Switch aria-label="Include Hashtags" checked={includeHashtags} onChange={setIncludeHashtags} />
              </Form.Item>
              <AiConsentCheckbox toolKey={TOOL} checked={consent} disabled={running} onChange={setConsent} />
              <Tooltip title={consent ? undefined : 'Tick the AI box first'} mouseEnterDelay={0.7}>
                <Button type="primary" htmlType="submit" size="large" block loading={running} disabled={!consent} style={{ marginTop: 16 }}>
                  {running ? 'Optimizing...' : 'Optimize Profile'}
                </Button>
              </Tooltip>
            </Form>
          </Card>
        </Col>
        <Col xs={24} lg={12}>
          {error && <Alert type="error" showIcon title={error} style={{ marginBottom: 16 }} />}
          {running ? (
            <Card>
              <Space orientation="vertical" align="center" style={{ width: '100%', padding: 32 }} role="status">
                <Spin size="large" />
                <Typography.Text>Optimizing your profile...</Typography.Text>
              </Space>
            </Card>
          ) : result ? (
            <LinkedInResult result={result} canCopy={canCopy} onCopy={(text) => void copy(text)} onUnlock={() => flow.unlock(request())} />
          ) : (
            <Card>
              <Typography.Text type="secondary">Your optimized headline, summary, achievements and hashtags will appear here.</Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
      <AiDisclaimerDialog {...flow.disclaimer} />
    </>
  );
}

interface ResultProps {
  result: LinkedInAnswer;
  canCopy: boolean;
  onCopy: (text: string) => void;
  onUnlock: () => void;
}

function LinkedInResult({ result, canCopy, onCopy, onUnlock }: ResultProps) {
  const hidden = result.hidden ?? {};
  const copyButton = (what: string, text: string) => (
    <Tooltip title={canCopy ? `Copy the ${what}` : 'Unlock the full result to copy'} mouseEnterDelay={0.7}>
      <Button size="small" icon={<CopyOutlined />} disabled={!canCopy} onClick={() => onCopy(text)} aria-label={`Copy ${what}`}>
        Copy
      </Button>
    </Tooltip>
  );
  const locked = (field: string): ReactNode =>
    (hidden[field] ?? 0) > 0 && (
      <div data-locked={field} style={{ marginTop: 8 }}>
        <Typography.Text type="secondary">
          <LockOutlined /> {field === 'hashtags' ? `+ ${hidden[field]} more` : `${hidden[field]} more ${HIDDEN_LABELS[field] ?? field}`} in the full version
        </Typography.Text>
      </div>
    );

  return (
    <Space orientation="vertical" size="middle" style={{ width: '100%' }} data-result="linkedin" data-preview={String(result.isPreview)}>
      {result.isPreview && (
        <Alert
          type="info"
          showIcon
          icon={<LockOutlined />}
          title={result.upgradeMessage ?? 'This is a free preview.'}
          action={
            <Button type="primary" icon={<LockOutlined />} onClick={onUnlock}>
              Unlock Full Optimization
            </Button>
          }
        />
      )}
      <Card title="Headline" size="small" extra={copyButton('headline', result.headline)}>
        <Typography.Paragraph strong>{result.headline}</Typography.Paragraph>
        {locked('headline')}
      </Card>
      <Card title="Summary" size="small" extra={copyButton('summary', result.summary)}>
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{result.summary}</Typography.Paragraph>
        {locked('summary')}
      </Card>
      <Card title="Achievements" size="small" extra={copyButton('achievements', result.achievements.map((item) => `• ${item}`).join('\n'))}>
        {result.achievements.length > 0 ? (
          <ul style={{ paddingLeft: 20, margin: 0 }}>
            {result.achievements.map((item) => (
              <li key={item}>{item}</li>
            ))}
          </ul>
        ) : (
          <Typography.Text type="secondary">No measurable achievements found: add results with numbers to your profile to get some.</Typography.Text>
        )}
        {locked('achievements')}
      </Card>
      {(result.hashtags.length > 0 || (hidden.hashtags ?? 0) > 0) && (
        <Card title="Hashtags" size="small" extra={copyButton('hashtags', result.hashtags.join(' '))}>
          <Space wrap>
            {result.hashtags.map((tag) => (
              <Tag key={tag} color="blue">
                {tag}
              </Tag>
            ))}
            {(hidden.hashtags ?? 0) > 0 && (
              <Tag icon={<LockOutlined />} data-locked="hashtags">
                + {hidden.hashtags} more
              </Tag>
            )}
          </Space>
        </Card>
      )}
    </Space>
  );
}
