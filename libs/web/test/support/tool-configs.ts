// What billing answers in the page tests: the catalog (GET /api/tool-configs) at the spec's prices and limits, and a
// tool's usage (GET /api/usage).
import type { ToolKey } from '@careerkit/contracts/billing';
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';

/** GET /api/tool-configs for the named tools; each description is its display name. */
export function toolConfigs<K extends ToolKey>(...names: K[]) {
  return Object.fromEntries(
    names.map((name) => {
      const tool = SPEC_CATALOG[name];
      return [name, { name, displayName: tool.displayName, description: tool.displayName, price: tool.priceCents / 100, freeLimit: tool.freeLimit, paidLimit: tool.paidLimit, isActive: true }];
    }),
  ) as Record<K, { name: K; displayName: string; description: string; price: number; freeLimit: number; paidLimit: number; isActive: boolean }>;
}

/** A tool's usage on its free preview, and after a purchase. */
export const freeUsage = (limit: number, used = 0) => ({ used, limit, hasPayment: false, source: 'free_preview' });
export const paidUsage = (limit: number, used = 0) => ({ used, limit, hasPayment: true, source: 'paid' });
