// The web client's auth calls as spec part 1 §7 describes them: JSON body only when there is one, bearer token.
// libs/web's api client takes these over when the front-end lands.
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';

const { like, string, boolean, regex } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'identity', dir: PACTS_DIR, logLevel: 'warn' });

const user = like({
  id: string('0288c90d-881f-42f1-9593-43dffe8d3a19'),
  email: string('demo@careerkit.local'),
  username: string('demo'),
  profileCompleteness: regex(/^\d{1,3}$/, '20'),
  role: regex(/^(user|admin)$/, 'user'),
});

async function call(base: string, method: string, path: string, body?: unknown, token?: string) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...(token ? { authorization: `Bearer ${token}` } : {}) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- the pact checks the shape; the test reads a field or two
  return { status: response.status, body: (await response.json()) as any };
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
      expect(res.status).toBe(201);
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
