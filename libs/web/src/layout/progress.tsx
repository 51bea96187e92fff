// A progress line with antd Progress's look, in plain markup with the page template's ck-progress rules, for the first
// screens of area pages (docs/measurements.md, bundle size). Named by `label`, or by the element `labelledBy` names.
export interface ProgressBarProps {
  percent: number;
  color?: string;
  small?: boolean;
  label?: string;
  labelledBy?: string;
  /** The percentage beside the line, as antd's showInfo. */
  showInfo?: boolean;
}

export function ProgressBar({ percent, color, small = false, label, labelledBy, showInfo = false }: ProgressBarProps) {
  const value = Math.max(0, Math.min(100, percent));
  const bar = (
    <div
      role="progressbar"
      aria-label={label}
      aria-labelledby={labelledBy}
      aria-valuenow={Math.round(value)}
      aria-valuemin={0}
      aria-valuemax={100}
      className={small ? 'ck-progress ck-progress-small' : 'ck-progress'}
      style={showInfo ? { flex: 1 } : undefined}
    >
      <div className="ck-progress-bar" style={{ width: `${value}%`, background: color }} />
    </div>
  );
  if (!showInfo) return bar;
  return (
    <div className="ck-inline" style={{ flexWrap: 'nowrap' }}>
      {bar}
      <span aria-hidden="true" style={{ minWidth: '2em' }}>{Math.round(value)}%</span>
    </div>
  );
}
