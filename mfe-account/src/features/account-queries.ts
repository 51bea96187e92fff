// The page's reads: every tool's usage in one call (GET /api/usage), the payments and the payment stats.
import { useAuth } from '@careerkit/web/auth/session';
import { fetchAllUsage, fetchPayments, fetchPaymentStats } from '@careerkit/web/api/billing';
import { fetchCustomerNotices } from '@careerkit/web/api/account';
import { CACHE } from '@careerkit/web/api/query-client';
import { useQuery, useQueryClient } from '@tanstack/react-query';

export const useAllUsage = () => {
  const { user } = useAuth();
  return useQuery({ queryKey: ['/api/usage', '*', user?.id], queryFn: fetchAllUsage, enabled: Boolean(user), staleTime: CACHE.usage });
};

export const usePayments = () => {
  const { user } = useAuth();
  return useQuery({ queryKey: ['/api/user/payments', user?.id], queryFn: fetchPayments, enabled: Boolean(user) });
};

export const usePaymentStats = () => {
  const { user } = useAuth();
  return useQuery({ queryKey: ['/api/user/payment-stats', user?.id], queryFn: fetchPaymentStats, enabled: Boolean(user) });
};

/** Refunds and credits support made, as the customer's history tells them. */
export const useCustomerNotices = () => {
  const { user } = useAuth();
  return useQuery({ queryKey: ['/api/account/notices', user?.id], queryFn: fetchCustomerNotices, enabled: Boolean(user) });
};

/** After a purchase: the uses, the history and the totals are read again. */
export function useAfterPurchase() {
  const client = useQueryClient();
  return () =>
    Promise.all([
      client.invalidateQueries({ queryKey: ['/api/usage'] }),
      client.invalidateQueries({ queryKey: ['/api/user/payments'] }),
      client.invalidateQueries({ queryKey: ['/api/user/payment-stats'] }),
    ]);
}
