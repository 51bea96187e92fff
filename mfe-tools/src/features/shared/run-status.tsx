// Under a tool's form: the run's failure in the spec's words, or a visible progress state while it runs.
import { Alert, Card, Space, Spin } from 'antd';

export function RunStatus({ error, running, progress }: { error: string | null; running: boolean; progress: string }) {
  return (
    <>
      {error && <Alert type="error" showIcon role="alert" title={error} style={{ marginTop: 16 }} />}
      {running && (
        <Card style={{ marginTop: 16 }}>
          <Space>
            <Spin />
            <span>{progress}</span>
          </Space>
        </Card>
      )}
    </>
  );
}
