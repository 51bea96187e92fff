// The safety headers the gateway puts on every answer, against the real identity service on mongo-lite. A platform
// stand-in answers one public and one admin route, each with headers that try to loosen the gateway's.
import { createServer, type Server } from 'node:http';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '@careerkit/service-kit/config';
import request from 'supertest';
import { INTERNAL_KEY, OPERATOR, startIdentity, type IdentityUnderTest } from '../../services/identity/test/start-identity';
import { gatewayEnv } from '../src/config';
import { type RunningGateway } from '../src/server';
import { startTestGateway } from './start-test-gateway';

const LOGIN_WINDOW_SECONDS = 15 * 60;

let id: IdentityUnderTest;
let gateway: RunningGateway;
let platform: Server;
let platformUrl: string;
const web = mkdtempSync(join(tmpdir(), 'web-'));

async function startPlatformStandIn(): Promise<void> {
  platform = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    res.setHeader('content-security-policy', 'frame-ancestors *');
    res.setHeader('x-frame-options', 'ALLOWALL');
    if (req.url === '/api/system-config') {
      res.setHeader('cache-control', 'public, max-age=60');
      res.end(JSON.stringify({ siteName: 'CareerKit', maintenanceMode: false, allowRegistrations: true, emailNotifications: false, announcementActive: false, announcementText: '' }));
    } else {
      res.setHeader('cache-control', 'public, max-age=600');
      res.end(JSON.stringify({ reached: req.url }));
    }
  });
  await new Promise<void>((resolve) => platform.listen(0, '127.0.0.1', resolve));
  platformUrl = `http://127.0.0.1:${(platform.address() as AddressInfo).port}`;
}

const gatewayWith = (env: Record<string, string> = {}): Promise<RunningGateway> =>
  startTestGateway({ identityUrl: id.identity.url, platformUrl, webRoot: web }, env);

/** Runs `check` against a gateway started for it with `env`, and stops that gateway. */
async function withGateway(env: Record<string, string>, check: (url: string) => Promise<void>): Promise<void> {
  const other = await gatewayWith(env);
  try {
    await check(other.url);
  } finally {
    await other.stop();
  }
}

const writeManifest = (manifest: Record<string, string>) => writeFileSync(join(web, 'remotes.json'), JSON.stringify(manifest));
const SAME_ORIGIN_MANIFEST = { mfe_tools: '/remotes/mfe_tools/mf-manifest.json' };

beforeAll(async () => {
  id = await startIdentity({}, { attemptsPerIp: 50, failuresPerEmail: 2, resetMailsPerIp: 10, window: LOGIN_WINDOW_SECONDS });
  await startPlatformStandIn();
  writeFileSync(join(web, 'shell.html'), '<!doctype html><title>CareerKit</title>');
  mkdirSync(join(web, 'remotes', 'mfe_tools'), { recursive: true });
  writeFileSync(join(web, 'remotes', 'mfe_tools', 'remoteEntry.js'), 'console.log(1)');
  writeFileSync(join(web, 'remotes', 'mfe_tools', '42.0123abcd.js'), 'console.log(2)');
  writeManifest(SAME_ORIGIN_MANIFEST);
  gateway = await gatewayWith();
});

afterEach(() => writeManifest(SAME_ORIGIN_MANIFEST));

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => platform.close(resolve));
  await id.stop();
});

const api = () => request(gateway.url);
let n = 0;
async function signUp(email = `sec${++n}@example.com`) {
  const res = await api().post('/api/auth/register').send({ email, username: email.split('@')[0].replace(/\W/g, '_'), password: 'secret12' }).expect(201);
  return { token: res.body.token as string, email };
}
async function signInAsOperator(): Promise<string> {
  return (await api().post('/api/auth/login').send(OPERATOR).expect(200)).body.token;
}

/** A Content-Security-Policy header as directive → its sources. */
function policy(header: string | undefined): Record<string, string[]> {
  expect(header).toBeTruthy();
  return Object.fromEntries(
    header!
      .split(';')
      .map((d) => d.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

function expectFramingAndSniffingRefused(headers: Record<string, string>) {
  expect(policy(headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
  expect(headers['x-frame-options']).toBe('DENY');
  expect(headers['x-content-type-options']).toBe('nosniff');
  expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy']).toBe('same-origin');
  const permissions = headers['permissions-policy'];
  for (const feature of ['camera', 'microphone', 'geolocation', 'usb']) expect(permissions).toContain(`${feature}=()`);
}

/** What the shell and every remote must run under: code from the site (and Stripe) only, nothing inline but styles. */
function expectSitePolicy(headers: Record<string, string>) {
  const csp = policy(headers['content-security-policy']);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com']));
  expect(csp['script-src']).not.toContain("'unsafe-inline'");
  expect(csp['script-src']).not.toContain("'unsafe-eval'");
  expect(csp['style-src']).toEqual(expect.arrayContaining(["'self'", "'unsafe-inline'"]));
  expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'data:']));
  expect(csp['connect-src']).toEqual(expect.arrayContaining(["'self'", 'https://api.stripe.com']));
  expect(csp['frame-src']).toEqual(['https://js.stripe.com', 'https://hooks.stripe.com']);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'self'"]);
  expect(csp['form-action']).toEqual(["'self'"]);
  expectFramingAndSniffingRefused(headers);
}

describe('on every answer', () => {
  it('puts the site policy and the framing, sniffing and referrer rules on pages and on a remote’s files', async () => {
    const page = await api().get('/profile').set('accept', 'text/html').expect(200);
    expect(page.text).toContain('<title>CareerKit</title>');
    expectSitePolicy(page.headers);
    expectSitePolicy((await api().get('/').expect(200)).headers);
    expectSitePolicy((await api().get('/remotes/mfe_tools/remoteEntry.js').expect(200)).headers);
    expectSitePolicy((await api().get('/remotes/mfe_tools/42.0123abcd.js').expect(200)).headers);
    expectSitePolicy((await api().get('/remotes.json').expect(200)).headers);
  });

  it('puts a policy that allows nothing on API answers, errors included, over what the service sent', async () => {
    for (const res of [await api().get('/api/system-config').expect(200), await api().get('/api/nothing-here').expect(404), await api().get('/api/auth/me').expect(401)]) {
      const csp = policy(res.headers['content-security-policy']);
      expect(csp['default-src']).toEqual(["'none'"]);
      expectFramingAndSniffingRefused(res.headers);
    }
  });

  it('allows the code origins that /remotes.json names, read again when it changes, and those CSP_ASSET_ORIGINS adds', async () => {
    writeManifest({ mfe_tools: '/remotes/mfe_tools/mf-manifest.json', mfe_salary: 'https://cdn.example.com/mfe_salary/mf-manifest.json' });
    let csp = policy((await api().get('/').expect(200)).headers['content-security-policy']);
    for (const directive of ['script-src', 'style-src', 'connect-src']) expect(csp[directive]).toContain('https://cdn.example.com');

    writeManifest({ mfe_tools: '/remotes/mfe_tools/mf-manifest.json', mfe_salary: 'https://salary.cdn.example.org/v2/mf-manifest.json' });
    csp = policy((await api().get('/').expect(200)).headers['content-security-policy']);
    expect(csp['script-src']).toContain('https://salary.cdn.example.org');
    expect(csp['script-src']).not.toContain('https://cdn.example.com');

    // An entry that is no URL, or whose host would end a directive, adds nothing and breaks nothing.
    writeManifest({ a: 'https://evil.example;script-src/x', b: 'https://bad host/x', c: '//cdn.example.net:8443/mf-manifest.json' });
    const guarded = await api().get('/').expect(200);
    expect(guarded.headers['content-security-policy']).not.toContain('evil');
    csp = policy(guarded.headers['content-security-policy']);
    expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'sha256-/), 'https://js.stripe.com', 'cdn.example.net:8443']);

    await withGateway({ CSP_ASSET_ORIGINS: 'https://assets.example.net/, https://eu.assets.example.net' }, async (url) => {
      const extra = policy((await request(url).get('/').expect(200)).headers['content-security-policy']);
      expect(extra['script-src']).toEqual(expect.arrayContaining(["'self'", 'https://js.stripe.com', 'https://assets.example.net', 'https://eu.assets.example.net']));
      expect(extra['frame-ancestors']).toEqual(["'none'"]);
    });
    expect(() => loadConfig(gatewayEnv, { INTERNAL_KEY, IDENTITY_URL: id.identity.url, CSP_ASSET_ORIGINS: "https://cdn.example.com 'unsafe-inline'" })).toThrow(/CSP_ASSET_ORIGINS/);
  });
});

describe('personal API answers', () => {
  it('are never stored: /api/auth/me answers no-store, signed in or not', async () => {
    const { token } = await signUp();
    expect((await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(200)).headers['cache-control']).toBe('no-store');
    expect((await api().get('/api/auth/me').expect(401)).headers['cache-control']).toBe('no-store');
    expect((await api().put('/api/auth/profile').set('authorization', `Bearer ${token}`).send({ username: `renamed${n}` })).headers['cache-control']).toBe('no-store');
  });

  it('are never stored when they carry a token: sign-up and sign-in answer no-store', async () => {
    n++;
    const email = `stored${n}@example.com`;
    const register = await api().post('/api/auth/register').send({ email, username: `stored_${n}`, password: 'secret12' }).expect(201);
    expect(register.body.token).toEqual(expect.any(String));
    expect(register.headers['cache-control']).toBe('no-store');
    const login = await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(200);
    expect(login.headers['cache-control']).toBe('no-store');
  });

  it('stay no-store on admin routes even when the service says they may be cached; public answers keep what the service says', async () => {
    const operator = await signInAsOperator();
    const admin = await api().get('/api/admin/stats').set('authorization', `Bearer ${operator}`).expect(200);
    expect(admin.body.reached).toBe('/api/admin/stats');
    expect(admin.headers['cache-control']).toBe('no-store');
    expect(admin.headers['x-frame-options']).toBe('DENY');
    expect(policy(admin.headers['content-security-policy'])['frame-ancestors']).toEqual(["'none'"]);
    expect((await api().get('/api/system-config').expect(200)).headers['cache-control']).toBe('public, max-age=60');
  });
});

describe('HSTS', () => {
  it('is sent when the request came over HTTPS through a trusted proxy, and never over plain HTTP', async () => {
    await withGateway({ TRUST_PROXY: 'true' }, async (url) => {
      for (const path of ['/', '/api/system-config']) {
        const secure = await request(url).get(path).set('x-forwarded-proto', 'https').expect(200);
        expect(secure.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
        expect((await request(url).get(path).expect(200)).headers['strict-transport-security']).toBeUndefined();
      }
    });
    // Without TRUST_PROXY the header is the client's word, and the connection is plain HTTP.
    expect((await api().get('/').set('x-forwarded-proto', 'https').expect(200)).headers['strict-transport-security']).toBeUndefined();
  });
});

describe('Retry-After', () => {
  it('comes with the gateway’s 429, in whole seconds within the limit’s window', async () => {
    await withGateway({ AUTH_RATE_LIMIT_PER_MINUTE: '1' }, async (url) => {
      await request(url).post('/api/auth/login').send({ email: 'x@example.com', password: 'whatever' }).expect(401);
      const res = await request(url).post('/api/auth/login').send({ email: 'x@example.com', password: 'whatever' }).expect(429);
      expect(res.body.message).toBe('Too many requests. Please wait a moment and try again.');
      expect(res.headers['retry-after']).toMatch(/^\d+$/);
      expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
      expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(60);
    });
  });

  it('comes with identity’s 429 for an email with too many wrong passwords, through the gateway', async () => {
    const { email } = await signUp();
    for (let i = 0; i < 2; i++) await api().post('/api/auth/login').send({ email, password: 'wrong-one' }).expect(401);
    const res = await api().post('/api/auth/login').send({ email, password: 'secret12' }).expect(429);
    expect(res.headers['retry-after']).toMatch(/^\d+$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThanOrEqual(1);
    expect(Number(res.headers['retry-after'])).toBeLessThanOrEqual(LOGIN_WINDOW_SECONDS);
  });
});
