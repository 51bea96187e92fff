// A first visit to a page drawn at build time (src/prerender.tsx) as the browser runs it (src/bootstrap.tsx): React
// adopts the markup the visitor already sees instead of drawing it again, from the data the page carries, and the
// live catalog replaces that data as soon as billing answers.
import { screen, waitFor, within } from '@testing-library/react';
import { SPEC_TOOL_CONFIGS } from '@careerkit/contracts/catalog';
import { deferred, serveApi } from '../../libs/web/test/support/api-server';

const api = serveApi();

/** The page the server sends for `path`: its markup and data as built, the address bar at `path`. */
async function arriveAt(path: string): Promise<void> {
  let page!: { markup: string; data: string };
  // The build's own modules (its query cache), apart from the page's.
  await jest.isolateModulesAsync(async () => {
    page = (await import('../src/prerender')).renderPage(path);
  });
  document.body.innerHTML = `<div id="root">${page.markup}</div>${page.data}`;
  window.history.replaceState(null, '', path);
}

/** The page's script running, with fresh modules as on a new page load. */
async function runShell(): Promise<void> {
  await jest.isolateModulesAsync(async () => {
    await import('../src/bootstrap');
  });
}

let reported: jest.SpyInstance;
beforeEach(() => {
  reported = jest.spyOn(console, 'error');
});
afterEach(() => reported.mockRestore());

const header = () => screen.getByRole('banner');

it.each([
  ['/', 'AI career tools. Pay only for what you use.'],
  ['/pricing', 'Pay only for what you use'],
])('adopts the pre-rendered %s as it is: the same elements, no mismatch, then the session part of the header', async (path, heading) => {
  api.on('GET /api/tool-configs', { body: SPEC_TOOL_CONFIGS });
  await arriveAt(path);
  // The session is not known at build time: the page arrives with neither Sign In nor an account in its header.
  expect(within(header()).queryByRole('link', { name: 'Sign In' })).toBeNull();
  const drawn = screen.getByRole('heading', { level: 1, name: heading });
  const firstCard = screen.getByRole('region', { name: 'Resume Scanner' });
  await runShell();
  // The session is known only in the browser: Sign In appears once the page is adopted and has no session.
  await within(header()).findByRole('link', { name: 'Sign In' });
  expect(screen.getByRole('heading', { level: 1, name: heading })).toBe(drawn);
  expect(screen.getByRole('region', { name: 'Resume Scanner' })).toBe(firstCard);
  expect(reported).not.toHaveBeenCalled();
});

it('shows the prices it was built with at once, fetches the live catalog at once, and shows its changed price', async () => {
  const answer = deferred();
  api.on('GET /api/tool-configs', async () => {
    await answer.promise;
    return { body: { ...SPEC_TOOL_CONFIGS, 'resume-scanner': { ...SPEC_TOOL_CONFIGS['resume-scanner'], price: 5.49 } } };
  });
  await arriveAt('/pricing');
  await runShell();
  const scanner = screen.getByRole('region', { name: 'Resume Scanner' });
  await waitFor(() => expect(api.calls.map((call) => `${call.method} ${call.path}`)).toContain('GET /api/tool-configs'));
  // While billing has not answered, the card keeps the built price: no placeholder, nothing waits.
  expect(within(scanner).getByText('$4.99')).toBeTruthy();
  answer.resolve();
  await within(screen.getByRole('region', { name: 'Resume Scanner' })).findByText('$5.49');
  expect(reported).not.toHaveBeenCalled();
});
