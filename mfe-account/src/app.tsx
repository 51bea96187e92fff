// mfe-account: the Profile area.
import { AreaFrame } from '@careerkit/web/area-frame';
import { theme } from '@careerkit/web/theme';
import { ToolGuard } from '@careerkit/web/tool-guard';
import { ConfigProvider, Typography } from 'antd';

export default function AccountApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_account" data-release={process.env.CAREERKIT_RELEASE}>
        <ToolGuard>
          <AreaFrame title="Profile">
            <Typography.Paragraph type="secondary" data-area="mfe-account">This area's screens arrive with the account issue.</Typography.Paragraph>
          </AreaFrame>
        </ToolGuard>
      </div>
    </ConfigProvider>
  );
}
