// platform's calls from the browser (spec part 2 §7): the operator's admin and test-agent calls, and contact. The admin
// area and the Pact consumer both call these, so the pact pins what the product really sends.
// Paths are written out and the route map imported for its types only, as billing-api does: its schemas would bring
// zod into the page. The Pact consumer takes method and path from the route map, so a path out of step fails there.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

export type AdminStats = Answer<'adminStats'>;
export type AdminAnalytics = Answer<'adminAnalytics'>;
export type AdminUser = Answer<'adminUpdateUser'>;
export type AdminRun = Answer<'adminRuns'>['runs'][number];
export type RunFilters = { tool?: string; outcome?: string; user?: string; since?: string };
export type AdminTool = Answer<'adminUpdateTool'>;
export type SystemConfig = Answer<'adminConfig'>;
export type TestAgentStatus = Answer<'testAgentStatus'>;
export type HealthCheck = Answer<'testAgentHealthCheck'>;
export type ToolUpdate = Sent<'adminUpdateTool'>;
export type AdminPayment = Answer<'adminUserPayments'>['payments'][number];
export type Refund = Answer<'adminRefundPayment'>;
export type Credit = Sent<'adminCreditUser'>;
export type AuditLogPage = Answer<'adminAuditLog'>;
export type AuditEntry = AuditLogPage['entries'][number];
export type AuditLogFilter = Sent<'adminAuditLog'>;
export type ConfigUpdate = Sent<'adminUpdateConfig'>;
export type ContactMessage = Sent<'contact'>;

const id = (value: string) => encodeURIComponent(value);

export const fetchSystemConfig = () => apiRequest<Answer<'systemConfig'>>('/api/system-config');
export const fetchAdminStats = () => apiRequest<AdminStats>('/api/admin/stats');
export const fetchAdminAnalytics = (days = 30) => apiRequest<AdminAnalytics>(`/api/admin/analytics?days=${days}`);
/** The Runs view: failures by default; tool, outcome, user id and a start time narrow it. */
export const fetchAdminRuns = (filters: RunFilters = {}) => {
  const query = new URLSearchParams(Object.entries(filters).filter((entry): entry is [string, string] => Boolean(entry[1]?.trim())));
  return apiRequest<Answer<'adminRuns'>>(query.size ? `/api/admin/runs?${query}` : '/api/admin/runs');
};
export const fetchAdminUsers = (search = '') =>
  apiRequest<Answer<'adminUsers'>>(search.trim() ? `/api/admin/users?search=${encodeURIComponent(search.trim())}` : '/api/admin/users');
export const setUserActive = (userId: string, isActive: boolean) =>
  apiRequest<AdminUser>(`/api/admin/users/${id(userId)}`, { method: 'PUT', body: { isActive } satisfies Sent<'adminUpdateUser'> });
export const resetUserData = (userId: string) => apiRequest<Answer<'adminResetUserData'>>(`/api/admin/reset-user-data/${id(userId)}`, { method: 'POST' });
export const resetTestData = () => apiRequest<Answer<'adminResetTestData'>>('/api/admin/reset-test-data', { method: 'POST' });
export const fetchUserPayments = (userId: string) => apiRequest<Answer<'adminUserPayments'>>(`/api/admin/users/${id(userId)}/payments`);
/** No body: the amount refunded is always the payment's own, decided by billing. */
export const refundPayment = (paymentId: string) => apiRequest<Refund>(`/api/admin/payments/${id(paymentId)}/refund`, { method: 'POST' });
export const creditUser = (userId: string, credit: Credit) => apiRequest<Answer<'adminCreditUser'>>(`/api/admin/users/${id(userId)}/credit`, { method: 'POST', body: credit });
export function fetchAuditLog(filter: AuditLogFilter = {}) {
  const query = new URLSearchParams(Object.entries(filter).flatMap(([key, value]) => (value === undefined || value === '' ? [] : [[key, String(value)]])));
  return apiRequest<AuditLogPage>(query.size ? `/api/admin/audit-log?${query}` : '/api/admin/audit-log');
}
export const fetchAdminTools = () => apiRequest<Answer<'adminTools'>>('/api/admin/tools');
export const updateTool = (name: string, update: ToolUpdate) => apiRequest<AdminTool>(`/api/admin/tools/${id(name)}`, { method: 'PUT', body: update });
export const fetchAdminConfig = () => apiRequest<SystemConfig>('/api/admin/config');
export const updateConfig = (update: ConfigUpdate) => apiRequest<SystemConfig>('/api/admin/config', { method: 'PUT', body: update });

export const fetchTestAgentStatus = () => apiRequest<TestAgentStatus>('/api/test-agent/status');
export const runHealthCheck = () => apiRequest<HealthCheck>('/api/test-agent/health-check', { method: 'POST' });
export const startMonitoring = () => apiRequest<TestAgentStatus>('/api/test-agent/start-monitoring', { method: 'POST' });
export const stopMonitoring = () => apiRequest<TestAgentStatus>('/api/test-agent/stop-monitoring', { method: 'POST' });
export const fixSession = () => apiRequest<Answer<'testAgentFixSession'>>('/api/test-agent/fix-session', { method: 'POST' });

export const sendContactMessage = (message: ContactMessage) => apiRequest<Answer<'contact'>>('/api/contact', { method: 'POST', body: message });
