// Tool pages are guarded (spec part 1 §2 'Tool page guard'): a spinner while the session loads, 'Sign In Required'
// with its links when signed out (Sign Up only while registrations are open), the tool itself when signed in.
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { deferred, serveApi, SYSTEM_CONFIG, USER } from './support/api-server';
import { renderInKit } from './support/render';

const api = serveApi();
const tool = <h1>Cover Letter Writer</h1>;

it('shows a spinner, not the tool or the sign-in prompt, while the session is being checked', async () => {
  const session = deferred();
  api.signIn();
  api.on('GET /api/auth/me', async () => (await session.promise, { body: { user: USER } }));
  renderInKit(<ToolGuard>{tool}</ToolGuard>);

  expect(screen.getByLabelText('Loading')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Cover Letter Writer' })).toBeNull();
  expect(screen.queryByText('Sign In Required')).toBeNull();

  session.resolve();
  expect(await screen.findByRole('heading', { name: 'Cover Letter Writer' })).toBeTruthy();
  expect(screen.queryByLabelText('Loading')).toBeNull();
});

it('shows the tool to a signed-in user', async () => {
  api.signIn();
  renderInKit(<ToolGuard>{tool}</ToolGuard>);

  expect(await screen.findByRole('heading', { name: 'Cover Letter Writer' })).toBeTruthy();
  expect(screen.queryByText('Sign In Required')).toBeNull();
});

it("asks a signed-out visitor to sign in, with links to sign in, sign up, home, how it works and pricing", async () => {
  renderInKit(<ToolGuard>{tool}</ToolGuard>);

  expect(await screen.findByText('Sign In Required')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Cover Letter Writer' })).toBeNull();
  const hrefs = screen.getAllByRole('link').map((link) => [link.textContent, link.getAttribute('href')]);
  expect(hrefs).toEqual([
    // The default route of renderInKit: the tool's page travels along, to come back to once signed in.
    ['Sign In', '/login?next=%2Ftools%2Ftest'],
    ['Sign Up', '/register?next=%2Ftools%2Ftest'],
    ['Home', '/'],
    ['How It Works', '/demo'],
    ['Pricing', '/pricing'],
  ]);
});

it('takes a signed-out visitor to /login from Sign In', async () => {
  renderInKit(<ToolGuard>{tool}</ToolGuard>, { route: '/resume-scanner' });

  await userEvent.click(await screen.findByRole('link', { name: 'Sign In' }));
  expect(await screen.findByText('Now at /login')).toBeTruthy();
});

it('leaves out Sign Up while registrations are closed', async () => {
  api.on('GET /api/system-config', { body: { ...SYSTEM_CONFIG, allowRegistrations: false } });
  renderInKit(<ToolGuard>{tool}</ToolGuard>);

  expect(await screen.findByText('Sign In Required')).toBeTruthy();
  await waitFor(() => expect(api.calls.map((call) => call.path)).toContain('/api/system-config'));
  await waitFor(() => expect(screen.queryByRole('link', { name: 'Sign Up' })).toBeNull());
  expect(screen.getByRole('link', { name: 'Sign In' }).getAttribute('href')).toBe('/login?next=%2Ftools%2Ftest');
});

it('treats a stored token the server no longer accepts as signed out', async () => {
  api.signIn();
  api.on('GET /api/auth/me', { status: 401, body: { error: 'unauthorized', message: 'Please sign in to continue.' } });
  renderInKit(<ToolGuard>{tool}</ToolGuard>);

  expect(await screen.findByText('Sign In Required')).toBeTruthy();
  expect(screen.queryByRole('heading', { name: 'Cover Letter Writer' })).toBeNull();
});

it("names the tab with the operator's site name once the config says it, CareerKit until then", async () => {
  api.on('GET /api/system-config', { body: { ...SYSTEM_CONFIG, siteName: 'Acme Careers' } });
  renderInKit(<ToolGuard>{tool}</ToolGuard>);
  await waitFor(() => expect(document.title).toBe('Sign In Required — Acme Careers'));
});
