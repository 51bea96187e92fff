// The p25–p50–p75 band with the user's own figure marked on it: plain SVG (no chart library), with a text alternative.
import { useId } from 'react';
import { formatUsd } from '../../../shared/money';

export interface BandFigures {
  p25: number | null;
  p50: number | null;
  p75: number | null;
}

const WIDTH = 600;
const HEIGHT = 72;
/** Each side's margin, in percent of the drawn width. */
const PAD = 4;
/** The labels' size in pixels: the band is drawn at its own width (not a scaled picture), so a phone keeps it readable. */
const LABEL_PX = 12;
const COLOURS = { band: '#bae0ff', median: '#1677ff', mark: '#fa541c' };

/** One sentence that says what the picture shows. */
export function bandDescription(band: BandFigures, mark?: { label: string; amount: number }): string {
  const part = (name: string, value: number | null) => `${name} ${value === null ? 'not shown' : formatUsd(value)}`;
  const figures = [part('25th percentile', band.p25), part('median', band.p50), part('75th percentile', band.p75)].join(', ');
  if (!mark) return `Salary range: ${figures}.`;
  return `Salary range: ${figures}. ${mark.label} ${formatUsd(mark.amount)} is ${standing(band, mark.amount)}.`;
}

function standing({ p25, p50, p75 }: BandFigures, amount: number): string {
  if (p25 !== null && amount < p25) return 'below the 25th percentile';
  if (p75 !== null && amount > p75) return 'above the 75th percentile';
  if (p50 !== null) return amount === p50 ? 'at the median' : amount < p50 ? 'below the median' : 'above the median';
  return 'within the range shown';
}

export function SalaryBand({ band, mark }: { band: BandFigures; mark?: { label: string; amount: number } }) {
  const captionId = useId();
  const known = [band.p25, band.p50, band.p75, mark?.amount].filter((value): value is number => value !== null && value !== undefined);
  if (known.length === 0) return null;
  const low = Math.min(...known) * 0.9;
  const high = Math.max(...known) * 1.1;
  /** Where a value sits, in percent of the width. */
  const x = (value: number) => PAD + ((value - low) / Math.max(high - low, 1)) * (100 - 2 * PAD);
  const at = (value: number) => `${x(value)}%`;
  // A label near an edge grows inwards, so none is cut by the picture's edge.
  const anchor = (value: number) => (x(value) < 15 ? 'start' : x(value) > 85 ? 'end' : 'middle');
  const description = bandDescription(band, mark);
  return (
    <figure style={{ margin: '16px 0' }}>
      <svg width="100%" height={HEIGHT} style={{ maxWidth: WIDTH, display: 'block' }} role="img" aria-labelledby={captionId} data-testid="salary-band">
        <line x1={`${PAD}%`} x2={`${100 - PAD}%`} y1={36} y2={36} stroke="#d9d9d9" strokeWidth={2} />
        {band.p25 !== null && band.p75 !== null && (
          <rect x={at(band.p25)} y={24} width={`${Math.max(x(band.p75) - x(band.p25), 0.5)}%`} height={24} rx={4} fill={COLOURS.band} />
        )}
        {(['p25', 'p75'] as const).map((key) =>
          band[key] === null ? null : (
            <g key={key}>
              <line x1={at(band[key])} x2={at(band[key])} y1={22} y2={50} stroke={COLOURS.median} strokeWidth={1} />
              <text x={at(band[key])} y={66} fontSize={LABEL_PX} textAnchor={anchor(band[key])}>{key.toUpperCase()}</text>
            </g>
          ),
        )}
        {band.p50 !== null && (
          <g>
            <line x1={at(band.p50)} x2={at(band.p50)} y1={20} y2={52} stroke={COLOURS.median} strokeWidth={3} />
            <text x={at(band.p50)} y={66} fontSize={LABEL_PX} textAnchor={anchor(band.p50)}>Median</text>
          </g>
        )}
        {mark && (
          <g>
            <circle cx={at(mark.amount)} cy={36} r={6} fill={COLOURS.mark} stroke="#fff" strokeWidth={2} />
            <text x={at(mark.amount)} y={14} fontSize={LABEL_PX} textAnchor={anchor(mark.amount)} fill={COLOURS.mark}>{mark.label}</text>
          </g>
        )}
      </svg>
      <figcaption id={captionId} style={{ fontSize: 12, color: 'rgba(0,0,0,0.55)' }}>{description}</figcaption>
    </figure>
  );
}
