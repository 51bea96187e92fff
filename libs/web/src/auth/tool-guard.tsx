// Tool pages need a signed-in user: a spinner while the session loads, else 'Sign In Required' with its links
// (Sign Up only while registrations are open), which bring the user back here once signed in; a session that expired
// says so (what was typed comes back after signing in: session-draft.tsx). Plain markup: it is what a signed-out
// visitor's first load of a tool shows (docs/measurements.md, bundle size).
import LockOutlined from '@ant-design/icons-svg/es/asn/LockOutlined';
import type { ReactNode } from 'react';
import { AUTH_MESSAGES } from '@careerkit/contracts/messages';
import { Alert } from '@careerkit/web/layout/alert';
import { Link, useLocation } from '@careerkit/web/router';
import { signInLink } from '@careerkit/web/auth/sign-in-return';
import { useDocumentTitle } from '@careerkit/web/layout/document-title';
import { useAuth, useDrawnAsBuilt } from '@careerkit/web/auth/session';
import { useSystemConfig } from '@careerkit/web/api/hooks';
import { ButtonLink } from '@careerkit/web/layout/button-link';
import { Loading } from '@careerkit/web/layout/loading';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';

/** What the notice asks of a signed-out visitor: a tool invites anyone to sign up; the admin area is for operators. */
const ASKS = {
  tool: 'Sign in or create a free account to use this tool.',
  admin: 'Sign in with your operator account to open the admin area.',
} as const;

export function ToolGuard({ children, area = 'tool' }: { children: ReactNode; area?: keyof typeof ASKS }) {
  const { user, loading, sessionExpired } = useAuth();
  const allowRegistrations = useSystemConfig().allowRegistrations && area === 'tool';
  const drawnAsBuilt = useDrawnAsBuilt();
  // Drawn at build time (the shell's pre-rendered tool pages) the session is unknown: both answers, and the page's
  // inline script (@careerkit/contracts/session-hint) shows the one that applies before the page paints. The browser
  // adopts that markup as it is, then answers.
  if (drawnAsBuilt) {
    return (
      <>
        <div className="ck-if-session"><Loading /></div>
        <div className="ck-if-no-session"><SignInRequired allowRegistrations={allowRegistrations} ask={ASKS[area]} /></div>
      </>
    );
  }
  if (loading) return <Loading />;
  if (!user) return <SignInRequired allowRegistrations={allowRegistrations} ask={ASKS[area]} sessionExpired={sessionExpired} />;
  return <>{children}</>;
}

function SignInRequired({ allowRegistrations, ask, sessionExpired = false }: { allowRegistrations: boolean; ask: string; sessionExpired?: boolean }) {
  useDocumentTitle('Sign In Required');
  const location = useLocation();
  const here = `${location.pathname}${location.search}${location.hash}`;
  return (
    <div className="ck-notice">
      {sessionExpired && <Alert type="warning" title={AUTH_MESSAGES.sessionExpired} style={{ marginBottom: 16 }} />}
      <SvgIcon icon={LockOutlined} style={{ fontSize: 48, color: '#2454d6' }} />
      <h1>Sign In Required</h1>
      <p className="ck-text-secondary">{ask}</p>
      <div className="ck-actions ck-actions-center">
        <ButtonLink to={signInLink('/login', here)} primary>Sign In</ButtonLink>
        {allowRegistrations && <ButtonLink to={signInLink('/register', here)}>Sign Up</ButtonLink>}
        <Link to="/">Home</Link>
        <Link to="/demo">How It Works</Link>
        <Link to="/pricing">Pricing</Link>
      </div>
    </div>
  );
}
