// Toasts as spec part 1 §9 says: a toast shows its title and description, at most one at a time (a new one replaces
// the one showing), and its Close button dismisses it. The renderer (toaster) loads with the first toast.
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { useToast } from '@careerkit/web/layout/toast';
import { renderInKit } from './support/render';
import { toastsShown } from './support/toasts';

function Notifier() {
  const toast = useToast();
  return (
    <>
      <Button onClick={() => toast.success('File uploaded successfully', 'resume.pdf')}>Upload</Button>
      <Button onClick={() => toast.error('Upload failed', 'File size must be less than 10MB.')}>Fail</Button>
    </>
  );
}

it('shows a toast with its title and description', async () => {
  renderInKit(<Notifier />);
  expect(toastsShown()).toEqual([]);

  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'File uploaded successfully', description: 'resume.pdf' }]));
});

it('replaces the toast showing with the next one, so only one shows at a time', async () => {
  renderInKit(<Notifier />);

  await userEvent.click(screen.getByRole('button', { name: 'Upload' }));
  await waitFor(() => expect(toastsShown()).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
  await waitFor(() => expect(toastsShown()).toEqual([{ title: 'Upload failed', description: 'File size must be less than 10MB.' }]));
});

it('closes the toast from its Close button', async () => {
  renderInKit(<Notifier />);

  await userEvent.click(screen.getByRole('button', { name: 'Fail' }));
  await waitFor(() => expect(toastsShown()).toHaveLength(1));
  await userEvent.click(screen.getByRole('button', { name: 'Close' }));
  await waitFor(() => expect(toastsShown()).toEqual([]));
});

it('refuses useToast outside a ToastProvider with an error naming the provider', () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error too
  expect(() => renderHook(() => useToast())).toThrow('useToast must be used within a ToastProvider');
  reported.mockRestore();
});
