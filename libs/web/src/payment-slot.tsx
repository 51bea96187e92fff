// The payment dialog every tool page opens (spec part 1 §4 'Payment flow'): one dialog for the whole page, opened
// through usePaymentDialog() with the checkout's toolName, amount, onSuccess and onCancel.
import { formatPrice } from '@careerkit/web/price-text';
import { Button, Modal, Typography } from 'antd';
import { createContext, useContext, useMemo, useState, type ReactNode } from 'react';

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

export function PaymentDialogProvider({ children }: { children: ReactNode }) {
  const [request, setRequest] = useState<PaymentRequest | null>(null);
  const dialog = useMemo<PaymentDialog>(() => ({ open: setRequest }), []);
  const cancel = () => {
    request?.onCancel();
    setRequest(null);
  };

  return (
    <PaymentDialogContext.Provider value={dialog}>
      {children}
      <Modal
        open={request !== null}
        title={request && `${request.toolName} — ${formatPrice(request.amount)}`}
        onCancel={cancel}
        footer={<Button onClick={cancel}>Close</Button>}
      >
        {/* Placeholder: the billing issue replaces this body with the card checkout. */}
        <Typography.Paragraph>Card payments are not available yet.</Typography.Paragraph>
      </Modal>
    </PaymentDialogContext.Provider>
  );
}

export function usePaymentDialog(): PaymentDialog {
  const dialog = useContext(PaymentDialogContext);
  if (!dialog) throw new Error('usePaymentDialog must be used within a PaymentDialogProvider');
  return dialog;
}
