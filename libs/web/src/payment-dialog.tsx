// The body of the payment dialog that usePaymentDialog() opens. Placeholder: the billing issue replaces it with the
// card checkout.
import { Button, Modal, Typography } from 'antd';
import { formatPrice } from '@careerkit/web/price-text';
import type { PaymentRequest } from '@careerkit/web/payment-slot';

export function PaymentDialog({ request, onCancel }: { request: PaymentRequest | null; onCancel: () => void }) {
  return (
    <Modal
      open={request !== null}
      title={request && `${request.toolName} — ${formatPrice(request.amount)}`}
      onCancel={onCancel}
      footer={<Button onClick={onCancel}>Close</Button>}
    >
      <Typography.Paragraph>Card payments are not available yet.</Typography.Paragraph>
    </Modal>
  );
}
