// The toasts on screen, read from the notifications region the toaster renders (spec part 1 §9: F8 reaches it).
import { screen, waitFor, within } from '@testing-library/react';

/** Each toast showing, as the text of its title and description. */
export function toastsShown(): { title: string; description: string | undefined }[] {
  const region = screen.queryByRole('region', { name: 'Notifications (F8)' });
  if (!region) return [];
  return within(region)
    .queryAllByRole('listitem')
    .map((toast) => ({
      title: toast.querySelector('.ck-toast-title')?.textContent ?? '',
      description: toast.querySelector('.ck-toast-description')?.textContent ?? undefined,
    }));
}

/** Waits for a toast of `type` ('success', 'error': destructive) to show, and gives its title and description. */
export function toastOfType(type: 'success' | 'error'): Promise<{ title: string | null | undefined; description: string | undefined }> {
  return waitFor(() => {
    const shown = document.querySelector(`.ck-toast[data-type="${type}"]`);
    if (!shown) throw new Error(`no ${type} toast`);
    return { title: shown.querySelector('.ck-toast-title')?.textContent, description: shown.querySelector('.ck-toast-description')?.textContent ?? undefined };
  });
}
