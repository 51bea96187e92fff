// Verifies the web client's pacts against the real identity service (in-process, on mongo-lite).
import { join } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../../services/identity/test/start-identity';
import { PACTS_DIR } from '../pacts-dir';

let t: IdentityUnderTest;
let demoToken = '';

beforeAll(async () => {
  t = await startIdentity();
});
afterAll(() => t.stop());

// eslint-disable-next-line @typescript-eslint/no-explicit-any -- set-up calls; the verifier checks the shapes
async function json(path: string, init: RequestInit = {}): Promise<any> {
  const response = await fetch(`${t.identity.url}${path}`, { ...init, headers: { 'content-type': 'application/json', ...init.headers } });
  return response.json();
}

async function removeAccount(email: string) {
  const { users } = await json(`/internal/users?search=${encodeURIComponent(email)}`, { headers: { 'x-internal-key': INTERNAL_KEY } });
  for (const user of users as { id: string; email: string }[]) {
    if (user.email === email) await fetch(`${t.identity.url}/internal/users/${user.id}`, { method: 'DELETE', headers: { 'x-internal-key': INTERNAL_KEY } });
  }
}

/** The token of the reset link mailed to `email`: identity answers first and mails afterwards, so wait for it. */
async function mailedResetToken(email: string): Promise<string> {
  for (let waited = 0; waited < 5000; waited += 50) {
    const token = t.lastResetToken(email);
    if (token) return token;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No reset link was mailed to ${email}`);
}

it('honours every pact the web client has with identity', async () => {
  const pacts = existsSync(PACTS_DIR) ? readdirSync(PACTS_DIR).filter((f) => f.endsWith('-identity.json')) : [];
  expect(pacts.length).toBeGreaterThan(0); // the consumer run comes first and must have written them

  await new Verifier({
    provider: 'identity',
    providerBaseUrl: t.identity.url,
    pactUrls: pacts.map((f) => join(PACTS_DIR, f)),
    logLevel: 'warn',
    stateHandlers: {
      'an account demo@careerkit.local with password demo1234': async () => {
        await json('/api/auth/register', { method: 'POST', body: JSON.stringify({ email: 'demo@careerkit.local', username: 'demo', password: 'demo1234' }) });
        demoToken = (await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'demo@careerkit.local', password: 'demo1234' }) })).token;
      },
      'no account uses nobody@careerkit.local': () => removeAccount('nobody@careerkit.local'),
      'no account uses new@careerkit.local': () => removeAccount('new@careerkit.local'),
      // Its own account, so the new password set by the interaction leaves the demo account's password alone.
      'a reset link was mailed to reset@careerkit.local': async () => {
        await json('/api/auth/register', { method: 'POST', body: JSON.stringify({ email: 'reset@careerkit.local', username: 'resetter', password: 'reset1234' }) });
        await json('/api/auth/forgot-password', { method: 'POST', body: JSON.stringify({ email: 'reset@careerkit.local' }) });
        return { resetToken: await mailedResetToken('reset@careerkit.local') }; // injected into the request as ${resetToken}
      },
    },
    // The pact's token is an example; swap in a real one for the signed-in user.
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization) req.headers.authorization = `Bearer ${demoToken}`;
      next();
    },
  }).verifyProvider();
});
