// mfe-tools: the five AI tool pages. The shell mounts this App on each tool's path; the first path segment picks the tool.
import { AreaFrame } from '@careerkit/web/area-frame';
import { useToolConfigs, useUsage } from '@careerkit/web/hooks';
import { usePaymentDialog } from '@careerkit/web/payment-slot';
import { UsageMeter } from '@careerkit/web/usage-meter';
import { theme } from '@careerkit/web/theme';
import { ToolGuard } from '@careerkit/web/tool-guard';
import { ConfigProvider, Typography } from 'antd';
import { useLocation } from '@careerkit/web/router';
import { NotFoundInArea } from './not-found-in-area';

const TOOLS: Record<string, { title: string; crumbs?: { label: string; to?: string }[] }> = {
  'cover-letter-writer': { title: 'Cover Letter Writer' },
  'linkedin-optimizer': { title: 'LinkedIn Profile Optimizer', crumbs: [{ label: 'Home', to: '/' }, { label: 'LinkedIn Profile Optimizer' }] },
  'resume-scanner': { title: 'Resume Scanner', crumbs: [{ label: 'Home', to: '/' }, { label: 'Resume Scanner' }] },
  'resume-analysis': { title: 'AI Resume Analysis', crumbs: [{ label: 'Home', to: '/' }, { label: 'AI Resume Analysis' }] },
  'ghost-job-detector': { title: 'Ghost Job Detector', crumbs: [{ label: 'Tools', to: '/' }, { label: 'Ghost Job Detector' }] },
};

/** The tool's uses, and the way to buy more (spec part 1 §4 'Usage banner'); the tool forms arrive with the tools issue. */
function ToolUsage({ tool }: { tool: string }) {
  const usage = useUsage(tool);
  const configs = useToolConfigs();
  const payment = usePaymentDialog();
  const buy = () =>
    payment.open({ toolName: tool, amount: configs.data?.[tool]?.price ?? 0, onSuccess: () => void usage.refetch(), onCancel: () => undefined });
  return <UsageMeter usage={usage.data} loading={usage.isLoading} onRetry={() => void usage.refetch()} onBuy={buy} onRenew={buy} />;
}

export default function ToolsApp() {
  const segment = useLocation().pathname.split('/')[1]?.toLowerCase() ?? '';
  const tool = TOOLS[segment];
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_tools" data-release={process.env.CAREERKIT_RELEASE}>
        {tool ? (
          <ToolGuard>
            <AreaFrame title={tool.title} crumbs={tool.crumbs}>
              <ToolUsage tool={segment} />
              <Typography.Paragraph style={{ marginTop: 16 }} type="secondary" data-area="mfe-tools">The tool form arrives with the tools issue.</Typography.Paragraph>
            </AreaFrame>
          </ToolGuard>
        ) : (
          <NotFoundInArea />
        )}
      </div>
    </ConfigProvider>
  );
}
