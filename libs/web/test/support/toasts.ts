// The toasts on screen, read from the notifications region the toaster renders (spec part 1 §9: F8 reaches it).
import { screen, within } from '@testing-library/react';

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
