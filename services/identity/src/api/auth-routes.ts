// /api/auth/*: thin handlers over the accounts use cases, typed by the route map.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { routes } from '@careerkit/contracts/routes';
import { AppError, tooManyRequests, unauthorized } from '@careerkit/service-kit/errors';
import { handle } from '@careerkit/service-kit/http';
import { bearerToken } from '@careerkit/service-kit/jwt';
import { consumeOrThrow, isBlocked } from '@careerkit/service-kit/rate-limit';
import type Router from '@koa/router';
import { errors as joseErrors } from 'jose';
import type { Context } from 'koa';
import type { LoginLimits } from './login-limits';
import type { Accounts } from '../domain/accounts';
import type { SigningKeys } from '../domain/signing-keys';

export function authRoutes(router: Router, accounts: Accounts, keys: SigningKeys, limits: LoginLimits): void {
  /** identity checks its own tokens with its own key (the gateway has already checked them too). */
  async function userId(ctx: Context): Promise<string> {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized();
    try {
      return (await keys.verify(token)).userId;
    } catch (error) {
      throw unauthorized(error instanceof joseErrors.JWTExpired ? AUTH_MESSAGES.sessionExpired : undefined);
    }
  }

  handle(router, routes.register, async ({ body, ctx }) => {
    const created = await accounts.register(body);
    ctx.status = 201;
    return created;
  });

  handle(router, routes.login, async ({ body, ctx }) => {
    await consumeOrThrow(limits.perIp, ctx.ip);
    if (await isBlocked(limits.perEmail, body.email, limits.failuresPerEmail)) throw tooManyRequests();
    try {
      const result = await accounts.login(body);
      await limits.perEmail.delete(body.email);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'wrong_password') await limits.perEmail.penalty(body.email, 1);
      throw error;
    }
  });

  handle(router, routes.me, async ({ ctx }) => accounts.me(await userId(ctx)));
  handle(router, routes.updateProfile, async ({ body, ctx }) => accounts.updateProfile(await userId(ctx), body));
  handle(router, routes.forgotPassword, async ({ body, ctx }) => {
    await consumeOrThrow(limits.resetsPerIp, ctx.ip);
    return accounts.forgotPassword(body.email);
  });
  handle(router, routes.resetPassword, async ({ body }) => accounts.resetPassword(body.token, body.newPassword));
}
