// Spending by tool as horizontal bars: plain SVG, so the chart costs a few hundred bytes rather than a chart library.
import { formatPrice } from '@careerkit/web/payment/price-text';

export interface Spend {
  label: string;
  amount: number;
  count: number;
}

const ROW = 28;
const LABEL = 170;
const WIDTH = 560;
const VALUE = 120;

export function SpendingChart({ rows }: { rows: Spend[] }) {
  const max = Math.max(...rows.map((r) => r.amount), 0.01);
  const barSpace = WIDTH - LABEL - VALUE;
  return (
    <svg role="img" aria-label="Spending by tool" viewBox={`0 0 ${WIDTH} ${rows.length * ROW}`} style={{ width: '100%', maxWidth: WIDTH, height: 'auto' }}>
      {rows.map((r, i) => {
        const y = i * ROW;
        const width = Math.max(2, (r.amount / max) * barSpace);
        return (
          <g key={r.label} data-bar={r.label}>
            <text x={0} y={y + 18} fontSize={13} fill="#333">{r.label}</text>
            <rect x={LABEL} y={y + 5} width={width} height={ROW - 10} rx={3} fill="#1677ff" />
            <text x={LABEL + width + 6} y={y + 18} fontSize={12} fill="#555">
              {formatPrice(r.amount)} · {r.count}×
            </text>
          </g>
        );
      })}
    </svg>
  );
}
