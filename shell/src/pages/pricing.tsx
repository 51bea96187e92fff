// Pricing (spec part 2 §2): one card per tool from the tool configs, then a block of links. When billing cannot
// answer, the page says prices are unavailable and offers a retry instead of showing empty cards.
// Plain markup styled by the page template (ck-* rules), no antd, as Home: Pricing is a first page from search and ads.
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { useSystemConfig, useToolConfigs } from '@careerkit/web/api/hooks';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { Link } from '@careerkit/web/router';
import { formatPrice, usesText } from '@careerkit/web/payment/price-text';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { ButtonLink } from '@careerkit/web/layout/button-link';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import { Card } from '@careerkit/web/layout/card';

type ToolConfigs = NonNullable<ReturnType<typeof useToolConfigs>['data']>;
/**
 * Every tool sold, in the header's order: the negotiator is bought on its own (its own price and uses) and shares the
 * benchmarker's page, so it has a card here too.
 */
const PRICED_TOOLS = [...TOOL_PAGES, { key: 'salary-negotiation', path: '/salary-benchmarker', name: 'Salary Negotiator', description: 'An email script and a call talk track' }] as const;
export type PricedTool = (typeof PRICED_TOOLS)[number] & { config: ToolConfigs[string] };

/** Tools that have a page and a config, in the header's order; a tool switched off by the admin is left out. */
export function pricedTools(configs: ToolConfigs | undefined): PricedTool[] {
  return PRICED_TOOLS.flatMap((tool) => {
    const config = configs?.[tool.key];
    return config && config.isActive !== false ? [{ ...tool, config }] : [];
  });
}

export function PricingPage() {
  useDocumentTitle('Pricing');
  const { data, isPending, isFetching, refetch } = useToolConfigs();
  const tools = pricedTools(data);
  return (
    <div className="ck-home">
      <div className="ck-hero">
        <h1>Pay only for what you use</h1>
        <p className="ck-text-secondary">
          Every tool starts with a free preview. When you need the full results, buy access to that one tool by card. No subscriptions.
        </p>
      </div>
      {isPending ? (
        <PriceCardPlaceholders />
      ) : tools.length === 0 ? (
        <div className="ck-notice" role="alert">
          <SvgIcon icon={WarningFilled} style={{ fontSize: 48, color: '#d97706' }} />
          <h2>Prices are unavailable right now. Please try again later.</h2>
          <button type="button" className="ck-button ck-button-primary" disabled={isFetching} aria-busy={isFetching} onClick={() => refetch()}>
            Try Again
          </button>
        </div>
      ) : (
        <div key="cards" className="ck-card-grid">
          {tools.map((tool) => <PriceCard key={tool.key} tool={tool} />)}
        </div>
      )}
      {/* With the cards, not before them: links drawn first would jump down when the prices arrive. */}
      {!isPending && <PricingLinks />}
    </div>
  );
}

/**
 * While the prices load: a card's room for each tool, so the footer starts below the screen and nothing on it moves
 * when the cards arrive (Lighthouse measured a layout shift of 0.27 with a spinner here).
 */
function PriceCardPlaceholders() {
  return (
    <div key="placeholders" className="ck-card-grid" role="status" aria-label="Loading prices">
      {PRICED_TOOLS.map((tool) => <div key={tool.key} className="ck-card ck-card-placeholder" />)}
    </div>
  );
}

function PriceCard({ tool }: { tool: PricedTool }) {
  const { config } = tool;
  return (
    <Card
      title={config.displayName}
      label={config.displayName}
      badge={tool.key === 'resume-analysis' && <span className="ck-tag ck-tag-premium">MOST POPULAR</span>}
    >
      <p className="ck-price">{formatPrice(config.price)}</p>
      <p className="ck-text-secondary">Per purchase, no subscription</p>
      <p>{config.description}</p>
      <p><strong>{usesText(config)}</strong></p>
      <div className="ck-actions">
        <ButtonLink to={tool.path}>Try Free First</ButtonLink>
        <ButtonLink to={tool.path} primary>Buy Full Access</ButtonLink>
      </div>
    </Card>
  );
}

function PricingLinks() {
  const { allowRegistrations } = useSystemConfig();
  return (
    <nav aria-label="More from CareerKit" className="ck-pricing-links">
      <div>
        <h2>AI Tools</h2>
        <div className="ck-link-list">
          {TOOL_PAGES.map((tool) => <Link key={tool.key} to={tool.path}>{tool.name}</Link>)}
        </div>
      </div>
      <div>
        <h2>Your account</h2>
        <div className="ck-link-list">
          <Link to="/pricing">Pricing</Link>
          <Link to="/login">Sign In</Link>
          {allowRegistrations && <Link to="/register">Create a free account</Link>}
        </div>
      </div>
    </nav>
  );
}
