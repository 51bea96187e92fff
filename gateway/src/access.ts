// Who is calling: the token checked against identity's JWKS (once per token), then the account's current state from
// identity (cached briefly), so a deactivated account, a demoted admin or an ended session loses access within the
// cache time.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import type { Access } from '@careerkit/contracts/routes';
import { AppError, forbidden, unauthorized } from '@careerkit/service-kit/errors';
import type { InternalClient } from '@careerkit/service-kit/internal';
import { bearerToken, type TokenVerifier } from '@careerkit/service-kit/jwt';
import type { Context } from 'koa';

export interface Caller {
  userId: string;
  role: 'user' | 'admin';
}

interface AccountState {
  isActive: boolean;
  role: 'user' | 'admin';
  /** Tokens issued under an older version belong to ended sessions (password reset, sign out everywhere). */
  tokenVersion: number;
}

export function accessControl(verify: TokenVerifier, identity: InternalClient, cacheMs: number) {
  const states = new Map<string, { state: AccountState; at: number }>();

  async function accountState(userId: string): Promise<AccountState> {
    const cached = states.get(userId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.state;
    let state: AccountState;
    try {
      state = await identity.request<AccountState>('GET', `/internal/users/${encodeURIComponent(userId)}/state`);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) throw unauthorized(); // the account is gone
      throw error;
    }
    if (states.size > 50_000) states.clear(); // bound memory; entries are cheap to refetch
    states.set(userId, { state, at: Date.now() });
    return state;
  }

  /** The caller behind the bearer token, or null without one. Throws 401/403 for a bad token or inactive account. */
  async function identify(ctx: Context): Promise<Caller | null> {
    const token = bearerToken(ctx);
    if (!token) return null;
    const claims = await verify(token);
    const state = await accountState(claims.userId);
    if (claims.tokenVersion !== state.tokenVersion) throw unauthorized(AUTH_MESSAGES.sessionExpired);
    if (!state.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
    return { userId: claims.userId, role: state.role };
  }

  return {
    identify,
    /** Drops what this gateway remembers of the account (it was deleted, or its sessions ended through this gateway). */
    forget(userId: string) {
      states.delete(userId);
    },
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
