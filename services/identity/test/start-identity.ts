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

export interface IdentityUnderTest {
  identity: RunningService;
  mongo: MongoLite;
  outbox: string;
  stop(): Promise<void>;
  /** A token signed with identity's own key, e.g. one that has already expired. */
  signToken(claims: { sub: string; email: string; role?: string }, expiresAt: number): Promise<string>;
  /** The reset link mailed last to `email`. */
  lastResetToken(email: string): string | undefined;
}

export async function startIdentity(env: Record<string, string> = {}, loginLimits?: LoginLimitSettings): Promise<IdentityUnderTest> {
  const mongo = await startMongoLite({ port: 0 });
  const outbox = mkdtempSync(join(tmpdir(), 'outbox-'));
  const { privateKey } = generateKeyPairSync('ed25519');
  const config = loadConfig(identityEnv, {
    NODE_ENV: 'test',
    PORT: '0',
    MONGODB_URI: mongo.uri,
    INTERNAL_KEY,
    OUTBOX_DIR: outbox,
    JWT_PRIVATE_KEY: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    ADMIN_EMAIL: 'boss@example.com',
    ...env,
  });
  const identity = await createIdentity(config, { loginLimits });
  return {
    identity,
    mongo,
    outbox,
    async stop() {
      await identity.stop();
      await mongo.stop();
    },
    signToken: ({ sub, email, role = 'user' }, expiresAt) =>
      new SignJWT({ email, role })
        .setProtectedHeader({ alg: 'EdDSA' })
        .setSubject(sub)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
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
