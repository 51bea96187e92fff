// Identity's use cases: register, sign in, profile, password reset, and the operator's account actions.
import { createHash, randomBytes } from 'node:crypto';
import type { CurrentUser } from '@careerkit/contracts/auth';
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AppError, badRequest, conflict, forbidden, notFound, unauthorized } from '@careerkit/service-kit/errors';
import type { TokenClaims } from '@careerkit/service-kit/jwt';
import type { Logger } from '@careerkit/service-kit/logger';
import argon2 from 'argon2';
import type { RevokedTokenRepository } from '../data/revoked-tokens';
import type { UserDoc, UserRepository } from '../data/users';
import type { SendMail } from '@careerkit/service-kit/mail';
import type { SigningKeys } from './signing-keys';

/** What a verified token says about its session. */
export type Session = Pick<TokenClaims, 'userId' | 'tokenVersion' | 'tokenId'> & { expiresAt: number };

const RESET_LINK_TTL_MS = 60 * 60 * 1000;
const PROFILE_FIELDS = ['fullName', 'company', 'jobTitle', 'industryExperience'] as const;

export interface AccountsDeps {
  users: UserRepository;
  revokedTokens: RevokedTokenRepository;
  keys: SigningKeys;
  sendMail: SendMail;
  logger: Logger;
  publicUrl: string;
  registrationsOpen: () => Promise<boolean>;
}

export function toCurrentUser(user: UserDoc): CurrentUser {
  return {
    id: user._id,
    email: user.email,
    username: user.username,
    fullName: user.fullName ?? null,
    company: user.company ?? null,
    jobTitle: user.jobTitle ?? null,
    industryExperience: user.industryExperience ?? null,
    profileCompleteness: user.profileCompleteness ?? '20',
    role: user.role === 'admin' ? 'admin' : 'user',
    createdAt: new Date(user.createdAt).toISOString(),
  };
}

/** 20 for an account, plus 20 for each filled profile field: 100 when all four are there. */
export function profileCompleteness(user: Pick<UserDoc, (typeof PROFILE_FIELDS)[number]>): string {
  return String(20 + PROFILE_FIELDS.filter((f) => (user[f] ?? '').trim() !== '').length * 20);
}

const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

export function accounts(deps: AccountsDeps) {
  const { users, revokedTokens, keys } = deps;

  async function issue(user: UserDoc, message: string) {
    const token = await keys.sign({ userId: user._id, email: user.email, role: user.role === 'admin' ? 'admin' : 'user', tokenVersion: user.tokenVersion ?? 0 });
    return { token, user: toCurrentUser(user), message };
  }

  /** The account behind a token, while the account is active and the token's session has not been ended. */
  async function activeUser(session: Session): Promise<UserDoc> {
    const [user, signedOut] = await Promise.all([users.findById(session.userId), revokedTokens.isRevoked(session.tokenId)]);
    if (!user) throw unauthorized();
    if ((user.tokenVersion ?? 0) !== session.tokenVersion || signedOut) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (!user.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
    return user;
  }

  async function mailResetLink(email: string) {
    const user = await users.findByEmail(email);
    if (!user?.isActive) return;
    const token = randomBytes(32).toString('base64url');
    await users.createResetToken(user._id, hashToken(token), new Date(Date.now() + RESET_LINK_TTL_MS));
    const link = `${deps.publicUrl.replace(/\/$/, '')}/reset-password?token=${token}`;
    await deps.sendMail({
      to: user.email,
      subject: 'Reset your CareerKit password',
      text: `Hello ${user.username},\n\nUse this link to set a new password. It expires in 1 hour and works once:\n${link}\n\nIf you did not ask for this, ignore this email.`,
    });
  }

  return {
    activeUser,

    async register(input: { email: string; username: string; password: string }) {
      if (!(await deps.registrationsOpen())) throw new AppError(403, 'registrations_closed', AUTH_MESSAGES.registrationsClosed);
      if (await users.findByEmail(input.email)) throw conflict(AUTH_MESSAGES.emailTaken);
      const passwordHash = await argon2.hash(input.password);
      try {
        const user = await users.create({ email: input.email, username: input.username, passwordHash, role: 'user' });
        return await issue(user, AUTH_MESSAGES.registered);
      } catch (error) {
        // Two sign-ups racing for the same email or username: the unique index decides.
        const key = (error as { code?: number; keyPattern?: Record<string, number> }).keyPattern;
        if ((error as { code?: number }).code === 11000) throw conflict(key?.email ? AUTH_MESSAGES.emailTaken : AUTH_MESSAGES.usernameTaken);
        throw error;
      }
    },

    /** Wrong passwords are reported to `onFailure` so the caller can limit guessing per email. */
    async login(input: { email: string; password: string }) {
      const user = await users.findByEmail(input.email);
      if (!user) throw new AppError(401, 'unknown_email', AUTH_MESSAGES.unknownEmail, undefined, { showRegister: true });
      if (!(await argon2.verify(user.passwordHash, input.password)))
        throw new AppError(401, 'wrong_password', AUTH_MESSAGES.wrongPassword, undefined, { showForgotPassword: true });
      if (!user.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
      const updated = await users.update(user._id, { lastLoginAt: new Date() });
      return issue(updated!, AUTH_MESSAGES.loggedIn);
    },

    async me(session: Session) {
      return { user: toCurrentUser(await activeUser(session)) };
    },

    async updateProfile(session: Session, changes: Partial<Record<(typeof PROFILE_FIELDS)[number], string>>) {
      const user = await activeUser(session);
      const userId = user._id;
      const fields: Partial<UserDoc> = {};
      for (const field of PROFILE_FIELDS) {
        if (changes[field] !== undefined) fields[field] = changes[field] === '' ? null : changes[field];
      }
      const updated = await users.update(userId, { ...fields, profileCompleteness: profileCompleteness({ ...user, ...fields }) });
      return { user: toCurrentUser(updated!), message: AUTH_MESSAGES.profileUpdated };
    },

    /**
     * Always the same answer, given before any work: neither the reply nor its timing tells whether the account
     * exists. The link is made and mailed afterwards; a failure there is logged, never shown.
     */
    forgotPassword(email: string) {
      mailResetLink(email).catch((error: unknown) => deps.logger.error({ err: error }, 'password reset mail failed'));
      return { message: AUTH_MESSAGES.resetEmailSent };
    },

    /** A new password ends every session: the reset is how an owner locks out whoever took the account. */
    async resetPassword(token: string, newPassword: string) {
      const consumed = await users.consumeResetToken(hashToken(token), new Date());
      if (!consumed) throw badRequest(AUTH_MESSAGES.resetLinkInvalid);
      await users.endSessions(consumed.userId, { passwordHash: await argon2.hash(newPassword) });
      return { message: AUTH_MESSAGES.passwordReset };
    },

    /**
     * Signs out the presented token only (this device): it is refused from now until it expires, everywhere that asks
     * identity. Any unexpired token identity signed may do so, one already signed out too (a repeat answers the same).
     */
    async signOut(session: Session) {
      await revokedTokens.revoke(session.tokenId, new Date(session.expiresAt));
      return { message: AUTH_MESSAGES.signedOut };
    },

    /** Signs the account out on every device, this one included. */
    async signOutEverywhere(session: Session) {
      const user = await activeUser(session);
      await users.endSessions(user._id);
      return { message: AUTH_MESSAGES.signedOutEverywhere };
    },

    /**
     * The operator named at start-up (ADMIN_EMAIL + ADMIN_PASSWORD): created, or promoted and given that password.
     * A sign-up never grants the role; an account someone registered with that address loses its sessions here.
     */
    async ensureOperator(email: string, password: string) {
      const existing = await users.findByEmail(email);
      if (!existing) {
        const taken = await users.findByUsername('admin');
        const username = taken ? `admin_${randomBytes(3).toString('hex')}` : 'admin';
        await users.create({ email, username, passwordHash: await argon2.hash(password), role: 'admin' });
        deps.logger.info({ email }, 'operator account created');
        return;
      }
      const ready = existing.role === 'admin' && existing.isActive && (await argon2.verify(existing.passwordHash, password));
      if (ready) return;
      await users.endSessions(existing._id, { role: 'admin', isActive: true, passwordHash: await argon2.hash(password) });
      deps.logger.info({ email }, 'operator account promoted and given the configured password');
    },

    // ---- for other services (internal routes) ----

    /** The account's state, and whether the token `tokenId` (when given) was signed out on its own device. */
    async accountState(userId: string, tokenId?: string) {
      const [user, tokenRevoked] = await Promise.all([users.findById(userId), tokenId ? revokedTokens.isRevoked(tokenId) : false]);
      if (!user) throw notFound();
      return {
        id: user._id,
        isActive: user.isActive !== false,
        role: user.role === 'admin' ? ('admin' as const) : ('user' as const),
        tokenVersion: user.tokenVersion ?? 0,
        tokenRevoked,
      };
    },

    /** Operators promote and demote each other; the gateway sees the new role within its account-state cache time. */
    async setRole(userId: string, role: 'user' | 'admin') {
      const user = await users.update(userId, { role });
      if (!user) throw notFound();
      return { user: { ...toCurrentUser(user), isActive: user.isActive } };
    },

    async setActive(userId: string, isActive: boolean) {
      const user = await users.update(userId, { isActive });
      if (!user) throw notFound();
      return { user: { ...toCurrentUser(user), isActive: user.isActive } };
    },

    /** Clears what a user filled in (profile, reset links); the account itself stays. */
    async resetUserData(userId: string) {
      const user = await users.findById(userId);
      if (!user) throw notFound();
      const cleared = await users.update(userId, { fullName: null, company: null, jobTitle: null, industryExperience: null, profileCompleteness: '20' });
      const tokens = await users.deleteResetTokens(userId);
      return { deletedRecords: tokens + (cleared ? 1 : 0) };
    },

    async deleteUsers(userIds: string[]) {
      return { deletedRecords: await users.deleteUsers(userIds) };
    },

    /** Local demo accounts; the launcher asks for them only in local mode. */
    async seedDemoAccounts(accountsToSeed: { email: string; username: string; password: string }[]) {
      for (const account of accountsToSeed) {
        if (await users.findByEmail(account.email)) continue;
        await users.create({ email: account.email, username: account.username, passwordHash: await argon2.hash(account.password), role: 'user' });
        deps.logger.info({ email: account.email }, 'seeded demo account');
      }
    },
  };
}
export type Accounts = ReturnType<typeof accounts>;
