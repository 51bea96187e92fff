// /api/account/*: "Your data" — the export and the account deletion, for the signed-in user only (the token names the
// account; no route takes a user id), each behind a per-account limit.
import { routes } from '@careerkit/contracts/routes';
import { unauthorized } from '@careerkit/service-kit/errors';
import { handle } from '@careerkit/service-kit/http';
import { bearerToken } from '@careerkit/service-kit/jwt';
import { consumeOrThrow, throwIfBlocked } from '@careerkit/service-kit/rate-limit';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { LoginLimits } from './login-limits';
import { WrongPassword, type AccountData } from '../domain/account-data';
import type { Session } from '../domain/accounts';
import type { SigningKeys } from '../domain/signing-keys';

export function accountRoutes(router: Router, data: AccountData, keys: SigningKeys, limits: LoginLimits): void {
  async function session(ctx: Context): Promise<Session> {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized();
    return keys.verify(token);
  }

  handle(router, routes.exportAccount, async ({ ctx }) => {
    const who = await session(ctx);
    await consumeOrThrow(limits.exportsPerUser, who.userId);
    ctx.set('cache-control', 'no-store');
    ctx.set('content-disposition', 'attachment; filename="careerkit-data.json"');
    return data.export(who);
  });

  handle(router, routes.deleteAccount, async ({ body, ctx }) => {
    const who = await session(ctx);
    await throwIfBlocked(limits.deletesPerUser, who.userId, limits.deleteFailuresPerUser);
    try {
      return await data.remove(who, body.password);
    } catch (error) {
      if (error instanceof WrongPassword) await limits.deletesPerUser.penalty(who.userId, 1);
      throw error;
    }
  });
}
