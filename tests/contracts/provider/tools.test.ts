// Verifies the web client's pacts against the real tools service, in-process with identity (its tokens), billing, the
// Stripe emulator (to buy uses), the local AI engine and mongo-lite. Each state signs in a user of its own.
import { join } from 'node:path';
import { existsSync, readdirSync } from 'node:fs';
import { Verifier } from '@pact-foundation/pact';
import { newUserId, startTools, type ToolsUnderTest } from '../../../services/tools/test/start-tools';
import { PACTS_DIR } from '../pacts-dir';

let t: ToolsUnderTest;
let token = '';

beforeAll(async () => {
  t = await startTools();
});
afterAll(() => t.stop());

/** A new user, signed in: the interaction's request carries its token. */
async function signInNewUser(label: string): Promise<string> {
  const userId = newUserId(label);
  token = await t.billing.tokenFor(userId);
  return userId;
}

const freeUse = (tool: string) => [`a signed-in user with a free ${tool} use`, async () => void (await signInNewUser(`pact-${tool}-free`))] as const;
const bought = (tool: string) => [`a signed-in user who bought ${tool}`, async () => t.buy(await signInNewUser(`pact-${tool}-buyer`), tool)] as const;

it('honours every pact the web client has with tools', async () => {
  const pacts = existsSync(PACTS_DIR) ? readdirSync(PACTS_DIR).filter((f) => f.endsWith('-tools.json')) : [];
  expect(pacts.length).toBeGreaterThan(0); // the consumer run comes first and must have written them

  await new Verifier({
    provider: 'tools',
    providerBaseUrl: t.tools.url,
    pactUrls: pacts.map((f) => join(PACTS_DIR, f)),
    logLevel: 'warn',
    stateHandlers: Object.fromEntries([
      ['a signed-in user', async () => void (await signInNewUser('pact-upload'))],
      freeUse('cover-letter-writer'),
      freeUse('linkedin-optimizer'),
      freeUse('resume-scanner'),
      freeUse('ghost-job-detector'),
      bought('cover-letter-writer'),
      bought('resume-analysis'),
      [
        'a signed-in user who has used the free resume-scanner use',
        async () => {
          const userId = await signInNewUser('pact-scanner-spent');
          await t.api.post('/api/tools/resume-scanner').set(await t.auth(userId)).send({ resumeText: 'Jane Doe\njane@example.com\nEngineer at Acme since 2019.' }).expect(200);
        },
      ],
    ]),
    // The pact's token is an example; swap in the token of the state's user.
    requestFilter: (req, _res, next) => {
      if (req.headers.authorization) req.headers.authorization = `Bearer ${token}`;
      next();
    },
  }).verifyProvider();
});
