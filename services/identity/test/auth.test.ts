// identity's public routes through HTTP against mongo-lite.
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import { startMongoLite } from '@careerkit/mongo-lite';
import { generateKeyPairSync } from 'node:crypto';
import { decodeJwt, SignJWT, base64url } from 'jose';
import { loadConfig } from '@careerkit/service-kit/config';
import request from 'supertest';
import { identityEnv } from '../src/config';
import { INTERNAL_KEY, OPERATOR, startIdentity, type IdentityUnderTest } from './start-identity';

let t: IdentityUnderTest;
const api = () => request(t.identity.url);

beforeAll(async () => {
  t = await startIdentity({}, { attemptsPerIp: 1000, failuresPerEmail: 3, resetMailsPerIp: 1000, window: 60 });
});
afterAll(() => t.stop());

/** Mail leaves after the answer: waits for it to land, at most the workspace's ceiling for a wait (jest.setup.cjs). */
async function eventually<T>(read: () => T | undefined, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = read();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('it never happened');
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

let n = 0;
const newAccount = () => {
  n++;
  return { email: `user${n}@example.com`, username: `user_${n}`, password: 'secret12' };
};

async function registered() {
  const account = newAccount();
  const res = await api().post('/api/auth/register').send(account).expect(201);
  return { ...account, token: res.body.token as string, id: res.body.user.id as string };
}

describe('register', () => {
  it('creates the account, signs it in and says so', async () => {
    const account = newAccount();
    const res = await api().post('/api/auth/register').send({ ...account, email: `  ${account.email.toUpperCase()} ` }).expect(201);
    expect(res.body).toMatchObject({
      message: 'Account created!',
      user: { email: account.email, username: account.username, profileCompleteness: '20', role: 'user', fullName: null },
    });
    expect(res.body.user).not.toHaveProperty('passwordHash');
    expect(decodeJwt(res.body.token)).toMatchObject({ sub: res.body.user.id, email: account.email, role: 'user' });
    expect(res.headers['cache-control']).toBe('no-store'); // it carries the token
  });

  it('refuses a taken email or username with 409', async () => {
    const { email, username } = await registered();
    const dupEmail = await api().post('/api/auth/register').send({ email, username: 'someone_else', password: 'secret12' }).expect(409);
    expect(dupEmail.body).toEqual({ error: 'conflict', message: 'An account with this email already exists.' });
    const dupName = await api().post('/api/auth/register').send({ email: 'fresh@example.com', username: username.toUpperCase(), password: 'secret12' }).expect(409);
    expect(dupName.body.message).toBe('This username is already taken.');
  });

  it.each([
    [{ email: 'a@b.co', username: 'abc', password: '12345' }, 'password', 'Password must be at least 6 characters'],
    [{ email: 'nope', username: 'abc', password: '123456' }, 'email', 'Please enter a valid email address'],
    [{ username: 'abc', password: '123456' }, 'email', 'Email is required'],
    [{ email: { $ne: null }, username: 'abc', password: '123456' }, 'email', 'Please enter a valid email address'],
    [{ email: 'a@b.co', username: ['x'], password: '123456' }, 'username', 'Username must be text'],
  ])('rejects bad input %j with 400 and field messages', async (body, field, message) => {
    const res = await api().post('/api/auth/register').send(body).expect(400);
    expect(res.body.error).toBe('validation_failed');
    expect(res.body.details[field]).toBe(message);
  });

  it('answers bad JSON with 400 and a non-JSON body with 415', async () => {
    const bad = await api().post('/api/auth/register').set('content-type', 'application/json').send('{"email": ').expect(400);
    expect(bad.body).toEqual({ error: 'invalid_json', message: 'Request body must be valid JSON.' });
    await api().post('/api/auth/register').set('content-type', 'text/plain').send('email=x').expect(415);
  });

  it('never makes a sign-up the operator: the operator email is taken by the configured operator', async () => {
    const res = await api().post('/api/auth/register').send({ email: OPERATOR.email, username: 'boss', password: 'secret12' }).expect(409);
    expect(res.body.message).toBe('An account with this email already exists.');
  });
});

describe('the operator', () => {
  it('signs in with ADMIN_EMAIL and ADMIN_PASSWORD as an admin', async () => {
    const res = await api().post('/api/auth/login').send(OPERATOR).expect(200);
    expect(res.body.user.role).toBe('admin');
    expect(decodeJwt(res.body.token).role).toBe('admin');
  });

  it('is a plain user when registered before the operator is configured, then promoted at start-up with the configured password only', async () => {
    const mongo = await startMongoLite({ port: 0 });
    const squatter = { email: 'owner@example.com', username: 'squatter', password: 'squatter-pass' };
    const before = await startIdentity({ ADMIN_EMAIL: undefined, ADMIN_PASSWORD: undefined }, undefined, { mongo });
    let token: string;
    try {
      const res = await request(before.identity.url).post('/api/auth/register').send(squatter).expect(201);
      expect(res.body.user.role).toBe('user');
      token = res.body.token;
    } finally {
      await before.stop();
    }
    const after = await startIdentity({ ADMIN_EMAIL: squatter.email, ADMIN_PASSWORD: 'the-real-operator' }, undefined, { mongo });
    try {
      const restarted = request(after.identity.url);
      await restarted.get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(401);
      await restarted.post('/api/auth/login').send({ email: squatter.email, password: squatter.password }).expect(401);
      const operator = await restarted.post('/api/auth/login').send({ email: squatter.email, password: 'the-real-operator' }).expect(200);
      expect(operator.body.user.role).toBe('admin');
    } finally {
      await after.stop();
      await mongo.stop();
    }
  });

  it('is never granted by a sign-up, even when the operator account has been deleted', async () => {
    const own = await startIdentity();
    try {
      const api = request(own.identity.url);
      const operator = (await api.post('/api/auth/login').send(OPERATOR).expect(200)).body.user.id as string;
      await api.delete(`/internal/users/${operator}`).set('x-internal-key', INTERNAL_KEY).expect(200);
      const res = await api.post('/api/auth/register').send({ email: OPERATOR.email, username: 'not_boss', password: 'secret12' }).expect(201);
      expect(res.body.user.role).toBe('user');
    } finally {
      await own.stop();
    }
  });

  it('promotes and demotes through the internal route', async () => {
    const { id, email, password } = await registered();
    const key = { 'x-internal-key': INTERNAL_KEY };
    await api().put(`/internal/users/${id}/role`).set(key).send({ role: 'admin' }).expect(200);
    expect((await api().post('/api/auth/login').send({ email, password }).expect(200)).body.user.role).toBe('admin');
    await api().put(`/internal/users/${id}/role`).set(key).send({ role: 'root' }).expect(400);
    await api().put(`/internal/users/${id}/role`).send({ role: 'admin' }).expect(404);
  });
});

describe('login', () => {
  it('signs in with the right password', async () => {
    const { email, password, id } = await registered();
    const res = await api().post('/api/auth/login').send({ email, password }).expect(200);
    expect(res.body).toMatchObject({ message: 'Welcome back!', user: { id, email } });
    expect(res.headers['cache-control']).toBe('no-store'); // it carries the token
  });

  it('offers registration for an unknown email', async () => {
    const res = await api().post('/api/auth/login').send({ email: 'ghost@example.com', password: 'whatever' }).expect(401);
    expect(res.body).toMatchObject({ message: 'No account found with this email. Would you like to create one?', showRegister: true });
  });

  it('offers a reset for a wrong password, and limits guessing per email with 429', async () => {
    const { email, password } = await registered();
    for (let i = 0; i < 3; i++) {
      const res = await api().post('/api/auth/login').send({ email, password: 'wrong-one' }).expect(401);
      expect(res.body).toMatchObject({ message: 'Incorrect password. Forgot your password?', showForgotPassword: true });
    }
    const limited = await api().post('/api/auth/login').send({ email, password }).expect(429);
    expect(limited.body.message).toBe('Too many requests. Please wait a moment and try again.');
  });

  it('counts wrong passwords per email whatever address they come from, and a right one clears the count', async () => {
    const { email, password } = await registered();
    // Requests carrying the internal key come from the gateway, whose X-Forwarded-For names the client.
    const from = (ip: string) => ({ 'x-internal-key': INTERNAL_KEY, 'x-forwarded-for': ip });
    await api().post('/api/auth/login').set(from('198.51.100.1')).send({ email, password: 'wrong-one' }).expect(401);
    await api().post('/api/auth/login').set(from('198.51.100.2')).send({ email, password: 'wrong-one' }).expect(401);
    await api().post('/api/auth/login').set(from('198.51.100.3')).send({ email, password }).expect(200);
    await api().post('/api/auth/login').set(from('198.51.100.4')).send({ email, password: 'wrong-one' }).expect(401);
    await api().post('/api/auth/login').set(from('198.51.100.5')).send({ email, password: 'wrong-one' }).expect(401);
    await api().post('/api/auth/login').set(from('198.51.100.6')).send({ email, password }).expect(200);
    for (const ip of ['198.51.100.7', '198.51.100.8', '198.51.100.9']) {
      await api().post('/api/auth/login').set(from(ip)).send({ email, password: 'wrong-one' }).expect(401);
    }
    await api().post('/api/auth/login').set(from('198.51.100.10')).send({ email, password }).expect(429);
  });

  it('refuses operator injection in the password', async () => {
    const { email } = await registered();
    await api().post('/api/auth/login').send({ email, password: { $gt: '' } }).expect(400);
  });
});

describe('sign-in limits from the environment', () => {
  const attempt = (url: string, ip: string, body: object) =>
    request(url).post('/api/auth/login').set({ 'x-internal-key': INTERNAL_KEY, 'x-forwarded-for': ip }).send(body);

  it('are 5 wrong passwords per email in 15 minutes unless set', async () => {
    const plain = await startIdentity();
    try {
      const account = { email: 'limits-default@example.com', username: 'limits_default', password: 'secret12' };
      await request(plain.identity.url).post('/api/auth/register').send(account).expect(201);
      for (let i = 0; i < 5; i++) await attempt(plain.identity.url, `198.51.100.${20 + i}`, { email: account.email, password: 'wrong-one' }).expect(401);
      const limited = await attempt(plain.identity.url, '198.51.100.30', account).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(14 * 60);
    } finally {
      await plain.stop();
    }
  });

  it('follow LOGIN_FAILURES_PER_EMAIL, LOGIN_ATTEMPTS_PER_IP and LOGIN_LIMIT_WINDOW_MS', async () => {
    const tuned = await startIdentity({ LOGIN_FAILURES_PER_EMAIL: '2', LOGIN_ATTEMPTS_PER_IP: '3', LOGIN_LIMIT_WINDOW_MS: '120000' });
    try {
      const account = { email: 'limits-env@example.com', username: 'limits_env', password: 'secret12' };
      await request(tuned.identity.url).post('/api/auth/register').send(account).expect(201);
      // Each from its own address, so only the per-email count grows.
      await attempt(tuned.identity.url, '198.51.100.41', { email: account.email, password: 'wrong-one' }).expect(401);
      await attempt(tuned.identity.url, '198.51.100.42', { email: account.email, password: 'wrong-one' }).expect(401);
      const limited = await attempt(tuned.identity.url, '198.51.100.43', account).expect(429);
      expect(Number(limited.headers['retry-after'])).toBeGreaterThan(60);
      expect(Number(limited.headers['retry-after'])).toBeLessThanOrEqual(120);
      // From one address: three attempts, then 429 whatever the email.
      const ghost = { email: 'ghost@example.com', password: 'whatever' };
      for (let i = 0; i < 3; i++) await attempt(tuned.identity.url, '198.51.100.50', ghost).expect(401);
      await attempt(tuned.identity.url, '198.51.100.50', ghost).expect(429);
    } finally {
      await tuned.stop();
    }
  });

  it('refuse a window that is not whole seconds at start', () => {
    const env = { MONGODB_URI: 'mongodb://127.0.0.1:1', INTERNAL_KEY, IDENTITY_URL: 'http://127.0.0.1:1' };
    expect(() => loadConfig(identityEnv, { ...env, LOGIN_LIMIT_WINDOW_MS: '1500' })).toThrow(/LOGIN_LIMIT_WINDOW_MS: must be whole seconds/);
    expect(() => loadConfig(identityEnv, { ...env, LOGIN_FAILURES_PER_EMAIL: '0' })).toThrow(/LOGIN_FAILURES_PER_EMAIL/);
  });
});

describe('me and profile', () => {
  it('returns the signed-in user', async () => {
    const { token, id } = await registered();
    const res = await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(200);
    expect(res.body.user.id).toBe(id);
  });

  it('refuses a missing, tampered or unsigned token with 401', async () => {
    const { token } = await registered();
    await api().get('/api/auth/me').expect(401);
    const [h, p] = token.split('.');
    const forged = base64url.encode(JSON.stringify({ ...decodeJwt(token), role: 'admin' }));
    await api().get('/api/auth/me').set('authorization', `Bearer ${h}.${forged}.${token.split('.')[2]}`).expect(401);
    const none = `${base64url.encode(JSON.stringify({ alg: 'none' }))}.${p}.`;
    const res = await api().get('/api/auth/me').set('authorization', `Bearer ${none}`).expect(401);
    expect(res.body.message).toBe('Please sign in to continue.');
  });

  it('says the session expired for an expired token', async () => {
    const { id, email } = await registered();
    const expired = await t.signToken({ sub: id, email }, Math.floor(Date.now() / 1000) - 60);
    const res = await api().get('/api/auth/me').set('authorization', `Bearer ${expired}`).expect(401);
    expect(res.body.message).toBe('Your session has expired. Please sign in again.');
  });

  it('refuses a token signed with its own key but for another issuer or audience', async () => {
    const { id, email } = await registered();
    const later = Math.floor(Date.now() / 1000) + 600;
    await api().get('/api/auth/me').set('authorization', `Bearer ${await t.signToken({ sub: id, email }, later)}`).expect(200);
    await api().get('/api/auth/me').set('authorization', `Bearer ${await t.signToken({ sub: id, email, iss: 'someone-else' }, later)}`).expect(401);
    await api().get('/api/auth/me').set('authorization', `Bearer ${await t.signToken({ sub: id, email, aud: 'another-app' }, later)}`).expect(401);
  });

  it('refuses a token signed with another key', async () => {
    const other = await new SignJWT({ email: 'x@y.z' }).setProtectedHeader({ alg: 'HS256' }).setSubject('x').sign(new Uint8Array(32));
    await api().get('/api/auth/me').set('authorization', `Bearer ${other}`).expect(401);
  });

  it('updates the profile and recomputes completeness', async () => {
    const { token } = await registered();
    const auth = { authorization: `Bearer ${token}` };
    const half = await api().put('/api/auth/profile').set(auth).send({ fullName: 'Ada Lovelace', company: 'Engines Ltd' }).expect(200);
    expect(half.body.user).toMatchObject({ fullName: 'Ada Lovelace', company: 'Engines Ltd', profileCompleteness: '60' });
    const full = await api().put('/api/auth/profile').set(auth).send({ jobTitle: 'Analyst', industryExperience: 'Expert (10+ years)' }).expect(200);
    expect(full.body.user.profileCompleteness).toBe('100');
    const cleared = await api().put('/api/auth/profile').set(auth).send({ company: '' }).expect(200);
    expect(cleared.body.user).toMatchObject({ company: null, profileCompleteness: '80' });
    await api().put('/api/auth/profile').set(auth).send({ industryExperience: 'Guru' }).expect(400);
    await api().put('/api/auth/profile').set(auth).send({ email: 'changed@example.com' }).expect(200);
    expect((await api().get('/api/auth/me').set(auth)).body.user.email).not.toBe('changed@example.com');
  });
});

describe('sessions', () => {
  it('signs out everywhere: every earlier token gets 401, a new sign-in works', async () => {
    const { token, email, password } = await registered();
    const second = (await api().post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    const res = await api().post('/api/auth/sign-out-everywhere').set('authorization', `Bearer ${token}`).expect(200);
    expect(res.body.message).toBe('You have been signed out on every device.');
    for (const old of [token, second]) {
      const me = await api().get('/api/auth/me').set('authorization', `Bearer ${old}`).expect(401);
      expect(me.body.message).toBe('Your session has expired. Please sign in again.');
    }
    const fresh = (await api().post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    await api().get('/api/auth/me').set('authorization', `Bearer ${fresh}`).expect(200);
  });

  it('signs out this device only: its token gets 401 on every route, the same account\'s other token keeps working', async () => {
    const { token, email, password } = await registered();
    const other = (await api().post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    const auth = { authorization: `Bearer ${token}` };
    const res = await api().post('/api/auth/sign-out').set(auth).expect(200);
    expect(res.body).toEqual({ message: 'You have been signed out.' });
    const refused = [
      await api().get('/api/auth/me').set(auth),
      await api().put('/api/auth/profile').set(auth).send({ fullName: 'Intruder' }),
      await api().post('/api/auth/sign-out-everywhere').set(auth),
      await api().get('/api/account/export').set(auth),
      await api().post('/api/account/delete').set(auth).send({ password }),
    ];
    expect(refused.map((r) => [r.status, r.body.message])).toEqual(refused.map(() => [401, 'Your session has expired. Please sign in again.']));
    const me = await api().get('/api/auth/me').set('authorization', `Bearer ${other}`).expect(200);
    expect(me.body.user).toMatchObject({ email, fullName: null }); // the refused profile change wrote nothing
  });

  it('answers a repeated sign-out the same and ends nothing more', async () => {
    const { token, email, password } = await registered();
    const other = (await api().post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    for (let i = 0; i < 3; i++) expect((await api().post('/api/auth/sign-out').set('authorization', `Bearer ${token}`).expect(200)).body.message).toBe('You have been signed out.');
    await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(401);
    await api().get('/api/auth/me').set('authorization', `Bearer ${other}`).expect(200);
  });

  it("signs out only the token presented: not one named in the body, nor another account's by a token identity did not sign", async () => {
    const caller = await registered();
    const victim = await registered();
    const victimAuth = { authorization: `Bearer ${victim.token}` };
    const victimTokenId = decodeJwt(victim.token).jti!;
    expect(victimTokenId).toMatch(/^[\w-]{22}$/); // 128 random bits

    await api().post('/api/auth/sign-out').set('authorization', `Bearer ${caller.token}`).send({ tokenId: victimTokenId, jti: victimTokenId, token: victim.token }).expect(200);
    await api().get('/api/auth/me').set('authorization', `Bearer ${caller.token}`).expect(401);
    await api().get('/api/auth/me').set(victimAuth).expect(200);

    // The victim's own id and token id, signed with a key identity does not hold.
    const forged = await new SignJWT({ email: victim.email, role: 'user', tv: 0 })
      .setProtectedHeader({ alg: 'EdDSA' })
      .setSubject(victim.id)
      .setJti(victimTokenId)
      .setIssuer('careerkit-identity')
      .setAudience('careerkit')
      .setExpirationTime('1h')
      .sign(generateKeyPairSync('ed25519').privateKey);
    expect((await api().post('/api/auth/sign-out').set('authorization', `Bearer ${forged}`).expect(401)).body.message).toBe('Please sign in to continue.');
    await api().post('/api/auth/sign-out').expect(401);
    await api().get('/api/auth/me').set(victimAuth).expect(200);
  });

  it("keeps a signed-out token's record only until the token expires, and nothing in it names the account", async () => {
    const { token } = await registered();
    await api().post('/api/auth/sign-out').set('authorization', `Bearer ${token}`).expect(200);
    const { jti, exp } = decodeJwt(token);
    const records = t.identity.db.collection('revoked_tokens');
    expect(await records.find({ _id: jti as never }).toArray()).toEqual([{ _id: jti, expiresAt: new Date(exp! * 1000) }]);
    // The store drops each record at its expiresAt (MongoDB's TTL monitor; mongo-lite's sweep): it never grows past the live tokens.
    expect(await records.indexes()).toEqual(expect.arrayContaining([expect.objectContaining({ key: { expiresAt: 1 }, expireAfterSeconds: 0 })]));
  });

  it('ends every session when the password is reset', async () => {
    const { token, email } = await registered();
    await api().post('/api/auth/forgot-password').send({ email }).expect(200);
    const resetToken = await eventually(() => t.lastResetToken(email));
    await api().post('/api/auth/reset-password').send({ token: resetToken, newPassword: 'after-reset' }).expect(200);
    await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(401);
    await api().put('/api/auth/profile').set('authorization', `Bearer ${token}`).send({ fullName: 'Intruder' }).expect(401);
  });
});

describe('password reset', () => {
  it('mails a one-hour single-use link and sets the new password', async () => {
    const { email } = await registered();
    const res = await api().post('/api/auth/forgot-password').send({ email }).expect(200);
    expect(res.body.message).toContain('expires in 1 hour');
    const token = await eventually(() => t.lastResetToken(email));
    await api().post('/api/auth/reset-password').send({ token, newPassword: 'brand-new-pass' }).expect(200, { message: 'Password reset successful' });
    const again = await api().post('/api/auth/reset-password').send({ token, newPassword: 'another-pass' }).expect(400);
    expect(again.body.message).toBe('This password reset link is invalid or has expired.');
    await api().post('/api/auth/login').send({ email, password: 'brand-new-pass' }).expect(200);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await api().post('/api/auth/forgot-password').send({ email: 'nobody@example.com' }).expect(200);
    expect(res.body.message).toContain('If an account exists');
    const { email } = await registered(); // a mail asked for after this one has been written: the first is not coming
    await api().post('/api/auth/forgot-password').send({ email }).expect(200);
    await eventually(() => t.lastResetToken(email));
    expect(t.lastResetToken('nobody@example.com')).toBeUndefined();
  });

  it('refuses a link after its hour, and takes it before', async () => {
    const { email } = await registered();
    const realNow = Date.now();
    // Only the clock moves; timers and I/O stay real.
    jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'clearImmediate', 'setTimeout', 'clearTimeout', 'setInterval', 'clearInterval', 'queueMicrotask', 'hrtime', 'performance'], now: realNow });
    try {
      await api().post('/api/auth/forgot-password').send({ email }).expect(200);
      const stale = await eventually(() => t.lastResetToken(email));
      jest.setSystemTime(realNow + 61 * 60 * 1000);
      const res = await api().post('/api/auth/reset-password').send({ token: stale, newPassword: 'too-late-1' }).expect(400);
      expect(res.body.message).toBe('This password reset link is invalid or has expired.');
      await api().post('/api/auth/forgot-password').send({ email }).expect(200);
      const fresh = await eventually(() => (t.lastResetToken(email) !== stale ? t.lastResetToken(email) : undefined));
      jest.setSystemTime(realNow + 61 * 60 * 1000 + 59 * 60 * 1000);
      await api().post('/api/auth/reset-password').send({ token: fresh, newPassword: 'in-time-1' }).expect(200);
    } finally {
      jest.useRealTimers();
    }
  });

  it('answers forgot-password before the mail is sent, so a slow mail server tells nothing', async () => {
    // An SMTP server that accepts the connection and never greets: sending would hang for nodemailer's timeouts
    // (30 s for the greeting), longer than the workspace's ceiling for a wait (jest.setup.cjs).
    const silent: Server = createServer(() => {});
    await new Promise<void>((resolve) => silent.listen(0, '127.0.0.1', resolve));
    const slow = await startIdentity({ SMTP_URL: `smtp://127.0.0.1:${(silent.address() as AddressInfo).port}` });
    try {
      const account = newAccount();
      await request(slow.identity.url).post('/api/auth/register').send(account).expect(201);
      const res = await request(slow.identity.url).post('/api/auth/forgot-password').timeout(20_000).send({ email: account.email }).expect(200);
      expect(res.body.message).toContain('If an account exists');
    } finally {
      await slow.stop();
      await new Promise((resolve) => silent.close(resolve));
    }
  });

  it('rejects a made-up token and a short new password', async () => {
    await api().post('/api/auth/reset-password').send({ token: 'made-up', newPassword: 'long-enough' }).expect(400);
    const res = await api().post('/api/auth/reset-password').send({ token: 'x', newPassword: '123' }).expect(400);
    expect(res.body.details.newPassword).toBe('Password must be at least 6 characters');
  });
});

describe('the network edge', () => {
  it('listens on loopback only by default', () => {
    expect(t.identity.address).toBe('127.0.0.1');
  });

  it('keeps one sign-in budget per client when X-Forwarded-For is spoofed, and trusts it only from the gateway', async () => {
    const strict = await startIdentity({}, { attemptsPerIp: 2, failuresPerEmail: 100, resetMailsPerIp: 100, window: 60 });
    try {
      const direct = () => request(strict.identity.url).post('/api/auth/login');
      const attempt = { email: 'ghost@example.com', password: 'whatever' };
      await direct().set('x-forwarded-for', '203.0.113.1').send(attempt).expect(401);
      await direct().set('x-forwarded-for', '203.0.113.2').send(attempt).expect(401);
      await direct().set('x-forwarded-for', '203.0.113.3').send(attempt).expect(429);
      // From the gateway (it carries the internal key) the forwarded address is the client's own bucket.
      await direct().set({ 'x-internal-key': INTERNAL_KEY, 'x-forwarded-for': '203.0.113.4' }).send(attempt).expect(401);
    } finally {
      await strict.stop();
    }
  });
});

describe('internal routes', () => {
  it('are hidden without the internal key', async () => {
    const { id } = await registered();
    await api().get(`/internal/users/${id}/state`).expect(404);
    await api().get(`/internal/users/${id}/state`).set('x-internal-key', 'wrong').expect(404);
  });

  it('report and change an account state', async () => {
    const { id, token, email, password } = await registered();
    const key = { 'x-internal-key': 'test-internal-key-0123456789' };
    expect((await api().get(`/internal/users/${id}/state`).set(key).expect(200)).body).toEqual({ id, isActive: true, role: 'user', tokenVersion: 0, tokenRevoked: false });
    const other = (await api().post('/api/auth/login').send({ email, password }).expect(200)).body.token as string;
    await api().post('/api/auth/sign-out').set('authorization', `Bearer ${other}`).expect(200);
    const stateFor = async (tokenId: string) => (await api().get(`/internal/users/${id}/state`).query({ tokenId }).set(key).expect(200)).body.tokenRevoked;
    expect([await stateFor(decodeJwt(token).jti!), await stateFor(decodeJwt(other).jti!)]).toEqual([false, true]);
    await api().put(`/internal/users/${id}/active`).set(key).send({ isActive: false }).expect(200);
    const me = await api().get('/api/auth/me').set('authorization', `Bearer ${token}`).expect(403);
    expect(me.body.message).toBe('Your account has been deactivated. Please contact support.');
    await api().post('/api/auth/login').send({ email, password }).expect(403);
    const found = await api().get('/internal/users').query({ search: email.split('@')[0] }).set(key).expect(200);
    expect(found.body.users.map((u: { id: string }) => u.id)).toEqual([id]);
    expect((await api().get('/internal/users/counts').set(key).expect(200)).body.total).toBeGreaterThan(0);
  });

  it('serves the JWKS', async () => {
    const res = await api().get('/internal/jwks').expect(200);
    expect(res.body.keys[0]).toMatchObject({ kty: 'OKP', crv: 'Ed25519', alg: 'EdDSA' });
  });
});

it('answers unknown paths with the spec 404 message', async () => {
  const res = await api().get('/api/auth/nothing').expect(404);
  expect(res.body).toEqual({ error: 'not_found', message: 'The requested resource could not be found.' });
});
