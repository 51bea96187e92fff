// The negotiation tab before any benchmark (spec part 2 §2, §8): the notice and a way back to the benchmark tab.
import { Button, Result } from 'antd';

export const MARKET_DATA_REQUIRED = 'Please run salary benchmark first to get market data for negotiation';

export function MarketDataRequired({ onGoToBenchmark }: { onGoToBenchmark: () => void }) {
  return (
    <Result
      status="info"
      title="Market Data Required"
      subTitle={MARKET_DATA_REQUIRED}
      extra={
        <Button type="primary" onClick={onGoToBenchmark}>
          Run Salary Benchmark
        </Button>
      }
    />
  );
}
