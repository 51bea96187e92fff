// Build time only (shell/prerender.mjs runs this in Node after the build): the pages whose first screen is drawn into
// the HTML the server sends, so a visitor sees them before any script has run (Lighthouse measured the largest paint at
// 3 s on a phone when everything waited for the scripts). The browser then adopts that markup with hydrateRoot
// (src/bootstrap.tsx) instead of drawing it again. Only pages in plain markup are here: an antd page would need antd's
// styles extracted too. The catalog is drawn as billing first answers it (libs/contracts SPEC_TOOL_CONFIGS), and the
// page carries that data for the browser's first render (src/build-time-data.ts). The session is not known at build
// time, so it draws as while it loads; the tool guard draws both its answers, and the session hint script (carried in
// the page's head) picks one.
import { dehydrate } from '@tanstack/react-query';
import { renderToString } from 'react-dom/server';
// The static router exists only here, at build time; the apps' routing comes from @careerkit/web/router.
// eslint-disable-next-line no-restricted-imports
import { StaticRouter } from 'react-router-dom';
import { queryClient, WebProviders } from '@careerkit/web/providers';
import { SITE_NAME } from '@careerkit/web/layout/document-title';
import { TOOL_PAGES } from '@careerkit/web/layout/theme';
import { TOOL_CONFIGS_KEY } from '@careerkit/web/api/hooks';
import { SPEC_TOOL_CONFIGS } from '@careerkit/contracts/catalog';
import { BUILD_TIME_DATA_ID } from './build-time-data';
export { SESSION_HINT_SCRIPT } from '@careerkit/contracts/session-hint';
import { Site } from './app';

/** Each pre-rendered page: its path, and its document title as useDocumentTitle sets it. */
export const PRERENDERED_PAGES = [
  { path: '/', title: SITE_NAME },
  { path: '/pricing', title: `Pricing — ${SITE_NAME}` },
  // 'Sign In Required' for a visitor without a session, else the spinner until the tool's area draws.
  ...TOOL_PAGES.map((tool) => ({ path: tool.path, title: `${tool.name} — ${SITE_NAME}` })),
];

/**
 * `path`'s first screen: the markup for inside the page template's root element, and the script element carrying the
 * data it was drawn from (JSON, which runs nothing: the CSP need not allow it), for after that element.
 */
export function renderPage(path: string): { markup: string; data: string } {
  queryClient.setQueryData(TOOL_CONFIGS_KEY, SPEC_TOOL_CONFIGS);
  const markup = renderToString(
    <WebProviders>
      <StaticRouter location={path}>
        <Site />
      </StaticRouter>
    </WebProviders>,
  );
  // Only what was drawn from data (the catalog), not the queries left waiting; `<` escaped, so no text in the data can
  // end the script element.
  const json = JSON.stringify(dehydrate(queryClient)).replace(/</g, '\\u003c');
  // The queries the page asked for (never fetched here) hold their 5-minute cache timers: without this, Node would
  // wait for them before the build could end.
  queryClient.clear();
  return { markup, data: `<script type="application/json" id="${BUILD_TIME_DATA_ID}">${json}</script>` };
}
