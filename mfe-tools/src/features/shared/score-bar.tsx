// A score out of 100 as a coloured bar, so a result reads at a glance (spec part 1 §2, §9 'Score colours').
import { Progress, Typography } from 'antd';
import { theme } from '@careerkit/web/layout/theme';

export type ScoreTone = 'green' | 'blue' | 'yellow' | 'red';

const TONE_COLOURS: Record<ScoreTone, string> = {
  green: theme.token?.colorSuccess ?? '#1f9d55',
  blue: theme.token?.colorInfo ?? '#2454d6',
  yellow: '#8f6a00', // dark enough for the score text (AA), not only the bar
  red: theme.token?.colorError ?? '#d92d20',
};

/** Scanner: 80 and above green, 60 and above yellow, otherwise red. */
export const scannerTone = (score: number): ScoreTone => (score >= 80 ? 'green' : score >= 60 ? 'yellow' : 'red');
/** Analysis tiles: 85 and above green, 70 and above blue, 55 and above yellow, otherwise red. */
export const analysisTone = (score: number): ScoreTone => (score >= 85 ? 'green' : score >= 70 ? 'blue' : score >= 55 ? 'yellow' : 'red');

export interface ScoreBarProps {
  label: string;
  /** Out of 100; null when the score does not apply (a job match without a job description). */
  score: number | null;
  tone: (score: number) => ScoreTone;
  /** A line under the bar saying what the score measures. */
  note?: string;
  /** What this result's score rests on: the lines or terms the analyser found, listed beside the bar. */
  evidence?: string[];
  /** How the figure reads: a score out of 100 (default) or a percent (the ghost job's confidence, spec part 1 §4). */
  unit?: 'score' | 'percent';
}

export function ScoreBar({ label, score, tone, note, evidence, unit = 'score' }: ScoreBarProps) {
  const value = score === null ? null : Math.round(score);
  const colour = value === null ? undefined : TONE_COLOURS[tone(value)];
  return (
    <div data-score={label} data-tone={value === null ? 'none' : tone(value)} style={{ marginBottom: 12 }}>
      <div style={{ display: 'flex', justifyContent: 'space-between' }}>
        <Typography.Text strong>{label}</Typography.Text>
        <Typography.Text strong style={{ color: colour }}>{value === null ? 'n/a' : unit === 'percent' ? `${value}%` : `${value}/100`}</Typography.Text>
      </div>
      <Progress percent={value ?? 0} showInfo={false} strokeColor={colour} aria-label={`${label} score`} />
      {note && <Typography.Text type="secondary" style={{ fontSize: 12 }}>{note}</Typography.Text>}
      {evidence && evidence.length > 0 && (
        <ul aria-label={`${label}: evidence`} style={{ margin: '4px 0 0', paddingLeft: 18, fontSize: 13 }}>
          {evidence.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>
      )}
    </div>
  );
}
