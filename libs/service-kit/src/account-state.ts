// The account behind a token as identity knows it now (active, the session generation, the role), and whether that
// token itself was signed out. A signature alone proves only that identity once issued the token: the gateway and every
// service that writes on a user's behalf also ask whether the account still exists, is active and has not ended that
// session. The gateway keeps the answer for a while; the services ask afresh on every write (cacheMs 0: service-kit's
// signed-in).
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { AppError, forbidden, unauthorized } from './errors';
import type { InternalClient } from './internal';
import type { TokenClaims } from './jwt';

export interface AccountState {
  isActive: boolean;
  role: 'user' | 'admin';
  /** Tokens issued under an older version belong to ended sessions (password reset, sign out everywhere). */
  tokenVersion: number;
  /** The token asked about was signed out on its own device. */
  tokenRevoked: boolean;
}

/** At most this many tokens of one account are remembered (a few devices each); past it the account starts again. */
const TOKENS_PER_ACCOUNT = 100;

/** `cacheMs`: how long what identity said of an account and a token is trusted before asking again (0: never kept). */
export function accountStates(identity: InternalClient, cacheMs: number) {
  // By account, then by token: the account's answers go together (forget), each token has its own verdict.
  const states = new Map<string, Map<string, { state: AccountState; at: number }>>();

  async function stateOf(userId: string, tokenId: string): Promise<AccountState> {
    const cached = states.get(userId)?.get(tokenId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.state;
    let state: AccountState;
    try {
      state = await identity.request<AccountState>('GET', `/internal/users/${encodeURIComponent(userId)}/state?tokenId=${encodeURIComponent(tokenId)}`);
    } catch (error) {
      if (error instanceof AppError && error.status === 404) {
        states.delete(userId);
        throw unauthorized(); // the account is gone
      }
      throw error;
    }
    if (cacheMs <= 0) return state;
    if (states.size > 50_000) states.clear(); // bound memory; entries are cheap to refetch
    let tokens = states.get(userId);
    if (!tokens || tokens.size >= TOKENS_PER_ACCOUNT) states.set(userId, (tokens = new Map()));
    tokens.set(tokenId, { state, at: Date.now() });
    return state;
  }

  return {
    stateOf,
    /** 401 for a deleted account or an ended session, 403 for a deactivated one; the state when the token may act. */
    async check(claims: TokenClaims): Promise<AccountState> {
      const state = await stateOf(claims.userId, claims.tokenId);
      if (claims.tokenVersion !== state.tokenVersion || state.tokenRevoked) throw unauthorized(AUTH_MESSAGES.sessionExpired);
      if (!state.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
      return state;
    },
    /** Drops what is remembered of the account and its tokens (it was deleted, or one or all of its sessions ended). */
    forget(userId: string) {
      states.delete(userId);
    },
  };
}
export type AccountStates = ReturnType<typeof accountStates>;
