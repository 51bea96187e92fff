// billing's /internal/usage routes: a run reserves one use, then commits it or refunds it.
import { ReserveUseResponse, SettleResponse, type ToolKey } from '@careerkit/contracts/billing';
import type { InternalClient } from '@careerkit/service-kit/internal';

export interface UseReservation {
  reservationId: string;
  /** A free use: the answer is a preview. */
  isPreview: boolean;
}

export function billingUsage(client: InternalClient) {
  return {
    /** 402 (the tool's message) when the user has no use left. */
    async reserve(userId: string, toolName: ToolKey): Promise<UseReservation> {
      const { reservationId, isPreview } = ReserveUseResponse.parse(await client.request('POST', '/internal/usage/reserve', { userId, toolName }));
      return { reservationId, isPreview };
    },
    async commit(reservationId: string): Promise<void> {
      SettleResponse.parse(await client.request('POST', '/internal/usage/commit', { reservationId }));
    },
    async refund(reservationId: string): Promise<void> {
      SettleResponse.parse(await client.request('POST', '/internal/usage/refund', { reservationId }));
    },
  };
}
export type BillingUsage = ReturnType<typeof billingUsage>;
