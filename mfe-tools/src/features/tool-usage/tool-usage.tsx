// The tool's uses and the way to buy more (spec part 1 §4 'Usage banner'): every tool page shows it above its form.
import { useToolConfigs, useUsage } from '@careerkit/web/api/hooks';
import { usePaymentDialog } from '@careerkit/web/payment/slot';
import { UsageMeter } from '@careerkit/web/tool/usage-meter';

export function ToolUsage({ tool }: { tool: string }) {
  const usage = useUsage(tool);
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const buy = () =>
    payment.open({ toolName: tool, amount: configs.data?.[tool]?.price ?? 0, onSuccess: () => void usage.refetch(), onCancel: () => undefined });
  return <UsageMeter usage={usage.data} loading={usage.isLoading} onRetry={() => void usage.refetch()} onBuy={buy} onRenew={buy} />;
}
