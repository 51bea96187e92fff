// Who is calling: the token checked against identity's JWKS (once per token: its claims are kept until it expires),
// then the account's current state from identity on every request (service-kit's account states, cached briefly), so a
// deactivated account, a demoted admin or an ended session loses access within the cache time.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import type { Access } from '@careerkit/contracts/routes';
import { accountStates } from '@careerkit/service-kit/account-state';
import { forbidden, unauthorized } from '@careerkit/service-kit/errors';
import type { InternalClient } from '@careerkit/service-kit/internal';
import { bearerTokenOf, type TokenVerifier } from '@careerkit/service-kit/jwt';

export interface Caller {
  userId: string;
  role: 'user' | 'admin';
}

export function accessControl(verify: TokenVerifier, identity: InternalClient, cacheMs: number) {
  const accounts = accountStates(identity, cacheMs);

  /** The caller behind a request's Authorization header, or null without a bearer token. Throws 401/403 for a bad token or inactive account. */
  async function identify(authorization: string | undefined): Promise<Caller | null> {
    const token = bearerTokenOf(authorization);
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
    async check(authorization: string | undefined, access: Access): Promise<Caller | null> {
      if (access === 'public') return null;
      const caller = await identify(authorization);
      if (!caller) throw unauthorized();
      if (access === 'admin' && caller.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired);
      return caller;
    },
  };
}
