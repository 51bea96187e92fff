// Refund (issue 26): a completed payment is refunded whole after the operator confirms the amount. Plain markup, so the
// Dashboard (the admin area's first screen) brings no antd for it; the user's payments dialog uses it too.
import { shownPaymentReference } from '@careerkit/contracts/payment-reference';
import { REFUND_MESSAGES } from '@careerkit/contracts/refund-messages';
import { refundPayment, type AdminPayment } from '@careerkit/web/api/platform';
import { useToast } from '@careerkit/web/layout/toast';
import { formatPrice } from '@careerkit/web/payment/price-text';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { adminFailure, toastFailure } from '../shared/admin-errors';

/** What a refund changes on screen: revenue, the users' totals, a user's payments, the audit log. */
export const REFUND_QUERIES = [['/api/admin/stats'], ['/api/admin/users'], ['admin-user-payments'], ['/api/admin/audit-log'], ['/api/admin/analytics']];

export function RefundButton({ payment }: { payment: AdminPayment }) {
  const [confirming, setConfirming] = useState(false);
  const toast = useToast();
  const queryClient = useQueryClient();
  const refund = useMutation({
    mutationFn: () => refundPayment(payment.id),
    onSuccess: ({ usesWithdrawn }) => {
      toast.success(REFUND_MESSAGES.refunded, `${formatPrice(payment.amount)} refunded; ${usesWithdrawn} unused ${usesWithdrawn === 1 ? 'use' : 'uses'} withdrawn`);
      for (const queryKey of REFUND_QUERIES) void queryClient.invalidateQueries({ queryKey });
    },
    onError: (error) => toastFailure(toast, adminFailure(error, 'Refund failed')),
    onSettled: () => setConfirming(false),
  });
  const reference = shownPaymentReference(payment.stripePaymentIntentId);

  if (payment.status !== 'completed') return null;
  if (!confirming)
    return (
      <button type="button" className="ck-button ck-button-small" onClick={() => setConfirming(true)} aria-label={`Refund payment ${reference}`}>
        Refund
      </button>
    );
  return (
    <span role="group" aria-label={`Confirm the refund of payment ${reference}`} style={{ display: 'inline-flex', gap: 4, alignItems: 'center', flexWrap: 'wrap' }}>
      <span>Refund {formatPrice(payment.amount)}?</span>
      <button type="button" className="ck-button ck-button-small ck-button-danger" disabled={refund.isPending} onClick={() => refund.mutate()}>
        {refund.isPending ? 'Refunding…' : 'Confirm refund'}
      </button>
      <button type="button" className="ck-button ck-button-small ck-button-text" disabled={refund.isPending} onClick={() => setConfirming(false)}>
        Cancel
      </button>
    </span>
  );
}
