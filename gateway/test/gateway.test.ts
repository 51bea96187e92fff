// Every gateway rule, against the real identity service on mongo-lite. platform is not built yet, so a small
// stand-in answers its system-config and one admin route (and echoes what reached it).
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@careerkit/service-kit/config';
import request from 'supertest';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../services/identity/test/start-identity';
import { gatewayEnv } from '../src/config';
import { startGateway, type RunningGateway } from '../src/server';

let id: IdentityUnderTest;
let gateway: RunningGateway;
let platform: Server;
let platformUrl: string;
let maintenanceMode = false;
let lastPlatformHeaders: IncomingHttpHeaders = {};
const web = mkdtempSync(join(tmpdir(), 'web-'));

async function startPlatformStandIn(): Promise<void> {
  platform = createServer((req, res) => {
    lastPlatformHeaders = req.headers;
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
  return startGateway(
    loadConfig(gatewayEnv, {
      NODE_ENV: 'test',
      PORT: '0',
      INTERNAL_KEY,
      IDENTITY_URL: id.identity.url,
      PLATFORM_URL: platformUrl,
      BILLING_URL: 'http://127.0.0.1:9', // nothing listens: a service that is down
      WEB_ROOT: web,
      ACCOUNT_STATE_CACHE_MS: '0',
      SYSTEM_CONFIG_CACHE_MS: '0',
      ...env,
    }),
  );
}

beforeAll(async () => {
  id = await startIdentity();
  await startPlatformStandIn();
  writeFileSync(join(web, 'index.html'), '<!doctype html><title>CareerKit</title>');
  writeFileSync(join(web, 'remotes.json'), '{}');
  writeFileSync(join(web, 'main.0123abcd.js'), 'console.log(1)');
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

  it('strips a client-sent internal key and passes the request id on', async () => {
    const admin = await signUp('boss@example.com');
    await api().get('/api/admin/stats').set('authorization', `Bearer ${admin.token}`).set('x-internal-key', INTERNAL_KEY).set('x-request-id', 'trace-me').expect(200);
    expect(lastPlatformHeaders['x-internal-key']).toBeUndefined();
    expect(lastPlatformHeaders['x-request-id']).toBe('trace-me');
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
    const admin = await request(gateway.url).post('/api/auth/login').send({ email: 'boss@example.com', password: 'secret12' }).expect(200);
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

describe('the front-end', () => {
  it('serves files with cache rules and falls back to index.html for app routes', async () => {
    expect((await api().get('/remotes.json').expect(200)).headers['cache-control']).toBe('no-cache');
    expect((await api().get('/main.0123abcd.js').expect(200)).headers['cache-control']).toContain('immutable');
    const page = await api().get('/profile').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>CareerKit</title>');
    await api().get('/missing.js').expect(404);
  });
});
