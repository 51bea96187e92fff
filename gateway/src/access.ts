// Who is calling: the token checked against identity's JWKS (once per token), then the account's current state from
// identity (service-kit's account states, cached briefly), so a deactivated account, a demoted admin or an ended
// session loses access within the cache time.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import type { Access } from '@careerkit/contracts/routes';
import { accountStates } from '@careerkit/service-kit/account-state';
import { forbidden, unauthorized } from '@careerkit/service-kit/errors';
import type { InternalClient } from '@careerkit/service-kit/internal';
import { bearerToken, type TokenVerifier } from '@careerkit/service-kit/jwt';
import type { Context } from 'koa';

export interface Caller {
  userId: string;
  role: 'user' | 'admin';
}

export function accessControl(verify: TokenVerifier, identity: InternalClient, cacheMs: number) {
  const accounts = accountStates(identity, cacheMs);

  /** The caller behind the bearer token, or null without one. Throws 401/403 for a bad token or inactive account. */
  async function identify(ctx: Context): Promise<Caller | null> {
    const token = bearerToken(ctx);
    if (!token) return null;
    const claims = await verify(token);
    const state = await accounts.check(claims);
    return { userId: claims.userId, role: state.role };
  }

  return {
    identify,
    /** Drops what this gateway remembers of the account (it was deleted, or its sessions ended through this gateway). */
    forget: accounts.forget,
    /** Enforces a route's access level; returns the caller when there is one. */
    async check(ctx: Context, access: Access): Promise<Caller | null> {
      if (access === 'public') return null;
      const caller = await identify(ctx);
      if (!caller) throw unauthorized();
      if (access === 'admin' && caller.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired);
      return caller;
    },
  };
}
