// How It Works (spec part 2 §2 'Demo', §4, §9): an 8-step tour that plays by itself, with play/pause, reset,
// a speed choice and clickable steps, then the tools' prices and the ways in.
import {
  CheckCircleOutlined,
  CopyOutlined,
  CreditCardOutlined,
  EyeOutlined,
  FileSearchOutlined,
  PauseCircleOutlined,
  PlayCircleOutlined,
  SafetyOutlined,
  UndoOutlined,
  UnlockOutlined,
  UserAddOutlined,
} from '@ant-design/icons';
import { useSystemConfig, useToolConfigs } from '@careerkit/web/api/hooks';
import { Button, Card, Col, Flex, Progress, Row, Segmented, Space, Steps, Typography } from 'antd';
import { useEffect, useState, type ReactNode } from 'react';
import { Link } from '@careerkit/web/router';
import { formatPrice, usesText } from '@careerkit/web/payment/price-text';
import { pricedTools } from './pricing';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';

interface DemoStep {
  title: string;
  text: string;
  details: string[];
  icon: ReactNode;
  /** Steps with more to read stay on screen longer (4000 ms instead of 3000 ms at 1x). */
  long?: boolean;
}

const STEPS: DemoStep[] = [
  {
    title: 'Create a free account',
    text: 'Sign up with your email and a username. No card is needed to start.',
    details: ['Takes under a minute', 'Every tool is open to you straight away'],
    icon: <UserAddOutlined />,
  },
  {
    title: 'Try a free preview',
    text: 'Pick a tool, paste your resume or a job description, and run it for free.',
    details: ['Each tool has its own free uses', 'Upload a PDF, Word or text file instead of pasting', 'The preview shows you the kind of result you will get'],
    icon: <FileSearchOutlined />,
    long: true,
  },
  {
    title: 'Confirm AI use',
    text: 'Before every run you confirm that you understand the tool uses AI.',
    details: ['You stay in control of what is generated', 'AI content must be reviewed before use'],
    icon: <SafetyOutlined />,
  },
  {
    title: 'See your results',
    text: 'Scores, rewrites and advice appear in seconds. In a preview some sections are shortened or locked.',
    details: ['Resume and ATS scores out of 100', 'Strengths, red flags and missing keywords', 'Locked sections show what full access adds'],
    icon: <EyeOutlined />,
    long: true,
  },
  {
    title: 'Unlock full access',
    text: 'When you want the complete results, choose Unlock on the tool you need.',
    details: ['You pay for one tool, not a bundle', 'The price and number of uses are shown first'],
    icon: <UnlockOutlined />,
  },
  {
    title: 'Pay by card',
    text: 'Pay once through our card payment provider. There is no subscription and nothing renews.',
    details: ['Card details go to the payment provider, not to us', 'Each purchase adds a set number of uses', 'Your access updates as soon as the payment succeeds'],
    icon: <CreditCardOutlined />,
    long: true,
  },
  {
    title: 'Get full results',
    text: 'Run the tool again and every section is open: all strengths, all keywords, every recommendation.',
    details: ['Nothing blurred or locked', 'Your remaining uses are shown on the tool and your profile', 'Buy more uses whenever you run out'],
    icon: <CheckCircleOutlined />,
    long: true,
  },
  {
    title: 'Download or copy',
    text: 'Copy each result with one click or download your cover letter as a text file.',
    details: ['Paste straight into your application or LinkedIn', 'Review and adjust before you send'],
    icon: <CopyOutlined />,
  },
];

const LAST = STEPS.length - 1;
const SPEEDS = [0.5, 1, 1.5, 2];

const stepDuration = (step: DemoStep, speed: number) => (step.long ? 4000 : 3000) / speed;

export function DemoPage() {
  useDocumentTitle('How It Works');
  const [current, setCurrent] = useState(0);
  const [playing, setPlaying] = useState(true);
  const [speed, setSpeed] = useState(1);

  // One timer per shown step; any change (step, speed, pause) clears it, and so does leaving the page.
  useEffect(() => {
    if (!playing) return;
    const timer = setTimeout(() => {
      if (current === LAST) setPlaying(false);
      else setCurrent(current + 1);
    }, stepDuration(STEPS[current], speed));
    return () => clearTimeout(timer);
  }, [playing, current, speed]);

  function togglePlay() {
    if (!playing && current === LAST) setCurrent(0); // playing again after the end starts over
    setPlaying(!playing);
  }

  function reset() {
    setPlaying(false);
    setCurrent(0);
  }

  const step = STEPS[current];
  return (
    <Flex vertical gap={40}>
      <Flex vertical align="center" style={{ textAlign: 'center', paddingTop: 32 }}>
        <Typography.Title>How It Works</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 640 }}>
          From a free preview to full results in eight steps. Pay only for the tools you use.
        </Typography.Paragraph>
      </Flex>

      <Flex gap={16} wrap align="center" justify="center">
        <Space>
          <Button type="primary" icon={playing ? <PauseCircleOutlined /> : <PlayCircleOutlined />} onClick={togglePlay}>
            {playing ? 'Pause' : 'Play'}
          </Button>
          <Button icon={<UndoOutlined />} onClick={reset}>Reset</Button>
        </Space>
        <Space>
          <Typography.Text type="secondary">Speed</Typography.Text>
          <Segmented aria-label="Playback speed" value={speed} onChange={setSpeed} options={SPEEDS.map((s) => ({ label: `${s}x`, value: s }))} />
        </Space>
      </Flex>

      <Row gutter={[32, 24]}>
        <Col xs={24} md={9}>
          <Steps orientation="vertical" size="small" current={current} onChange={setCurrent} items={STEPS.map((s) => ({ title: s.title }))} />
        </Col>
        <Col xs={24} md={15}>
          <Card>
            <Progress percent={((current + 1) / STEPS.length) * 100} showInfo={false} aria-label={`Step ${current + 1} of ${STEPS.length}`} />
            <Typography.Text type="secondary">Step {current + 1} of {STEPS.length}</Typography.Text>
            <Typography.Title level={3} style={{ marginTop: 8 }}>
              <span style={{ color: '#2454d6', marginRight: 12 }}>{step.icon}</span>
              {step.title}
            </Typography.Title>
            <Typography.Paragraph style={{ fontSize: 16 }}>{step.text}</Typography.Paragraph>
            <ul style={{ paddingLeft: 0, listStyle: 'none', margin: 0 }}>
              {step.details.map((d) => (
                <li key={d}><CheckCircleOutlined style={{ color: '#1f9d55', marginRight: 8 }} />{d}</li>
              ))}
            </ul>
          </Card>
        </Col>
      </Row>

      <DemoPrices />
      <DemoLinks />
    </Flex>
  );
}

/** The tools' prices; left out entirely while the tool configs are unavailable. */
function DemoPrices() {
  const { data } = useToolConfigs();
  const tools = pricedTools(data);
  if (tools.length === 0) return null;
  return (
    <section>
      <Typography.Title level={3} style={{ textAlign: 'center' }}>What each tool costs</Typography.Title>
      <Row gutter={[16, 16]}>
        {tools.map((tool) => (
          <Col key={tool.key} xs={24} sm={12} lg={8}>
            <Card size="small" title={tool.config.displayName} extra={<Typography.Text strong>{formatPrice(tool.config.price)}</Typography.Text>} style={{ height: '100%' }}>
              <Typography.Paragraph type="secondary" style={{ marginBottom: 8 }}>{usesText(tool.config)}</Typography.Paragraph>
              <Link to={tool.path}>Try it free</Link>
            </Card>
          </Col>
        ))}
      </Row>
    </section>
  );
}

function DemoLinks() {
  const { allowRegistrations } = useSystemConfig();
  return (
    <Flex justify="center" gap={12} wrap>
      <ButtonLink to="/pricing" large>See Pricing</ButtonLink>
      {allowRegistrations && <ButtonLink to="/register" primary large>Create Free Account</ButtonLink>}
    </Flex>
  );
}
