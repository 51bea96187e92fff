// Verifying identity's tokens against its JWKS (cached by jose); services check again behind the gateway.
import { AUTH_MESSAGES, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { hash, type KeyObject } from 'node:crypto';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload, type JWTVerifyGetKey, type JWTVerifyOptions, type JWTVerifyResult } from 'jose';
import type { Context, Middleware } from 'koa';
import { AppError, forbidden, unauthorized } from './errors';

export const JWT_ISSUER = 'careerkit-identity';
export const JWT_AUDIENCE = 'careerkit';
export const JWT_ALGORITHM = 'EdDSA';

export interface TokenClaims {
  userId: string;
  email: string;
  role: 'user' | 'admin';
  /** The account's session generation when the token was issued; a password reset or "sign out everywhere" bumps it. */
  tokenVersion: number;
  /** This token's own id (its jti), which a sign-out of this one device revokes. */
  tokenId: string;
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;
/** identity's own public key, or identity's JWKS as seen by everyone else. */
type VerificationKey = KeyObject | JWTVerifyGetKey;
const verifyJwt = jwtVerify as (token: string, key: VerificationKey, options: JWTVerifyOptions) => Promise<JWTVerifyResult>;

/**
 * The one check of a CareerKit token, for identity (its own key) and everyone else (identity's JWKS): signature,
 * algorithm, issuer, audience, expiry and the claims we rely on. Failures are 401s (503 when the JWKS cannot be read).
 */
export async function verifyToken(token: string, key: VerificationKey): Promise<TokenClaims & { expiresAt: number }> {
  let payload: JWTPayload;
  try {
    ({ payload } = await verifyJwt(token, key, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithms: [JWT_ALGORITHM], requiredClaims: ['exp', 'sub'] }));
  } catch (error) {
    if (error instanceof joseErrors.JWTExpired) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) throw unauthorized(STATUS_MESSAGES[401]);
    throw new AppError(503, 'unavailable', STATUS_MESSAGES[503]);
  }
  if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw unauthorized();
  const tokenVersion = payload.tv === undefined ? 0 : payload.tv;
  if (typeof tokenVersion !== 'number') throw unauthorized();
  if (payload.jti !== undefined && (typeof payload.jti !== 'string' || !payload.jti)) throw unauthorized();
  // A token issued before tokens carried an id is named by its digest, so it too can be signed out on its own.
  const tokenId = payload.jti ?? hash('sha256', token, 'base64url');
  return { userId: payload.sub, email: payload.email, role: payload.role === 'admin' ? 'admin' : 'user', tokenVersion, tokenId, expiresAt: payload.exp! * 1000 };
}

/**
 * Verifies against identity's JWKS (cached by jose). A token that verified is remembered until it expires, so a
 * busy session costs one signature check, not one per request; a tampered token is a different string. It is
 * remembered by its SHA-256, so the cache holds no token a heap dump could replay. The claims only: whether the
 * account may still act (signed out, deactivated, deleted) is the account state's check, made on every request.
 */
export function createTokenVerifier(identityUrl: string, options: { rememberTokens?: number } = {}): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/internal/jwks', identityUrl), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30_000 });
  const limit = options.rememberTokens ?? 10_000;
  const verified = new Map<string, TokenClaims & { expiresAt: number }>();
  return async (token) => {
    const key = hash('sha256', token, 'base64');
    const known = verified.get(key);
    if (known && known.expiresAt > Date.now()) return known;
    if (known) {
      verified.delete(key);
      throw unauthorized(AUTH_MESSAGES.sessionExpired);
    }
    const claims = await verifyToken(token, jwks);
    if (verified.size >= limit) verified.delete(verified.keys().next().value!); // the oldest goes first
    verified.set(key, claims);
    return claims;
  };
}

const BEARER = /^Bearer\s+(\S+)$/i;

/** The token of an Authorization header ('Bearer <token>'), or undefined. */
export function bearerTokenOf(header: string | undefined): string | undefined {
  return header ? BEARER.exec(header)?.[1] : undefined;
}

export function bearerToken(ctx: Context): string | undefined {
  return bearerTokenOf(ctx.get('authorization'));
}

/** Requires a valid token; puts its claims on ctx.state.user. */
export function requireUser(verify: TokenVerifier): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized();
    ctx.state.user = await verify(token);
    await next();
  };
}

export function requireAdmin(verify: TokenVerifier): Middleware {
  const user = requireUser(verify);
  return (ctx, next) =>
    user(ctx, async () => {
      if ((ctx.state.user as TokenClaims).role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired);
      await next();
    });
}
