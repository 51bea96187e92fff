// The account behind a token as identity knows it now (active, the session generation, the role), and whether that
// token itself was signed out. A signature alone proves only that identity once issued the token: the gateway and every
// service that writes on a user's behalf also ask whether the account still exists, is active and has not ended that
// session. The services ask afresh on every write (service-kit's signed-in); the gateway keeps the answer for a while
// (gateway/src/access.ts).
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

/** What identity says now of the account `userId` and its token `tokenId`; 401 when the account is gone. */
export async function accountStateOf(identity: InternalClient, userId: string, tokenId: string): Promise<AccountState> {
  try {
    return await identity.request<AccountState>('GET', `/internal/users/${encodeURIComponent(userId)}/state?tokenId=${encodeURIComponent(tokenId)}`);
  } catch (error) {
    if (error instanceof AppError && error.status === 404) throw unauthorized(); // the account is gone
    throw error;
  }
}

/** 401 for an ended session, 403 for a deactivated account; the state when the token may act. */
export function sessionState(claims: TokenClaims, state: AccountState): AccountState {
  if (claims.tokenVersion !== state.tokenVersion || state.tokenRevoked) throw unauthorized(AUTH_MESSAGES.sessionExpired);
  if (!state.isActive) throw forbidden(AUTH_MESSAGES.accountInactive);
  return state;
}

/** 401 for a deleted account or an ended session, 403 for a deactivated one; the account's state, asked of identity now, when the token may act. */
export async function checkedSession(identity: InternalClient, claims: TokenClaims): Promise<AccountState> {
  return sessionState(claims, await accountStateOf(identity, claims.userId, claims.tokenId));
}
