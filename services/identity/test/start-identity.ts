// Starts mongo-lite and identity in-process for a test file.
import { generateKeyPairSync } from 'node:crypto';
import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMongoLite, type MongoLite } from '@careerkit/mongo-lite';
import { loadConfig } from '@careerkit/service-kit/config';
import { JWT_AUDIENCE, JWT_ISSUER } from '@careerkit/service-kit/jwt';
import type { RunningService } from '@careerkit/service-kit/service';
import { SignJWT } from 'jose';
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
}

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
  };
}
