// The open dialog whose text starts with `title` (a payment dialog: 'Cover Letter Writer — $0.99'). Under jest antd
// gives every modal the same id, so the closed AI disclaimer left in the DOM lends its accessible name to the next
// dialog: a dialog is found by its text rather than its name. The payment dialog's module loads (and compiles) on first
// open, which is slow in jest.
import { screen, waitFor } from '@testing-library/react';

export const findDialog = (title: string) =>
  waitFor(() => {
    const dialog = screen.queryAllByRole('dialog').find((candidate) => candidate.textContent?.startsWith(title));
    if (!dialog) throw new Error(`no dialog titled ${title}`);
    return dialog;
  });
