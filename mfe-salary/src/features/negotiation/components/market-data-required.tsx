// The negotiation tab before any benchmark (spec part 2 §2, §8): the notice and a way back to the benchmark tab.
// Plain markup with antd Result's look (the page template's ck-notice rules): it ships with the page's first load.
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import InfoCircleFilled from '@ant-design/icons-svg/es/asn/InfoCircleFilled';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';

export function MarketDataRequired({ onGoToBenchmark }: { onGoToBenchmark: () => void }) {
  return (
    <div className="ck-notice">
      <SvgIcon icon={InfoCircleFilled} style={{ fontSize: 72, color: '#2454d6', marginBottom: 16 }} />
      <div style={{ fontSize: 24, lineHeight: 1.33 }}>Market Data Required</div>
      <p className="ck-text-secondary">{SALARY_MESSAGES.marketDataRequired}</p>
      <button type="button" className="ck-button ck-button-primary" style={{ marginTop: 16 }} onClick={onGoToBenchmark}>
        Run Salary Benchmark
      </button>
    </div>
  );
}
