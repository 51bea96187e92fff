// The payment dialog every tool page opens (spec part 1 §4 'Payment flow'): one dialog for the whole page, opened
// through usePaymentDialog() with the checkout's toolName, amount, onSuccess and onCancel. The dialog itself
// (@careerkit/web/payment/dialog, with Stripe) loads when it is first opened, so pages that never take a payment skip it.
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PaymentRequest {
  /** The tool's key in the catalog, e.g. 'cover-letter-writer'. */
  toolName: string;
  /** Dollars, shown until billing states the catalog's price. */
  amount: number;
  /** Runs once the uses are granted (1 s after the success notice; 0.5 s when already paid). */
  onSuccess: () => void;
  onCancel: () => void;
  /** The success notice's text where the checkout is not a first purchase (the profile's 'additional access'). */
  successMessage?: string;
  /** The success notice's title where the spec words it otherwise (salary's 'Payment Successful!', part 2 §8). */
  successTitle?: string;
}

export interface PaymentDialog {
  open(request: PaymentRequest): void;
}

const PaymentDialogContext = createContext<PaymentDialog | null>(null);
const PaymentDialogBody = lazy(() => import('@careerkit/web/payment/dialog').then((module) => ({ default: module.PaymentDialog })));

export function PaymentDialogProvider({ children }: { children: ReactNode }) {
  // undefined until the dialog is first opened (only then is its code loaded); null while it is closed.
  const [request, setRequest] = useState<PaymentRequest | null>();
  const dialog = useMemo<PaymentDialog>(() => ({ open: setRequest }), []);
  const cancel = () => {
    request?.onCancel();
    setRequest(null);
  };
  const succeed = () => {
    request?.onSuccess();
    setRequest(null);
  };

  return (
    <PaymentDialogContext.Provider value={dialog}>
      {children}
      {request !== undefined && (
        <Suspense fallback={null}>
          <PaymentDialogBody request={request} onCancel={cancel} onSuccess={succeed} />
        </Suspense>
      )}
    </PaymentDialogContext.Provider>
  );
}

export function usePaymentDialog(): PaymentDialog {
  const dialog = useContext(PaymentDialogContext);
  if (!dialog) throw new Error('usePaymentDialog must be used within a PaymentDialogProvider');
  return dialog;
}
