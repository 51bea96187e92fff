// A failing run, end to end (issue 26): in a second product whose AI provider is down (OPENAI_API_KEY set and
// OPENAI_BASE_URL pointing at a closed port: the services' own settings, no stand-in of our code), a user's cover letter
// run fails with the tool's message; the operator then finds it in the admin area's Runs view by the customer's e-mail,
// with its reason in words ('The AI provider failed', the same words salary's runs get), and in the dashboard's failure
// rate.
import { RUN_FAILED_MESSAGES } from '@careerkit/contracts/tools';
import { startLauncher } from '../../../local/start-launcher.cjs';
import { agreeToAiUsage, registerNewUser, submitSignIn, useJourney, type Journey } from '../journey';
import { OPERATOR, snap, type Product } from '../product';
import { WHOLE_RESUME } from '../fixtures/whole-resume';

const journey = useJourney();
const EXPERIENCE = WHOLE_RESUME;
let failing: Product;

beforeAll(async () => {
  // The front-end is the one the global setup built; only the AI provider differs.
  const launched = await startLauncher({ name: 'e2e-failing-engine', timeoutMs: 180_000, env: { SKIP_WEB_BUILD: '1', OPENAI_API_KEY: 'sk-e2e-provider-down', OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' } });
  failing = Object.assign(launched, { url: `http://localhost:${launched.ports.gateway}` });
}, 200_000);
afterAll(() => failing?.stop());

it('shows a run the engine failed in the Runs view, found by the customer’s e-mail, with its reason in words, and in the failure rate', async () => {
  const { page } = journey;
  const here: Journey = { ...journey, url: failing.url, page };
  const customer = await registerNewUser(here);
  await page.goto(`${failing.url}/cover-letter-writer`);
  await page.getByLabel('Job Description').fill('Senior backend engineer at Acme Payments: build and run payment APIs in TypeScript.');
  // A whole résumé: for a thin one the writer answers what to add without asking the provider at all.
  await page.getByLabel('Your Experience').fill(EXPERIENCE);
  await page.getByRole('checkbox', { name: /I understand this tool uses AI/ }).check();
  const answered = page.waitForResponse((response) => response.url().endsWith('/api/tools/cover-letter'));
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await agreeToAiUsage(page);
  expect((await answered).status()).toBe(502);

  await page.getByText(RUN_FAILED_MESSAGES['cover-letter-writer']).first().waitFor();

  // The operator, in a browser of their own.
  const operatorContext = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  const operatorPage = await operatorContext.newPage();
  const operator: Journey = { ...here, context: operatorContext, page: operatorPage };
  await submitSignIn(operator, OPERATOR.email, OPERATOR.password);
  await operatorPage.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  await operatorPage.goto(`${failing.url}/admin`);
  await operatorPage.getByRole('heading', { name: 'Admin Dashboard' }).waitFor();
  // The dashboard: the cover letter writer's one run in the last 24 h failed.
  await operatorPage.locator('[data-row-key="cover-letter-writer"]').getByText('100%: 1 of 1 run failed').waitFor();
  await operatorPage.getByRole('tab', { name: 'Runs' }).click();
  // Found by the e-mail the customer writes from, in whatever case they typed it.
  const filter = operatorPage.getByRole('searchbox', { name: 'User' });
  await filter.fill(customer.email.toUpperCase());
  await filter.press('Enter');
  const row = operatorPage.locator('tr').filter({ hasText: 'Cover Letter Writer' }).filter({ hasText: 'The AI provider failed' });
  await row.waitFor();
  expect(await row.getByText('failed', { exact: true }).count()).toBe(1);
  await row.getByText(customer.email).waitFor();
  await snap(operatorPage, 'admin-runs-failed');
  // The full user id is shown beside the e-mail; the run belongs to the user who ran it.
  await row.getByText(/^[\w-]{8,}$/).first().waitFor();
  await operatorContext.close();
});
