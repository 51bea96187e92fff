// Verifies the web client's pacts against the real identity service (in-process, on mongo-lite), with the real billing
// and tools services behind it for "Your data" (identity gathers and deletes their parts over their internal routes).
import { join } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../../services/identity/test/start-identity';
import { startTools, type ToolsUnderTest } from '../../../services/tools/test/start-tools';
import { PACTS_DIR } from '../pacts-dir';

let t: IdentityUnderTest;
let services: ToolsUnderTest;
let demoToken = '';

beforeAll(async () => {
  services = await startTools();
  t = await startIdentity({ LOG_LEVEL: 'silent', BILLING_URL: services.billing.billing.url, TOOLS_URL: services.tools.url }, undefined, { mongo: services.billing.mongo });
});
afterAll(async () => {
  await t.stop();
  await services.stop();
});

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
      'an account demo@careerkit.local with password demo1234 who has run a tool': async () => {
        await json('/api/auth/register', { method: 'POST', body: JSON.stringify({ email: 'demo@careerkit.local', username: 'demo', password: 'demo1234' }) });
        const signedIn = await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'demo@careerkit.local', password: 'demo1234' }) });
        demoToken = signedIn.token;
        // The free cover letter (a repeat after the first answers 402 and changes nothing).
        await services.api
          .post('/api/tools/cover-letter')
          .set(await services.auth(signedIn.user.id))
          .send({ jobDescription: 'Senior backend engineer, Go and Postgres, remote.', userExperience: 'Eight years building payment systems in Go.' });
      },
      // Its own account: the interaction deletes it.
      'an account leaving@careerkit.local with password leave1234': async () => {
        await json('/api/auth/register', { method: 'POST', body: JSON.stringify({ email: 'leaving@careerkit.local', username: 'leaving', password: 'leave1234' }) });
        demoToken = (await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email: 'leaving@careerkit.local', password: 'leave1234' }) })).token;
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
