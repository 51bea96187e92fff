// The api client of spec part 1 §7–§8: bearer token from local storage, cookies included, a JSON content type only
// with a body, typed errors with the generic catalogue, and the auth-expired event. It never redirects: the shell does.
import { FALLBACK_ERROR_MESSAGE, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { SESSION_TOKEN_KEY } from '@careerkit/contracts/session-hint';

export const TOKEN_KEY = SESSION_TOKEN_KEY;
export const AUTH_EXPIRED_EVENT = 'careerkit:auth-expired';

export const readToken = (): string | null => globalThis.localStorage?.getItem(TOKEN_KEY) ?? null;
export const storeToken = (token: string) => globalThis.localStorage?.setItem(TOKEN_KEY, token);
export const clearToken = () => globalThis.localStorage?.removeItem(TOKEN_KEY);

export class ApiError extends Error {
  constructor(
    readonly status: number,
    /** The catalogue message for the status, or the server's words where the catalogue has none. */
    message: string,
    /** What the server said (message, else error), for screens that show it. */
    readonly serverMessage: string | undefined,
    /** The parsed JSON body, when there was one (e.g. showRegister, usageInfo). */
    readonly body: Record<string, unknown> | undefined,
  ) {
    super(message);
  }
}

/** A network failure: no answer at all. */
export class NetworkError extends Error {}

function announceExpiry(): void {
  clearToken();
  globalThis.dispatchEvent?.(new Event(AUTH_EXPIRED_EVENT));
}

/** Status → message as §8: catalogued statuses get their message; others the server's, else the status text. */
export function errorMessage(status: number, serverMessage: string | undefined, statusText: string): string {
  return STATUS_MESSAGES[status as keyof typeof STATUS_MESSAGES] ?? (serverMessage || statusText || FALLBACK_ERROR_MESSAGE);
}

export interface RequestOptions {
  method?: 'GET' | 'POST' | 'PUT' | 'DELETE';
  body?: unknown;
  /** A FormData body (file upload): sent as multipart, no JSON content type. */
  form?: FormData;
  /** §7's optional mode: a 401 yields null (and clears the token) instead of throwing. */
  optional?: boolean;
  headers?: Record<string, string>;
  signal?: AbortSignal;
}

export async function apiRequest<T>(path: string, options: RequestOptions = {}): Promise<T> {
  const token = readToken();
  const headers: Record<string, string> = { ...options.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  let response: Response;
  try {
    response = await fetch(path, {
      method: options.method ?? (options.body !== undefined || options.form ? 'POST' : 'GET'),
      headers,
      body: options.form ?? (options.body !== undefined ? JSON.stringify(options.body) : undefined),
      credentials: 'include',
      signal: options.signal,
    });
  } catch (error) {
    if ((error as Error).name === 'AbortError') throw error;
    throw new NetworkError('Something went wrong. Please check your internet connection and try again.');
  }

  const text = await response.text();
  let body: Record<string, unknown> | undefined;
  try {
    body = text ? (JSON.parse(text) as Record<string, unknown>) : undefined;
  } catch {
    body = undefined;
  }
  if (response.ok) return (body ?? null) as T;

  const serverMessage = body ? ((body.message as string | undefined) ?? (body.error as string | undefined)) : text.trim() || undefined;
  const mentionsSession = /session|expired|sign in/i.test(serverMessage ?? '');
  if (token && (response.status === 401 || (response.status === 403 && mentionsSession))) announceExpiry();
  if (options.optional && response.status === 401) return null as T;
  throw new ApiError(response.status, errorMessage(response.status, serverMessage, response.statusText), serverMessage, body);
}

/** §7's default data fetch: GET on the query key's parts joined by slashes. */
export const fetchByKey = <T>(key: readonly unknown[]) => apiRequest<T>(key.map(String).join('/'));
