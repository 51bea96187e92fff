// The route map: every /api call, its owner, who may call it, and its schemas. The gateway builds its proxy table
// from it, services type their handlers from it, and the web client and Pact tests are typed from it.
import { z } from 'zod';
import * as account from './account';
import * as audit from './audit';
import * as auth from './auth';
import * as billing from './billing';
import * as notices from './notices';
import * as platform from './platform';
import * as refunds from './refunds';
import * as salary from './salary';
import * as tools from './tools';

export const SERVICES = ['identity', 'billing', 'tools', 'salary', 'platform'] as const;
export type ServiceName = (typeof SERVICES)[number];
export type Access = 'public' | 'user' | 'admin';
export type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
/**
 * Which rate-limit bucket the gateway applies besides the general one; 'webhook' is the provider's own bucket, in
 * place of the general one (its deliveries come from few addresses, in bursts).
 */
export type RateLimitClass = 'auth' | 'ai' | 'upload' | 'webhook';

export interface RouteDef<Body extends z.ZodType = z.ZodType, Res extends z.ZodType = z.ZodType> {
  method: Method;
  path: string;
  service: ServiceName;
  access: Access;
  /** The JSON body (POST/PUT); for GET routes, the query string. */
  request: Body;
  response: Res;
  /** Path parameters, when the path has any. */
  params?: z.ZodType;
  /** How the body arrives: JSON (default), multipart (file upload) or raw (signed webhook). */
  body?: 'json' | 'multipart' | 'raw';
  /** Largest body accepted, in bytes (default 1 MB). */
  maxBodyBytes?: number;
  rateLimit?: RateLimitClass;
}

const none = z.object({});
const route = <B extends z.ZodType, R extends z.ZodType>(def: RouteDef<B, R>) => def;
const tool = <B extends z.ZodType, R extends z.ZodType>(path: string, request: B, response: R) =>
  route({ method: 'POST', path, service: 'tools', access: 'user', request, response, rateLimit: 'ai' });

export const routes = {
  // identity
  register: route({ method: 'POST', path: '/api/auth/register', service: 'identity', access: 'public', request: auth.RegisterRequest, response: auth.AuthSuccess, rateLimit: 'auth' }),
  login: route({ method: 'POST', path: '/api/auth/login', service: 'identity', access: 'public', request: auth.LoginRequest, response: auth.AuthSuccess, rateLimit: 'auth' }),
  me: route({ method: 'GET', path: '/api/auth/me', service: 'identity', access: 'user', request: none, response: auth.MeResponse }),
  updateProfile: route({ method: 'PUT', path: '/api/auth/profile', service: 'identity', access: 'user', request: auth.ProfileUpdateRequest, response: auth.ProfileUpdateResponse }),
  forgotPassword: route({ method: 'POST', path: '/api/auth/forgot-password', service: 'identity', access: 'public', request: auth.ForgotPasswordRequest, response: auth.MessageResponse, rateLimit: 'auth' }),
  // Ends the presented token only (this device); a repeat of it at identity answers 200 again.
  signOut: route({ method: 'POST', path: '/api/auth/sign-out', service: 'identity', access: 'user', request: none, response: auth.MessageResponse }),
  signOutEverywhere: route({ method: 'POST', path: '/api/auth/sign-out-everywhere', service: 'identity', access: 'user', request: none, response: auth.MessageResponse }),
  resetPassword: route({ method: 'POST', path: '/api/auth/reset-password', service: 'identity', access: 'public', request: auth.ResetPasswordRequest, response: auth.MessageResponse, rateLimit: 'auth' }),
  exportAccount: route({ method: 'GET', path: '/api/account/export', service: 'identity', access: 'user', request: none, response: account.AccountExport }),
  deleteAccount: route({ method: 'POST', path: '/api/account/delete', service: 'identity', access: 'user', request: account.DeleteAccountRequest, response: auth.MessageResponse, rateLimit: 'auth' }),

  // billing
  toolConfigs: route({ method: 'GET', path: '/api/tool-configs', service: 'billing', access: 'public', request: none, response: billing.ToolConfigsResponse }),
  allUsage: route({ method: 'GET', path: '/api/usage', service: 'billing', access: 'user', request: none, response: billing.AllUsageResponse }),
  toolUsage: route({ method: 'GET', path: '/api/usage/:toolName', service: 'billing', access: 'user', request: z.object({ t: z.string().optional() }), params: billing.ToolParams, response: billing.ToolUsage }),
  toolLimit: route({ method: 'GET', path: '/api/user/limits/:toolName', service: 'billing', access: 'user', request: none, params: billing.ToolParams, response: billing.UsageLimitResponse }),
  createIntent: route({ method: 'POST', path: '/api/payments/create-intent', service: 'billing', access: 'user', request: billing.CreateIntentRequest, response: billing.CreateIntentResponse }),
  confirmPayment: route({ method: 'POST', path: '/api/payments/confirm', service: 'billing', access: 'user', request: billing.ConfirmPaymentRequest, response: billing.ConfirmPaymentResponse }),
  paymentConfig: route({ method: 'GET', path: '/api/payments/config', service: 'billing', access: 'public', request: none, response: billing.PaymentConfigResponse }),
  // Stripe's payment_intent events are a few kilobytes: 64 KB leaves room and stops a caller from buffering 1 MB a call.
  paymentWebhook: route({ method: 'POST', path: '/api/payments/webhook', service: 'billing', access: 'public', request: none, response: billing.WebhookResponse, body: 'raw', maxBodyBytes: 64 * 1024, rateLimit: 'webhook' }),
  payments: route({ method: 'GET', path: '/api/user/payments', service: 'billing', access: 'user', request: none, response: billing.PaymentsResponse }),
  paymentStats: route({ method: 'GET', path: '/api/user/payment-stats', service: 'billing', access: 'user', request: none, response: billing.PaymentStatsResponse }),

  // tools
  coverLetter: tool('/api/tools/cover-letter', tools.CoverLetterRequest, tools.CoverLetterResponse),
  linkedin: tool('/api/tools/linkedin', tools.LinkedInRequest, tools.LinkedInResponse),
  resumeScanner: tool('/api/tools/resume-scanner', tools.ResumeScannerRequest, tools.ResumeScannerResponse),
  resumeAnalysis: tool('/api/tools/resume-analysis', tools.ResumeAnalysisRequest, tools.ResumeAnalysisResponse),
  ghostJob: tool('/api/tools/ghost-job-detector', tools.GhostJobRequest, tools.GhostJobResponse),
  uploadResume: route({ method: 'POST', path: '/api/upload/resume', service: 'tools', access: 'user', request: tools.ResumeUploadRequest, response: tools.ResumeUploadResponse, body: 'multipart', maxBodyBytes: tools.MAX_UPLOAD_BYTES + 64 * 1024, rateLimit: 'upload' }),

  // salary
  salaryBenchmark: route({ method: 'POST', path: '/api/salary/benchmark', service: 'salary', access: 'user', request: salary.BenchmarkRequest, response: salary.BenchmarkResponse, rateLimit: 'ai' }),
  salaryNegotiate: route({ method: 'POST', path: '/api/salary/negotiate', service: 'salary', access: 'user', request: salary.NegotiateRequest, response: salary.NegotiateRouteResponse, rateLimit: 'ai' }),

  // platform
  systemConfig: route({ method: 'GET', path: '/api/system-config', service: 'platform', access: 'public', request: none, response: platform.SystemConfig }),
  customerNotices: route({ method: 'GET', path: '/api/account/notices', service: 'platform', access: 'user', request: none, response: notices.CustomerNoticesResponse }),
  contact: route({ method: 'POST', path: '/api/contact', service: 'platform', access: 'public', request: platform.ContactRequest, response: auth.MessageResponse, rateLimit: 'auth' }),
  adminStats: route({ method: 'GET', path: '/api/admin/stats', service: 'platform', access: 'admin', request: none, response: platform.AdminStats }),
  adminAnalytics: route({ method: 'GET', path: '/api/admin/analytics', service: 'platform', access: 'admin', request: platform.AdminAnalyticsQuery, response: platform.AdminAnalytics }),
  adminRuns: route({ method: 'GET', path: '/api/admin/runs', service: 'platform', access: 'admin', request: platform.AdminRunsQuery, response: platform.AdminRunsResponse }),
  adminUsers: route({ method: 'GET', path: '/api/admin/users', service: 'platform', access: 'admin', request: platform.AdminUsersQuery, response: platform.AdminUsersResponse }),
  adminUpdateUser: route({ method: 'PUT', path: '/api/admin/users/:id', service: 'platform', access: 'admin', request: platform.AdminUserUpdate, params: platform.AdminUserParams, response: platform.AdminUserRow }),
  adminResetUserData: route({ method: 'POST', path: '/api/admin/reset-user-data/:id', service: 'platform', access: 'admin', request: none, params: platform.AdminUserParams, response: platform.ResetTestDataResponse }),
  adminUserPayments: route({ method: 'GET', path: '/api/admin/users/:id/payments', service: 'platform', access: 'admin', request: none, params: platform.AdminUserParams, response: refunds.AdminUserPaymentsResponse }),
  adminRefundPayment: route({ method: 'POST', path: '/api/admin/payments/:id/refund', service: 'platform', access: 'admin', request: none, params: refunds.AdminPaymentParams, response: refunds.AdminRefundResponse }),
  adminCreditUser: route({ method: 'POST', path: '/api/admin/users/:id/credit', service: 'platform', access: 'admin', request: refunds.AdminCreditRequest, params: platform.AdminUserParams, response: refunds.AdminCreditResponse }),
  adminAuditLog: route({ method: 'GET', path: '/api/admin/audit-log', service: 'platform', access: 'admin', request: audit.AuditLogQuery, response: audit.AuditLogResponse }),
  adminResetTestData: route({ method: 'POST', path: '/api/admin/reset-test-data', service: 'platform', access: 'admin', request: none, response: platform.ResetTestDataResponse }),
  adminTools: route({ method: 'GET', path: '/api/admin/tools', service: 'platform', access: 'admin', request: none, response: platform.AdminToolsResponse }),
  adminUpdateTool: route({ method: 'PUT', path: '/api/admin/tools/:name', service: 'platform', access: 'admin', request: platform.AdminToolUpdate, params: platform.AdminToolParams, response: billing.ToolConfig }),
  adminConfig: route({ method: 'GET', path: '/api/admin/config', service: 'platform', access: 'admin', request: none, response: platform.SystemConfig }),
  adminUpdateConfig: route({ method: 'PUT', path: '/api/admin/config', service: 'platform', access: 'admin', request: platform.SystemConfigUpdate, response: platform.SystemConfig }),
  testAgentStatus: route({ method: 'GET', path: '/api/test-agent/status', service: 'platform', access: 'admin', request: none, response: platform.TestAgentStatus }),
  testAgentHealthCheck: route({ method: 'POST', path: '/api/test-agent/health-check', service: 'platform', access: 'admin', request: none, response: platform.HealthCheckResponse }),
  testAgentStartMonitoring: route({ method: 'POST', path: '/api/test-agent/start-monitoring', service: 'platform', access: 'admin', request: none, response: platform.TestAgentStatus }),
  testAgentStopMonitoring: route({ method: 'POST', path: '/api/test-agent/stop-monitoring', service: 'platform', access: 'admin', request: none, response: platform.TestAgentStatus }),
  testAgentFixSession: route({ method: 'POST', path: '/api/test-agent/fix-session', service: 'platform', access: 'admin', request: none, response: platform.FixSessionResponse }),
} as const;

export type RouteName = keyof typeof routes;
/** What a caller sends to a route (its request schema's input) and what the route answers (its response's output). */
export type RouteRequest<R extends RouteName> = z.input<(typeof routes)[R]['request']>;
export type RouteResponse<R extends RouteName> = z.output<(typeof routes)[R]['response']>;
export const DEFAULT_MAX_BODY_BYTES = 1024 * 1024;

export interface RouteMatch {
  name: RouteName;
  route: RouteDef;
  params: Record<string, string>;
}

const compiled = Object.entries(routes).map(([name, def]) => {
  const keys: string[] = [];
  const pattern = def.path.replace(/:([A-Za-z]+)/g, (_, key: string) => (keys.push(key), '([^/]+)'));
  return { name: name as RouteName, route: def as RouteDef, keys, regex: new RegExp(`^${pattern}/?$`) };
});

/** The route a request is for; `pathExists` tells 404 from 405 when the method is wrong. */
export function matchRoute(method: string, path: string): RouteMatch | { pathExists: boolean } {
  let pathExists = false;
  for (const { name, route: def, keys, regex } of compiled) {
    const m = regex.exec(path);
    if (!m) continue;
    pathExists = true;
    if (def.method !== method.toUpperCase()) continue;
    const params: Record<string, string> = {};
    try {
      keys.forEach((key, i) => {
        params[key] = decodeURIComponent(m[i + 1]);
      });
    } catch {
      return { pathExists: false }; // a malformed escape names no route
    }
    return { name, route: def, params };
  }
  return { pathExists };
}

/** Answers no cache may keep: one person's data (user and admin routes) or a session token (sign-up, sign-in). */
export function isPrivateAnswer(route: RouteDef): boolean {
  return route.access !== 'public' || (route.response instanceof z.ZodObject && 'token' in route.response.shape);
}
