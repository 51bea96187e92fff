// Tool usage (spec part 2 §2, §4, §9): for every tool in the catalog, paid access or free preview, price, used/limit,
// a progress bar, the uses left, the low (1 or fewer left) and limit-reached notices, and 'Purchase More Access' when a
// paid tool is at its limit. One call answers every tool's usage (GET /api/usage).
import { useToolConfigs } from '@careerkit/web/api/hooks';
import { usePaymentDialog } from '@careerkit/web/payment/slot';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { USAGE_MESSAGES } from '@careerkit/web/tool/usage-meter';
import { isPaid, isRunningLow, remainingUses, usageLimit, type UsageInfo } from '@careerkit/web/tool/usage-rules';
import { Link } from '@careerkit/web/router';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { Alert } from '@careerkit/web/layout/alert';
import { Card } from '@careerkit/web/layout/card';
import { Skeleton } from '@careerkit/web/layout/loading';
import { ProgressBar } from '@careerkit/web/layout/progress';
import { useAfterPurchase, useAllUsage } from '../account-queries';

export const USAGE_PANEL_MESSAGES = {
  low: 'Running low: 1 use left.',
  limitReached: 'Usage limit reached.',
  purchasedDetail: 'You now have additional access to this tool!',
} as const;
/** Each tool's page: where a free preview at its limit goes to buy full access. Negotiation shares the benchmarker's page. */
const TOOL_PATHS: Record<string, string> = {
  ...Object.fromEntries(TOOL_PAGES.map((page) => [page.key, page.path])),
  'salary-negotiation': '/salary-benchmarker',
};

export function UsagePanel() {
  const usage = useAllUsage();
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const afterPurchase = useAfterPurchase();

  let body: React.ReactNode;
  if (usage.isLoading || configs.isLoading)
    body = <Skeleton rows={3} label="Loading usage information" />;
  else if (usage.isError || !usage.data)
    body = (
      <Alert
        type="error"
        title={USAGE_MESSAGES.loadFailed}
        action={
          <button type="button" className="ck-button ck-button-small" onClick={() => void usage.refetch()}>
            Try Again
          </button>
        }
      />
    );
  else {
    const tools = Object.values(configs.data ?? {});
    // The cards are the catalog's tools, so each knows its price.
    const buy = (toolName: string, price: number) =>
      payment.open({
        toolName,
        amount: price,
        // The dialog's one success notice says 'additional access' here (spec part 2 §5), not the first purchase's words.
        successMessage: USAGE_PANEL_MESSAGES.purchasedDetail,
        onSuccess: () => void afterPurchase(),
        onCancel: () => undefined,
      });
    body = (
      <div className="ck-grid" style={{ ['--ck-grid-min' as string]: '300px' }}>
        {tools.map((tool) => {
          const toolUsage = usage.data![tool.name] ?? { used: 0, limit: tool.freeLimit, hasPayment: false, source: 'free_preview' };
          return <ToolUsageCard key={tool.name} name={tool.name} displayName={tool.displayName} price={tool.price} usage={toolUsage} onBuy={() => buy(tool.name, tool.price)} />;
        })}
      </div>
    );
  }
  return <Card title="Tool Usage">{body}</Card>;
}

function ToolUsageCard({ name, displayName, price, usage, onBuy }: { name: string; displayName: string; price: number; usage: UsageInfo; onBuy: () => void }) {
  const paid = isPaid(usage);
  const limit = usageLimit(usage);
  const remaining = remainingUses(usage);
  const finite = Number.isFinite(limit);
  const atLimit = finite && remaining === 0;
  const low = finite && !atLimit && isRunningLow(usage);
  return (
    <section data-tool={name} aria-label={displayName} style={{ border: '1px solid #f0f0f0', borderRadius: 8, padding: 16 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between', gap: 8, alignItems: 'baseline' }}>
        <strong>{displayName}</strong>
        <span className={paid ? 'ck-tag ck-tag-green' : 'ck-tag ck-tag-blue'}>{paid ? 'PAID ACCESS' : 'FREE PREVIEW'}</span>
      </div>
      <span className="ck-text-secondary">{formatPrice(price)} per purchase</span>
      <div style={{ marginTop: 8 }}>
        {finite ? `${usage.used}/${limit} uses` : `${usage.used} uses (unlimited)`}
        <ProgressBar percent={finite ? (usage.used / Math.max(limit, 1)) * 100 : 0} small color={atLimit ? '#d92d20' : undefined} label={`${displayName} uses`} />
        <span className="ck-text-secondary">{finite ? `${remaining} remaining` : 'Unlimited uses'}</span>
      </div>
      {low && <Alert type="warning" style={{ marginTop: 8 }} title={USAGE_PANEL_MESSAGES.low} />}
      {atLimit && <Alert type="error" style={{ marginTop: 8 }} title={USAGE_PANEL_MESSAGES.limitReached} />}
      {atLimit && paid && (
        <button type="button" className="ck-button ck-button-primary ck-button-block" style={{ marginTop: 8 }} onClick={onBuy}>
          Purchase More Access
        </button>
      )}
      {atLimit && !paid && TOOL_PATHS[name] && (
        <Link to={TOOL_PATHS[name]} style={{ display: 'inline-block', marginTop: 8 }}>
          Buy Full Access
        </Link>
      )}
    </section>
  );
}
