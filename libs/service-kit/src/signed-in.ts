// User routes: identity's token is checked before the handler (and before the body is validated or a file is read).
import type { RouteDef } from '@careerkit/contracts/routes';
import type Router from '@koa/router';
import type { Context } from 'koa';
import { requireUser, type TokenClaims, type TokenVerifier } from './jwt';

/** Registers the token check on the route's method and path; `handle` (or the route's own handler) then runs behind it. */
export function signedIn(router: Router, verify: TokenVerifier): (route: RouteDef) => void {
  const check = requireUser(verify);
  return (route) => {
    router[route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete'](route.path, check);
  };
}

/** The claims of the token `signedIn` checked. */
export const userOf = (ctx: Context) => ctx.state.user as TokenClaims;
