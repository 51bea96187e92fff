// Toasts (spec part 1 §9: one at a time, 5 s, placement by screen width, swipe 50 px, F8) and the small-screen menu.
import type { Page } from 'playwright-core';
import { registerNewUser, submitSignIn, useJourney } from '../journey';
import { snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const toasts = () => page.locator('.ck-toast');
const resetLink = '/reset-password?token=no-such-token';

/** Asks for a password reset with a token the server does not know: the page answers with an error toast. */
async function failPasswordReset(): Promise<void> {
  await page.getByLabel('New password').fill('another1');
  await page.getByRole('button', { name: 'Set new password' }).click();
}

it('shows one toast at a time, bottom right on a wide screen, for about 5 seconds', async () => {
  await submitSignIn(journey, 'demo@careerkit.local', 'demo1234');
  const welcome = toasts().filter({ hasText: 'Welcome back!' });
  await welcome.waitFor();
  await snap(page, 'toast-wide');

  const box = (await welcome.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

  // A second toast replaces the first: the app moves on without a reload and the reset fails.
  await page.evaluate((path) => {
    history.pushState({}, '', path);
    dispatchEvent(new PopStateEvent('popstate'));
  }, resetLink);
  await failPasswordReset();
  await toasts().filter({ hasText: 'Reset failed' }).waitFor();
  expect(await toasts().count()).toBe(1);
  await expect(welcome.count()).resolves.toBe(0);

  // Still there after 3 s, gone after 5 s (with room for a slow machine).
  const shownAt = Date.now();
  await page.waitForTimeout(3000);
  expect(await toasts().count()).toBe(1);
  await toasts().first().waitFor({ state: 'detached', timeout: 5000 });
  expect(Date.now() - shownAt).toBeGreaterThanOrEqual(4500);
});

it('swipes a toast away past 50 px, not before, and reaches toasts with F8', async () => {
  await page.goto(`${journey.url}${resetLink}`);
  await failPasswordReset();
  const toast = toasts().first();
  await toast.waitFor();

  await page.keyboard.press('F8');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('ck-toasts'))).toBe(true);

  const swipe = async (distance: number) => {
    const box = (await toast.boundingBox())!;
    const y = box.y + box.height / 2;
    await page.mouse.move(box.x + 40, y);
    await page.mouse.down();
    for (let moved = 10; moved <= distance; moved += 10) await page.mouse.move(box.x + 40 + moved, y);
    await page.mouse.up();
  };
  await swipe(30);
  await page.waitForTimeout(300);
  expect(await toasts().count()).toBe(1);
  await swipe(80);
  await toast.waitFor({ state: 'detached', timeout: 2000 });
});

it('puts toasts at the top on a small screen and gives the menu, with the session, a drawer there', async () => {
  const small = await journey.browser.newContext({ viewport: { width: 390, height: 800 } });
  page = await small.newPage();
  try {
    await page.goto(`${journey.url}${resetLink}`);
    await failPasswordReset();
    const box = (await toasts().first().boundingBox())!;
    expect(box.y).toBeLessThan(40);
    await snap(page, 'toast-small-screen');

    const { username } = await registerNewUser({ ...journey, page });
    await page.getByRole('button', { name: 'Open menu' }).click();
    const drawer = page.getByRole('dialog');
    await drawer.getByRole('link', { name: 'Ghost Job Detector' }).waitFor();
    await drawer.getByText(username).waitFor();
    await snap(page, 'mobile-menu');

    await drawer.getByRole('button', { name: 'Sign Out' }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).waitFor();
  } finally {
    await small.close();
  }
});
