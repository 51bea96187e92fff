// Verifying identity's tokens against its JWKS (cached by jose); services check again behind the gateway.
import { AUTH_MESSAGES, STATUS_MESSAGES } from '@careerkit/contracts/messages';
import { createRemoteJWKSet, errors as joseErrors, jwtVerify, type JWTPayload } from 'jose';
import type { Context, Middleware } from 'koa';
import { AppError, forbidden, unauthorized } from './errors';

export const JWT_ISSUER = 'careerkit-identity';
export const JWT_AUDIENCE = 'careerkit';
export const JWT_ALGORITHM = 'EdDSA';

export interface TokenClaims {
  userId: string;
  email: string;
  role: 'user' | 'admin';
}

export type TokenVerifier = (token: string) => Promise<TokenClaims>;

export function createTokenVerifier(identityUrl: string): TokenVerifier {
  const jwks = createRemoteJWKSet(new URL('/internal/jwks', identityUrl), { cacheMaxAge: 10 * 60 * 1000, cooldownDuration: 30_000 });
  return async (token) => {
    let payload: JWTPayload;
    try {
      ({ payload } = await jwtVerify(token, jwks, { issuer: JWT_ISSUER, audience: JWT_AUDIENCE, algorithms: [JWT_ALGORITHM] }));
    } catch (error) {
      if (error instanceof joseErrors.JWTExpired) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (error instanceof joseErrors.JOSEError && !(error instanceof joseErrors.JWKSTimeout)) throw unauthorized(STATUS_MESSAGES[401]);
      throw new AppError(503, 'unavailable', STATUS_MESSAGES[503]);
    }
    if (typeof payload.sub !== 'string' || typeof payload.email !== 'string') throw unauthorized();
    return { userId: payload.sub, email: payload.email, role: payload.role === 'admin' ? 'admin' : 'user' };
  };
}

export function bearerToken(ctx: Context): string | undefined {
  const header = ctx.get('authorization');
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1];
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
