// The site under the gateway's Content-Security-Policy: every page of the shell, a page of each remote area signed in,
// and the operator's admin area come with the policy, render (antd's CSS-in-JS included), and report no violation.
import type { Locator, Page } from 'playwright-core';
import { registerNewUser, submitSignIn, useJourney } from '../journey';
import { OPERATOR, snap } from '../product';

const journey = useJourney();
let page: Page;
/** What the browser refused on the page open now, from the page's own events and from its console. */
let violations: string[];
let opened = '';

beforeEach(async () => {
  page = journey.page;
  violations = [];
  page.on('console', (message) => {
    if (message.text().includes('Content Security Policy')) violations.push(`${opened}: console.${message.type()} ${message.text()}`);
  });
  await page.exposeFunction('reportPolicyViolation', (line: string) => violations.push(`${opened}: ${line}`));
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) => {
      const report = (window as unknown as { reportPolicyViolation(line: string): void }).reportPolicyViolation;
      report(`${e.effectiveDirective} refused ${e.blockedURI || 'inline'} (${e.sourceFile}:${e.lineNumber})`);
    });
  });
});

/** Loads `path` as a new document, checks the policy it came with, waits for `rendered`, and for late reports. */
async function open(path: string, rendered: (p: Page) => Locator): Promise<void> {
  opened = path;
  const response = await page.goto(`${journey.url}${path}`);
  const headers = response!.headers();
  expect(headers['content-security-policy']).toMatch(/(^|; )script-src 'self'( |;)/);
  expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  expect(headers['x-frame-options']).toBe('DENY');
  await rendered(page).first().waitFor();
  // A violation is reported in a task after the refused load: once nothing is loading, let the tasks queued run.
  await page.waitForLoadState('networkidle');
  await page.evaluate(() => new Promise((resolve) => setTimeout(resolve, 0)));
  expect(violations).toEqual([]);
}

const heading = (name: string) => (p: Page) => p.getByRole('heading', { name });

it('serves every page of the shell with the policy, and each renders without a violation', async () => {
  const pages: [string, (p: Page) => Locator][] = [
    ['/', heading('AI career tools. Pay only for what you use.')],
    ['/login', heading('Sign In')],
    ['/register', heading('Create your account')],
    ['/pricing', heading('Pay only for what you use')],
    ['/demo', heading('How It Works')],
    ['/contact', heading('Contact Us')],
    ['/legal/terms', heading('Terms of Service')],
    ['/legal/privacy', heading('Privacy Policy')],
    ['/legal/disclaimer', heading('AI Disclaimer')],
    ['/legal/cookies', heading('Cookie Policy')],
    ['/auth/forgot-password', heading('Reset your password')],
    ['/reset-password?token=no-such-token', heading('Choose a new password')],
    ['/no-such-page', (p) => p.getByText('404 Page Not Found')],
  ];
  for (const [path, rendered] of pages) await open(path, rendered);

  // antd's CSS-in-JS reached the page: the primary button wears the theme's colour, not the browser's grey.
  await open('/login', heading('Sign In'));
  const signIn = page.getByRole('button', { name: 'Sign In' }).last();
  expect(await signIn.evaluate((b) => getComputedStyle(b).backgroundColor)).toBe('rgb(36, 84, 214)');
});

it('runs a page of each remote area for a signed-in user without a violation', async () => {
  await registerNewUser(journey);
  for (const [path, remote, title] of [
    ['/resume-scanner', 'mfe_tools', 'Resume Scanner'],
    ['/cover-letter-writer', 'mfe_tools', 'Cover Letter Writer'],
    ['/salary-benchmarker', 'mfe_salary', 'Salary Benchmarker'],
    ['/profile', 'mfe_account', 'Profile'],
    ['/admin', 'mfe_admin', 'Admin access required'],
  ] as const) {
    await open(path, (p) => p.locator(`[data-remote="${remote}"]`).getByText(title));
  }
});

it('runs the admin area for the operator, styled by the remote’s own antd, without a violation', async () => {
  await submitSignIn(journey, OPERATOR.email, OPERATOR.password);
  await page.locator('.ck-toast').filter({ hasText: 'Welcome back!' }).waitFor();
  expect(violations).toEqual([]);

  await open('/admin', (p) => p.locator('[data-remote="mfe_admin"]').getByRole('heading', { name: 'Admin Dashboard' }));
  // The remote bundles its own antd: its <style> elements were let in (antd's title weight, not the browser's bold).
  const title = page.locator('[data-remote="mfe_admin"]').getByRole('heading', { name: 'Admin Dashboard' });
  expect(await title.evaluate((h) => getComputedStyle(h).fontWeight)).toBe('600');
  await snap(page, 'csp-admin');
});
