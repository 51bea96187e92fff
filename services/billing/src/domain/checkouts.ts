// A checkout is the payment intent made when the payment dialog opens. One left unpaid for PENDING_CHECKOUT_TTL_MS is
// abandoned: the customer and the operator see "abandoned", it is not offered again, and it never counts as spent or as
// revenue. Stripe can still confirm its intent later (a tab left open): that payment is fulfilled as any other.
import type { PaymentRecord, PaymentStatusName } from '../data/payments';

export interface CheckoutsDeps {
  /** How long an unpaid checkout stays pending. */
  ttlMs: number;
  clock?: () => Date;
}

export function checkouts({ ttlMs, clock = () => new Date() }: CheckoutsDeps) {
  /** Checkouts opened at or after this instant are still open. */
  const openSince = () => new Date(clock().getTime() - ttlMs);
  return {
    ttlMs,
    clock,
    openSince,
    /** The status a payment shows now: a pending one past its time reads abandoned even before the sweep records it. */
    statusOf(payment: Pick<PaymentRecord, 'status' | 'createdAt'>): PaymentStatusName {
      return payment.status === 'pending' && new Date(payment.createdAt).getTime() < openSince().getTime() ? 'abandoned' : payment.status;
    },
  };
}
export type Checkouts = ReturnType<typeof checkouts>;
