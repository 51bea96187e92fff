// Verifies the web client's pacts against the real salary service, in-process with identity (its tokens), billing,
// the Stripe emulator (to buy uses) and mongo-lite. Each state signs in a user of its own, so states do not share uses.
import { newUserId, startSalary, type SalaryUnderTest } from '../../../services/salary/test/start-salary';
import { verifyWebPacts } from './verify-web-pacts';

let t: SalaryUnderTest;
let token = '';

beforeAll(async () => {
  t = await startSalary();
});
afterAll(() => t.stop());

/** A new user, signed in: the interaction's request carries its token. */
async function signInNewUser(label: string): Promise<string> {
  const userId = newUserId(label);
  token = await t.billing.tokenFor(userId);
  return userId;
}

it('honours every pact the web client has with salary', () =>
  verifyWebPacts(
    'salary',
    t.salary.url,
    {
      'a signed-in user with a free salary-benchmark use': async () => {
        await signInNewUser('pact-salary-free');
      },
      'a signed-in user with a free salary-negotiation use': async () => {
        await signInNewUser('pact-negotiation-free');
      },
      'a signed-in user who bought salary-benchmark': async () => {
        await t.buy(await signInNewUser('pact-salary-buyer'), 'salary-benchmark');
      },
      'a signed-in user who bought salary-negotiation': async () => {
        await t.buy(await signInNewUser('pact-negotiation-buyer'), 'salary-negotiation');
      },
      'a signed-in user who has used the free salary-benchmark use': async () => {
        const userId = await signInNewUser('pact-salary-spent');
        await t.api
          .post('/api/salary/benchmark')
          .set(await t.auth(userId))
          .send({ jobTitle: 'Software Engineer', location: 'San Francisco, CA', industry: 'Technology' })
          .expect(200);
      },
    },
    () => token,
  ));
