// No occupation matched the title (spec part 2 §8): 'Job Title Not Found' and up to 3 roles to try; one click re-runs.
// Its own chunk, in the site's antd theme: it shows only after a run.
import { SALARY_MESSAGES } from '@careerkit/contracts/salary-messages';
import { Themed } from '@careerkit/web/layout/themed';
import { Alert, Button, Space } from 'antd';

export function TitleSuggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (title: string) => void }) {
  return (
    <Themed>
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
    </Themed>
  );
}
