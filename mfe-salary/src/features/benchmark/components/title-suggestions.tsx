// No occupation matched the title (spec part 2 §8): 'Job Title Not Found' and up to 3 roles to try; one click re-runs.
import { Alert, Button, Space } from 'antd';

export function TitleSuggestions({ suggestions, onPick }: { suggestions: string[]; onPick: (title: string) => void }) {
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 24 }}
      title="Job Title Not Found"
      description={
        <Space orientation="vertical">
          <span>Try one of these similar roles:</span>
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
