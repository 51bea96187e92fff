// Starts mongo-lite and identity in-process for a test file.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import { loadConfig } from '@careerkit/service-kit/config';
import { INTERNAL_KEY_HEADER } from '@careerkit/service-kit/internal';
import { JWT_AUDIENCE, JWT_ISSUER } from '@careerkit/service-kit/jwt';
import type { RunningService } from '@careerkit/service-kit/service';
import { SignJWT } from 'jose';
import request from 'supertest';
import type { LoginLimitSettings } from '../src/api/login-limits';
import { identityEnv } from '../src/config';
import { createIdentity } from '../src/server';

export const INTERNAL_KEY = 'test-internal-key-0123456789';
/** The operator every test identity is started with (ADMIN_EMAIL / ADMIN_PASSWORD). */
export const OPERATOR = { email: 'boss@example.com', password: 'operator-pass-1' };

export interface IdentityUnderTest {
  identity: RunningService;
  mongo: MongoLite;
  outbox: string;
  stop(): Promise<void>;
  /** A token signed with identity's own key, e.g. one that has already expired or names another issuer. */
  signToken(claims: { sub: string; email: string; role?: string; iss?: string; aud?: string }, expiresAt: number): Promise<string>;
  /** The reset link mailed last to `email`. */
  lastResetToken(email: string): string | undefined;
  /** Registers a new account as the register page does (`<prefix><n>@example.com`, user name `<prefix>_<n>`, password secret12). */
  newAccount(prefix: string): Promise<Account>;
  /** Deletes the account as its owner does on the account page; identity answers 200. */
  deleteAccount(account: Pick<Account, 'token' | 'password'>): Promise<void>;
}

export interface Account {
  email: string;
  username: string;
  password: string;
  id: string;
  token: string;
}

/** The data owners' URLs identity exports from and deletes at, as their env names them. */
export type DataOwners = Partial<Record<'BILLING_URL' | 'TOOLS_URL' | 'SALARY_URL' | 'PLATFORM_URL', string>>;

/** Login limits roomy enough for a file that registers, exports and deletes an account in every test. */
const ROOMY_LOGIN_LIMITS: LoginLimitSettings = { attemptsPerIp: 1000, failuresPerEmail: 5, resetMailsPerIp: 1000, window: 60, deleteFailuresPerUser: 3, exportsPerUser: 4 };

/**
 * identity as "Your data" runs it: it exports from and deletes at `owners`, on the database of another harness's
 * identity (the one that signs the tokens the services accept), with roomy login limits.
 */
export const startDataOwnersIdentity = (owners: DataOwners, mongo: MongoLite): Promise<IdentityUnderTest> =>
  startIdentity({ LOG_LEVEL: 'silent', ...owners }, ROOMY_LOGIN_LIMITS, { mongo });

/** What a data owner holds under the user's id (its internal data route, as identity's export asks it). */
export const dataHeldAt = async (ownerUrl: string, userId: string) =>
  (await request(ownerUrl).get(`/internal/users/${userId}/data`).set(INTERNAL_KEY_HEADER, INTERNAL_KEY).expect(200)).body;

/** `mongo`: a database to share with an earlier identity (a restart); otherwise one of its own. */
export async function startIdentity(env: Record<string, string | undefined> = {}, loginLimits?: LoginLimitSettings, shared?: { mongo: MongoLite }): Promise<IdentityUnderTest> {
  const mongo = shared?.mongo ?? (await startMongoLite({ port: 0 }));
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  const { privateKey } = generateKeyPairSync('ed25519');
  const config = loadConfig(identityEnv, {
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_URI: mongo.uri,
    INTERNAL_KEY,
    OUTBOX_DIR: outbox,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ADMIN_EMAIL: OPERATOR.email,
    ADMIN_PASSWORD: OPERATOR.password,
    ...env,
  });
  const identity = await createIdentity(config, { loginLimits });
  let accounts = 0;
  return {
    identity,
    mongo,
    outbox,
    async stop() {
      await identity.stop();
      if (!shared) await mongo.stop();
    },
    signToken: ({ sub, email, role = 'user', iss = JWT_ISSUER, aud = JWT_AUDIENCE }, expiresAt) =>
      new SignJWT({ email, role })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(sub)
        .setIssuer(iss)
        .setAudience(aud)
        .setIssuedAt(expiresAt - 3600)
        .setExpirationTime(expiresAt)
        .sign(privateKey),
    lastResetToken(email) {
      const mails = readdirSync(outbox).filter((f) => f.includes(email)).sort();
      if (!mails.length) return undefined;
      const message = JSON.parse(readFileSync(join(outbox, mails[mails.length - 1]), 'utf8')) as { text: string };
      return /token=([\w-]+)/.exec(message.text)?.[1];
    },
    async newAccount(prefix) {
      accounts++;
      const account = { email: `${prefix}${accounts}@example.com`, username: `${prefix}_${accounts}`, password: 'secret12' };
      const res = await request(identity.url).post('/api/auth/register').send(account).expect(201);
      return { ...account, id: res.body.user.id as string, token: res.body.token as string };
    },
    async deleteAccount({ token, password }) {
      await request(identity.url).post('/api/account/delete').set('authorization', `Bearer ${token}`).send({ password }).expect(200);
    },
  };
}
