// billing's use meter over its internal routes: reserve one use before a run, then commit it or refund it.
import type { InternalToolsResponse, ReserveUseResponse, ToolKey } from '@careerkit/contracts/billing';
import { internalClient } from '@careerkit/service-kit/internal';
import type { z } from 'zod';

export type Reservation = z.infer<typeof ReserveUseResponse>;

export interface UseMeter {
  /** One use for a run; a 402 AppError (the tool's message, usageInfo on `extra`) when none is left. */
  reserve(userId: string, toolName: ToolKey): Promise<Reservation>;
  commit(reservationId: string): Promise<void>;
  refund(reservationId: string): Promise<void>;
  /** The uses one purchase of the tool grants (the catalog's paidLimit). */
  paidLimit(toolName: ToolKey): Promise<number | undefined>;
}

/** The catalog changes rarely (an operator's edit): its paid limits are read at most this often. */
const CATALOG_TTL_MS = 5 * 60 * 1000;

export function billingUseMeter(billingUrl: string, internalKey: string): UseMeter {
  const billing = internalClient(billingUrl, internalKey);
  let catalog: { at: number; paidLimits: Map<string, number> } | undefined;
  return {
    reserve: (userId, toolName) => billing.request<Reservation>('POST', '/internal/usage/reserve', { userId, toolName }),
    commit: async (reservationId) => {
      await billing.request('POST', '/internal/usage/commit', { reservationId });
    },
    refund: async (reservationId) => {
      await billing.request('POST', '/internal/usage/refund', { reservationId });
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
