// mfe-salary: the Salary Benchmarker area.
import { AreaFrame } from '@careerkit/web/area-frame';
import { theme } from '@careerkit/web/theme';
import { ToolGuard } from '@careerkit/web/tool-guard';
import { ConfigProvider, Typography } from 'antd';

export default function SalaryApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_salary" data-release={process.env.CAREERKIT_RELEASE}>
        <ToolGuard>
          <AreaFrame title="Salary Benchmarker">
            <Typography.Paragraph type="secondary" data-area="mfe-salary">This area's screens arrive with the salary issue.</Typography.Paragraph>
          </AreaFrame>
        </ToolGuard>
      </div>
    </ConfigProvider>
  );
}
