// The shell: providers, layout and the route map of the site. Areas owned by remotes load at run time.
import { WebProviders } from '@careerkit/web/providers';
import { Layout } from 'antd';
import { BrowserRouter, Route, Routes } from 'react-router-dom';
import { RemoteArea } from './federation/remote-area';
import { Footer } from './layout/footer';
import { Header } from './layout/header';
import { AnnouncementBanner, MaintenanceGate } from './layout/site-notices';
import { ContactPage } from './pages/contact';
import { DemoPage } from './pages/demo';
import { HomePage } from './pages/home';
import { AiDisclaimerPage, CookiePolicyPage, PrivacyPage, TermsPage } from './pages/legal-pages';
import { LoginPage } from './pages/login';
import { NotFoundPage } from './pages/not-found';
import { ForgotPasswordPage, ResetPasswordPage } from './pages/password-reset';
import { PaymentSuccessPage } from './pages/payment-success';
import { PricingPage } from './pages/pricing';
import { RegisterPage } from './pages/register';

const TOOL_PATHS = ['/cover-letter-writer', '/linkedin-optimizer', '/resume-scanner', '/resume-analysis', '/ghost-job-detector'];

export function App() {
  return (
    <WebProviders>
      <BrowserRouter>
        <Layout style={{ minHeight: '100vh', background: '#fff' }}>
          <AnnouncementBanner />
          <Header />
          <main style={{ flex: 1, width: '100%', maxWidth: 1200, margin: '0 auto', padding: '24px 20px' }}>
            <MaintenanceGate>
              <Routes>
                <Route path="/" element={<HomePage />} />
                {['/login', '/auth/login'].map((p) => <Route key={p} path={p} element={<LoginPage />} />)}
                {['/register', '/auth/register'].map((p) => <Route key={p} path={p} element={<RegisterPage />} />)}
                <Route path="/auth/forgot-password" element={<ForgotPasswordPage />} />
                <Route path="/reset-password" element={<ResetPasswordPage />} />
                <Route path="/pricing" element={<PricingPage />} />
                <Route path="/demo" element={<DemoPage />} />
                <Route path="/contact" element={<ContactPage />} />
                <Route path="/legal/terms" element={<TermsPage />} />
                <Route path="/legal/privacy" element={<PrivacyPage />} />
                <Route path="/legal/disclaimer" element={<AiDisclaimerPage />} />
                <Route path="/legal/cookies" element={<CookiePolicyPage />} />
                <Route path="/payment-success" element={<PaymentSuccessPage />} />
                {/* Route matching is case-insensitive, so /Resume-Scanner reaches the tool too. */}
                {TOOL_PATHS.map((p) => <Route key={p} path={`${p}/*`} element={<RemoteArea name="mfe_tools" />} />)}
                <Route path="/salary-benchmarker/*" element={<RemoteArea name="mfe_salary" />} />
                <Route path="/profile/*" element={<RemoteArea name="mfe_account" />} />
                <Route path="/admin/*" element={<RemoteArea name="mfe_admin" />} />
                <Route path="*" element={<NotFoundPage />} />
              </Routes>
            </MaintenanceGate>
          </main>
          <Footer />
        </Layout>
      </BrowserRouter>
    </WebProviders>
  );
}
