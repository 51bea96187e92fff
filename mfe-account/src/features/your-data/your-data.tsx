// "Your data" (issue 14, beyond the spec): a copy of everything held about the user as one JSON file, and deleting the
// account, confirmed by password. The server does the work; this screen asks and reports.
import { exportAccount } from '@careerkit/web/api/account';
import { ApiError } from '@careerkit/web/api/client';
import { Card } from '@careerkit/web/layout/card';
import { useToast } from '@careerkit/web/layout/toast';
import { lazy, Suspense, useState } from 'react';

const DeleteAccountDialog = lazy(() => import('./delete-account-dialog'));

export const DATA_MESSAGES = {
  exportFailed: 'We could not prepare your data right now. Please try again in a moment.',
  deletedTitle: 'Account deleted',
  passwordRequired: 'Please enter your password to confirm.',
  deleteFailed: 'Something went wrong. Please check your internet connection and try again.',
} as const;
export const EXPORT_FILE_NAME = 'careerkit-data.json';

function download(name: string, text: string) {
  const url = URL.createObjectURL(new Blob([text], { type: 'application/json' }));
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 1_000);
}

export const messageOf = (error: unknown, fallback: string) => (error instanceof ApiError ? (error.status === 429 ? error.message : error.serverMessage || error.message) : fallback);

export function YourData() {
  const toast = useToast();
  const [exporting, setExporting] = useState(false);
  const [confirming, setConfirming] = useState(false);
  // The dialog's code loads when it is first asked for, and it stays mounted after, for its closing animation.
  const [asked, setAsked] = useState(false);

  async function exportData() {
    setExporting(true);
    try {
      download(EXPORT_FILE_NAME, JSON.stringify(await exportAccount(), null, 2));
    } catch (error) {
      toast.error('Download Failed', messageOf(error, DATA_MESSAGES.exportFailed));
    } finally {
      setExporting(false);
    }
  }

  return (
    <Card title="Your Data">
      <div className="ck-stack" style={{ gap: 16 }}>
        <div>
          <p style={{ margin: '0 0 8px' }}>
            Download everything CareerKit holds about you as one JSON file: your profile, every tool run with what you entered and what came back,
            your salary runs, your payments and your uploads' details.
          </p>
          <button type="button" className="ck-button" aria-busy={exporting || undefined} onClick={exporting ? undefined : () => void exportData()}>
            {exporting && <span className="ck-spin" aria-hidden="true" />}
            Download My Data
          </button>
        </div>
        <div>
          <p style={{ margin: '0 0 8px' }}>
            Deleting your account removes your profile, tool runs, salary runs and uploads from every service and signs you out everywhere. Payment records
            are kept for accounting without anything that identifies you. This cannot be undone.
          </p>
          <button
            type="button"
            className="ck-button ck-button-danger"
            onClick={() => {
              setAsked(true);
              setConfirming(true);
            }}
          >
            Delete Account
          </button>
        </div>
      </div>
      {asked && (
        <Suspense fallback={null}>
          <DeleteAccountDialog open={confirming} onClose={() => setConfirming(false)} />
        </Suspense>
      )}
    </Card>
  );
}
