// Toasts (spec part 1 §9: one at a time, 5 s, placement by screen width, swipe 50 px, F8) and the small-screen menu.
import type { Locator, Page, Request } from 'playwright-core';
import { registerNewUser, submitSignIn, useJourney } from '../journey';
import { navigateInPage, pauseClockSoon, snap } from '../product';

const journey = useJourney();
let page: Page;
beforeEach(() => {
  page = journey.page;
});

const toasts = () => page.locator('.ck-toast');
const resetLink = '/reset-password?token=no-such-token';

/** Stops the page's clock: from then only runFor moves time, so a toast's 5 s can be counted exactly. */
const pauseClock = () => pauseClockSoon(page);

/** Requests the page has sent that are not answered yet, and a wait for there to be none. */
function requestsInFlight(p: Page): { idle(): Promise<void> } {
  // Only requests seen starting are counted: one already under way when the watch began (the page's system config,
  // say) would otherwise end below zero and the page would never read as idle.
  const pending = new Set<Request>();
  const waiting: Array<() => void> = [];
  p.on('request', (request) => pending.add(request));
  const answered = (request: Request) => {
    if (!pending.delete(request)) return;
    if (pending.size === 0) for (const resolve of waiting.splice(0)) resolve();
  };
  p.on('requestfinished', answered);
  p.on('requestfailed', answered);
  return { idle: () => (pending.size === 0 ? Promise.resolve() : new Promise<void>((resolve) => waiting.push(resolve))) };
}

/**
 * Moves the paused clock on in 50 ms steps until the toast shows (the form and the lazy toast renderer wait on timers),
 * each step once the page has its answers (the server's, the renderer's chunk): the clock never runs ahead of them.
 */
async function runClockUntilShown(toast: Locator): Promise<void> {
  const network = requestsInFlight(page);
  for (;;) {
    await network.idle();
    if (await toast.isVisible()) return;
    await page.clock.runFor(50);
  }
}

/** Asks for a password reset with a token the server does not know: the page answers with an error toast. */
async function failPasswordReset(): Promise<void> {
  await page.getByLabel('New password').fill('another1');
  await page.getByRole('button', { name: 'Set new password' }).click();
}

it('shows one toast at a time, bottom right on a wide screen, for 5 seconds', async () => {
  await page.clock.install();
  await submitSignIn(journey, 'demo@careerkit.local', 'demo1234');
  const welcome = toasts().filter({ hasText: 'Welcome back!' });
  await welcome.waitFor();
  await pauseClock();
  await snap(page, 'toast-wide');

  const box = (await welcome.boundingBox())!;
  const viewport = page.viewportSize()!;
  expect(viewport.width - (box.x + box.width)).toBeLessThan(40);
  expect(viewport.height - (box.y + box.height)).toBeLessThan(40);

  // A second toast replaces the first: the app moves on without a reload and the reset fails.
  await navigateInPage(page, resetLink);
  await failPasswordReset();
  const resetFailed = toasts().filter({ hasText: 'Reset failed' });
  await runClockUntilShown(resetFailed);
  expect(await toasts().count()).toBe(1);
  await expect(welcome.count()).resolves.toBe(0);

  // Its 5 s began within the last clock step: 4850 ms on it is still showing, 250 ms later it has gone.
  await page.clock.runFor(4850);
  await expect(resetFailed.getAttribute('data-state')).resolves.toBe('open');
  await page.clock.runFor(250);
  await resetFailed.waitFor({ state: 'detached' });
});

it('swipes a toast away past 50 px, not before, and reaches toasts with F8', async () => {
  await page.clock.install();
  await page.goto(`${journey.url}${resetLink}`);
  await pauseClock(); // the toast cannot time out while it is swiped: what dismisses it is the swipe
  await failPasswordReset();
  const toast = toasts().first();
  await runClockUntilShown(toast);

  await page.keyboard.press('F8');
  expect(await page.evaluate(() => document.activeElement?.classList.contains('ck-toasts'))).toBe(true);

  const swipe = async (distance: number) => {
    const box = (await toast.boundingBox())!;
    const [x, y] = [box.x + 40, box.y + box.height / 2];
    await page.mouse.move(x, y);
    await page.mouse.down();
    await page.mouse.move(x + distance, y, { steps: 5 });
    await page.mouse.up();
  };
  await swipe(45);
  await toast.and(page.locator('[data-swipe="cancel"]')).waitFor(); // the swipe was let go short
  await expect(toast.getAttribute('data-state')).resolves.toBe('open');
  await swipe(55);
  await toast.waitFor({ state: 'detached' });
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

    await drawer.getByRole('button', { name: 'Sign Out', exact: true }).click();
    await drawer.waitFor({ state: 'hidden' });
    expect(await page.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('dialog').getByRole('link', { name: 'Sign In' }).waitFor();
  } finally {
    await small.close();
  }
});
