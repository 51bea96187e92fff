// Home (spec part 1 §2): hero, six tool cards from the tool configs, trust badges, secure payments.
import { CheckCircleOutlined, LockOutlined, SafetyOutlined, ThunderboltOutlined } from '@ant-design/icons';
import { useToolConfigs } from '@careerkit/web/hooks';
import { TOOL_PAGES } from '@careerkit/web/theme';
import { Col, Flex, Row, Space, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { formatPrice, usesText } from '@careerkit/web/price-text';
import { useDocumentTitle } from '@careerkit/web/document-title';
import { ButtonLink } from '@careerkit/web/button-link';

/** A gold dark enough for white text at WCAG AA (antd's gold is 1.9:1). */
const PREMIUM_GOLD = '#8f6a00';

const BULLETS: Record<string, [string, string, string]> = {
  'cover-letter-writer': ['Five writing modes', 'Matched to the job description', 'Ready to send in minutes'],
  'linkedin-optimizer': ['Headline and summary rewrite', 'Achievements that stand out', 'Relevant hashtags'],
  'resume-scanner': ['ATS compatibility score', 'Strengths and weaknesses', 'Keywords to add'],
  'resume-analysis': ['8-point hiring evaluation', 'Job match score', 'Concrete recommendations'],
  'ghost-job-detector': ['Legit, ghost or uncertain', 'Red flags and staleness check', 'Posting URL credibility'],
  'salary-benchmark': ['Market percentiles for your role', 'Location-adjusted figures', 'Negotiation email and call script'],
};

/** A bordered card in antd's look. antd's Card would bring its Tabs and Skeleton into Home's first load. */
function ToolCard({ title, premium, extra, children }: { title: string; premium: boolean; extra: ReactNode; children: ReactNode }) {
  return (
    <section style={{ height: '100%', border: '1px solid #f0f0f0', borderRadius: 8, background: '#fff' }} aria-label={title}>
      <Flex justify="space-between" align="center" gap={8} style={{ padding: '14px 24px', borderBottom: '1px solid #f0f0f0' }}>
        <Flex align="center" gap={8} wrap>
          <Typography.Title level={5} style={{ margin: 0 }}>{title}</Typography.Title>
          {premium && <Tag color={PREMIUM_GOLD} variant="solid">PREMIUM</Tag>}
        </Flex>
        <span style={{ flexShrink: 0, whiteSpace: 'nowrap' }}>{extra}</span>
      </Flex>
      <div style={{ padding: 24 }}>{children}</div>
    </section>
  );
}

export function HomePage() {
  useDocumentTitle(undefined); // Home is the site itself: "CareerKit"
  const { data: configs } = useToolConfigs();
  return (
    <Flex vertical gap={48}>
      <Flex vertical align="center" gap={16} style={{ textAlign: 'center', padding: '56px 0 8px' }}>
        <Typography.Title style={{ marginBottom: 0 }}>AI career tools. Pay only for what you use.</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 640 }}>
          Try every tool free, then unlock full results per tool. No subscriptions.
        </Typography.Paragraph>
        <Space wrap>
          <ButtonLink to="/pricing" primary large>Get Started Free</ButtonLink>
          <ButtonLink to="/demo" large>How It Works</ButtonLink>
        </Space>
      </Flex>

      <Row gutter={[20, 20]}>
        {TOOL_PAGES.map((tool) => {
          const config = configs?.[tool.key];
          return (
            <Col key={tool.key} xs={24} md={12} lg={8}>
              <ToolCard title={config?.displayName ?? tool.name} premium={'premium' in tool && tool.premium} extra={config ? <Typography.Text strong>{formatPrice(config.price)}</Typography.Text> : null}>
                <Typography.Paragraph type="secondary">{tool.description}</Typography.Paragraph>
                {config && <Typography.Paragraph>{usesText(config)}</Typography.Paragraph>}
                <ul style={{ paddingLeft: 0, listStyle: 'none' }}>
                  {BULLETS[tool.key].map((b) => (
                    <li key={b}><CheckCircleOutlined style={{ color: '#1f9d55', marginRight: 8 }} />{b}</li>
                  ))}
                </ul>
                <Space wrap>
                  <ButtonLink to={tool.path}>Try Free First</ButtonLink>
                  <ButtonLink to={tool.path} primary>Get Full Access</ButtonLink>
                </Space>
              </ToolCard>
            </Col>
          );
        })}
      </Row>

      <Flex justify="center" gap={12} wrap>
        <Tag icon={<LockOutlined />} color="blue">Secure card payments</Tag>
        <Tag icon={<SafetyOutlined style={{ color: '#157f3f' }} />}>Your data stays yours</Tag>
        <Tag icon={<ThunderboltOutlined />} color="purple">Results in seconds</Tag>
      </Flex>
    </Flex>
  );
}
