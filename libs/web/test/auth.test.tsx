// The session of spec part 1 §4: useAuth reads it, and only inside the AuthProvider that WebProviders sets up; a call
// answering 401 mid-session signs the user out (part 1 §7).
import { renderHook, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { signOut } from '@careerkit/web/api/auth';
import { apiRequest, AUTH_EXPIRED_EVENT, TOKEN_KEY } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { serveApi } from './support/api-server';
import { renderInKit } from './support/render';

const api = serveApi();

it('refuses useAuth outside an AuthProvider with an error naming the provider', () => {
  const reported = jest.spyOn(console, 'error').mockImplementation(() => {}); // React reports the render error too
  expect(() => renderHook(() => useAuth())).toThrow('useAuth must be used within an AuthProvider');
  reported.mockRestore();
});

/** Who the header would greet: the session as useAuth gives it. */
function SessionLine() {
  const { user, token } = useAuth();
  return <p>{user ? `Signed in as ${user.username}${token ? ' with a token' : ''}` : 'Signed out'}</p>;
}

/** A tool that runs one call; its failure is the tool's own business, the session is the provider's. */
function CoverLetterTool() {
  const run = () => apiRequest('/api/tools/cover-letter', { body: { jobDescription: 'Engineer' } }).catch(() => {});
  return <button onClick={run}>Generate</button>;
}

it('signs the user out when a later call answers 401: token gone from storage, user gone, tool page asks to sign in', async () => {
  api.signIn();
  api.on('POST /api/tools/cover-letter', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
  renderInKit(
    <>
      <SessionLine />
      <ToolGuard>
        <CoverLetterTool />
      </ToolGuard>
    </>,
  );
  expect(await screen.findByText('Signed in as ada with a token')).toBeTruthy();

  await userEvent.click(screen.getByRole('button', { name: 'Generate' }));

  expect(await screen.findByText('Sign In Required')).toBeTruthy();
  expect(screen.getByText('Signed out')).toBeTruthy();
  expect(screen.queryByRole('button', { name: 'Generate' })).toBeNull();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  expect(api.calls.find((call) => call.path === '/api/tools/cover-letter')?.headers.authorization).toBe('Bearer token-1');
});

/** The header's Sign Out, and what the page says once signed out. */
function SignOutControl() {
  const { user, logout, sessionExpired } = useAuth();
  if (user) return <button onClick={logout}>Sign Out</button>;
  return <p>{sessionExpired ? 'Your session expired' : 'Signed out'}</p>;
}

it('signs out this device at once and asks the server to end its token, signed out whatever the server answers', async () => {
  api.signIn();
  api.on('POST /api/auth/sign-out', { status: 503, body: { error: 'unavailable', message: 'Service is temporarily unavailable. Please try again later.' } });
  renderInKit(<SignOutControl />);

  await userEvent.click(await screen.findByRole('button', { name: 'Sign Out' }));

  expect(screen.getByText('Signed out')).toBeTruthy();
  expect(localStorage.getItem(TOKEN_KEY)).toBeNull();
  await waitFor(() => expect(api.calls.find((call) => call.path === '/api/auth/sign-out')?.headers.authorization).toBe('Bearer token-1'));
});

it('sends the forgotten token itself when ending it at the server, and takes a refusal for no expired session', async () => {
  api.on('POST /api/auth/sign-out', { status: 401, body: { error: 'unauthorized', message: 'Your session has expired. Please sign in again.' } });
  let expiries = 0;
  const onExpired = () => expiries++;
  globalThis.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
  try {
    await expect(signOut('token-1')).rejects.toMatchObject({ status: 401 });
  } finally {
    globalThis.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }
  expect(api.calls.map((call) => [call.method, call.path, call.headers.authorization])).toEqual([['POST', '/api/auth/sign-out', 'Bearer token-1']]);
  expect(expiries).toBe(0);
});
