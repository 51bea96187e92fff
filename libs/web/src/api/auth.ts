// Identity's calls from the browser (spec part 2 §7), one per identity route of the route map. AuthProvider, the pages
// and the Pact consumer all call these, so the pact pins what the product really sends.
// Paths are written out and the route map imported for its types only: its schemas would bring zod onto Home
// (+32 KB gzip). The Pact consumer takes method and path from the route map, so a path out of step fails there.
import type { RouteRequest as Sent, RouteResponse as Answer } from '@careerkit/contracts/routes';
import { apiRequest } from '@careerkit/web/api/client';

/** What sign-in and registration answer: the token to store, the user, the toast's words. */
export type AuthAnswer = Answer<'login'>;
export type Registration = Sent<'register'>;
export type ProfileChanges = Sent<'updateProfile'>;

export const login = (email: string, password: string) =>
  apiRequest<AuthAnswer>('/api/auth/login', { method: 'POST', body: { email, password } satisfies Sent<'login'> });

export const register = (registration: Registration) => apiRequest<Answer<'register'>>('/api/auth/register', { method: 'POST', body: registration });

export const fetchMe = () => apiRequest<Answer<'me'>>('/api/auth/me', { method: 'GET' });

export const updateProfile = (changes: ProfileChanges) => apiRequest<Answer<'updateProfile'>>('/api/auth/profile', { method: 'PUT', body: changes });

export const forgotPassword = (email: string) =>
  apiRequest<Answer<'forgotPassword'>>('/api/auth/forgot-password', { method: 'POST', body: { email } satisfies Sent<'forgotPassword'> });

export const resetPassword = (token: string, newPassword: string) =>
  apiRequest<Answer<'resetPassword'>>('/api/auth/reset-password', { method: 'POST', body: { token, newPassword } satisfies Sent<'resetPassword'> });

/**
 * Ends the session of `token` at the server (this device only). The token is passed rather than read from storage: the
 * browser forgets it first, so an answer refusing it is not taken for an expired session.
 */
export const signOut = (token: string) =>
  apiRequest<Answer<'signOut'>>('/api/auth/sign-out', { method: 'POST', headers: { authorization: `Bearer ${token}` } });

/** Ends every session of the account, this one included (identity bumps the account's token version). */
export const signOutEverywhere = () => apiRequest<Answer<'signOutEverywhere'>>('/api/auth/sign-out-everywhere', { method: 'POST' });
