// Pricing (spec part 2 §2): one card per tool from the tool configs, then a block of links. When billing cannot
// answer, the page says prices are unavailable and offers a retry instead of showing empty cards.
import { useSystemConfig, useToolConfigs } from '@careerkit/web/api/hooks';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { Badge, Button, Card, Col, Flex, Result, Row, Space, Spin, Typography } from 'antd';
import { Link } from '@careerkit/web/router';
import { formatPrice, usesText } from '@careerkit/web/payment/price-text';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';

type ToolConfigs = NonNullable<ReturnType<typeof useToolConfigs>['data']>;
export type PricedTool = (typeof TOOL_PAGES)[number] & { config: ToolConfigs[string] };

/** Tools that have a page and a config, in the header's order; a tool switched off by the admin is left out. */
export function pricedTools(configs: ToolConfigs | undefined): PricedTool[] {
  return TOOL_PAGES.flatMap((tool) => {
    const config = configs?.[tool.key];
    return config && config.isActive !== false ? [{ ...tool, config }] : [];
  });
}

export function PricingPage() {
  useDocumentTitle('Pricing');
  const { data, isPending, isFetching, refetch } = useToolConfigs();
  const tools = pricedTools(data);
  return (
    <Flex vertical gap={40}>
      <Flex vertical align="center" style={{ textAlign: 'center', paddingTop: 32 }}>
        <Typography.Title>Pay only for what you use</Typography.Title>
        <Typography.Paragraph type="secondary" style={{ fontSize: 18, maxWidth: 640 }}>
          Every tool starts with a free preview. When you need the full results, buy access to that one tool by card. No subscriptions.
        </Typography.Paragraph>
      </Flex>
      {isPending ? (
        <Spin size="large" style={{ display: 'block', margin: '48px auto' }} aria-label="Loading prices" />
      ) : tools.length === 0 ? (
        <Result
          status="warning"
          title="Prices are unavailable right now. Please try again later."
          extra={<Button type="primary" loading={isFetching} onClick={() => refetch()}>Try Again</Button>}
        />
      ) : (
        <Row gutter={[20, 20]}>
          {tools.map((tool) => (
            <Col key={tool.key} xs={24} md={12} lg={8}>
              <PriceCard tool={tool} />
            </Col>
          ))}
        </Row>
      )}
      {/* With the cards, not before them: links drawn first would jump down when the prices arrive. */}
      {!isPending && <PricingLinks />}
    </Flex>
  );
}

function PriceCard({ tool }: { tool: PricedTool }) {
  const { config } = tool;
  const card = (
    <Card title={config.displayName} style={{ height: '100%' }}>
      <Typography.Title level={2} style={{ marginTop: 0, marginBottom: 4 }}>{formatPrice(config.price)}</Typography.Title>
      <Typography.Paragraph type="secondary">Per purchase, no subscription</Typography.Paragraph>
      <Typography.Paragraph>{config.description}</Typography.Paragraph>
      <Typography.Paragraph strong>{usesText(config)}</Typography.Paragraph>
      <Space wrap>
        <ButtonLink to={tool.path}>Try Free First</ButtonLink>
        <ButtonLink to={tool.path} primary>Buy Full Access</ButtonLink>
      </Space>
    </Card>
  );
  return tool.key === 'resume-analysis' ? <Badge.Ribbon text="MOST POPULAR" color="#8f6a00">{card}</Badge.Ribbon> : card;
}

function PricingLinks() {
  const { allowRegistrations } = useSystemConfig();
  return (
    <nav aria-label="More from CareerKit" style={{ borderTop: '1px solid #eef0f4', paddingTop: 24 }}>
      <Row gutter={[24, 16]}>
        <Col xs={24} md={12}>
          <Typography.Title level={2} style={{ fontSize: 16, lineHeight: 1.5 }}>AI Tools</Typography.Title>
          <Flex vertical gap={8} className="ck-link-list">
            {TOOL_PAGES.map((tool) => <Link key={tool.key} to={tool.path}>{tool.name}</Link>)}
          </Flex>
        </Col>
        <Col xs={24} md={12}>
          <Typography.Title level={2} style={{ fontSize: 16, lineHeight: 1.5 }}>Your account</Typography.Title>
          <Flex vertical gap={8} className="ck-link-list">
            <Link to="/pricing">Pricing</Link>
            <Link to="/login">Sign In</Link>
            {allowRegistrations && <Link to="/register">Create a free account</Link>}
          </Flex>
        </Col>
      </Row>
    </nav>
  );
}
