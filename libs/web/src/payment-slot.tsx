// The payment dialog every tool page opens (spec part 1 §4 'Payment flow'): one dialog for the whole page, opened
// through usePaymentDialog() with the checkout's toolName, amount, onSuccess and onCancel. The dialog itself
// (@careerkit/web/payment-dialog) loads when it is first opened, so pages that never take a payment skip it.
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ReactNode } from 'react';

export interface PaymentRequest {
  toolName: string;
  /** Dollars. */
  amount: number;
  onSuccess: () => void;
  onCancel: () => void;
}

export interface PaymentDialog {
  open(request: PaymentRequest): void;
}

const PaymentDialogContext = createContext<PaymentDialog | null>(null);
const PaymentDialogBody = lazy(() => import('@careerkit/web/payment-dialog').then((module) => ({ default: module.PaymentDialog })));

export function PaymentDialogProvider({ children }: { children: ReactNode }) {
  // undefined until the dialog is first opened (only then is its code loaded); null while it is closed.
  const [request, setRequest] = useState<PaymentRequest | null>();
  const dialog = useMemo<PaymentDialog>(() => ({ open: setRequest }), []);
  const cancel = () => {
    request?.onCancel();
    setRequest(null);
  };

  return (
    <PaymentDialogContext.Provider value={dialog}>
      {children}
      {request !== undefined && (
        <Suspense fallback={null}>
          <PaymentDialogBody request={request} onCancel={cancel} />
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
