// Verifies the web client's pacts against the real tools service, in-process with identity (its tokens), billing, the
// Stripe emulator (to buy uses), the local AI engine and mongo-lite. Each state signs in a user of its own.
import { newUserId, startTools, type ToolsUnderTest } from '../../../services/tools/test/start-tools';
import { verifyWebPacts } from './verify-web-pacts';

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

it('honours every pact the web client has with tools', () =>
  verifyWebPacts(
    'tools',
    t.tools.url,
    Object.fromEntries([
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
    () => token,
  ));
