// Named amounts as horizontal bars, in plain markup (no chart library, no scaled drawing): the text is the page's own
// size at any width, and on a phone each name goes on its own line above its bar (the profile's spending by tool, the
// admin's revenue and runs per tool).
export interface BarRow {
  label: string;
  value: number;
  /** What is written after the bar, e.g. "$0.99 · 1×". */
  text: string;
}

export function BarList({ title, rows, color = '#1677ff' }: { title: string; rows: BarRow[]; color?: string }) {
  const max = Math.max(...rows.map((row) => row.value), 0);
  return (
    <div role="img" aria-label={title} style={{ display: 'flex', flexDirection: 'column', gap: 8 }}>
      {rows.map((row) => (
        <div key={row.label} data-bar={row.label} style={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', columnGap: 12 }}>
          <span style={{ flex: '1 1 150px', minWidth: 0, maxWidth: 220, overflowWrap: 'anywhere' }}>{row.label}</span>
          <span style={{ flex: '3 1 200px', display: 'flex', alignItems: 'center', gap: 8, minWidth: 0 }}>
            <span style={{ flex: 1, minWidth: 0 }}>
              <span style={{ display: 'block', width: `${max > 0 ? Math.max(1, (row.value / max) * 100) : 1}%`, height: 14, borderRadius: 3, background: color }} />
            </span>
            <span className="ck-text-secondary" style={{ flex: 'none', fontSize: 12 }}>
              {row.text}
            </span>
          </span>
        </div>
      ))}
    </div>
  );
}
