// The tool catalog: the spec's prices and quotas seeded once, then the operator's to edit (spec part 1 §9, part 2 §9).
import { BILLING_MESSAGES, type ToolConfig, type ToolKey, type ToolUpdate } from '@careerkit/contracts/billing';
import { AppError, notFound } from '@careerkit/service-kit/errors';
import type { z } from 'zod';
import type { CatalogRepository, ToolChanges, ToolRecord } from '../data/catalog';

type ToolView = z.infer<typeof ToolConfig>;

/** The spec's catalog (part 1 §9, part 2 §9); the salary tools take the upgrade dialog's two prices. */
export const DEFAULT_TOOLS: ToolRecord[] = [
  {
    _id: 'cover-letter-writer',
    displayName: 'Cover Letter Writer',
    description: 'Tailored cover letters in five modes: standard, quick, detailed, career change and template.',
    priceCents: 99,
    freeLimit: 1,
    paidLimit: 5,
    isActive: true,
  },
  {
    _id: 'linkedin-optimizer',
    displayName: 'LinkedIn Optimizer',
    description: 'A headline, summary, achievements and hashtags tuned to the role you want.',
    priceCents: 99,
    freeLimit: 1,
    paidLimit: 5,
    isActive: true,
  },
  {
    _id: 'resume-scanner',
    displayName: 'Resume Scanner',
    description: 'ATS compatibility and resume scores with strengths, keywords and recommendations.',
    priceCents: 499,
    freeLimit: 1,
    paidLimit: 8,
    isActive: true,
  },
  {
    _id: 'resume-analysis',
    displayName: 'AI Resume Analysis',
    description: "An 8-point hiring evaluation of your resume, written from a hiring manager's viewpoint.",
    priceCents: 999,
    freeLimit: 2,
    paidLimit: 10,
    isActive: true,
  },
  {
    _id: 'ghost-job-detector',
    displayName: 'Ghost Job Detector',
    description: 'Tells real job postings from ghost jobs, with red flags and legitimacy indicators.',
    priceCents: 299,
    freeLimit: 3,
    paidLimit: 15,
    isActive: true,
  },
  {
    _id: 'salary-benchmark',
    displayName: 'Salary Benchmarker',
    description: 'Market salary percentiles (25th, 50th and 75th) for your role, location and experience.',
    priceCents: 399,
    freeLimit: 1,
    paidLimit: 5,
    isActive: true,
  },
  {
    _id: 'salary-negotiation',
    displayName: 'Salary Negotiator',
    description: 'A negotiation strategy with an email script and a call talk track, built on market data.',
    priceCents: 799,
    freeLimit: 1,
    paidLimit: 5,
    isActive: true,
  },
];

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
