// The session of spec part 1 §4: loading → adopt a stored token and fetch the user → signed in or out.
import type { CurrentUser } from '@careerkit/contracts/auth';
import { useQueryClient } from '@tanstack/react-query';
import { createContext, useCallback, useContext, useEffect, useMemo, useState, useSyncExternalStore, type ReactNode } from 'react';
import { AUTH_EXPIRED_EVENT, clearToken, NetworkError, readToken, storeToken } from '@careerkit/web/api/client';
import { fetchMe, login, register, signOut as endSessionAtServer, signOutEverywhere, type AuthAnswer } from '@careerkit/web/api/auth';
import { clearDrafts } from '@careerkit/web/auth/session-drafts';

export interface AuthState {
  user: CurrentUser | null;
  token: string | null;
  loading: boolean;
  /** The session ended because a call answered that it expired (not by signing out): pages say so and ask to sign in again. */
  sessionExpired: boolean;
  login(email: string, password: string): Promise<{ user: CurrentUser; message: string }>;
  register(input: { email: string; username: string; password: string }): Promise<{ user: CurrentUser; message: string }>;
  /** Signs out this device: the token is forgotten here at once and ended at the server (best effort). */
  logout(): void;
  /** Signs out here and ends every other session of the account; resolves with the words to show. */
  logoutEverywhere(): Promise<string>;
  /** Re-reads the current user (after a profile change). */
  refresh(): Promise<void>;
}

const AuthContext = createContext<AuthState | null>(null);

const noSubscription = () => () => {};
/**
 * True while a page is drawn at build time, and in the browser while React adopts that drawing (hydration): the
 * session is unknown at build time, so the first browser render must not know it either, or the markup would not
 * match. False in every other browser render; React draws again with false as soon as the page is adopted.
 */
export function useDrawnAsBuilt(): boolean {
  return useSyncExternalStore(noSubscription, () => false, () => true);
}

/**
 * Set while the page is being left (pagehide comes before the browser cancels the page's requests). A current-user fetch
 * the browser cut short because the visitor moved on got no answer about the token: discarding it then would sign out
 * whoever clicks a link before the check returns, as a slow device or network makes likely.
 */
let leavingPage = false;
globalThis.addEventListener?.('pagehide', () => (leavingPage = true));
globalThis.addEventListener?.('pageshow', () => (leavingPage = false));

const cutShortByLeaving = (error: unknown) => leavingPage && error instanceof NetworkError;

export function AuthProvider({ children }: { children: ReactNode }) {
  const queryClient = useQueryClient();
  const [token, setToken] = useState<string | null>(() => readToken());
  const [user, setUser] = useState<CurrentUser | null>(null);
  const [sessionExpired, setSessionExpired] = useState(false);
  // Drawn at build time (the shell's pre-rendered pages) the session is unknown: loading, so no Sign In is shown to a
  // visitor who turns out to be signed in; so is it while the browser adopts such a page.
  const [checking, setChecking] = useState<boolean>(() => readToken() !== null);
  const loading = useDrawnAsBuilt() || checking;

  const signOut = useCallback(() => {
    clearToken();
    setToken(null);
    setUser(null);
    queryClient.removeQueries({ predicate: (q) => q.queryKey[0] !== '/api/system-config' && q.queryKey[0] !== '/api/tool-configs' });
  }, [queryClient]);

  const refresh = useCallback(async () => {
    if (!readToken()) return;
    try {
      const me = await fetchMe();
      setUser(me.user);
    } catch (error) {
      if (!cutShortByLeaving(error)) signOut(); // a failed current-user fetch discards the token
    }
  }, [signOut]);

  useEffect(() => {
    if (!token) {
      setChecking(false);
      return;
    }
    let cancelled = false;
    fetchMe()
      .then((me) => !cancelled && setUser(me.user))
      .catch((error: unknown) => !cancelled && !cutShortByLeaving(error) && signOut())
      .finally(() => !cancelled && setChecking(false));
    return () => {
      cancelled = true;
    };
    // Only on start and on token changes made elsewhere (sign-in sets the user itself).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);

  useEffect(() => {
    // Drafts of what was typed are kept (session-draft.tsx): this is not a sign-out.
    const onExpired = () => {
      setSessionExpired(true);
      signOut();
    };
    globalThis.addEventListener(AUTH_EXPIRED_EVENT, onExpired);
    return () => globalThis.removeEventListener(AUTH_EXPIRED_EVENT, onExpired);
  }, [signOut]);

  const adopt = useCallback((answer: AuthAnswer | null) => {
    if (!answer?.token) throw new Error('Sign-in answered without a token');
    storeToken(answer.token);
    clearDrafts({ keepUserId: answer.user.id }); // another user's drafts are not left in this tab
    setToken(answer.token);
    setUser(answer.user);
    setSessionExpired(false);
    return { user: answer.user, message: answer.message };
  }, []);

  /** Signing out on purpose: no draft of what was typed is kept. */
  const signOutOnPurpose = useCallback(() => {
    clearDrafts();
    setSessionExpired(false);
    signOut();
  }, [signOut]);

  const value = useMemo<AuthState>(
    () => ({
      user,
      token,
      loading,
      sessionExpired,
      login: async (email, password) => adopt(await login(email, password)),
      register: async (input) => adopt(await register(input)),
      logout: () => {
        const signedOutToken = readToken();
        signOutOnPurpose();
        // Best effort: the token stops working at the server too; the browser has forgotten it whatever the answer.
        if (signedOutToken) endSessionAtServer(signedOutToken).catch(() => {});
      },
      logoutEverywhere: async () => {
        try {
          return (await signOutEverywhere()).message;
        } finally {
          signOutOnPurpose(); // this device is signed out whatever the answer
        }
      },
      refresh,
    }),
    [user, token, loading, sessionExpired, adopt, signOutOnPurpose, refresh],
  );
  return <AuthContext.Provider value={value}>{children}</AuthContext.Provider>;
}

export function useAuth(): AuthState {
  const auth = useContext(AuthContext);
  if (!auth) throw new Error('useAuth must be used within an AuthProvider');
  return auth;
}
