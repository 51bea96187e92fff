// /api/auth/*: thin handlers over the accounts use cases, typed by the route map.
import { routes } from '@careerkit/contracts/routes';
import { AppError } from '@careerkit/service-kit/errors';
import { handle } from '@careerkit/service-kit/http';
import { consumeOrThrow, throwIfBlocked } from '@careerkit/service-kit/rate-limit';
import type Router from '@koa/router';
import type { LoginLimits } from './login-limits';
import { sessionReader } from './session';
import type { Accounts } from '../domain/accounts';
import type { SigningKeys } from '../domain/signing-keys';

export function authRoutes(router: Router, accounts: Accounts, keys: SigningKeys, limits: LoginLimits): void {
  const session = sessionReader(keys);
  // Every answer here is a token or one person's account: no cache (browser, proxy) may keep it.
  router.use(['/api/auth', '/api/account'], async (ctx, next) => {
    ctx.set('cache-control', 'no-store');
    await next();
  });

  handle(router, routes.register, async ({ body, ctx }) => {
    const created = await accounts.register(body);
    ctx.status = 201;
    return created;
  });

  handle(router, routes.login, async ({ body, ctx }) => {
    await consumeOrThrow(limits.perIp, ctx.ip);
    await throwIfBlocked(limits.perEmail, body.email);
    try {
      const result = await accounts.login(body);
      await limits.perEmail.delete(body.email);
      return result;
    } catch (error) {
      if (error instanceof AppError && error.code === 'wrong_password') await limits.perEmail.penalty(body.email, 1);
      throw error;
    }
  });

  handle(router, routes.me, async ({ ctx }) => accounts.me(await session(ctx)));
  handle(router, routes.updateProfile, async ({ body, ctx }) => accounts.updateProfile(await session(ctx), body));
  handle(router, routes.signOut, async ({ ctx }) => accounts.signOut(await session(ctx)));
  handle(router, routes.signOutEverywhere, async ({ ctx }) => accounts.signOutEverywhere(await session(ctx)));
  handle(router, routes.forgotPassword, async ({ body, ctx }) => {
    await consumeOrThrow(limits.resetsPerIp, ctx.ip);
    return accounts.forgotPassword(body.email);
  });
  handle(router, routes.resetPassword, async ({ body }) => accounts.resetPassword(body.token, body.newPassword));
}
