// /api/account/*: "Your data" — the export and the account deletion, for the signed-in user only (the token names the
// account; no route takes a user id), each behind a per-account limit.
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import { consumeOrThrow, throwIfBlocked } from '@careerkit/service-kit/rate-limit';
import type Router from '@koa/router';
import type { LoginLimits } from './login-limits';
import { sessionReader } from './session';
import { WrongPassword, type AccountData } from '../domain/account-data';
import type { SigningKeys } from '../domain/signing-keys';

export function accountRoutes(router: Router, data: AccountData, keys: SigningKeys, limits: LoginLimits): void {
  const session = sessionReader(keys);

  handle(router, routes.exportAccount, async ({ ctx }) => {
    const who = await session(ctx);
    await consumeOrThrow(limits.exportsPerUser, who.userId);
    ctx.set('cache-control', 'no-store');
    ctx.set('content-disposition', 'attachment; filename="careerkit-data.json"');
    return data.export(who);
  });

  handle(router, routes.deleteAccount, async ({ body, ctx }) => {
    const who = await session(ctx);
    await throwIfBlocked(limits.deletesPerUser, who.userId);
    try {
      return await data.remove(who, body.password);
    } catch (error) {
      if (error instanceof WrongPassword) await limits.deletesPerUser.penalty(who.userId, 1);
      throw error;
    }
  });
}
