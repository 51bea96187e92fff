// The account behind a token as identity knows it now (active, the session generation, the role).
// A signature alone proves only that identity once issued the token: the gateway and every service that writes on a
// user's behalf also ask whether the account still exists, is active and has not ended that session. The gateway
// keeps the answer for a while; the services ask afresh on every write (cacheMs 0: service-kit's signed-in).
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AppError, forbidden, unauthorized } from './errors';
import type { InternalClient } from './internal';
import type { TokenClaims } from './jwt';

export interface AccountState {
  isActive: boolean;
  role: 'user' | 'admin';
  /** Tokens issued under an older version belong to ended sessions (password reset, sign out everywhere). */
  tokenVersion: number;
}

/** `cacheMs`: how long what identity said of an account is trusted before asking again (0: never kept). */
export function accountStates(identity: InternalClient, cacheMs: number) {
  const states = new Map<string, { state: AccountState; at: number }>();

  async function stateOf(userId: string): Promise<AccountState> {
    const cached = states.get(userId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.state;
    let state: AccountState;
    try {
      state = await identity.request<AccountState>('GET', `/internal/users/${encodeURIComponent(userId)}/state`);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        states.delete(userId);
        throw unauthorized(); // the account is gone
      }
      throw error;
    }
    if (cacheMs <= 0) return state;
    if (states.size > 50_000) states.clear(); // bound memory; entries are cheap to refetch
    states.set(userId, { state, at: Date.now() });
    return state;
  }

  return {
    stateOf,
    /** 401 for a deleted account or an ended session, 403 for a deactivated one; the state when the token may act. */
    async check(claims: TokenClaims): Promise<AccountState> {
      const state = await stateOf(claims.userId);
      if (claims.tokenVersion !== state.tokenVersion) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (!state.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
      return state;
    },
    /** Drops what is remembered of the account (it was deleted, or its sessions ended). */
    forget(userId: string) {
      states.delete(userId);
    },
  };
}
export type AccountStates = ReturnType<typeof accountStates>;
