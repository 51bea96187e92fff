// The open dialog whose text starts with `title`. The closed AI disclaimer stays in the DOM and, under jsdom, shares
// its aria-labelledby id with the payment dialog, so a dialog is found by its text rather than its accessible name.
import { screen, waitFor } from '@testing-library/react';

export const findDialog = (title: string) =>
  waitFor(
    () => {
      const dialog = screen.queryAllByRole('dialog').find((candidate) => candidate.textContent?.startsWith(title));
      if (!dialog) throw new Error(`no dialog titled ${title}`);
      return dialog;
    },
    { timeout: 10_000 },
  );
