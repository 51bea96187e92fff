// A light SVG bar chart (no chart library): labelled axis, one bar per point, a title for each bar's value. It is drawn
// at the width it is shown at (not a fixed drawing scaled down), so its text stays 11 px on a phone, with fewer axis
// labels where fewer fit.
import { useEffect, useRef, useState } from 'react';

export interface Bar {
  label: string;
  value: number;
}

/** The width drawn before the chart's box is measured (and under jsdom, which lays nothing out). */
const DEFAULT_WIDTH = 640;
const FONT_PX = 11;
/** Room for one axis label ("11-25", "$123.45"), in characters of the axis font. */
const LABEL_CHARS = 7;

function useBoxWidth() {
  const box = useRef<HTMLDivElement>(null);
  const [width, setWidth] = useState(DEFAULT_WIDTH);
  useEffect(() => {
    const element = box.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const measure = () => element.clientWidth > 0 && setWidth(element.clientWidth);
    measure();
    const observer = new ResizeObserver(measure);
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, width };
}

export function BarChart({ title, bars, format = String, color = '#1677ff', height = 180 }: { title: string; bars: Bar[]; format?: (v: number) => string; color?: string; height?: number }) {
  const { box, width } = useBoxWidth();
  const pad = { top: 12, right: 8, bottom: 28, left: 56 };
  const max = Math.max(1, ...bars.map((b) => b.value));
  const plotW = Math.max(1, width - pad.left - pad.right);
  const plotH = height - pad.top - pad.bottom;
  const step = plotW / Math.max(1, bars.length);
  const barW = Math.max(2, step * 0.7);
  // As many axis labels as fit side by side, at most 8.
  const fit = Math.max(1, Math.min(8, Math.floor(plotW / (FONT_PX * 0.6 * LABEL_CHARS + 8))));
  const every = Math.ceil(bars.length / fit);
  return (
    <figure style={{ margin: 0 }}>
      <figcaption style={{ fontWeight: 600, marginBottom: 4 }}>{title}</figcaption>
      <div ref={box}>
        <svg role="img" aria-label={title} width={width} height={height} style={{ display: 'block', maxWidth: '100%' }}>
          <line x1={pad.left} x2={width - pad.right} y1={pad.top + plotH} y2={pad.top + plotH} stroke="#d9d9d9" />
          <text x={pad.left - 6} y={pad.top + 4} textAnchor="end" fontSize={FONT_PX} fill="#595959">
            {format(max)}
          </text>
          <text x={pad.left - 6} y={pad.top + plotH} textAnchor="end" fontSize={FONT_PX} fill="#595959">
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
                  <text x={x + barW / 2} y={height - 10} textAnchor="middle" fontSize={FONT_PX} fill="#595959">
                    {bar.label}
                  </text>
                )}
              </g>
            );
          })}
        </svg>
      </div>
    </figure>
  );
}
