// The operator's figures and actions (spec part 2 §2, §6, §7). Each owning service aggregates its own data behind its
// internal routes; platform joins the answers, and writes every change to the audit log.
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import { RECENT_RUNS_HOURS, type AdminAnalytics, type AdminPayment, type AdminRun, type AdminRunsQuery, type AdminStats, type AdminToolUpdate, type AdminUserRow } from '@careerkit/contracts/platform';
import type { ToolConfig } from '@careerkit/contracts/billing';
import { PAYMENT_REFERENCE_SEARCH, paymentSearchText } from '@careerkit/contracts/payment-reference';
import { runFailureReason } from '@careerkit/contracts/run-failures';
import { AppError, notFound } from '@careerkit/service-kit/errors';
import type { z } from 'zod';
import type { AuditLog } from '../data/audit-log';
import type { Services } from '../data/services';
import type { Operator } from './operator';

interface IdentityUser {
  id: string;
  email: string;
  username: string;
  fullName: string | null;
  company: string | null;
  jobTitle: string | null;
  profileCompleteness: string;
  isActive: boolean;
  createdAt: string;
}
interface BillingStats {
  totalRevenue: number;
  byTool: { toolName: string; revenue: number; payments: number }[];
  recentPayments: z.infer<typeof AdminPayment>[];
}
interface DailyRevenue {
  days: { day: string; toolName: string; revenue: number; payments: number }[];
}
interface RunCounts {
  byTool: { toolName: string; runs: number }[];
  days: { day: string; toolName: string; runs: number }[];
}
interface RecentOutcomes {
  byTool: { toolName: string; finished: number; failed: number }[];
}
type Tool = z.infer<typeof ToolConfig>;
type Run = z.infer<typeof AdminRun>;

/** The shortest start of an id the Runs filter takes as a short id (the admin area shows 8 characters). */
const SHORT_ID_MIN = 6;
/** How many accounts one Runs filter may name (a short id that starts more ids names the newest of them). */
const RUN_FILTER_USERS = 5;

/** A health check that does not answer in this time counts the service as down. */
const HEALTH_TIMEOUT_MS = 3_000;

const toRow = (user: IdentityUser, totals?: { totalSpent: number; toolsUsed: number }): z.infer<typeof AdminUserRow> => ({
  id: user.id,
  email: user.email,
  username: user.username,
  fullName: user.fullName,
  company: user.company,
  jobTitle: user.jobTitle,
  profileCompleteness: user.profileCompleteness,
  totalSpent: totals?.totalSpent ?? 0,
  toolsUsed: totals?.toolsUsed ?? 0,
  isActive: user.isActive,
  createdAt: user.createdAt,
});

const cents = (dollars: number) => Math.round(dollars * 100);
const dollars = (amountCents: number) => amountCents / 100;

export function admin(deps: { services: Services; audit: AuditLog; testEmailDomain: string }) {
  const { identity, billing } = deps.services;
  const runServices = deps.services.runHistories;

  async function rowsFor(users: IdentityUser[]) {
    if (!users.length) return [];
    const { totals } = await billing.request<{ totals: Record<string, { totalSpent: number; toolsUsed: number }> }>('POST', '/internal/admin/user-totals', {
      userIds: users.map((u) => u.id),
    });
    return users.map((u) => toRow(u, totals[u.id]));
  }

  async function findUser(id: string): Promise<IdentityUser> {
    const { users } = await identity.request<{ users: IdentityUser[] }>('POST', '/internal/users/by-ids', { ids: [id] });
    if (!users.length) throw notFound(PLATFORM_MESSAGES.userNotFound);
    return users[0];
  }

  /**
   * The accounts the Runs filter names: an e-mail (exactly, any case), a full id, or the short id the admin area shows
   * (the start of an id). At most RUN_FILTER_USERS of them; none when nobody matches.
   */
  async function usersNamed(text: string): Promise<string[]> {
    const wanted = text.trim().toLowerCase();
    const [{ users: exact }, { users: found }] = await Promise.all([
      text.trim().length <= 100 ? identity.request<{ users: IdentityUser[] }>('POST', '/internal/users/by-ids', { ids: [text.trim()] }) : { users: [] },
      identity.request<{ users: IdentityUser[] }>('GET', `/internal/users?${new URLSearchParams({ search: text.trim(), limit: '50' })}`),
    ]);
    if (exact.length) return [exact[0].id];
    const named = found.filter((u) => u.email.toLowerCase() === wanted || (wanted.length >= SHORT_ID_MIN && u.id.toLowerCase().startsWith(wanted)));
    return named.slice(0, RUN_FILTER_USERS).map((u) => u.id);
  }

  const record = (operator: Operator, action: string, target: string | null, before: unknown, after: unknown, about?: IdentityUser) =>
    deps.audit.record({ actorId: operator.userId, actorEmail: operator.email, action, target, ...(about ? { targetUserId: about.id, targetEmail: about.email } : {}), before, after });

  /**
   * Asks each service for its runs per tool (all time), or per day over `days`; the figures of one that is down count
   * as nothing rather than failing the whole dashboard.
   */
  const runCounts = (days?: number) =>
    Promise.all(
      runServices.map((s) => s.request<RunCounts>('GET', days ? `/internal/admin/runs?days=${days}` : '/internal/admin/runs').catch(() => ({ byTool: [], days: [] }) as RunCounts)),
    );

  /** Per tool, the runs that ended in the last 24 h and how many failed; a service that is down adds nothing. */
  const recentOutcomes = () =>
    Promise.all(
      runServices.map((s) => s.request<RecentOutcomes>('GET', `/internal/admin/run-outcomes?hours=${RECENT_RUNS_HOURS}`).catch(() => ({ byTool: [] }) as RecentOutcomes)),
    );

  const servicesHealth = () =>
    Promise.all(
      deps.services.deployed.map(async ({ name, client }) => ({
        name,
        up: await client.request('GET', '/healthz', undefined, { timeoutMs: HEALTH_TIMEOUT_MS }).then(
          () => true,
          () => false,
        ),
      })),
    );

  return {
    async stats(): Promise<z.infer<typeof AdminStats>> {
      const [counts, money, runs, outcomes, health] = await Promise.all([
        identity.request<{ total: number }>('GET', '/internal/users/counts'),
        billing.request<BillingStats>('GET', '/internal/admin/stats'),
        runCounts(),
        recentOutcomes(),
        servicesHealth(),
      ]);
      const perTool = new Map<string, { count: number; revenue: number; recentRuns: number; recentFailed: number }>();
      const tool = (name: string) => perTool.get(name) ?? perTool.set(name, { count: 0, revenue: 0, recentRuns: 0, recentFailed: 0 }).get(name)!;
      for (const { byTool } of runs) for (const t of byTool) tool(t.toolName).count += t.runs;
      for (const t of money.byTool) tool(t.toolName).revenue = t.revenue;
      for (const { byTool } of outcomes)
        for (const t of byTool) {
          tool(t.toolName).recentRuns += t.finished;
          tool(t.toolName).recentFailed += t.failed;
        }
      const usageStats = [...perTool]
        .map(([toolName, v]) => ({ toolName, ...v, failureRate: v.recentRuns ? v.recentFailed / v.recentRuns : 0 }))
        .sort((a, b) => b.revenue - a.revenue || b.count - a.count);
      const recentRuns = usageStats.reduce((sum, t) => sum + t.recentRuns, 0);
      const recentFailed = usageStats.reduce((sum, t) => sum + t.recentFailed, 0);
      // platform answering this request is itself up; the others answer their health check or count as down.
      const servicesUp = (health.filter((h) => h.up).length + 1) / (health.length + 1);
      const runsOk = recentRuns ? 1 - recentFailed / recentRuns : 1;
      return {
        totalRevenue: money.totalRevenue,
        totalUsers: counts.total,
        toolUsage: usageStats.reduce((sum, t) => sum + t.count, 0),
        usageStats,
        recentPayments: money.recentPayments,
        systemHealth: {
          percent: Math.round(servicesUp * runsOk * 1000) / 10,
          services: [{ name: 'platform', up: true }, ...health],
          recentRuns,
          recentFailed,
        },
      };
    },

    /** Runs from every service that keeps a history, newest first; a service that is down is missing from the list. */
    async runs(query: z.infer<typeof AdminRunsQuery>): Promise<{ runs: Run[] }> {
      const { user, ...rest } = query;
      const userIds = user ? await usersNamed(user) : [undefined];
      if (!userIds.length) return { runs: [] };
      const lists = await Promise.all(
        userIds.flatMap((id) => {
          const params = new URLSearchParams(Object.entries({ ...rest, user: id }).flatMap(([k, v]) => (v === undefined || v === '' ? [] : [[k, String(v)]])));
          return runServices.map((s) => s.request<{ runs: Run[] }>('GET', `/internal/admin/run-list?${params}`).catch(() => ({ runs: [] as Run[] })));
        }),
      );
      const runs = lists
        .flatMap((l) => l.runs)
        .sort((a, b) => b.createdAt.localeCompare(a.createdAt))
        .slice(0, query.limit);
      const ids = [...new Set(runs.map((r) => r.userId))];
      const { users } = ids.length ? await identity.request<{ users: IdentityUser[] }>('POST', '/internal/users/by-ids', { ids }) : { users: [] };
      const emails = new Map(users.map((u) => [u.id, u.email]));
      return {
        runs: runs.map((r) => ({ ...r, userEmail: emails.get(r.userId) ?? null, reason: r.errorClass ? runFailureReason(r.errorClass, r.id) : null })),
      };
    },

    async analytics(days: number): Promise<z.infer<typeof AdminAnalytics>> {
      const [money, runs] = await Promise.all([billing.request<DailyRevenue>('GET', `/internal/admin/daily?days=${days}`), runCounts(days)]);
      const byDay = new Map<string, { revenueCents: number; runs: number; payments: number }>();
      const start = new Date(Date.now() - (days - 1) * 86_400_000);
      for (let d = 0; d < days; d++) byDay.set(new Date(start.getTime() + d * 86_400_000).toISOString().slice(0, 10), { revenueCents: 0, runs: 0, payments: 0 });
      const byTool = new Map<string, { revenueCents: number; count: number }>();
      const tool = (name: string) => byTool.get(name) ?? byTool.set(name, { revenueCents: 0, count: 0 }).get(name)!;
      for (const row of money.days) {
        const day = byDay.get(row.day);
        if (day) {
          day.revenueCents += cents(row.revenue);
          day.payments += row.payments;
        }
        tool(row.toolName).revenueCents += cents(row.revenue);
      }
      for (const service of runs)
        for (const row of service.days) {
          const day = byDay.get(row.day);
          if (day) day.runs += row.runs;
          tool(row.toolName).count += row.runs;
        }
      return {
        days: [...byDay].map(([day, v]) => ({ day, revenue: dollars(v.revenueCents), runs: v.runs, payments: v.payments })),
        byTool: [...byTool].map(([toolName, v]) => ({ toolName, count: v.count, revenue: dollars(v.revenueCents) })).sort((a, b) => a.toolName.localeCompare(b.toolName)),
      };
    },

    /**
     * Users matching the search as an email, username or name (identity's search), as a user's full id, or as a
     * payment reference (the end of a PaymentIntent id as the customer sees it, with or without its ellipsis, any case),
     * a whole PaymentIntent id or a payment's own id.
     */
    async users(search: string | undefined) {
      const text = search?.trim() ?? '';
      const params = new URLSearchParams({ limit: '200', ...(text ? { search: text } : {}) });
      const byReference = async () => {
        const reference = paymentSearchText(text);
        if (!PAYMENT_REFERENCE_SEARCH.test(reference)) return [];
        const { payments } = await billing.request<{ payments: { userId: string }[] }>('GET', `/internal/admin/payments?${new URLSearchParams({ reference })}`);
        return payments.map((p) => p.userId);
      };
      const [{ users: found }, payers] = await Promise.all([identity.request<{ users: IdentityUser[] }>('GET', `/internal/users?${params}`), byReference()]);
      const ids = [...new Set([...(text && text.length <= 100 ? [text] : []), ...payers])].filter((id) => !found.some((u) => u.id === id));
      const byId = ids.length ? (await identity.request<{ users: IdentityUser[] }>('POST', '/internal/users/by-ids', { ids })).users : [];
      return { users: await rowsFor([...byId, ...found]) };
    },

    async setActive(operator: Operator, id: string, isActive: boolean) {
      const before = await findUser(id);
      if (id === operator.userId && !isActive) throw new AppError(409, 'conflict', 'You cannot deactivate your own account.');
      const { user } = await identity.request<{ user: IdentityUser }>('PUT', `/internal/users/${encodeURIComponent(id)}/active`, { isActive });
      await record(operator, isActive ? 'user.activate' : 'user.deactivate', id, { isActive: before.isActive }, { isActive: user.isActive }, before);
      return (await rowsFor([user]))[0];
    },

    /** Usage and run history go; the account and its payment records stay (accounting keeps them). */
    async resetUserData(operator: Operator, id: string) {
      const about = await findUser(id);
      const path = `/internal/admin/users/${encodeURIComponent(id)}/reset`;
      const results = await Promise.all([
        identity.request<{ deletedRecords: number }>('POST', `/internal/users/${encodeURIComponent(id)}/reset`),
        billing.request<{ deletedRecords: number }>('POST', path),
        ...runServices.map((s) => s.request<{ deletedRecords: number }>('POST', path)),
      ]);
      const deletedRecords = results.reduce((sum, r) => sum + r.deletedRecords, 0);
      await record(operator, 'user.reset-data', id, null, { deletedRecords }, about);
      return { deletedRecords };
    },

    /** Test accounts are those under the configured test email domain: their data and the accounts themselves go. */
    async resetTestData(operator: Operator) {
      const suffix = `@${deps.testEmailDomain}`;
      const { users } = await identity.request<{ users: IdentityUser[] }>('GET', `/internal/users?${new URLSearchParams({ search: suffix, limit: '500' })}`);
      const testUsers = users.filter((u) => u.email.toLowerCase().endsWith(suffix) && u.id !== operator.userId);
      let deletedRecords = 0;
      if (testUsers.length) {
        const userIds = testUsers.map((u) => u.id);
        const results = await Promise.all([billing, ...runServices].map((s) => s.request<{ deletedRecords: number }>('POST', '/internal/admin/purge-users', { userIds })));
        deletedRecords += results.reduce((sum, r) => sum + r.deletedRecords, 0);
        deletedRecords += (await identity.request<{ deletedRecords: number }>('POST', '/internal/users/purge', { userIds })).deletedRecords;
      }
      await record(operator, 'test-data.reset', deps.testEmailDomain, { accounts: testUsers.map((u) => u.email) }, { deletedRecords });
      return { deletedRecords };
    },

    tools: async () => billing.request<{ tools: Tool[] }>('GET', '/internal/tools'),

    async updateTool(operator: Operator, name: string, patch: z.infer<typeof AdminToolUpdate>) {
      const { tools: all } = await billing.request<{ tools: Tool[] }>('GET', '/internal/tools');
      const before = all.find((t) => t.name === name);
      if (!before) throw notFound(PLATFORM_MESSAGES.toolNotFound);
      const after = await billing.request<Tool>('PUT', `/internal/tools/${encodeURIComponent(name)}`, patch);
      const changed = Object.keys(patch).filter((k) => patch[k as keyof typeof patch] !== undefined) as (keyof Tool)[];
      await record(operator, 'tool.update', name, Object.fromEntries(changed.map((k) => [k, before[k]])), Object.fromEntries(changed.map((k) => [k, after[k]])));
      return after;
    },
  };
}
export type Admin = ReturnType<typeof admin>;
