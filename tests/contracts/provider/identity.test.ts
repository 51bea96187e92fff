// Verifies the web client's pacts against the real identity service (in-process, on mongo-lite), with the real billing,
// tools and platform services behind it for "Your data" (identity gathers and deletes their parts over their internal
// routes).
import request from 'supertest';
import { startPlatform, type PlatformUnderTest } from '../../../services/platform/test/start-platform';
import { INTERNAL_KEY, startIdentity, type IdentityUnderTest } from '../../../services/identity/test/start-identity';
import { verifyWebPacts } from './verify-web-pacts';

let t: IdentityUnderTest;
let services: PlatformUnderTest;
let token = '';

beforeAll(async () => {
  services = await startPlatform();
  t = await startIdentity(
    { LOG_LEVEL: 'silent', BILLING_URL: services.billing.billing.url, TOOLS_URL: services.tools.url, PLATFORM_URL: services.platform.url },
    undefined,
    { mongo: services.billing.mongo },
  );
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

/** Registers the account (again: identity answers 409 and keeps it) and signs it in: the interaction's request carries its token. */
async function signInAccount(email: string, username: string, password: string): Promise<{ id: string }> {
  await json('/api/auth/register', { method: 'POST', body: JSON.stringify({ email, username, password }) });
  const signedIn = await json('/api/auth/login', { method: 'POST', body: JSON.stringify({ email, password }) });
  token = signedIn.token;
  return signedIn.user;
}

/** How long a mail may take to land: the workspace's ceiling for a wait (jest.setup.cjs). */
const MAIL_WAIT_MS = 20_000;

/** The token of the reset link mailed to `email`: identity answers first and mails afterwards, so wait for it. */
async function mailedResetToken(email: string): Promise<string> {
  for (const deadline = Date.now() + MAIL_WAIT_MS; Date.now() < deadline; ) {
    const mailed = t.lastResetToken(email);
    if (mailed) return mailed;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`No reset link was mailed to ${email}`);
}

it('honours every pact the web client has with identity', () =>
  verifyWebPacts(
    'identity',
    t.identity.url,
    {
      'an account demo@careerkit.local with password demo1234': async () => {
        await signInAccount('demo@careerkit.local', 'demo', 'demo1234');
      },
      'an account demo@careerkit.local with password demo1234 who has run a tool and written to support': async () => {
        const demo = await signInAccount('demo@careerkit.local', 'demo', 'demo1234');
        // The free cover letter (a repeat after the first answers 402 and changes nothing).
        await request(services.tools.url)
          .post('/api/tools/cover-letter')
          .set(await services.billing.auth(demo.id))
          .send({ jobDescription: 'Senior backend engineer, Go and Postgres, remote.', userExperience: 'Eight years building payment systems in Go.' });
        await services.api
          .post('/api/contact')
          .send({ name: 'Demo User', email: 'demo@careerkit.local', subject: 'Question about my run', category: 'general', message: 'How do I export my cover letter?' });
      },
      // Its own account: the interaction deletes it.
      'an account leaving@careerkit.local with password leave1234': async () => {
        await signInAccount('leaving@careerkit.local', 'leaving', 'leave1234');
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
    () => token,
  ));
