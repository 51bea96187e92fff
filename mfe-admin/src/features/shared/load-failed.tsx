import { Alert, Button } from 'antd';
import { adminFailure } from './admin-errors';

/** A tab whose data could not be read: what went wrong and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { title, description } = adminFailure(error, 'Could not load this tab');
  return (
    <Alert
      type="error"
      showIcon
      title={title}
      description={description}
      action={
        <Button size="small" onClick={retry}>
          Try Again
        </Button>
      }
    />
  );
}
