// Admin routes check the caller themselves (defence in depth behind the gateway): a valid token, then the account's
// current state at identity — active, the same session generation, the token not signed out on its own, and the admin
// role as it is now, not as the token remembers it.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { routes } from '@careerkit/contracts/routes';
import { checkedSession } from '@careerkit/service-kit/account-state';
import { forbidden, unauthorized } from '@careerkit/service-kit/errors';
import type { InternalClient } from '@careerkit/service-kit/internal';
import { bearerToken, type TokenVerifier } from '@careerkit/service-kit/jwt';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import type { Operator } from '../domain/operator';

export function adminCheck(verify: TokenVerifier, identity: InternalClient): Middleware {
  return async (ctx, next) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized();
    const claims = await verify(token);
    const state = await checkedSession(identity, claims);
    if (state.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired);
    ctx.state.operator = { userId: claims.userId, email: claims.email } satisfies Operator;
    await next();
  };
}

/**
 * Puts the admin check in front of every platform route the route map marks `admin`, so a new admin route is guarded
 * by its line there. Register before the handlers: the check runs first on the same method and path.
 */
export function guardAdminRoutes(router: Router, check: Middleware): void {
  for (const route of Object.values(routes))
    if (route.service === 'platform' && route.access === 'admin') router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path, check);
}

export const operatorOf = (ctx: Context) => ctx.state.operator as Operator;
