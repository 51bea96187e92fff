// The negotiation tab before any benchmark (spec part 2 §2, §8): the notice and a way back to the benchmark tab.
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import { Button, Result } from 'antd';

export function MarketDataRequired({ onGoToBenchmark }: { onGoToBenchmark: () => void }) {
  return (
    <Result
      status="info"
      title="Market Data Required"
      subTitle={SALARY_MESSAGES.marketDataRequired}
      extra={
        <Button type="primary" onClick={onGoToBenchmark}>
          Run Salary Benchmark
        </Button>
      }
    />
  );
}
