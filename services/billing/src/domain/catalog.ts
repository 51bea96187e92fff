// The tool catalog: the spec's prices and quotas seeded once, then the operator's to edit (spec part 1 §9, part 2 §9).
import { BILLING_MESSAGES, type ToolConfig, type ToolKey, type ToolUpdate } from '@careerkit/contracts/billing';
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { AppError, notFound } from '@careerkit/service-kit/errors';
import type { z } from 'zod';
import type { CatalogRepository, ToolChanges, ToolRecord } from '../data/catalog';

type ToolView = z.infer<typeof ToolConfig>;

/** What billing seeds once: the spec's catalog (libs/contracts), every tool on. */
export const DEFAULT_TOOLS: ToolRecord[] = Object.entries(SPEC_CATALOG).map(([_id, tool]) => ({ _id, ...tool, isActive: true }));

export const toDollars = (cents: number) => cents / 100;
export const toCents = (dollars: number) => Math.round(dollars * 100);

export function toToolView(tool: ToolRecord): ToolView {
  return {
    name: tool._id as ToolKey,
    displayName: tool.displayName,
    description: tool.description ?? '',
    price: toDollars(tool.priceCents),
    freeLimit: tool.freeLimit,
    paidLimit: tool.paidLimit,
    isActive: tool.isActive !== false,
  };
}

export function catalog(tools: CatalogRepository) {
  return {
    seed: () => tools.insertMissing(DEFAULT_TOOLS),

    /** Every tool keyed by its name (GET /api/tool-configs). */
    async byName(): Promise<Record<string, ToolView>> {
      return Object.fromEntries((await tools.all()).map((tool) => [tool._id, toToolView(tool)]));
    },
    records: () => tools.all(),
    list: async () => ({ tools: (await tools.all()).map(toToolView) }),

    /** The tool's entry; unknown tools are refused by the contract's schema before this is reached. */
    async get(name: string): Promise<ToolRecord> {
      const tool = await tools.find(name);
      if (!tool) throw notFound();
      return tool;
    },

    /** A tool that may be run or bought. */
    async active(name: string): Promise<ToolRecord> {
      const tool = await this.get(name);
      if (tool.isActive === false) throw new AppError(403, 'tool_inactive', BILLING_MESSAGES.toolInactive);
      return tool;
    },

    async update(name: string, update: z.infer<typeof ToolUpdate>): Promise<ToolView> {
      const { price, ...rest } = update;
      const changes: ToolChanges = { ...rest, ...(price === undefined ? {} : { priceCents: toCents(price) }) };
      const updated = Object.keys(changes).length ? await tools.update(name, changes) : await tools.find(name);
      if (!updated) throw notFound();
      return toToolView(updated);
    },
  };
}
export type Catalog = ReturnType<typeof catalog>;
