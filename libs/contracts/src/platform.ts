// Site config, contact, admin and the test agent (spec part 2 §3, §5, §7). The platform issue refines these.
import { z } from 'zod';
import { CurrentUser } from './auth';
import { PaymentItem, ToolConfig } from './billing';
import { TOOL_KEYS } from './catalog';
import { email, isoDate } from './fields';

export const SystemConfig = z.object({
  siteName: z.string(),
  maintenanceMode: z.boolean(),
  allowRegistrations: z.boolean(),
  emailNotifications: z.boolean(),
  announcementActive: z.boolean(),
  announcementText: z.string(),
});
/** The site before an operator changes anything: open to registrations, no maintenance, no announcement. */
export const SYSTEM_CONFIG_DEFAULTS: z.infer<typeof SystemConfig> = {
  siteName: 'CareerKit',
  maintenanceMode: false,
  allowRegistrations: true,
  emailNotifications: true,
  announcementActive: false,
  announcementText: '',
};
export const SystemConfigUpdate = SystemConfig.partial().extend({
  siteName: z.string().trim().min(1).max(100).optional(),
  announcementText: z.string().trim().max(500).optional(),
});

export const CONTACT_CATEGORIES = ['technical', 'billing', 'account', 'feature', 'general'] as const;
export const ContactRequest = z.object({
  name: z.string({ error: 'Name must be at least 2 characters' }).trim().min(2, 'Name must be at least 2 characters').max(100),
  email,
  subject: z.string({ error: 'Subject must be at least 5 characters' }).trim().min(5, 'Subject must be at least 5 characters').max(200),
  category: z.enum(CONTACT_CATEGORIES, { error: 'Please select a category' }),
  message: z.string({ error: 'Message must be at least 10 characters' }).trim().min(10, 'Message must be at least 10 characters').max(5_000),
});

/** One tool's runs (from the tools and salary services) and revenue (from billing's completed payments). */
export const ToolUsageStat = z.object({ toolName: z.string(), count: z.number().int(), revenue: z.number() });
export const AdminPayment = PaymentItem.extend({ userId: z.string() });
/** The window of the dashboard's failure rates and of System Health. */
export const RECENT_RUNS_HOURS = 24;
/** A tool on the dashboard: its completed runs and revenue, and of its runs over the last 24 h how many failed. */
export const DashboardToolStat = ToolUsageStat.extend({
  recentRuns: z.number().int(),
  recentFailed: z.number().int(),
  /** recentFailed / recentRuns, 0..1 (0 when the tool finished no run in the window). */
  failureRate: z.number().min(0).max(1),
});
/**
 * System Health: the share of services whose health check answers, times the share of recent runs that did not fail,
 * as a percent (100 when every service is up and no run failed in the last 24 h).
 */
export const SystemHealth = z.object({
  percent: z.number().min(0).max(100),
  services: z.array(z.object({ name: z.string(), up: z.boolean() })),
  recentRuns: z.number().int(),
  recentFailed: z.number().int(),
});
export const AdminStats = z.object({
  /** Dollars from completed payments. */
  totalRevenue: z.number(),
  totalUsers: z.number().int(),
  /** Tool runs, every tool together. */
  toolUsage: z.number().int(),
  usageStats: z.array(DashboardToolStat),
  recentPayments: z.array(AdminPayment),
  systemHealth: SystemHealth,
});

/** How a run ended: the Runs view shows failures unless asked for another outcome. */
export const RUN_OUTCOMES = ['failed', 'completed', 'pending', 'no_match'] as const;
export const AdminRunsQuery = z.object({
  tool: z.string().trim().max(100).optional(),
  outcome: z.enum(RUN_OUTCOMES, { error: `outcome must be one of ${RUN_OUTCOMES.join(', ')}` }).default('failed'),
  /** The user: their e-mail, their full id, or the short id the admin area shows (the id's first 8 characters). */
  user: z.string().trim().max(200).optional(),
  /** Runs started at or after / before these instants. */
  since: z.iso.datetime({ offset: true, error: 'since must be an ISO 8601 date-time' }).optional(),
  until: z.iso.datetime({ offset: true, error: 'until must be an ISO 8601 date-time' }).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
export const AdminRun = z.object({
  id: z.string(),
  toolName: z.string(),
  userId: z.string(),
  outcome: z.string(),
  /** Why a failed run failed: the engine's failure kind (timeout, upstream, invalid_output), unsettled or internal. */
  errorClass: z.string().nullable(),
  /** The same in words (run-failures.ts), with the log reference of our own errors. */
  reason: z.string().nullable().optional(),
  /** The user's e-mail now (null when the account is gone). */
  userEmail: z.string().nullable().optional(),
  isPreview: z.boolean().nullable(),
  engine: z.string().nullable(),
  createdAt: isoDate,
});
export const AdminRunsResponse = z.object({ runs: z.array(AdminRun) });
/** Analytics (the spec leaves it open): revenue and runs per day and per tool over the last `days` days. */
export const AdminAnalyticsQuery = z.object({ days: z.coerce.number().int().min(1).max(365).default(30) });
export const AdminAnalytics = z.object({
  days: z.array(z.object({ day: z.string(), revenue: z.number(), runs: z.number().int(), payments: z.number().int() })),
  byTool: z.array(ToolUsageStat),
});
export const AdminUserRow = CurrentUser.pick({ id: true, email: true, username: true, fullName: true, company: true, jobTitle: true, profileCompleteness: true }).extend({
  totalSpent: z.number(),
  toolsUsed: z.number().int(),
  isActive: z.boolean(),
  createdAt: isoDate,
});
export const AdminUsersQuery = z.object({ search: z.string().max(200).optional() });
export const AdminUsersResponse = z.object({ users: z.array(AdminUserRow) });
export const AdminUserParams = z.object({ id: z.string().min(1).max(100) });
export const AdminUserUpdate = z.object({ isActive: z.boolean({ error: 'isActive must be true or false' }) });
export const AdminToolParams = z.object({ name: z.string().min(1).max(100) });
export const AdminToolUpdate = ToolConfig.pick({ displayName: true, description: true, price: true, freeLimit: true, paidLimit: true, isActive: true })
  .partial()
  .extend({
    price: z.number().min(0).max(1000).optional(),
    freeLimit: z.number().int().min(0).max(1000).optional(),
    paidLimit: z.number().int().min(0).max(10_000).optional(),
  });
export const AdminToolsResponse = z.object({ tools: z.array(ToolConfig) });
export const ResetTestDataResponse = z.object({ deletedRecords: z.number().int() });

/** The tools the test agent exercises (spec part 2 §9): every tool the product sells. */
export const MONITORED_TOOLS = TOOL_KEYS;
export const TEST_AGENT_MODES = ['idle', 'health-check', 'monitoring', 'fixing'] as const;
export const HEALTH_LEVELS = ['excellent', 'good', 'fair', 'poor'] as const;
export const ToolHealth = z.object({
  working: z.boolean(),
  /** Milliseconds. */
  responseTime: z.number().nullable(),
  error: z.string().nullable(),
  issues: z.array(z.string()),
});
export const TestAgentStatus = z.object({
  mode: z.enum(TEST_AGENT_MODES),
  monitoring: z.boolean(),
  overall: z.enum(HEALTH_LEVELS).nullable(),
  tools: z.record(z.string(), ToolHealth),
  fixes: z.array(z.string()),
  lastCheck: isoDate.nullable(),
  /** The last 50 entries, newest last. */
  logs: z.array(z.string()),
});
export const HealthCheckResponse = z.object({
  overall: z.enum(HEALTH_LEVELS),
  workingTools: z.number().int(),
  totalTools: z.number().int(),
  tools: z.record(z.string(), ToolHealth),
  issues: z.array(z.string()),
  fixes: z.array(z.string()),
  logs: z.array(z.string()),
  lastCheck: isoDate,
});
export const FixSessionResponse = z.object({ fixesApplied: z.number().int(), fixes: z.array(z.string()) });
