// User routes: identity's token is checked before the handler (and before the body is validated).
import type { RouteDef } from '@careerkit/contracts/routes';
import { requireUser, type TokenClaims, type TokenVerifier } from '@careerkit/service-kit/jwt';
import type Router from '@koa/router';
import type { Context } from 'koa';

/** Registers the token check on the route's method and path; `handle` then adds the handler behind it. */
export function signedIn(router: Router, verify: TokenVerifier): (route: RouteDef) => void {
  const check = requireUser(verify);
  return (route) => {
    router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path, check);
  };
}

export const userOf = (ctx: Context) => ctx.state.user as TokenClaims;
