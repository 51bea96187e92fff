// What every consumer test needs to run libs/web's real client outside a browser: the page's storage (the client
// reads its token from it, cleared before each test), and fetch resolving '/api/...' against the page's origin, here
// the Pact mock server. Plus the request and response parts the interactions share.
import { routes, type RouteName } from '@careerkit/contracts/routes';
import { TOKEN_KEY } from '@careerkit/web/api/client';
import { MatchersV3 } from '@pact-foundation/pact';

export const storage = new Map<string, string>();
Object.assign(globalThis, {
  localStorage: { getItem: (k: string) => storage.get(k) ?? null, setItem: (k: string, v: string) => storage.set(k, v), removeItem: (k: string) => storage.delete(k) },
});
beforeEach(() => storage.clear());

/** A signed-in page: the client sends this token (the provider's state handler swaps in a real one). */
export const signIn = () => storage.set(TOKEN_KEY, 'valid-token');

let pageOrigin = '';
const nodeFetch = globalThis.fetch;
globalThis.fetch = (input, init) => nodeFetch(new URL(String(input), pageOrigin), init);
/** The page is served by the mock server: relative calls go there. */
export const onPage = (server: { url: string }) => (pageOrigin = server.url);

/** An interaction's method and path, from the route map (path parameters filled in). */
export const route = (name: RouteName, params: Record<string, string> = {}) =>
  [routes[name].method, routes[name].path.replace(/:(\w+)/g, (_, key: string) => params[key])] as const;

export const bearer = { authorization: MatchersV3.regex(/^Bearer .+$/, 'Bearer valid-token') };

/** A timestamp as the services write it (Date's toISOString). */
export const isoDateTime = MatchersV3.regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{3})?Z$/, '2025-01-15T10:30:00.000Z');
