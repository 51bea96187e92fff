// Plain markup (libs/web's Alert with antd's look): the Dashboard tab, the admin area's first screen, shows it.
import { Alert } from '@careerkit/web/layout/alert';
import { adminFailure } from './admin-errors';

/** A tab whose data could not be read: what went wrong and a retry. */
export function LoadFailed({ error, retry }: { error: unknown; retry: () => void }) {
  const { title, description } = adminFailure(error, 'Could not load this tab');
  return (
    <Alert
      type="error"
      title={title}
      description={description}
      action={
        <button type="button" className="ck-button ck-button-small" onClick={retry}>
          Try Again
        </button>
      }
    />
  );
}
