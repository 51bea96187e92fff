// The Ed25519 key identity signs tokens with, and its public half served as JWKS.
import { createPrivateKey, createPublicKey, generateKeyPairSync, randomBytes, type KeyObject } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname } from 'node:path';
import { JWT_ALGORITHM, JWT_AUDIENCE, JWT_ISSUER, verifyToken, type TokenClaims } from '@careerkit/service-kit/jwt';
import { calculateJwkThumbprint, exportJWK, SignJWT, type JWK } from 'jose';

export interface SigningKeys {
  /** A new token for the claims, with an id of its own (jti). */
  sign(claims: Omit<TokenClaims, 'tokenId'>): Promise<string>;
  verify(token: string): Promise<TokenClaims & { expiresAt: number }>;
  jwks: { keys: JWK[] };
}

/** From JWT_PRIVATE_KEY, else from (or generated once into) the key file, else an in-memory key for tests. */
function loadPrivateKey(pem: string | undefined, keyFile: string | undefined): KeyObject {
  if (pem) return createPrivateKey(pem.replace(/\\n/g, '\n'));
  if (keyFile && existsSync(keyFile)) return createPrivateKey(readFileSync(keyFile));
  const { privateKey } = generateKeyPairSync('ed25519');
  if (keyFile) {
    mkdirSync(dirname(keyFile), { recursive: true });
    writeFileSync(keyFile, privateKey.export({ type: 'pkcs8', format: 'pem' }), { mode: 0o600 });
  }
  return privateKey;
}

export async function loadSigningKeys(options: { pem?: string; keyFile?: string; ttl: string }): Promise<SigningKeys> {
  const privateKey = loadPrivateKey(options.pem, options.keyFile);
  const publicKey = createPublicKey(privateKey);
  const jwk = await exportJWK(publicKey);
  const kid = await calculateJwkThumbprint(jwk);
  return {
    jwks: { keys: [{ ...jwk, kid, alg: JWT_ALGORITHM, use: 'sig' }] },
    sign: (claims) =>
      new SignJWT({ email: claims.email, role: claims.role, tv: claims.tokenVersion })
        .setProtectedHeader({ alg: JWT_ALGORITHM, kid })
        .setSubject(claims.userId)
        .setIssuer(JWT_ISSUER)
        .setAudience(JWT_AUDIENCE)
        .setJti(randomBytes(16).toString('base64url')) // 128 random bits: what a one-device sign-out revokes
        .setIssuedAt()
        .setExpirationTime(options.ttl)
        .sign(privateKey),
    verify: (token) => verifyToken(token, publicKey),
  };
}
