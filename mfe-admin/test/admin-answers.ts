// What platform answers, shaped by the route map's schemas (a test answer that drifts from the contract fails here).
import { USER } from '../../libs/web/test/support/api-server';
import { SYSTEM_CONFIG_DEFAULTS } from '@careerkit/contracts/platform';
import { routes } from '@careerkit/contracts/routes';
import type { z } from 'zod';

type Answer<R extends keyof typeof routes> = z.input<(typeof routes)[R]['response']>;
const parse = <R extends keyof typeof routes>(route: R, body: Answer<R>) => routes[route].response.parse(body) as Answer<R>;

export const OPERATOR = { ...USER, id: 'admin-0001', email: 'admin@careerkit.local', username: 'admin', role: 'admin' as const };

export const STATS = parse('adminStats', {
  totalRevenue: 1234.5,
  totalUsers: 42,
  toolUsage: 310,
  usageStats: [
    { toolName: 'resume-analysis', count: 120, revenue: 899.1, recentRuns: 4, recentFailed: 1, failureRate: 0.25 },
    { toolName: 'cover-letter-writer', count: 90, revenue: 35.64, recentRuns: 0, recentFailed: 0, failureRate: 0 },
  ],
  systemHealth: {
    percent: 78.1,
    services: [
      { name: 'platform', up: true },
      { name: 'identity', up: true },
      { name: 'billing', up: true },
      { name: 'tools', up: true },
      { name: 'salary', up: false },
    ],
    recentRuns: 4,
    recentFailed: 1,
  },
  recentPayments: [
    { id: 'pay-1234567890', userId: 'user-abcdefghij', toolName: 'resume-analysis', amount: 9.99, status: 'completed', createdAt: '2026-11-20T10:00:00.000Z', stripePaymentIntentId: 'pi_3QxYzAbCdEfGhIjK7a9Q2wLm' },
    { id: 'pay-failed-xyz', userId: 'user-zzzzzzzzzz', toolName: 'resume-scanner', amount: 4.99, status: 'failed', createdAt: '2026-11-19T10:00:00.000Z', stripePaymentIntentId: 'pi_3QxYzAbCdEfGhIjK4f5R8tUv' },
  ],
});

export const row = (over: Partial<Answer<'adminUpdateUser'>> = {}) =>
  parse('adminUpdateUser', {
    id: '0123456789abcdef',
    email: 'grace@example.com',
    username: 'grace',
    fullName: 'Grace Hopper',
    company: null,
    jobTitle: null,
    profileCompleteness: '20',
    totalSpent: 4.99,
    toolsUsed: 2,
    isActive: true,
    createdAt: '2026-01-02T03:04:05.000Z',
    ...over,
  });

export const TOOLS = parse('adminTools', {
  tools: [
    { name: 'resume-scanner', displayName: 'Resume Scanner', description: 'Scan', price: 4.99, freeLimit: 1, paidLimit: 8, isActive: true },
    { name: 'cover-letter-writer', displayName: 'Cover Letter Writer', description: 'Write', price: 0.99, freeLimit: 1, paidLimit: 5, isActive: true },
  ],
});

/** The site before an operator changes anything. */
export const CONFIG = parse('adminConfig', SYSTEM_CONFIG_DEFAULTS);

export const IDLE_AGENT = parse('testAgentStatus', { mode: 'idle', monitoring: false, overall: null, tools: {}, fixes: [], lastCheck: null, logs: [] });

const tool = (working: boolean, responseTime: number, error: string | null = null, issues: string[] = []) => ({ working, responseTime, error, issues });
export const HEALTH = parse('testAgentHealthCheck', {
  overall: 'fair',
  workingTools: 2,
  totalTools: 3,
  tools: {
    'salary-benchmark': tool(true, 120),
    'salary-negotiation': tool(true, 340),
    'cover-letter-writer': tool(false, 5, 'Service is temporarily unavailable. Please try again later.', ['cover-letter-writer did not answer']),
  },
  issues: ['cover-letter-writer: cover-letter-writer did not answer'],
  fixes: [],
  logs: ['[2026-11-23T10:00:00.000Z] Health check finished: 2/3 working, fair'],
  lastCheck: '2026-11-23T10:00:00.000Z',
});

export const ANALYTICS = parse('adminAnalytics', {
  days: Array.from({ length: 30 }, (_, i) => ({ day: `2026-11-${String(i + 1).padStart(2, '0')}`, revenue: i % 3 === 0 ? 9.99 : 0, runs: i, payments: i % 3 === 0 ? 1 : 0 })),
  byTool: [
    { toolName: 'resume-analysis', count: 12, revenue: 99.9 },
    { toolName: 'cover-letter-writer', count: 30, revenue: 5.94 },
  ],
});

export const USER_PAYMENTS = parse('adminUserPayments', {
  payments: [
    { id: 'pay-grace-0001', userId: '0123456789abcdef', toolName: 'resume-scanner', amount: 4.99, status: 'completed', createdAt: '2026-11-21T10:00:00.000Z', stripePaymentIntentId: 'pi_3QgRaCe00Gr4c3P01' },
    { id: 'pay-grace-0000', userId: '0123456789abcdef', toolName: 'resume-scanner', amount: 4.99, status: 'refunded', createdAt: '2026-11-01T10:00:00.000Z', stripePaymentIntentId: 'pi_3QgRaCe00Gr4c3P00' },
  ],
});

export const TOOL_CONFIGS = parse('toolConfigs', Object.fromEntries(TOOLS.tools.map((tool) => [tool.name, tool])));

export const AUDIT_PAGE = parse('adminAuditLog', {
  entries: [
    {
      id: 'audit-2',
      actorId: OPERATOR.id,
      actorEmail: OPERATOR.email,
      action: 'payment.refund',
      target: 'pay-1234567890',
      targetUserId: '0123456789abcdef',
      targetEmail: 'grace@example.com',
      before: { status: 'completed', amount: 9.99, toolName: 'resume-analysis', userId: '0123456789abcdef', stripePaymentIntentId: 'pi_3QxYzAbCdEfGhIjK7a9Q2wLm' },
      after: { status: 'refunded', usesWithdrawn: 10 },
      at: '2026-11-23T11:00:00.000Z',
    },
    {
      id: 'audit-3',
      actorId: OPERATOR.id,
      actorEmail: OPERATOR.email,
      action: 'user.credit',
      target: '0123456789abcdef',
      targetUserId: '0123456789abcdef',
      targetEmail: 'grace@example.com',
      before: { toolName: 'resume-scanner', limit: 1, used: 1 },
      after: { toolName: 'resume-scanner', limit: 3, used: 1, usesGranted: 2, reason: 'Support ticket 4411' },
      at: '2026-11-23T10:30:00.000Z',
    },
    { id: 'audit-1', actorId: OPERATOR.id, actorEmail: OPERATOR.email, action: 'tool.update', target: 'resume-scanner', before: { price: 4.99 }, after: { price: 5.49 }, at: '2026-11-23T10:00:00.000Z' },
  ],
  total: 27,
  page: 1,
  pageSize: 25,
});

export const FAILED_RUNS = parse('adminRuns', {
  runs: [
    {
      id: 'run-1',
      toolName: 'ghost-job-detector',
      userId: '6650f0c2a1b2c3d4e5f60718',
      outcome: 'failed',
      errorClass: 'timeout',
      reason: 'Timed out: the AI engine did not answer in time',
      userEmail: 'grace@example.com',
      isPreview: true,
      engine: 'local',
      createdAt: '2026-11-20T10:00:00.000Z',
    },
    {
      // From a platform that words no reason yet: the page words the class itself.
      id: 'run-2',
      toolName: 'salary-negotiation',
      userId: '6650f0c2a1b2c3d4e5f60718',
      outcome: 'failed',
      errorClass: 'internal',
      isPreview: false,
      engine: 'local',
      createdAt: '2026-11-20T09:00:00.000Z',
    },
  ],
});
