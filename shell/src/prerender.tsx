// Build time only (shell/prerender.mjs runs this in Node after the build): the pages whose first screen is drawn into
// the HTML the server sends, so a visitor sees them before any script has run (Lighthouse measured the largest paint at
// 3 s on a phone when everything waited for the scripts). The browser then draws the same page over it with
// createRoot (src/bootstrap.tsx). Only pages in plain markup are here: an antd page would need antd's styles
// extracted too. The session and the catalog are not known at build time, so they draw as they do while loading; the
// tool guard draws both its answers, and the session hint script (carried in the page's head) picks one.
import { renderToString } from 'react-dom/server';
// The static router exists only here, at build time; the apps' routing comes from @careerkit/web/router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { queryClient, WebProviders } from '@careerkit/web/providers';
import { SITE_NAME } from '@careerkit/web/layout/document-title';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
export { SESSION_HINT_SCRIPT } from '@careerkit/contracts/session-hint';
import { Site } from './app';

/** Each pre-rendered page: its path, and its document title as useDocumentTitle sets it. */
export const PRERENDERED_PAGES = [
  { path: '/', title: SITE_NAME },
  { path: '/pricing', title: `Pricing — ${SITE_NAME}` },
  // 'Sign In Required' for a visitor without a session, else the spinner until the tool's area draws.
  ...TOOL_PAGES.map((tool) => ({ path: tool.path, title: `${tool.name} — ${SITE_NAME}` })),
];

/** The markup of `path`'s first screen, for inside the page template's root element. */
export function renderPage(path: string): string {
  const html = renderToString(
    <WebProviders>
      <StaticRouter location={path}>
        <Site />
      </StaticRouter>
    </WebProviders>,
  );
  // The queries the page asked for (never fetched here) hold their 5-minute cache timers: without this, Node would
  // wait for them before the build could end.
  queryClient.clear();
  return html;
}
