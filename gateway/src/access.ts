// Who is calling: the token checked against identity's JWKS (once per token: its claims are kept until it expires),
// then the account's current state from identity on every request (service-kit's account state, kept here for `cacheMs`),
// so a deactivated account, a demoted admin or an ended session loses access within the cache time.
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import type { Access } from '@careerkit/contracts/routes';
import { accountStateOf, sessionState, type AccountState } from '@careerkit/service-kit/account-state';
import { AppError, forbidden, unauthorized } from '@careerkit/service-kit/errors';
import type { InternalClient } from '@careerkit/service-kit/internal';
import { bearerTokenOf, type TokenVerifier } from '@careerkit/service-kit/jwt';

export interface Caller {
  userId: string;
  role: 'user' | 'admin';
}

/** At most this many tokens of one account are remembered (a few devices each); past it the account starts again. */
const TOKENS_PER_ACCOUNT = 100;

/** `cacheMs`: how long what identity said of an account and a token is trusted before asking again (0: never kept). */
export function accessControl(verify: TokenVerifier, identity: InternalClient, cacheMs: number) {
  // By account, then by token: the account's answers go together (forget), each token has its own verdict.
  const states = new Map<string, Map<string, { state: AccountState; at: number }>>();

  async function stateOf(userId: string, tokenId: string): Promise<AccountState> {
    const cached = states.get(userId)?.get(tokenId);
    if (cached && Date.now() - cached.at < cacheMs) return cached.state;
    let state: AccountState;
    try {
      state = await accountStateOf(identity, userId, tokenId);
    } catch (error) {
      if (error instanceof AppError && error.status === 401) states.delete(userId); // the account is gone
      throw error;
    }
    if (cacheMs <= 0) return state;
    if (states.size > 50_000) states.clear(); // bound memory; entries are cheap to refetch
    let tokens = states.get(userId);
    if (!tokens || tokens.size >= TOKENS_PER_ACCOUNT) states.set(userId, (tokens = new Map()));
    tokens.set(tokenId, { state, at: Date.now() });
    return state;
  }

  /** The caller behind a request's Authorization header, or null without a bearer token. Throws 401/403 for a bad token or inactive account. */
  async function identify(authorization: string | undefined): Promise<Caller | null> {
    const token = bearerTokenOf(authorization);
    if (!token) return null;
    const claims = await verify(token);
    const state = sessionState(claims, await stateOf(claims.userId, claims.tokenId));
    return { userId: claims.userId, role: state.role };
  }

  /** Enforces a route's access level on a caller already identified; the caller, or null on a public route. */
  function permit(caller: Caller | null, access: Access): Caller | null {
    if (access === 'public') return null;
    if (!caller) throw unauthorized();
    if (access === 'admin' && caller.role !== 'admin') throw forbidden(AUTH_MESSAGES.adminRequired);
    return caller;
  }

  return {
    identify,
    /** Drops what this gateway remembers of the account and its tokens (it was deleted, or one or all of its sessions ended through this gateway). */
    forget(userId: string) {
      states.delete(userId);
    },
    /** Enforces a route's access level; returns the caller when there is one. */
    async check(authorization: string | undefined, access: Access): Promise<Caller | null> {
      return access === 'public' ? null : permit(await identify(authorization), access);
    },
    permit,
  };
}
