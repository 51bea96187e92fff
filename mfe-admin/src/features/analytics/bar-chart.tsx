// A light SVG bar chart (no chart library): labelled axis, one bar per point, a title for each bar's value.
export interface Bar {
  label: string;
  value: number;
}

export function BarChart({ title, bars, format = String, color = '#1677ff', height = 180 }: { title: string; bars: Bar[]; format?: (v: number) => string; color?: string; height?: number }) {
  const width = 640;
  const pad = { top: 12, right: 8, bottom: 28, left: 48 };
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotW = width - pad.left - pad.right;
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / Math.max(1, bars.length);
  const barW = Math.max(2, step * 0.7);
  const every = Math.ceil(bars.length / 8); // at most ~8 axis labels
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{title}</figcaption>
      <svg role="img" aria-label={title} viewBox={`0 0 ${width} ${height}`} style={{ width: '100%', height: 'auto' }}>
        <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} stroke="#d9d9d9" />
        <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize={11} fill="#8c8c8c">
          {format(max)}
        </text>
        <text x={pad.left - 6} y={pad.top + plotH} textAnchor="end" fontSize={11} fill="#8c8c8c">
          {format(0)}
        </text>
        {bars.map((bar, i) => {
          const h = (bar.value / max) * plotH;
          const x = pad.left + i * step + (step - barW) / 2;
          return (
            <g key={bar.label}>
              <rect x={x} y={pad.top + plotH - h} width={barW} height={h} fill={color} rx={2}>
                <title>{`${bar.label}: ${format(bar.value)}`}</title>
              </rect>
              {i % every === 0 && (
                <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize={10} fill="#8c8c8c">
                  {bar.label}
                </text>
              )}
            </g>
          );
        })}
      </svg>
    </figure>
  );
}
