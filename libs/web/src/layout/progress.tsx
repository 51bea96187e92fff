// A progress line with antd Progress's look (no figure beside it), in plain markup with the page template's
// ck-progress rules, for the first screens of area pages (README, bundle size).
export function ProgressBar({ percent, color, small = false, label }: { percent: number; color?: string; small?: boolean; label: string }) {
  const value = Math.max(0, Math.min(100, percent));
  return (
    <div
      role="progressbar"
      aria-label={label}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={small ? 'ck-progress ck-progress-small' : 'ck-progress'}
    >
      <div className="ck-progress-bar" style={{ width: `${value}%`, background: color }} />
    </div>
  );
}
