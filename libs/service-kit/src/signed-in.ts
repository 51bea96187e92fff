// User routes: identity's token is checked before the handler (and before the body is validated or a file is read);
// on routes that write, the account's current state too, so a deleted, deactivated or signed-out account's token
// creates nothing even when the service is reached without the gateway. That state is asked of identity on every
// write, never kept: each write here opens a checkout, spends a use or stores data, and costs far more than the one
// internal call, while a kept answer would let an ended session go on spending for as long as it is kept. Asking is
// also what works with many replicas: nothing has to reach every copy of every service when a session ends.
import type { RouteDef } from '@careerkit/contracts/routes';
import type Router from '@koa/router';
import type { Context, Middleware } from 'koa';
import { checkedSession } from './account-state';
import { internalClient, type InternalClient } from './internal';
import { createTokenVerifier, requireUser, type TokenClaims, type TokenVerifier } from './jwt';

/** What a service checks a signed-in caller with: the token's signature, and identity, asked for the account behind it. */
export interface Sessions {
  verify: TokenVerifier;
  identity: InternalClient;
}

/** Sessions checked against identity at `identityUrl` (its JWKS, and its internal account-state route, asked afresh each time). */
export function identitySessions(identityUrl: string, internalKey: string): Sessions {
  return { verify: createTokenVerifier(identityUrl), identity: internalClient(identityUrl, internalKey, 5_000) };
}

const READS = new Set(['GET', 'HEAD']);

/** Registers the checks on the route's method and path; `handle` (or the route's own handler) then runs behind them. */
export function signedIn(router: Router, sessions: Sessions): (route: RouteDef) => void {
  const token = requireUser(sessions.verify);
  const account: Middleware = async (ctx, next) => {
    await checkedSession(sessions.identity, userOf(ctx));
    await next();
  };
  return (route) => {
    const method = route.method.toLowerCase() as 'get' | 'post' | 'put' | 'delete';
    if (READS.has(route.method)) router[method](route.path, token);
    else router[method](route.path, token, account);
  };
}

/** The claims of the token `signedIn` checked. */
export const userOf = (ctx: Context) => ctx.state.user as TokenClaims;
