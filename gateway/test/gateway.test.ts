// Every gateway rule, against the real identity service on mongo-lite. platform is not built yet, so a small
// stand-in answers its system-config and one admin route (and echoes what reached it).
import { createServer, get as httpGet, type IncomingHttpHeaders, type Server } from 'node:http';
import { connect, createServer as createTcpServer } from 'node:net';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { brotliCompressSync, brotliDecompressSync, gzipSync } from 'node:zlib';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { INTERNAL_KEY, OPERATOR, startIdentity, type IdentityUnderTest } from '../../services/identity/test/start-identity';
import { type RunningGateway } from '../src/server';
import { startTestGateway } from './start-test-gateway';

let id: IdentityUnderTest;
let gateway: RunningGateway;
let platform: Server;
let platformUrl: string;
let maintenanceMode = false;
let lastPlatformHeaders: IncomingHttpHeaders = {};
/** Every request target that reached the platform stand-in, in order. */
const platformReached: string[] = [];
const web = mkdtempSync(join(tmpdir(), 'web-'));

async function startPlatformStandIn(): Promise<void> {
  platform = createServer((req, res) => {
    lastPlatformHeaders = req.headers;
    platformReached.push(req.url!);
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/system-config') {
      res.end(JSON.stringify({ siteName: 'CareerKit', maintenanceMode, allowRegistrations: true, emailNotifications: false, announcementActive: false, announcementText: '' }));
    } else {
      res.end(JSON.stringify({ reached: req.url }));
    }
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
}

async function gatewayWith(env: Record<string, string> = {}): Promise<RunningGateway> {
  return startTestGateway(
    { identityUrl: id.identity.url, platformUrl, webRoot: web },
    { BILLING_URL: 'http://127.0.0.1:9' /* nothing listens: a service that is down */, AUTH_RATE_LIMIT_PER_MINUTE: '1000', ...env },
  );
}

beforeAll(async () => {
  id = await startIdentity();
  await startPlatformStandIn();
  // The build's pages: the bare page template, and the pre-rendered Home and Pricing.
  writeFileSync(join(web, 'shell.html'), '<!doctype html><title>CareerKit</title><div id="root"></div>');
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>CareerKit</title><h1>AI career tools</h1>');
  mkdirSync(join(web, 'pricing'));
  writeFileSync(join(web, 'pricing', 'index.html'), '<!doctype html><title>Pricing — CareerKit</title><h1>Pay only for what you use</h1>');
  writeFileSync(join(web, 'pricing', 'index.html.br'), brotliCompressSync('<!doctype html><title>Pricing — CareerKit</title><h1>Pay only for what you use</h1>'));
  writeFileSync(join(web, 'remotes.json'), '{}');
  writeFileSync(join(web, 'main.0123abcd.js'), 'console.log(1)');
  // What the build writes beside a text asset: its brotli and gzip copies, and a source map.
  writeFileSync(join(web, 'main.0123abcd.js.br'), brotliCompressSync('console.log(1)'));
  writeFileSync(join(web, 'main.0123abcd.js.gz'), gzipSync('console.log(1)'));
  writeFileSync(join(web, 'main.0123abcd.js.map'), '{"version":3}');
  gateway = await gatewayWith();
});

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => platform.close(resolve));
  await id.stop();
});

beforeEach(() => {
  maintenanceMode = false;
});

const api = () => request(gateway.url);
let n = 0;
async function signUp(email = `gw${++n}@example.com`) {
  const res = await api().post('/api/auth/register').send({ email, username: email.split('@')[0].replace(/\W/g, '_'), password: 'secret12' }).expect(201);
  return { token: res.body.token as string, id: res.body.user.id as string, email };
}
const operatorToken = async () => (await api().post('/api/auth/login').send(OPERATOR).expect(200)).body.token as string;

/** Sends one request exactly as written (request line included) over a socket; resolves with the status code. */
function rawRequest(requestText: string): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const socket = connect(gateway.port, '127.0.0.1', () => socket.write(requestText)); // Connection: close ends it
    let text = '';
    socket.on('data', (chunk) => (text += chunk));
    socket.on('end', () => resolve({ status: Number(/^HTTP\/1\.1 (\d{3})/.exec(text)?.[1] ?? 0), text }));
    socket.on('error', reject);
  });
}

describe('health', () => {
  it('is live on /healthz and ready on /readyz while the services it forwards to are down', async () => {
    // Nothing listens on port 9: identity, platform and billing are all down.
    const nothing = 'http://127.0.0.1:9';
    const alone = await startTestGateway({ identityUrl: nothing, platformUrl: nothing, webRoot: web }, { BILLING_URL: nothing });
    try {
      expect((await request(alone.url).get('/healthz').expect(200)).body).toEqual({ status: 'ok' });
      expect((await request(alone.url).get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
      // It still answers each route itself: 503 where the owning service is down.
      await request(alone.url).get('/api/tool-configs').expect(503);
    } finally {
      await alone.stop();
    }
  });

  it('stays ready in maintenance mode', async () => {
    maintenanceMode = true;
    await api().get('/api/tool-configs').expect(503);
    expect((await api().get('/readyz').expect(200)).body).toEqual({ status: 'ready' });
  });
});

describe('routing from the route map', () => {
  it('forwards register → login → me to identity', async () => {
    const { email } = await signUp();
    const login = await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200);
    const me = await api().get('/api/auth/me').set('authorization', `Bearer ${login.body.token}`).expect(200);
    expect(me.body.user.email).toBe(email);
    expect(me.headers['x-request-id']).toBeTruthy();
  });

  it('passes the service answer through, bad input included', async () => {
    const res = await api().post('/api/auth/register').set('content-type', 'application/json').send('{"email":').expect(400);
    expect(res.body.error).toBe('invalid_json');
    const missing = await api().post('/api/auth/login').send({}).expect(400);
    expect(missing.body.details).toMatchObject({ email: 'Email is required', password: 'Password is required' });
  });

  it('answers unknown paths 404, wrong methods 405, and never exposes /internal', async () => {
    expect((await api().get('/api/nothing-here').expect(404)).body.message).toBe('The requested resource could not be found.');
    await api().delete('/api/auth/login').expect(405);
    await api().get('/internal/jwks').expect(404);
    await api().get('/internal/users/counts').set('x-internal-key', INTERNAL_KEY).expect(404);
  });

  it('answers 503 with the spec message when a service is down or not deployed', async () => {
    const { token } = await signUp();
    const down = await api().get('/api/usage').set('authorization', `Bearer ${token}`).expect(503);
    expect(down.body).toEqual({ error: 'service_unavailable', message: 'Service is temporarily unavailable. Please try again later.' });
    await api().post('/api/tools/resume-scanner').set('authorization', `Bearer ${token}`).send({ resumeText: 'x' }).expect(503);
  });

  it('refuses bodies over the limit with 413, declared or streamed', async () => {
    const big = 'x'.repeat(1024 * 1024 + 10);
    await api().post('/api/auth/login').set('content-type', 'application/json').send(`{"email":"${big}"}`).expect(413);
    const chunks = new ReadableStream({
      start(controller) {
        for (let i = 0; i < 20; i++) controller.enqueue(new TextEncoder().encode('y'.repeat(100_000)));
        controller.close();
      },
    });
    const res = await fetch(`${gateway.url}/api/auth/login`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: chunks, duplex: 'half' } as RequestInit);
    expect(res.status).toBe(413);
  });

  it('tells an upload over the limit the file limit, and forwards a body sent with Expect: 100-continue', async () => {
    const { token } = await signUp();
    const upload = await rawRequest(
      `POST /api/upload/resume HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${token}\r\nContent-Type: multipart/form-data; boundary=x\r\nContent-Length: ${11 * 1024 * 1024}\r\nConnection: close\r\n\r\n--x`,
    );
    expect(upload.status).toBe(413);
    expect(upload.text).toContain('File size must be less than 10MB.');
    const raw = await rawRequest(
      `POST /api/auth/login HTTP/1.1\r\nHost: localhost\r\nContent-Type: application/json\r\nContent-Length: 45\r\nExpect: 100-continue\r\nConnection: close\r\n\r\n{"email":"a@b.co","password":"whatever12345"}`,
    );
    expect(raw.text).toContain('No account found with this email');
  });

  it("replaces a client's internal key and forwarded address with its own, and passes the request id on", async () => {
    await api()
      .get('/api/admin/stats')
      .set('authorization', `Bearer ${await operatorToken()}`)
      .set({ 'x-internal-key': 'guessed-by-the-client', 'x-forwarded-for': '203.0.113.9', 'x-request-id': 'trace-me' })
      .expect(200);
    expect(lastPlatformHeaders['x-internal-key']).toBe(INTERNAL_KEY);
    expect(lastPlatformHeaders['x-forwarded-for']).toBe('127.0.0.1');
    expect(lastPlatformHeaders['x-request-id']).toBe('trace-me');
  });
});

describe('the request target', () => {
  let trap: ReturnType<typeof createTcpServer>;
  let trapPort: number;
  let trapConnections = 0;
  beforeAll(async () => {
    // Where a forged absolute-form target points: nothing may ever connect here.
    trap = createTcpServer((socket) => {
      trapConnections++;
      socket.destroy();
    });
    await new Promise<void>((resolve) => trap.listen(0, '127.0.0.1', resolve));
    trapPort = (trap.address() as AddressInfo).port;
  });
  afterAll(() => new Promise((resolve) => trap.close(resolve)));

  it('ignores the authority of an absolute-form target: the owning service answers, nothing else is dialled', async () => {
    const body = JSON.stringify({ email: 'nobody@example.com', password: 'whatever' });
    const login = await rawRequest(
      `POST http://127.0.0.1:${trapPort}/api/auth/login HTTP/1.1\r\nHost: 127.0.0.1:${trapPort}\r\nContent-Type: application/json\r\nContent-Length: ${body.length}\r\nConnection: close\r\n\r\n${body}`,
    );
    expect(login.status).toBe(401); // identity's answer for an unknown email
    expect(login.text).toContain('No account found with this email');
    platformReached.length = 0;
    const config = await rawRequest(`GET http://127.0.0.1:${trapPort}/api/system-config?x=1 HTTP/1.1\r\nHost: evil.example\r\nConnection: close\r\n\r\n`);
    expect(config.status).toBe(200);
    expect(platformReached).toEqual(['/api/system-config?x=1']);
    expect(trapConnections).toBe(0);
  });

  it('forwards exactly the path and query it checked', async () => {
    const token = await operatorToken();
    platformReached.length = 0;
    await api().put('/api/admin/users/abc%20d').set('authorization', `Bearer ${token}`).send({ isActive: true }).expect(200);
    await api().get('/api/admin/stats?range=7d&x=%41').set('authorization', `Bearer ${token}`).expect(200);
    // An unreserved character sent escaped is the same path: it arrives in its one canonical spelling.
    await api().get('/api/admin/st%61ts').set('authorization', `Bearer ${token}`).expect(200);
    const forwarded = platformReached.filter((target) => target !== '/api/system-config'); // the maintenance switch's reads
    expect(forwarded).toEqual(['/api/admin/users/abc%20d', '/api/admin/stats?range=7d&x=%41', '/api/admin/stats']);
  });

  it.each([
    ['/api/usage/%2e%2e'],
    ['/api/usage/%2E%2E/admin/stats'],
    ['/api/usage/..'],
    ['/api/usage/./resume-scanner'],
    ['/api/admin/users/a%2fb'],
    ['/api/admin/users/a%5Cb'],
    ['/api/admin/users/a%00b'],
    ['/api/usage/%E0%A4%A'],
    ['/api/usage/%zz'],
    ['/api/system-config?q=%E0%A4%A'],
    ['/remotes/%2e%2e/secret.txt'],
    ['*'],
  ])('refuses %s with 400 before anything is forwarded', async (target) => {
    platformReached.length = 0;
    const res = await rawRequest(`GET ${target} HTTP/1.1\r\nHost: localhost\r\nAuthorization: Bearer ${await operatorToken()}\r\nConnection: close\r\n\r\n`);
    expect(res.status).toBe(400);
    expect(res.text).toContain('The request path is not valid.');
    expect(res.text).not.toMatch(/at .*\.ts:\d+/); // no stack trace
    expect(platformReached).toEqual([]);
  });
});

describe('access', () => {
  it('needs a token on user routes', async () => {
    const res = await api().get('/api/auth/me').expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('refuses expired, tampered and unsigned tokens with 401', async () => {
    const { token, id: userId, email } = await signUp();
    const expired = await id.signToken({ sub: userId, email }, Math.floor(Date.now() / 1000) - 5);
    expect((await api().get('/api/auth/me').set('authorization', `Bearer ${expired}`).expect(401)).body.message).toBe(
      'Your session has expired. Please sign in again.',
    );
    const [header, payload, signature] = token.split('.');
    const promoted = Buffer.from(JSON.stringify({ ...JSON.parse(Buffer.from(payload, 'base64url').toString()), role: 'admin' })).toString('base64url');
    await api().get('/api/admin/stats').set('authorization', `Bearer ${header}.${promoted}.${signature}`).expect(401);
    const none = `${Buffer.from('{"alg":"none","typ":"JWT"}').toString('base64url')}.${payload}.`;
    await api().get('/api/auth/me').set('authorization', `Bearer ${none}`).expect(401);
    await api().get('/api/auth/me').set('authorization', 'Bearer not-a-jwt').expect(401);
  });

  it("refuses a token signed with identity's key for another issuer or audience", async () => {
    const { id: userId, email } = await signUp();
    const later = Math.floor(Date.now() / 1000) + 600;
    await api().get('/api/auth/me').set('authorization', `Bearer ${await id.signToken({ sub: userId, email }, later)}`).expect(200);
    await api().get('/api/auth/me').set('authorization', `Bearer ${await id.signToken({ sub: userId, email, iss: 'someone-else' }, later)}`).expect(401);
    await api().get('/api/auth/me').set('authorization', `Bearer ${await id.signToken({ sub: userId, email, aud: 'another-app' }, later)}`).expect(401);
  });

  it('refuses a token issued before a password reset with 401', async () => {
    const { token, email } = await signUp();
    await api().post('/api/auth/forgot-password').send({ email }).expect(200);
    // identity answers first and mails afterwards: waits for the mail (each look 20 ms apart, within the test's ceiling).
    let resetToken = id.lastResetToken(email);
    while (!resetToken) {
      await new Promise((resolve) => setTimeout(resolve, 20));
      resetToken = id.lastResetToken(email);
    }
    await api().post('/api/auth/reset-password').send({ token: resetToken, newPassword: 'after-reset' }).expect(200);
    const res = await api().get('/api/usage').set('authorization', `Bearer ${token}`).expect(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('lets a deactivated account go within the account-state cache time, not before', async () => {
    const cached = await gatewayWith({ ACCOUNT_STATE_CACHE_MS: '60000' });
    const key = { 'x-internal-key': INTERNAL_KEY };
    const realNow = Date.now();
    // Only the clock moves (the cache's age is read from it); timers and I/O stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'], now: realNow });
    try {
      // An operator's route owned by the platform stand-in, which answers whoever the gateway lets through.
      const { id: userId, email } = await signUp();
      await request(id.identity.url).put(`/internal/users/${userId}/role`).set(key).send({ role: 'admin' }).expect(200);
      const token = (await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200)).body.token as string;
      await request(cached.url).get('/api/admin/stats').set('authorization', `Bearer ${token}`).expect(200);
      await request(id.identity.url).put(`/internal/users/${userId}/active`).set(key).send({ isActive: false }).expect(200);
      jest.setSystemTime(realNow + 59_999);
      await request(cached.url).get('/api/admin/stats').set('authorization', `Bearer ${token}`).expect(200); // still cached
      jest.setSystemTime(realNow + 60_001);
      const res = await request(cached.url).get('/api/admin/stats').set('authorization', `Bearer ${token}`).expect(403);
      expect(res.body.message).toBe('Your account has been deactivated. Please contact support.');
    } finally {
      jest.useRealTimers();
      await cached.stop();
    }
  });

  it('refuses the token at once, despite its cache, once the account is deleted or signs out everywhere through it', async () => {
    const cached = await gatewayWith({ ACCOUNT_STATE_CACHE_MS: '60000' });
    const key = { 'x-internal-key': INTERNAL_KEY };
    try {
      for (const end of ['delete', 'sign-out'] as const) {
        // An operator's route owned by the platform stand-in, which answers whoever the gateway lets through.
        const { id: userId, email } = await signUp();
        await request(id.identity.url).put(`/internal/users/${userId}/role`).set(key).send({ role: 'admin' }).expect(200);
        const token = (await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200)).body.token as string;
        const bearer = { authorization: `Bearer ${token}` };
        await request(cached.url).get('/api/admin/stats').set(bearer).expect(200); // the account's state is now cached
        if (end === 'delete') await request(cached.url).post('/api/account/delete').set(bearer).send({ password: 'secret12' }).expect(200);
        else await request(cached.url).post('/api/auth/sign-out-everywhere').set(bearer).expect(200);
        await request(cached.url).get('/api/admin/stats').set(bearer).expect(401);
      }
    } finally {
      await cached.stop();
    }
  });

  it("refuses a token signed out on its own device at once, despite its cache, while the account's other device keeps its access", async () => {
    const cached = await gatewayWith({ ACCOUNT_STATE_CACHE_MS: '60000' });
    const key = { 'x-internal-key': INTERNAL_KEY };
    try {
      // An operator's route owned by the platform stand-in, which answers whoever the gateway lets through.
      const { id: userId, email } = await signUp();
      await request(id.identity.url).put(`/internal/users/${userId}/role`).set(key).send({ role: 'admin' }).expect(200);
      const [here, there] = await Promise.all(
        [1, 2].map(async () => ({ authorization: `Bearer ${(await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200)).body.token}` })),
      );
      const stats = (device: { authorization: string }) => request(cached.url).get('/api/admin/stats').set(device);
      await stats(here).expect(200); // both tokens' states are now cached
      await stats(there).expect(200);
      expect((await request(cached.url).post('/api/auth/sign-out').set(here).expect(200)).body.message).toBe('You have been signed out.');
      expect((await stats(here).expect(401)).body.message).toBe('Your session has expired. Please sign in again.');
      await stats(there).expect(200);
      // A repeat through the gateway meets a token like any other ended one; it ends nothing more.
      await request(cached.url).post('/api/auth/sign-out').set(here).expect(401);
      await stats(there).expect(200);
    } finally {
      await cached.stop();
    }
  });

  it('acts on an activation or deactivation at once on the gateway that served the operator, despite its cache', async () => {
    const cached = await gatewayWith({ ACCOUNT_STATE_CACHE_MS: '60000' });
    const key = { 'x-internal-key': INTERNAL_KEY };
    try {
      const operator = await signUp();
      await request(id.identity.url).put(`/internal/users/${operator.id}/role`).set(key).send({ role: 'admin' }).expect(200);
      const operatorToken = (await api().post('/api/auth/login').send({ email: operator.email, password: 'secret12' }).expect(200)).body.token as string;
      // The account's calls go to a route of the platform stand-in, which answers whoever the gateway lets through: what
      // is refused here is refused by the gateway's own check.
      const { id: userId, email } = await signUp();
      await request(id.identity.url).put(`/internal/users/${userId}/role`).set(key).send({ role: 'admin' }).expect(200);
      const bearer = { authorization: `Bearer ${(await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200)).body.token}` };
      const call = () => request(cached.url).get('/api/admin/stats').set(bearer);
      // platform writes the change at identity; its answer through this gateway is what the gateway acts on.
      const setActive = async (isActive: boolean) => {
        await request(id.identity.url).put(`/internal/users/${userId}/active`).set(key).send({ isActive }).expect(200);
        await request(cached.url).put(`/api/admin/users/${userId}`).set('authorization', `Bearer ${operatorToken}`).send({ isActive }).expect(200);
      };
      await call().expect(200); // cached as active
      await setActive(false);
      expect((await call().expect(403)).body.message).toBe('Your account has been deactivated. Please contact support.'); // cached as inactive
      await setActive(true);
      await call().expect(200);
    } finally {
      await cached.stop();
    }
  });

  it('refuses a deactivated account with 403', async () => {
    const { token, id: userId } = await signUp();
    await request(id.identity.url).put(`/internal/users/${userId}/active`).set('x-internal-key', INTERNAL_KEY).send({ isActive: false }).expect(200);
    const res = await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(403);
    expect(res.body.message).toBe('Your account has been deactivated. Please contact support.');
  });

  it('keeps admin routes to admins', async () => {
    const { token } = await signUp();
    const res = await api().get('/api/admin/users').set('authorization', `Bearer ${token}`).expect(403);
    expect(res.body.message).toBe('Admin access required. Please contact an administrator.');
    await api().get('/api/admin/users').expect(401);
  });
});

describe('maintenance mode', () => {
  it('turns non-admins away with 503 except on auth routes and system-config', async () => {
    const user = await signUp();
    const admin = await request(gateway.url).post('/api/auth/login').send(OPERATOR).expect(200);
    maintenanceMode = true;
    const blocked = await api().get('/api/admin/stats').set('authorization', `Bearer ${user.token}`).expect(503);
    expect(blocked.body).toMatchObject({ maintenance: true });
    await api().get('/api/tool-configs').expect(503);
    await api().get('/api/system-config').expect(200);
    await api().post('/api/auth/login').send({ email: user.email, password: 'secret12' }).expect(200);
    await api().get('/api/admin/stats').set('authorization', `Bearer ${admin.body.token}`).expect(200);
    maintenanceMode = false;
    await api().get('/api/admin/stats').set('authorization', `Bearer ${admin.body.token}`).expect(200);
    await api().get('/api/tool-configs').expect(503); // billing is down, but it is no longer maintenance
  });
});

describe('rate limits', () => {
  it('gives the payment webhook its own class: 429 past its limit, and it spends nothing of the general one', async () => {
    const strict = await gatewayWith({ WEBHOOK_RATE_LIMIT_PER_MINUTE: '3', RATE_LIMIT_PER_MINUTE: '2' });
    const webhook = () => request(strict.url).post('/api/payments/webhook').set('content-type', 'application/json').send('{}');
    try {
      for (let i = 0; i < 3; i++) await webhook().expect(503); // billing is down here: forwarded, not limited
      expect((await webhook().expect(429)).body.message).toBe('Too many requests. Please wait a moment and try again.');
      await request(strict.url).get('/api/system-config').expect(200);
      await request(strict.url).get('/api/system-config').expect(200);
      await request(strict.url).get('/api/system-config').expect(429);
    } finally {
      await strict.stop();
    }
  });

  it('refuses a webhook body over 64 KB with 413 before it reaches billing', async () => {
    await request(gateway.url).post('/api/payments/webhook').set('content-type', 'application/json').send(`{"pad":"${'x'.repeat(64 * 1024)}"}`).expect(413);
    await request(gateway.url).post('/api/payments/webhook').set('content-type', 'application/json').send(`{"pad":"${'x'.repeat(60 * 1024)}"}`).expect(503);
  });

  it('answers 429 with the spec message once the sign-in limit is reached', async () => {
    const strict = await gatewayWith({ AUTH_RATE_LIMIT_PER_MINUTE: '3' });
    try {
      for (let i = 0; i < 3; i++) await request(strict.url).post('/api/auth/login').send({ email: 'x@example.com', password: 'whatever' }).expect(401);
      // A client cannot pose as someone else by sending its own X-Forwarded-For.
      const res = await request(strict.url).post('/api/auth/login').set('x-forwarded-for', '203.0.113.9').send({ email: 'x@example.com', password: 'whatever' }).expect(429);
      expect(res.body.message).toBe('Too many requests. Please wait a moment and try again.');
      await request(strict.url).get('/api/system-config').expect(200); // other routes still answer
    } finally {
      await strict.stop();
    }
  });
});

describe('the upload rate class', () => {
  it('lets a user upload 30 files a minute and answers the 31st with 429, the spec message and Retry-After; another user still uploads', async () => {
    // The platform stand-in answers for tools too: what is tested is the gateway's count, not the extraction.
    const uploads = await gatewayWith({ TOOLS_URL: platformUrl });
    try {
      const [first, second] = [await signUp(), await signUp()];
      const reachedBefore = platformReached.length;
      const upload = (token: string) =>
        request(uploads.url).post('/api/upload/resume').set('authorization', `Bearer ${token}`).attach('file', Buffer.from('Jane Doe'), 'resume.txt');
      for (let i = 0; i < 30; i++) await upload(first.token).expect(200);
      const refused = await upload(first.token).expect(429);
      expect(refused.body.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
      expect(Number(refused.headers['retry-after'])).toBeLessThanOrEqual(60);
      await upload(second.token).expect(200);
      // The refused upload never reached the service.
      expect(platformReached.slice(reachedBefore).filter((target) => target === '/api/upload/resume')).toHaveLength(31);
    } finally {
      await uploads.stop();
    }
  });
});

describe('the front-end', () => {
  it('serves files with cache rules, the pre-rendered pages, and the page template for the other app routes', async () => {
    expect((await api().get('/remotes.json').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api().get('/main.0123abcd.js').expect(200)).headers['cache-control']).toContain('immutable');
    const page = await api().get('/profile').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<div id="root"></div>');
    expect(page.headers['cache-control']).toBe('no-cache');
    for (const [path, heading] of [['/', 'AI career tools'], ['/pricing', 'Pay only for what you use'], ['/pricing/', 'Pay only for what you use']]) {
      const prerendered = await api().get(path).set('accept', 'text/html').expect(200);
      expect(prerendered.text).toContain(`<h1>${heading}</h1>`);
      expect(prerendered.headers['cache-control']).toBe('no-cache'); // a new release shows at once
    }
    await api().get('/missing.js').expect(404);
  });

  it('sends the precompressed copy the browser accepts, with the original type and cache rules, pre-rendered pages too', async () => {
    // Raw bytes, as the browser receives them (an HTTP client library would decode them first).
    const rawGet = (path: string, headers: Record<string, string>) =>
      new Promise<{ headers: IncomingHttpHeaders; body: Buffer }>((resolve, reject) =>
        httpGet(`${gateway.url}${path}`, { headers }, (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (chunk: Buffer) => chunks.push(chunk));
          res.on('end', () => resolve({ headers: res.headers, body: Buffer.concat(chunks) }));
        }).on('error', reject),
      );
    const br = await rawGet('/main.0123abcd.js', { 'accept-encoding': 'gzip, deflate, br' });
    expect(br.headers['content-encoding']).toBe('br');
    expect(brotliDecompressSync(br.body).toString()).toBe('console.log(1)');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toContain('immutable');
    expect(br.headers.vary).toMatch(/Accept-Encoding/i);
    const gz = await api().get('/main.0123abcd.js').set('accept-encoding', 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(gz.text).toBe('console.log(1)'); // supertest inflates gzip
    // A pre-rendered page by its path, with or without the slash.
    for (const path of ['/pricing', '/pricing/']) {
      const page = await rawGet(path, { accept: 'text/html', 'accept-encoding': 'gzip, deflate, br' });
      expect(page.headers['content-encoding']).toBe('br');
      expect(brotliDecompressSync(page.body).toString()).toContain('<h1>Pay only for what you use</h1>');
      expect(page.headers['content-type']).toMatch(/html/);
      expect(page.headers['cache-control']).toBe('no-cache');
    }
    const plain = await api().get('/main.0123abcd.js').set('accept-encoding', 'identity');
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.text).toBe('console.log(1)');
  });

  it("answers 404 with the site's page for a path that is no page, and 200 for the pages and areas", async () => {
    const missing = await api().get('/no-such-page').set('accept', 'text/html').expect(404);
    expect(missing.text).toContain('<div id="root"></div>'); // the app renders its 404 page
    await api().get('/Resume-Scanner/').set('accept', 'text/html').expect(200);
    await api().get('/admin').set('accept', 'text/html').expect(200);
    // An area is one page: what lies under it is no page.
    await api().get('/admin/users').set('accept', 'text/html').expect(404);
    await api().get('/profile/xyz').set('accept', 'text/html').expect(404);
    await api().get('/legal/terms').set('accept', 'text/html').expect(200);
    await api().get('/pricing/extra').set('accept', 'text/html').expect(404);
  });

  it('serves neither source maps nor the compressed copies by their own names', async () => {
    await api().get('/main.0123abcd.js.map').expect(404);
    await api().get('/main.0123abcd.js.br').expect(404);
    await api().get('/main.0123abcd.js.gz').expect(404);
  });
});
