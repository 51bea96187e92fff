// Renders a piece of the kit the way an app does: inside WebProviders and the browser router (jsdom's history, so
// production's router module needs no MemoryRouter). The page starts at `route`; following a link elsewhere shows
// 'Now at <path>', so a test can see where a link took the user.
import { StyleProvider } from '@ant-design/cssinjs';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { queryClient, WebProviders } from '@careerkit/web/providers';
import { BrowserRouter, Route, Routes, useLocation } from '@careerkit/web/router';

// The kit keeps one query cache per page load; every test is a fresh page load.
beforeEach(() => {
  queryClient.clear();
  localStorage.clear();
  sessionStorage.clear(); // drafts kept through an expired session
});

function CurrentPath() {
  return <p>Now at {useLocation().pathname}</p>;
}

export function renderInKit(ui: ReactNode, { route = '/tools/test' }: { route?: string } = {}) {
  window.history.replaceState(null, '', route);
  // antd's styles stay out of jsdom (mock="server" renders as on a server: no <style> is injected). jsdom matches every
  // rule of every sheet on each getComputedStyle, which user-event and *ByRole call per element: with antd's sheets
  // that was most of a test's time. Styles are checked where they apply, in Chromium (tests/e2e).
  return render(
    <StyleProvider mock="server">
      <BrowserRouter>
        <WebProviders>
          <Routes>
            <Route path={route} element={ui} />
            <Route path="*" element={<CurrentPath />} />
          </Routes>
        </WebProviders>
      </BrowserRouter>
    </StyleProvider>,
  );
}
