// The two writing tools end to end (spec part 1 §2, §4 'Run flow', 'Results', 'Payment flow', §9), in Chromium against
// the product under the launcher (the tools service on its local engine, billing with local/stripe-emulator): a new
// user's free run gives a preview with its locks, the next run meets the limit and the payment dialog, 4242 pays, and
// the run restarts by itself (1 s for the cover letter, 2 s for LinkedIn) and shows the full result.
import type { Page } from 'playwright-core';
import { agreeToAiUsage, registerNewUser, typeCard, useJourney } from '../journey';
import { snapSettled } from '../product';
import { WHOLE_RESUME } from '../fixtures/whole-resume';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const PAID = 'You now have access to this AI tool!';
const EXPERIENCE = WHOLE_RESUME;
const toast = (text: string) => page.locator('.ck-toast').filter({ hasText: text });

const agree = () => agreeToAiUsage(page);

async function payWith4242(dialogName: string): Promise<void> {
  const dialog = page.getByRole('dialog', { name: dialogName });
  await typeCard(dialog);
  await dialog.getByRole('button', { name: 'Pay $0.99' }).click();
  await toast('Payment Successful').filter({ hasText: PAID }).waitFor();
  await dialog.waitFor({ state: 'detached' });
}

it('writes a preview cover letter for free, sells 5 uses with 4242 at the limit, and rewrites the letter in full', async () => {
  await registerNewUser(journey);
  await page.goto(`${journey.url}/cover-letter-writer`);
  await page.getByRole('button', { name: 'Generate Cover Letter' }).waitFor();
  await page.getByLabel('Job Description').fill('Senior backend engineer at Acme Payments: build and run payment APIs in TypeScript.');
  // A whole résumé: for a thin one the writer answers what to add instead of a letter (and spends no use).
  await page.getByLabel('Your Experience').fill(EXPERIENCE);
  await page.getByRole('checkbox', { name: /I understand this tool uses AI/ }).check();
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await agree();

  const result = page.locator('[data-result="cover-letter"]');
  await result.and(page.locator('[data-preview="true"]')).waitFor();
  await page.getByRole('button', { name: /Unlock Full Cover Letter/ }).waitFor();
  // The preview is the letter's opening and first body paragraph; the rest is a count, and the letter cannot be copied half.
  await result.locator('[data-locked-rest]').filter({ hasText: /The rest of your letter: \d+ more paragraphs?/ }).waitFor();
  expect(await page.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(true);
  await toast('Cover Letter Generated!').waitFor();
  await snapSettled(page, 'tools-cover-letter-preview');

  // The free use is spent: the next run meets the limit and the payment dialog opens with the tool's message.
  await page.getByRole('button', { name: 'Generate Cover Letter' }).click();
  await agree();
  await page.getByText("You've reached your free usage limit. Upgrade to continue creating professional cover letters.").waitFor();
  await page.getByRole('dialog', { name: 'Cover Letter Writer — $0.99' }).getByRole('group', { name: 'Credit or debit card' }).waitFor();
  await snapSettled(page, 'tools-cover-letter-payment');
  const rerun = page.waitForResponse((response) => response.url().endsWith('/api/tools/cover-letter') && response.status() === 200);
  await payWith4242('Cover Letter Writer — $0.99');

  // The run restarts by itself and this time the letter is whole.
  expect(((await (await rerun).json()) as { isPreview: boolean }).isPreview).toBe(false);
  await result.and(page.locator('[data-preview="false"]')).waitFor();
  expect(await page.getByRole('button', { name: /Unlock Full Cover Letter/ }).count()).toBe(0);
  expect(await page.getByRole('button', { name: 'Copy' }).isDisabled()).toBe(false);
  await page.getByText('Paid Access').first().waitFor();
  await snapSettled(page, 'tools-cover-letter-full');
});

it('optimizes a LinkedIn profile as a preview for free, sells 5 uses with 4242 at the limit, and reruns in full', async () => {
  await registerNewUser(journey);
  await page.goto(`${journey.url}/linkedin-optimizer`);
  await page.getByRole('button', { name: 'Optimize Profile' }).waitFor();
  await page.getByLabel('Current Profile').fill('Backend engineer. Ten years building payment systems in TypeScript and Go; led a team of six.');
  await page.getByLabel('Target Role').fill('Staff Engineer');
  await page.getByLabel('Industry Experience').fill('10 years in fintech');
  await page.getByRole('checkbox', { name: /I understand this tool uses AI/ }).check();
  await page.getByRole('button', { name: 'Optimize Profile' }).click();
  await agree();

  const result = page.locator('[data-result="linkedin"]');
  await result.and(page.locator('[data-preview="true"]')).waitFor();
  await page.getByRole('button', { name: /Unlock Full Optimization/ }).waitFor();
  expect(await page.getByRole('button', { name: 'Copy headline' }).isDisabled()).toBe(true);
  await toast('LinkedIn Profile Optimized!').waitFor();
  await snapSettled(page, 'tools-linkedin-preview');

  await page.getByRole('button', { name: 'Optimize Profile' }).click();
  await agree();
  await page.getByText(/You've reached your usage limit/).first().waitFor();
  await page.getByRole('dialog', { name: 'LinkedIn Optimizer — $0.99' }).getByRole('group', { name: 'Credit or debit card' }).waitFor();
  await snapSettled(page, 'tools-linkedin-payment');
  const rerun = page.waitForResponse((response) => response.url().endsWith('/api/tools/linkedin') && response.status() === 200);
  await payWith4242('LinkedIn Optimizer — $0.99');

  expect(((await (await rerun).json()) as { isPreview: boolean }).isPreview).toBe(false);
  await result.and(page.locator('[data-preview="false"]')).waitFor();
  expect(await page.getByRole('button', { name: 'Copy headline' }).isDisabled()).toBe(false);
  expect(await page.locator('[data-locked]').count()).toBe(0);
  await snapSettled(page, 'tools-linkedin-full');
});
