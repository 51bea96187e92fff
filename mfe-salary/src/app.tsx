// mfe-salary: the Salary Benchmarker area.
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { theme } from '@careerkit/web/layout/theme';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { ConfigProvider } from 'antd';
import { SalaryPage } from './features/salary-page/salary-page';

export default function SalaryApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_salary" data-release={process.env.CAREERKIT_RELEASE}>
        <ToolGuard>
          <AreaFrame title="Salary Benchmarker">
            <div data-area="mfe-salary">
              <SalaryPage />
            </div>
          </AreaFrame>
        </ToolGuard>
      </div>
    </ConfigProvider>
  );
}
