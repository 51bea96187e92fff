// The page's one payment dialog (spec part 1 §4 'Payment flow'): usePaymentDialog().open(...) shows it, titled with
// the tool and its price; Close cancels the checkout. The dialog loads on first open. What it shows inside is in
// payment-dialog.test.tsx and payment-card.test.tsx.
import { renderHook, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Button } from 'antd';
import { usePaymentDialog, type PaymentRequest } from '@careerkit/web/payment/slot';
import { serveApi } from './support/api-server';
import { renderInKit } from './support/render';

const api = serveApi();
beforeEach(() => {
  api.signIn();
  api.on('GET /api/tool-configs', {
    body: { 'cover-letter-writer': { name: 'cover-letter-writer', displayName: 'Cover Letter Writer', description: 'Letters', price: 0.99, freeLimit: 1, paidLimit: 5, isActive: true } },
  });
  // Billing cannot be reached: the dialog says so and offers its own Close.
  api.on('POST /api/payments/create-intent', { status: 502, body: '' });
});

function BuyButton({ request }: { request: PaymentRequest }) {
  const payment = usePaymentDialog();
  return <Button onClick={() => payment.open(request)}>Buy</Button>;
}

/** The dialog's Close button and the corner ×, which is labelled Close too. */
function closeButtons(dialog: HTMLElement) {
  const buttons = within(dialog).getAllByRole('button', { name: 'Close' });
  return { footer: buttons.find((button) => button.textContent === 'Close')!, corner: buttons.find((button) => button.textContent !== 'Close')! };
}

const checkout = (): PaymentRequest => ({ toolName: 'cover-letter-writer', amount: 4.99, onSuccess: jest.fn(), onCancel: jest.fn() });

it('opens the payment dialog titled with the tool name and its price', async () => {
  renderInKit(<BuyButton request={checkout()} />);
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));

  expect(await screen.findByRole('dialog', { name: 'Cover Letter Writer — $4.99' })).toBeTruthy();
});

it('cancels the checkout and hides the dialog on Close', async () => {
  const request = checkout();
  renderInKit(<BuyButton request={request} />);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  const dialog = await screen.findByRole('dialog', { name: 'Cover Letter Writer — $4.99' });
  await within(dialog).findByRole('alert');

  await userEvent.click(closeButtons(dialog).footer);

  expect(request.onCancel).toHaveBeenCalledTimes(1);
  expect(request.onSuccess).not.toHaveBeenCalled();
  expect(screen.queryByRole('dialog')).toBeNull();
});

it('cancels from the corner × too, and opens again for the next checkout', async () => {
  const request = checkout();
  renderInKit(<BuyButton request={request} />);
  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));
  await userEvent.click(closeButtons(await screen.findByRole('dialog')).corner);
  expect(request.onCancel).toHaveBeenCalledTimes(1);
  expect(screen.queryByRole('dialog')).toBeNull();

  await userEvent.click(screen.getByRole('button', { name: 'Buy' }));

  expect(await screen.findByRole('dialog', { name: 'Cover Letter Writer — $4.99' })).toBeTruthy();
  expect(request.onCancel).toHaveBeenCalledTimes(1);
});

it('refuses usePaymentDialog outside its provider with an error naming the provider', () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error too
  expect(() => renderHook(() => usePaymentDialog())).toThrow('usePaymentDialog must be used within a PaymentDialogProvider');
  reported.mockRestore();
});
