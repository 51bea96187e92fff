// billing's use meter over its internal routes: reserve one use before a run, then commit it or refund it.
import type { InternalToolsResponse, ReserveUseResponse, ToolKey } from '@careerkit/contracts/billing';
import { internalClient } from '@careerkit/service-kit/internal';
import type { z } from 'zod';

export type Reservation = z.infer<typeof ReserveUseResponse>;

export interface UseMeter {
  /** One use for a run; a 402 AppError (the tool's message, usageInfo on `extra`) when none is left. */
  reserve(userId: string, toolName: ToolKey): Promise<Reservation>;
  /**
   * The run was delivered: the use stays spent. Retried while billing is unreachable, never after `until` (the
   * reservation's end: billing refuses a later commit). A 409 (already refunded or expired) is final.
   */
  commit(reservationId: string, until: number): Promise<void>;
  /** The run failed: the use goes back. Retried while billing is unreachable; an expiry gives it back anyway. */
  refund(reservationId: string): Promise<void>;
  /** The uses one purchase of the tool grants (the catalog's paidLimit). */
  paidLimit(toolName: ToolKey): Promise<number | undefined>;
}

/** The catalog changes rarely (an operator's edit): its paid limits are read at most this often. */
const CATALOG_TTL_MS = 5 * 60 * 1000;
/**
 * A reserve is one atomic update in billing, but a burst of one user's runs queues them there: a generous budget
 * rather than a 503 storm. It is not retried (a repeat would take a second use).
 */
const RESERVE_BUDGET_MS = 15_000;
/** Commit and refund are answered the same when repeated, so they are retried (about 30 s of pauses at most). */
const SETTLE_ATTEMPTS = 8;

export function billingUseMeter(billingUrl: string, internalKey: string): UseMeter {
  const billing = internalClient(billingUrl, internalKey);
  let catalog: { at: number; paidLimits: Map<string, number> } | undefined;
  return {
    reserve: (userId, toolName) => billing.request<Reservation>('POST', '/internal/usage/reserve', { userId, toolName }, { timeoutMs: RESERVE_BUDGET_MS }),
    commit: async (reservationId, until) => {
      await billing.request('POST', '/internal/usage/commit', { reservationId }, { retry: { attempts: SETTLE_ATTEMPTS, until } });
    },
    refund: async (reservationId) => {
      await billing.request('POST', '/internal/usage/refund', { reservationId }, { retry: { attempts: SETTLE_ATTEMPTS } });
    },
    async paidLimit(toolName) {
      if (!catalog || Date.now() - catalog.at > CATALOG_TTL_MS) {
        const { tools } = await billing.request<z.infer<typeof InternalToolsResponse>>('GET', '/internal/tools');
        catalog = { at: Date.now(), paidLimits: new Map(tools.map((tool) => [tool.name, tool.paidLimit])) };
      }
      return catalog.paidLimits.get(toolName);
    },
  };
}
