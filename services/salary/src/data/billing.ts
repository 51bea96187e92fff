// billing's /internal/usage routes: a run reserves one use, then commits it or refunds it.
import { ReserveUseResponse, SettleResponse, type ToolKey } from '@careerkit/contracts/billing';
import type { InternalClient } from '@careerkit/service-kit/internal';

export interface UseReservation {
  reservationId: string;
  /** A free use: the answer is a preview. */
  isPreview: boolean;
  /** When billing gives the use back by itself (epoch ms): a commit after it is refused. */
  expiresAt: number;
}

/** A burst of runs queues reserves in billing: a generous budget rather than 503s. Not retried (a repeat takes a second use). */
const RESERVE_BUDGET_MS = 15_000;
/** Commit and refund are answered the same when repeated, so they are retried (about 30 s of pauses at most). */
const SETTLE_ATTEMPTS = 8;

export interface BillingUsage {
  /** 402 (the tool's message) when the user has no use left. */
  reserve(userId: string, toolName: ToolKey): Promise<UseReservation>;
  /** Retried while billing is unreachable, never after `until`; a 409 (already refunded or expired) is final. */
  commit(reservationId: string, until: number): Promise<void>;
  refund(reservationId: string): Promise<void>;
}

export function billingUsage(client: InternalClient): BillingUsage {
  return {
    async reserve(userId, toolName) {
      const answer = await client.request('POST', '/internal/usage/reserve', { userId, toolName }, { timeoutMs: RESERVE_BUDGET_MS });
      const { reservationId, isPreview, expiresAt } = ReserveUseResponse.parse(answer);
      return { reservationId, isPreview, expiresAt: Date.parse(expiresAt) };
    },
    async commit(reservationId, until) {
      SettleResponse.parse(await client.request('POST', '/internal/usage/commit', { reservationId }, { retry: { attempts: SETTLE_ATTEMPTS, until } }));
    },
    async refund(reservationId) {
      SettleResponse.parse(await client.request('POST', '/internal/usage/refund', { reservationId }, { retry: { attempts: SETTLE_ATTEMPTS } }));
    },
  };
}
