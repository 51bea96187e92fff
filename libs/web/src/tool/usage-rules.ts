// Who may run a tool and how many uses are left (spec part 1 §4 'Access to a tool', §9 low-usage warning).
// Plain functions without React, so the rules can be tested in node and shared by every tool page.

/** A tool's usage as the server sends it: like ToolUsage (contracts/billing), but read leniently (part 1 §3). */
export interface UsageInfo {
  used: number;
  /** A number, a numeric string ('5'), or a string meaning unlimited ('unlimited'). */
  limit: number | string;
  hasPayment: boolean;
  /** 'paid', 'free_preview' or something else. */
  source: string;
}

/** The usage indicator's states, in the order they win (part 1 §4 'Usage banner'). */
export type UsageMeterState = 'limit-reached' | 'running-low' | 'paid' | 'free-preview';

/** The limit as a number; Infinity when unlimited. Any string that is not a whole number means unlimited (§3). */
export function usageLimit(usage: UsageInfo): number {
  if (typeof usage.limit === 'number') return usage.limit;
  const text = usage.limit.trim();
  return /^\d+$/.test(text) ? Number(text) : Infinity;
}

/** Uses left before the limit, never below 0; Infinity when the limit is unlimited. */
export function remainingUses(usage: UsageInfo): number {
  return Math.max(0, usageLimit(usage) - usage.used);
}

export const isPaid = (usage: UsageInfo): boolean => usage.source === 'paid' || usage.hasPayment;

/** Access when paid (source 'paid' or hasPayment), else while used is below the limit. */
export function hasAccess(usage: UsageInfo): boolean {
  return isPaid(usage) || usage.used < usageLimit(usage);
}

/** Warn at exactly one use left (§9). */
export const LOW_USAGE_AT = 1;

/**
 * One use left, once some were spent: a tool whose only free use is still untouched is not "running low" (users read
 * the warning as "you have been using this up").
 */
export const isRunningLow = (usage: UsageInfo): boolean => remainingUses(usage) === LOW_USAGE_AT && usage.used > 0;

export function usageMeterState(usage: UsageInfo): UsageMeterState {
  if (remainingUses(usage) === 0) return 'limit-reached';
  if (isRunningLow(usage)) return 'running-low';
  return isPaid(usage) ? 'paid' : 'free-preview';
}
