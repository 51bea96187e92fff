// The web client's identity calls, made by the same functions AuthProvider and the pages call (libs/web auth-api) over
// the real api client. Each interaction's method and path come from the route map, so a call out of step with it fails.
import { ACCOUNT_MESSAGES } from '@careerkit/contracts/account';
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { TOKEN_KEY } from '@careerkit/web/api/client';
import { deleteAccount, exportAccount } from '@careerkit/web/api/account';
import { fetchMe, forgotPassword, login, register, resetPassword, signOut, signOutEverywhere, updateProfile } from '@careerkit/web/api/auth';
import { MatchersV3, PactV4 } from '@pact-foundation/pact';
import { PACTS_DIR, WEB_CONSUMER } from '../pacts-dir';
import { storage, signIn, onPage, route, bearer, isoDateTime } from './web-page';

const { like, eachLike, string, regex, boolean, fromProviderState } = MatchersV3;
const pact = new PactV4({ consumer: WEB_CONSUMER, provider: 'identity', dir: PACTS_DIR, logLevel: 'warn' });

const user = like({
  id: string('0288c90d-881f-42f1-9593-43dffe8d3a19'),
  email: string('demo@careerkit.local'),
  username: string('demo'),
  profileCompleteness: regex(/^\d{1,3}$/, '20'),
  role: regex(/^(user|admin)$/, 'user'),
});

describe('sign-in', () => {
  it('signs in with email and password', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a sign-in with the right password')
      .withRequest(...route('login'), (b) => b.jsonBody({ email: 'demo@careerkit.local', password: 'demo1234' }))
      .willRespondWith(200, (b) => b.jsonBody({ token: string('eyJ...'), user, message: string(AUTH_MESSAGES.loggedIn) }))
      .executeTest(async (server) => {
        onPage(server);
        const answer = await login('demo@careerkit.local', 'demo1234');
        expect(typeof answer.token).toBe('string');
        expect(answer.user.email).toBe('demo@careerkit.local');
      }));

  it('is told to register when the email is unknown', () =>
    pact
      .addInteraction()
      .given('no account uses nobody@careerkit.local')
      .uponReceiving('a sign-in with an unknown email')
      .withRequest(...route('login'), (b) => b.jsonBody({ email: 'nobody@careerkit.local', password: 'whatever1' }))
      .willRespondWith(401, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.unknownEmail), showRegister: true }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(login('nobody@careerkit.local', 'whatever1')).rejects.toMatchObject({ status: 401, body: { showRegister: true } });
      }));

  it('is offered a password reset after a wrong password', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a sign-in with a wrong password')
      .withRequest(...route('login'), (b) => b.jsonBody({ email: 'demo@careerkit.local', password: 'not-my-password' }))
      .willRespondWith(401, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.wrongPassword), showForgotPassword: true }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(login('demo@careerkit.local', 'not-my-password')).rejects.toMatchObject({
          status: 401,
          serverMessage: AUTH_MESSAGES.wrongPassword,
          body: { showForgotPassword: true },
        });
      }));
});

describe('registration', () => {
  it('registers a new account', () =>
    pact
      .addInteraction()
      .given('no account uses new@careerkit.local')
      .uponReceiving('a registration')
      .withRequest(...route('register'), (b) => b.jsonBody({ email: 'new@careerkit.local', username: 'newcomer', password: 'secret12' }))
      .willRespondWith(201, (b) => b.jsonBody({ token: string('eyJ...'), user, message: string(AUTH_MESSAGES.registered) }))
      .executeTest(async (server) => {
        onPage(server);
        const answer = await register({ email: 'new@careerkit.local', username: 'newcomer', password: 'secret12' });
        expect(answer.message).toBe(AUTH_MESSAGES.registered);
      }));
});

describe('the signed-in user', () => {
  it('fetches the signed-in user', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a current-user request with a valid token')
      .withRequest(...route('me'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ user }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await fetchMe()).user.email).toBe('demo@careerkit.local');
      }));

  it('is refused without a token', () =>
    pact
      .addInteraction()
      .uponReceiving('a current-user request without a token')
      .withRequest(...route('me'))
      .willRespondWith(401, (b) => b.jsonBody({ message: string('Please sign in to continue.') }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(fetchMe()).rejects.toMatchObject({ status: 401 });
      }));

  it('updates the profile', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a profile update')
      .withRequest(...route('updateProfile'), (b) =>
        b.headers(bearer).jsonBody({ fullName: 'Demo User', company: 'Acme', jobTitle: 'Engineer', industryExperience: 'Intermediate (3-5 years)' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ user, message: string(AUTH_MESSAGES.profileUpdated) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const answer = await updateProfile({ fullName: 'Demo User', company: 'Acme', jobTitle: 'Engineer', industryExperience: 'Intermediate (3-5 years)' });
        expect(answer.user.email).toBe('demo@careerkit.local');
      }));
});

describe('sessions', () => {
  it('signs out this device, with the token the page has just forgotten', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a sign-out of this device')
      .withRequest(...route('signOut'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.signedOut) }))
      .executeTest(async (server) => {
        onPage(server);
        expect((await signOut('valid-token')).message).toBe(AUTH_MESSAGES.signedOut);
      }));

  it('signs out on every device', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a sign-out on every device')
      .withRequest(...route('signOutEverywhere'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.signedOutEverywhere) }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await signOutEverywhere()).message).toBe(AUTH_MESSAGES.signedOutEverywhere);
      }));
});

describe('password reset', () => {
  it('asks for a reset link', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('a reset-link request for an account')
      .withRequest(...route('forgotPassword'), (b) => b.jsonBody({ email: 'demo@careerkit.local' }))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.resetEmailSent) }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(forgotPassword('demo@careerkit.local')).resolves.toEqual({ message: AUTH_MESSAGES.resetEmailSent });
      }));

  it('gets the same answer for an email with no account, so the reply reveals nothing', () =>
    pact
      .addInteraction()
      .given('no account uses nobody@careerkit.local')
      .uponReceiving('a reset-link request for an unknown email')
      .withRequest(...route('forgotPassword'), (b) => b.jsonBody({ email: 'nobody@careerkit.local' }))
      .willRespondWith(200, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.resetEmailSent) }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(forgotPassword('nobody@careerkit.local')).resolves.toEqual({ message: AUTH_MESSAGES.resetEmailSent });
      }));

  it('sets a new password with the token of a mailed link', () =>
    pact
      .addInteraction()
      .given('a reset link was mailed to reset@careerkit.local')
      .uponReceiving('a password reset with a live token')
      .withRequest(...route('resetPassword'), (b) =>
        b.jsonBody({ token: fromProviderState('${resetToken}', 'token-from-the-mailed-link'), newPassword: 'brand-new-1' }),
      )
      .willRespondWith(200, (b) => b.jsonBody({ message: string(AUTH_MESSAGES.passwordReset) }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(resetPassword('token-from-the-mailed-link', 'brand-new-1')).resolves.toEqual({ message: AUTH_MESSAGES.passwordReset });
      }));

  it("is told the link is invalid or has expired when the token is not live, in the spec's words", () =>
    pact
      .addInteraction()
      .uponReceiving('a password reset with a token no link carries')
      .withRequest(...route('resetPassword'), (b) => b.jsonBody({ token: 'made-up-or-expired-token', newPassword: 'brand-new-1' }))
      .willRespondWith(400, (b) => b.jsonBody({ message: 'This password reset link is invalid or has expired.' }))
      .executeTest(async (server) => {
        onPage(server);
        await expect(resetPassword('made-up-or-expired-token', 'brand-new-1')).rejects.toMatchObject({
          status: 400,
          serverMessage: 'This password reset link is invalid or has expired.',
        });
      }));
});

describe('your data', () => {
  it('downloads everything held about the signed-in user', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234 who has run a tool and written to support')
      .uponReceiving('a data export')
      .withRequest(...route('exportAccount'), (b) => b.headers(bearer))
      .willRespondWith(200, (b) =>
        b.headers({ 'content-disposition': 'attachment; filename="careerkit-data.json"' }).jsonBody({
          exportedAt: isoDateTime,
          profile: user,
          toolRuns: eachLike({ id: string('run-1'), toolName: string('cover-letter-writer'), status: string('completed'), isPreview: boolean(true), inputData: like({}), createdAt: isoDateTime }),
          salaryRuns: [],
          uploads: [],
          payments: [],
          usage: eachLike({ toolName: string('cover-letter-writer'), freeUsed: like(1), paidGranted: like(0), paidUsed: like(0) }),
          // platform's part: what the user sent through the contact form, and operators' changes to the account
          contactMessages: eachLike({
            id: string('msg-1'),
            name: string('Demo User'),
            email: string('demo@careerkit.local'),
            subject: string('Question about my run'),
            category: string('general'),
            message: string('How do I export my cover letter?'),
            createdAt: isoDateTime,
          }),
          accountChanges: [],
        }),
      )
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        const copy = await exportAccount();
        expect(copy.profile.email).toBe('demo@careerkit.local');
        expect(copy.toolRuns[0].toolName).toBe('cover-letter-writer');
        expect(copy.contactMessages[0].email).toBe('demo@careerkit.local');
      }));

  it('is refused deleting the account with a wrong password, and stays signed in', () =>
    pact
      .addInteraction()
      .given('an account demo@careerkit.local with password demo1234')
      .uponReceiving('an account deletion with a wrong password')
      .withRequest(...route('deleteAccount'), (b) => b.headers(bearer).jsonBody({ password: 'not-my-password' }))
      .willRespondWith(403, (b) => b.jsonBody({ message: ACCOUNT_MESSAGES.wrongPassword }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        await expect(deleteAccount('not-my-password')).rejects.toMatchObject({ status: 403, serverMessage: ACCOUNT_MESSAGES.wrongPassword });
        expect(storage.get(TOKEN_KEY)).toBe('valid-token');
      }));

  it('deletes the account with the right password', () =>
    pact
      .addInteraction()
      .given('an account leaving@careerkit.local with password leave1234')
      .uponReceiving('an account deletion with the right password')
      .withRequest(...route('deleteAccount'), (b) => b.headers(bearer).jsonBody({ password: 'leave1234' }))
      .willRespondWith(200, (b) => b.jsonBody({ message: ACCOUNT_MESSAGES.deleted }))
      .executeTest(async (server) => {
        onPage(server);
        signIn();
        expect((await deleteAccount('leave1234')).message).toBe(ACCOUNT_MESSAGES.deleted);
      }));
});
