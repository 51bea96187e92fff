// The api client as spec part 1 §7–§8 describes it, against a real local HTTP server.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ApiError, apiRequest, AUTH_EXPIRED_EVENT, NetworkError, TOKEN_KEY } from '../src/api/client';

// The browser globals the client uses: local storage and window events.
const store = new Map<string, string>();
const events = new EventTarget();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => store.get(k) ?? null, setItem: (k: string, v: string) => store.set(k, v), removeItem: (k: string) => store.delete(k) },
  addEventListener: events.addEventListener.bind(events),
  removeEventListener: events.removeEventListener.bind(events),
  dispatchEvent: events.dispatchEvent.bind(events),
});

let server: Server;
let base: string;
let seen: IncomingMessage & { body?: string };
const replies: Record<string, { status: number; body: string; type?: string }> = {
  '/ok': { status: 200, body: '{"hello":"world"}' },
  '/unauthorized': { status: 401, body: '{"error":"unauthorized","message":"Please sign in to continue."}' },
  '/expired-403': { status: 403, body: '{"message":"Your session has expired"}' },
  '/forbidden': { status: 403, body: '{"message":"Nope"}' },
  '/teapot': { status: 418, body: '{"error":"teapot_error"}' },
  '/plain': { status: 422, body: 'Unprocessable thing', type: 'text/plain' },
  '/empty': { status: 409, body: '' },
  '/down': { status: 503, body: '<html>bad gateway</html>', type: 'text/html' },
};

beforeAll(async () => {
  server = createServer((req, res) => {
    let body = '';
    req.on('data', (c) => (body += c));
    req.on('end', () => {
      seen = Object.assign(req, { body });
      const reply = replies[req.url!.split('?')[0]] ?? { status: 404, body: '{}' };
      res.writeHead(reply.status, { 'content-type': reply.type ?? 'application/json' });
      res.end(reply.body);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise((resolve) => server.close(resolve)));
beforeEach(() => store.clear());

it('sends the stored token, and a JSON content type only with a body', async () => {
  store.set(TOKEN_KEY, 'tok-1');
  expect(await apiRequest(`${base}/ok`)).toEqual({ hello: 'world' });
  expect(seen.method).toBe('GET');
  expect(seen.headers.authorization).toBe('Bearer tok-1');
  expect(seen.headers['content-type']).toBeUndefined();
  await apiRequest(`${base}/ok`, { body: { a: 1 } });
  expect(seen.method).toBe('POST');
  expect(seen.headers['content-type']).toBe('application/json');
  expect(seen.body).toBe('{"a":1}');
});

it('on a 401 with a token: drops the token, announces the expiry, throws the catalogue message', async () => {
  store.set(TOKEN_KEY, 'tok-2');
  const announced = jest.fn();
  globalThis.addEventListener(AUTH_EXPIRED_EVENT, announced);
  const error = await apiRequest(`${base}/unauthorized`).catch((e: ApiError) => e);
  expect(error).toBeInstanceOf(ApiError);
  expect(error).toMatchObject({ status: 401, message: 'Please sign in to continue.' });
  expect(store.has(TOKEN_KEY)).toBe(false);
  expect(announced).toHaveBeenCalledTimes(1);
  globalThis.removeEventListener(AUTH_EXPIRED_EVENT, announced);
});

it('treats a 403 that mentions the session as expiry, and keeps the token on other 403s', async () => {
  store.set(TOKEN_KEY, 'tok-3');
  await expect(apiRequest(`${base}/forbidden`)).rejects.toMatchObject({ status: 403, message: "You don't have permission to access this resource.", serverMessage: 'Nope' });
  expect(store.get(TOKEN_KEY)).toBe('tok-3');
  await expect(apiRequest(`${base}/expired-403`)).rejects.toMatchObject({ status: 403 });
  expect(store.has(TOKEN_KEY)).toBe(false);
});

it('returns null for a 401 in optional mode', async () => {
  store.set(TOKEN_KEY, 'tok-4');
  expect(await apiRequest(`${base}/unauthorized`, { optional: true })).toBeNull();
  expect(store.has(TOKEN_KEY)).toBe(false);
});

it.each([
  ['/teapot', 418, 'teapot_error'],
  ['/plain', 422, 'Unprocessable thing'],
  ['/empty', 409, 'Conflict'],
  ['/down', 503, 'Service is temporarily unavailable. Please try again later.'],
])('maps %s (%i) to "%s"', async (path, status, message) => {
  await expect(apiRequest(`${base}${path}`)).rejects.toMatchObject({ status, message });
});

it('reports a network failure in the spec words', async () => {
  await expect(apiRequest('http://127.0.0.1:9/nowhere')).rejects.toThrow(new NetworkError('Something went wrong. Please check your internet connection and try again.'));
});
