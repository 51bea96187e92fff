// No occupation matched the title (spec part 2 §8): 'Job Title Not Found' and up to 3 roles to try; one click re-runs.
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import { Alert, Button, Space } from 'antd';

export function TitleSuggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (title: string) => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 24 }}
      title={SALARY_MESSAGES.jobTitleNotFound}
      description={
        <Space orientation="vertical">
          <span>{SALARY_MESSAGES.trySuggestions}</span>
          <Space wrap>
            {suggestions.slice(0, 3).map((title) => (
              <Button key={title} onClick={() => onPick(title)}>
                {title}
              </Button>
            ))}
          </Space>
        </Space>
      }
    />
  );
}
