// A session that expires keeps what was typed and says why (issue 26): when a call answers 401, the page asks the user
// to sign in again with the server's words, its fields are kept in this tab's sessionStorage (never a password or card
// field), and once the same user is signed in again the page has them back. Sign-out and another user's sign-in leave
// no draft behind.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { apiRequest } from '@careerkit/web/api/client';
import { useAuth } from '@careerkit/web/auth/session';
import { useSessionDraft } from '@careerkit/web/auth/session-draft';
import { keepable } from '@careerkit/web/auth/session-drafts';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { serveApi, USER } from './support/api-server';
import { renderInKit } from './support/render';

const api = serveApi();
let user: ReturnType<typeof userEvent.setup>;
const OTHER = { ...USER, id: 'u-2', email: 'grace@example.com', username: 'grace' };
const EXPIRED = { status: 401, body: { error: 'unauthorized', message: AUTH_MESSAGES.sessionExpired } };

beforeEach(() => {
  user = userEvent.setup({ delay: null });
});

/** A tool page's form: a text to keep, a password field that must never be kept, and a run that calls the server. */
function ToolForm() {
  const [resumeText, setResumeText] = useState('');
  const [cardNumber, setCardNumber] = useState('');
  const [password, setPassword] = useState('');
  const draft = useSessionDraft('resume-scanner', { resumeText, cardNumber, password }, (kept) => setResumeText(kept.resumeText ?? ''));
  const run = () =>
    apiRequest('/api/tools/resume-scanner', { body: { resumeText } })
      .then(() => draft.clear())
      .catch(() => {});
  return (
    <>
      <textarea aria-label="Resume text" value={resumeText} onChange={(e) => setResumeText(e.target.value)} />
      <input aria-label="Card number" value={cardNumber} onChange={(e) => setCardNumber(e.target.value)} />
      <input aria-label="Password" type="password" value={password} onChange={(e) => setPassword(e.target.value)} />
      <button onClick={run}>Scan Resume</button>
    </>
  );
}

/** The sign-in page's part that matters here, and the header's Sign Out. */
function SessionControls() {
  const { user: signedIn, login, logout } = useAuth();
  return signedIn ? (
    <button onClick={logout}>Sign Out</button>
  ) : (
    <button onClick={() => void login('someone@example.com', 'secret12').catch(() => {})}>Sign In Again</button>
  );
}

const renderTool = () =>
  renderInKit(
    <>
      <SessionControls />
      <ToolGuard>
        <ToolForm />
      </ToolGuard>
    </>,
  );
const drafts = () => Object.keys(sessionStorage).filter((key) => key.startsWith('careerkit:draft:'));
const signInAgainAs = async (who: typeof USER) => {
  api.on('POST /api/auth/login', { body: { message: 'Login successful', token: `token-${who.id}`, user: who } });
  api.on('GET /api/auth/me', { body: { user: who } });
  await user.click(screen.getByRole('button', { name: 'Sign In Again' }));
};

async function typeThenExpire() {
  api.signIn();
  api.on('POST /api/tools/resume-scanner', EXPIRED);
  renderTool();
  await user.type(await screen.findByLabelText('Resume text'), 'Ten years of Rust');
  await user.type(screen.getByLabelText('Card number'), '4242424242424242');
  await user.type(screen.getByLabelText('Password'), 'secret12');
  await user.click(screen.getByRole('button', { name: 'Scan Resume' }));
  await screen.findByText('Sign In Required');
}

it('says the session expired, keeps what was typed (never a card number or a password), and gives it back after signing in again', async () => {
  await typeThenExpire();
  expect(screen.getByRole('alert').textContent).toBe('Your session has expired. Please sign in again.');
  expect(drafts()).toEqual(['careerkit:draft:u-1:resume-scanner']);
  const kept = sessionStorage.getItem(drafts()[0])!;
  expect(JSON.parse(kept)).toEqual({ resumeText: 'Ten years of Rust' });
  expect(kept).not.toMatch(/4242|secret12/);

  await signInAgainAs(USER);
  await waitFor(() => expect((screen.getByLabelText('Resume text') as HTMLTextAreaElement).value).toBe('Ten years of Rust'));
  expect((screen.getByLabelText('Card number') as HTMLInputElement).value).toBe('');
  expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull();
  expect(drafts()).toEqual([]); // given back once
});

it('gives nothing of it to another user who signs in on the same tab, and removes it', async () => {
  await typeThenExpire();
  await signInAgainAs(OTHER);
  expect(((await screen.findByLabelText('Resume text')) as HTMLTextAreaElement).value).toBe('');
  expect(drafts()).toEqual([]);
});

it('keeps nothing when the user signs out, and says nothing of an expired session to a visitor who signed out', async () => {
  api.signIn();
  renderTool();
  await user.type(await screen.findByLabelText('Resume text'), 'Ten years of Rust');
  sessionStorage.setItem('careerkit:draft:u-1:cover-letter-writer', JSON.stringify({ jobTitle: 'Engineer' }));
  await user.click(screen.getByRole('button', { name: 'Sign Out' }));
  await screen.findByText('Sign In Required');
  expect(screen.queryByText(AUTH_MESSAGES.sessionExpired)).toBeNull();
  expect(drafts()).toEqual([]);
});

it('keeps no draft of a form the user did not touch, and clears the page’s draft once a submit goes through', async () => {
  api.signIn();
  api.on('POST /api/tools/resume-scanner', EXPIRED);
  renderTool();
  await user.click(await screen.findByRole('button', { name: 'Scan Resume' }));
  await screen.findByText('Sign In Required');
  expect(drafts()).toEqual([]);

  sessionStorage.setItem('careerkit:draft:u-1:resume-scanner', JSON.stringify({ resumeText: 'Old text' }));
  await signInAgainAs(USER);
  await waitFor(() => expect((screen.getByLabelText('Resume text') as HTMLTextAreaElement).value).toBe('Old text'));
  sessionStorage.setItem('careerkit:draft:u-1:resume-scanner', JSON.stringify({ resumeText: 'Left by a twin tab' }));
  api.on('POST /api/tools/resume-scanner', { body: { score: 80 } });
  await user.click(screen.getByRole('button', { name: 'Scan Resume' }));
  await waitFor(() => expect(drafts()).toEqual([]));
});

it('never keeps a field named like a password, a card or a secret, nor anything but text, numbers, yes/no and lists of text', () => {
  expect(
    keepable({ fullName: 'Ada', newPassword: 'x', cardNumber: '4242', cvc: '123', apiSecret: 's', tone: 'Casual', purposes: ['A'], n: 3, on: true, file: {} as unknown, date: null }),
  ).toEqual({ fullName: 'Ada', tone: 'Casual', purposes: ['A'], n: 3, on: true, date: null });
});
