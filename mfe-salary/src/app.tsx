// mfe-salary: the Salary Benchmarker area. No antd theme here: the first screen draws no antd, and each part that does
// (a run's result, the payment dialog) brings the theme with it (@careerkit/web/layout/themed).
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { SalaryPage } from './features/salary-page/salary-page';

export default function SalaryApp() {
  return (
    <div data-remote="mfe_salary" data-release={process.env.CAREERKIT_RELEASE}>
      <ToolGuard>
        <AreaFrame title="Salary Benchmarker">
          <div data-area="mfe-salary">
            <SalaryPage />
          </div>
        </AreaFrame>
      </ToolGuard>
    </div>
  );
}
