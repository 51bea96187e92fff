// Sessions across devices: "Sign Out of All Devices" on one ends the session on the other.
import { registerNewUser, submitSignIn, useJourney } from '../journey';
import { snap } from '../product';

const journey = useJourney();

it('signs the other device out when one signs out of all devices', async () => {
  const { page } = journey;
  const { email, username } = await registerNewUser(journey);

  // A second device: its own browser context, signed in to the same account.
  const other = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const otherPage = await other.newPage();
    await submitSignIn({ ...journey, context: other, page: otherPage }, email, 'secret12');
    await otherPage.getByRole('button', { name: username }).waitFor();

    await page.getByRole('button', { name: username }).click();
    await page.getByRole('menuitem', { name: 'Sign Out of All Devices' }).click();
    await page.locator('.ck-toast').filter({ hasText: 'You have been signed out on every device.' }).waitFor();
    await page.getByRole('link', { name: 'Sign In' }).first().waitFor();
    await snap(page, 'sessions-signed-out-everywhere');

    // The other device learns it at its next call: its stored token no longer works.
    await otherPage.reload();
    await otherPage.getByRole('link', { name: 'Sign In' }).first().waitFor();
    expect(await otherPage.evaluate(() => localStorage.getItem('auth_token'))).toBeNull();
    await snap(otherPage, 'sessions-other-device-signed-out');

    // Signing in again works.
    await submitSignIn({ ...journey, context: other, page: otherPage }, email, 'secret12');
    await otherPage.getByRole('button', { name: username }).waitFor();
  } finally {
    await other.close();
  }
});

it('brings a visitor who signs in from a guarded tool page back to that tool, and never to another site', async () => {
  const { email, username } = await registerNewUser(journey);
  const signInFrom = async (start: string) => {
    const context = await journey.browser.newContext({ viewport: { width: 1280, height: 860 } });
    const visitor = await context.newPage();
    await visitor.goto(`${journey.url}${start}`);
    if (start === '/resume-scanner') {
      await visitor.getByText('Sign In Required').waitFor();
      await visitor.getByRole('link', { name: 'Sign In' }).last().click();
    }
    await visitor.getByLabel('Email').fill(email);
    await visitor.getByLabel('Password').fill('secret12');
    await visitor.getByRole('button', { name: 'Sign In' }).last().click();
    await visitor.getByRole('button', { name: username }).waitFor();
    return { context, visitor };
  };

  const fromTool = await signInFrom('/resume-scanner');
  await fromTool.visitor.getByRole('button', { name: /Scan Resume/ }).waitFor();
  expect(new URL(fromTool.visitor.url()).pathname).toBe('/resume-scanner');
  await fromTool.context.close();

  // A crafted link cannot send a fresh session to another site: the user lands on Home.
  const crafted = await signInFrom(`/login?next=${encodeURIComponent('//evil.example/')}`);
  await crafted.visitor.waitForURL(`${journey.url}/`);
  await crafted.context.close();
});
