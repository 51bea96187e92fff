// The shell: providers, layout and the route map of the site. Areas owned by remotes load at run time; a tool page's
// remote only once a user is signed in. Home, Pricing and the tool pages' first answer are also drawn at build time
// into the HTML the server sends (src/prerender.tsx).
import { WebProviders } from '@careerkit/web/providers';
import { lazy, Suspense, useEffect, type ComponentType } from 'react';
import { BrowserRouter, Route, Routes, useLocation, useNavigate } from '@careerkit/web/router';
import { REMOTE_AREAS, SHELL_PAGES } from '@careerkit/contracts/site-pages';
import { usePrefetchRemotesOnIntent } from './federation/prefetch';
import { RemoteArea } from './federation/remote-area';
import { Footer } from './layout/footer';
import { Loading } from '@careerkit/web/layout/loading';
import { ToolGuard } from '@careerkit/web/auth/tool-guard';
import { Header } from './layout/header';
import { AnnouncementBanner, MaintenanceGate } from './layout/site-notices';
import { HomePage } from './pages/home';
import { PricingPage } from './pages/pricing';

/**
 * A page loaded when its route is first visited, in the site's antd theme: Home's first load carries only Home, and no
 * antd (docs/measurements.md, bundle size).
 */
function page<K extends string>(load: () => Promise<Record<K, ComponentType>>, name: K) {
  return lazy(async () => {
    const [module, { Themed }] = await Promise.all([load(), import('@careerkit/web/layout/themed')]);
    const Page: ComponentType = module[name];
    return { default: () => <Themed><Page /></Themed> };
  });
}
const LoginPage = page(() => import('./pages/login'), 'LoginPage');
const RegisterPage = page(() => import('./pages/register'), 'RegisterPage');
const ForgotPasswordPage = page(() => import('./pages/password-reset'), 'ForgotPasswordPage');
const ResetPasswordPage = page(() => import('./pages/password-reset'), 'ResetPasswordPage');
const DemoPage = page(() => import('./pages/demo'), 'DemoPage');
const ContactPage = page(() => import('./pages/contact'), 'ContactPage');
const TermsPage = page(() => import('./pages/legal-pages'), 'TermsPage');
const PrivacyPage = page(() => import('./pages/legal-pages'), 'PrivacyPage');
const AiDisclaimerPage = page(() => import('./pages/legal-pages'), 'AiDisclaimerPage');
const CookiePolicyPage = page(() => import('./pages/legal-pages'), 'CookiePolicyPage');
const PaymentSuccessPage = page(() => import('./pages/payment-success'), 'PaymentSuccessPage');
const NotFoundPage = page(() => import('./pages/not-found'), 'NotFoundPage');

/** The page at each path of the site's list (libs/contracts site-pages, which the gateway's 404s follow too). */
const PAGES: Record<(typeof SHELL_PAGES)[number], ComponentType> = {
  '/': HomePage,
  '/login': LoginPage,
  '/auth/login': LoginPage,
  '/register': RegisterPage,
  '/auth/register': RegisterPage,
  '/auth/forgot-password': ForgotPasswordPage,
  '/reset-password': ResetPasswordPage,
  '/pricing': PricingPage,
  '/demo': DemoPage,
  '/contact': ContactPage,
  '/legal/terms': TermsPage,
  '/legal/privacy': PrivacyPage,
  '/legal/disclaimer': AiDisclaimerPage,
  '/legal/cookies': CookiePolicyPage,
  '/payment-success': PaymentSuccessPage,
};

export function App() {
  return (
    <WebProviders>
      <BrowserRouter>
        <FollowHistoryMovedMeanwhile />
        <Site />
      </BrowserRouter>
    </WebProviders>
  );
}

/**
 * The router reads the address as it starts drawing and listens to history once the page is drawn. Adopting a
 * pre-rendered page yields to the browser meanwhile, so the address may move in between (the back button, a script's
 * pushState): the router then follows it rather than stay on the page it started with.
 */
function FollowHistoryMovedMeanwhile() {
  const { pathname, search, hash } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const now = `${window.location.pathname}${window.location.search}${window.location.hash}`;
    if (now !== `${pathname}${search}${hash}`) navigate(now, { replace: true });
    // Once, when the router has started: later moves reach its listener.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return null;
}

/**
 * The layout and the routes, inside whichever router draws them: the browser's, or a static one at build time. The
 * pages drawn at build time (Home, Pricing) are not lazy: in the browser they must draw at once over the HTML that
 * shows them, not a spinner first.
 */
export function Site() {
  usePrefetchRemotesOnIntent();
  return (
    <div className="ck-layout">
      <a href="#main" className="ck-skip-link">Skip to main content</a>
      <AnnouncementBanner />
      <Header />
      <main id="main" tabIndex={-1} className="ck-main">
        <MaintenanceGate>
          <Suspense fallback={<Loading />}>
            <Routes>
              {SHELL_PAGES.map((path) => {
                const Page = PAGES[path];
                return <Route key={path} path={path} element={<Page />} />;
              })}
              {/* Route matching is case-insensitive, so /Resume-Scanner reaches the tool too. */}
              {REMOTE_AREAS.map(({ path, remote, toolPage }) => (
                <Route key={path} path={path} element={toolPage ? <ToolGuard><RemoteArea name={remote} /></ToolGuard> : <RemoteArea name={remote} />} />
              ))}
              <Route path="*" element={<NotFoundPage />} />
            </Routes>
          </Suspense>
        </MaintenanceGate>
      </main>
      <Footer />
    </div>
  );
}
