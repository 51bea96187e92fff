// "Your data" calls from the browser (identity's /api/account routes): the profile page and the Pact consumer both
// call these. The route map is imported for its types only, as auth-api does.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

export type AccountExport = Answer<'exportAccount'>;

/** Everything the product holds about the signed-in user, as one JSON document. */
export const exportAccount = () => apiRequest<AccountExport>('/api/account/export', { method: 'GET' });

/** Deletes the signed-in user's account and data in every service; the password confirms it is the owner. */
export const deleteAccount = (password: string) =>
  apiRequest<Answer<'deleteAccount'>>('/api/account/delete', { method: 'POST', body: { password } satisfies Sent<'deleteAccount'> });

export type CustomerNotice = Answer<'customerNotices'>['notices'][number];

/** What support did to the signed-in user's money (refunds, credits), newest first. */
export const fetchCustomerNotices = () => apiRequest<Answer<'customerNotices'>>('/api/account/notices', { method: 'GET' });
