// The confidence badge (spec part 2 §4): 80 or more High, 60 or more Medium, below 60 Low. Drawn only inside the
// benchmark result, so in its chunk and its antd theme.
import { Tag } from 'antd';

export type ConfidenceLevel = 'High' | 'Medium' | 'Low';

export const confidenceLevel = (overall: number): ConfidenceLevel => (overall >= 80 ? 'High' : overall >= 60 ? 'Medium' : 'Low');

const COLOUR: Record<ConfidenceLevel, string> = { High: 'green', Medium: 'gold', Low: 'red' };

export function ConfidenceBadge({ overall }: { overall: number }) {
  const level = confidenceLevel(overall);
  return (
    <Tag color={COLOUR[level]} data-confidence={level}>
      {level} Confidence ({overall}%)
    </Tag>
  );
}
