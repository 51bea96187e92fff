// The gateway checks a token's signature once and keeps its claims until the token expires; what it keeps must never
// outlive the token, nor let an account that signed out act. A stand-in for billing answers whoever the gateway lets
// through (it checks no token), so what is refused here is refused by the gateway's own check.
import { createServer, type Server } from 'node:http';
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AddressInfo } from 'node:net';
import request from 'supertest';
import { startIdentity, type IdentityUnderTest } from '../../services/identity/test/start-identity';
import { type RunningGateway } from '../src/server';
import { startTestGateway } from './start-test-gateway';

const SESSION_EXPIRED = 'Your session has expired. Please sign in again.';

let id: IdentityUnderTest;
let standIn: Server;
let gateway: RunningGateway;
/** Every request that reached billing's stand-in (platform's system config, read for maintenance, left out). */
const reached: string[] = [];

beforeAll(async () => {
  id = await startIdentity();
  standIn = createServer((req, res) => {
    res.setHeader('content-type', 'application/json');
    if (req.url === '/api/system-config') return res.end(JSON.stringify({ maintenanceMode: false, allowRegistrations: true }));
    reached.push(req.url!);
    res.end(JSON.stringify({ reached: req.url }));
  });
  await new Promise<void>((resolve) => standIn.listen(0, '127.0.0.1', resolve));
  const standInUrl = `http://127.0.0.1:${(standIn.address() as AddressInfo).port}`;
  const web = mkdtempSync(join(tmpdir(), 'web-'));
  writeFileSync(join(web, 'shell.html'), '<!doctype html><title>CareerKit</title>');
  gateway = await startTestGateway({ identityUrl: id.identity.url, platformUrl: standInUrl, webRoot: web }, { BILLING_URL: standInUrl });
});

afterAll(async () => {
  await gateway.stop();
  await new Promise((resolve) => standIn.close(resolve));
  await id.stop();
});

let n = 0;
async function signUp() {
  const email = `cache${++n}@example.com`;
  const res = await request(gateway.url).post('/api/auth/register').send({ email, username: `cache_${n}`, password: 'secret12' }).expect(201);
  return { token: res.body.token as string, userId: res.body.user.id as string, email };
}
/** A user route of billing's, through the gateway. */
const usage = (token: string) => request(gateway.url).get('/api/usage').set('authorization', `Bearer ${token}`);

it('refuses a token from the moment it expires, though its claims were kept while it was valid', async () => {
  const { userId, email } = await signUp();
  const realNow = Date.now();
  // Only the clock moves (expiry is read from it); timers and I/O stay real.
  jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'], now: realNow });
  try {
    const expiresAt = Math.floor(realNow / 1000) + 60;
    const token = await id.signToken({ sub: userId, email }, expiresAt);
    await usage(token).expect(200); // checked once, its claims kept
    jest.setSystemTime(expiresAt * 1000 - 1_000);
    await usage(token).expect(200);
    jest.setSystemTime(expiresAt * 1000 + 1_000);
    const before = reached.length;
    expect((await usage(token).expect(401)).body.message).toBe(SESSION_EXPIRED);
    expect(reached.slice(before)).toEqual([]); // refused at the gateway: billing never saw it
  } finally {
    jest.useRealTimers();
  }
});

it('refuses a kept token at once once its account signs out everywhere, even where the gateway did not see the sign-out', async () => {
  const { token } = await signUp();
  const bearer = { authorization: `Bearer ${token}` };
  await usage(token).expect(200); // checked once, its claims kept
  // Straight at identity, as through another gateway replica: this gateway learns it from the account's state alone.
  await request(id.identity.url).post('/api/auth/sign-out-everywhere').set(bearer).expect(200);
  const before = reached.length;
  expect((await usage(token).expect(401)).body.message).toBe(SESSION_EXPIRED);
  expect(reached.slice(before)).toEqual([]);
});

it("refuses a kept token at once once it is signed out on its own device, where the gateway did not see the sign-out, and keeps the account's other token", async () => {
  const { token, email } = await signUp();
  const other = (await request(id.identity.url).post('/api/auth/login').send({ email, password: 'secret12' }).expect(200)).body.token as string;
  await usage(token).expect(200); // checked once, its claims kept
  await usage(other).expect(200);
  // Straight at identity, as through another gateway replica: this gateway learns it from identity's answer alone.
  await request(id.identity.url).post('/api/auth/sign-out').set({ authorization: `Bearer ${token}` }).expect(200);
  const before = reached.length;
  expect((await usage(token).expect(401)).body.message).toBe(SESSION_EXPIRED);
  expect(reached.slice(before)).toEqual([]);
  await usage(other).expect(200);
});
