// The web client's auth calls, made by libs/web's real api client (bearer token from storage, JSON only with a body).
import { ApiError, apiRequest, TOKEN_KEY } from '@careerkit/web/api-client';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';

// The browser storage the client reads its token from.
const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) },
});

const { like, string, boolean, regex } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'identity', dir: PACTS_DIR, logLevel: 'warn' });

const user = like({
  id: string('0288c90d-881f-42f1-9593-43dffe8d3a19'),
  email: string('demo@careerkit.local'),
  username: string('demo'),
  profileCompleteness: regex(/^\d{1,3}$/, '20'),
  role: regex(/^(user|admin)$/, 'user'),
});

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the pact checks the shape; the test reads a field or two
type Body = any;

/** Calls through the real client; an error answer comes back as its status and body, as the screens read it. */
async function call(base: string, method: 'GET' | 'POST', path: string, body?: unknown, token?: string): Promise<{ status: number; body: Body }> {
  storage.clear();
  if (token) storage.set(TOKEN_KEY, token);
  try {
    return { status: 200, body: await apiRequest<Body>(`${base}${path}`, { method, body }) };
  } catch (error) {
    if (error instanceof ApiError) return { status: error.status, body: error.body };
    throw error;
  }
}

it('signs in with email and password', () =>
  pact
    .addInteraction()
    .given('an account demo@careerkit.local with password demo1234')
    .uponReceiving('a sign-in with the right password')
    .withRequest('POST', '/api/auth/login', (b) => b.headers({ 'content-type': 'application/json' }).jsonBody({ email: 'demo@careerkit.local', password: 'demo1234' }))
    .willRespondWith(200, (b) => b.jsonBody({ token: string('eyJ...'), user, message: string('Welcome back!') }))
    .executeTest(async (server) => {
      const res = await call(server.url, 'POST', '/api/auth/login', { email: 'demo@careerkit.local', password: 'demo1234' });
      expect(res.status).toBe(200);
      expect(typeof res.body.token).toBe('string');
    }));

it('is told to register when the email is unknown', () =>
  pact
    .addInteraction()
    .given('no account uses nobody@careerkit.local')
    .uponReceiving('a sign-in with an unknown email')
    .withRequest('POST', '/api/auth/login', (b) => b.headers({ 'content-type': 'application/json' }).jsonBody({ email: 'nobody@careerkit.local', password: 'whatever1' }))
    .willRespondWith(401, (b) => b.jsonBody({ message: string('No account found with this email. Would you like to create one?'), showRegister: boolean(true) }))
    .executeTest(async (server) => {
      const res = await call(server.url, 'POST', '/api/auth/login', { email: 'nobody@careerkit.local', password: 'whatever1' });
      expect(res.body.showRegister).toBe(true);
    }));

it('registers a new account', () =>
  pact
    .addInteraction()
    .given('no account uses new@careerkit.local')
    .uponReceiving('a registration')
    .withRequest('POST', '/api/auth/register', (b) =>
      b.headers({ 'content-type': 'application/json' }).jsonBody({ email: 'new@careerkit.local', username: 'newcomer', password: 'secret12' }),
    )
    .willRespondWith(201, (b) => b.jsonBody({ token: string('eyJ...'), user, message: string('Account created!') }))
    .executeTest(async (server) => {
      const res = await call(server.url, 'POST', '/api/auth/register', { email: 'new@careerkit.local', username: 'newcomer', password: 'secret12' });
      expect(res.body.message).toBe('Account created!');
    }));

it('fetches the signed-in user', () =>
  pact
    .addInteraction()
    .given('an account demo@careerkit.local with password demo1234')
    .uponReceiving('a current-user request with a valid token')
    .withRequest('GET', '/api/auth/me', (b) => b.headers({ authorization: regex(/^Bearer .+$/, 'Bearer valid-token') }))
    .willRespondWith(200, (b) => b.jsonBody({ user }))
    .executeTest(async (server) => {
      const res = await call(server.url, 'GET', '/api/auth/me', undefined, 'valid-token');
      expect(res.body.user.email).toBe('demo@careerkit.local');
    }));

it('is refused without a token', () =>
  pact
    .addInteraction()
    .uponReceiving('a current-user request without a token')
    .withRequest('GET', '/api/auth/me')
    .willRespondWith(401, (b) => b.jsonBody({ message: string('Please sign in to continue.') }))
    .executeTest(async (server) => {
      expect((await call(server.url, 'GET', '/api/auth/me')).status).toBe(401);
    }));
