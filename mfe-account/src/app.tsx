// mfe-account: the Profile area (spec part 2 §2 'Profile'). A signed-out visitor is sent to sign in and comes back here.
import { AreaFrame } from '@careerkit/web/area-frame';
import { useAuth } from '@careerkit/web/auth';
import { Navigate, useLocation } from '@careerkit/web/router';
import { theme } from '@careerkit/web/theme';
import { ConfigProvider, Skeleton, Spin } from 'antd';
import { lazy, Suspense } from 'react';
import { signInLink } from '@careerkit/web/sign-in-return';

const ProfilePage = lazy(() => import('./features/profile/profile-page'));

export default function AccountApp() {
  return (
    <ConfigProvider theme={theme}>
      <div data-remote="mfe_account" data-release={process.env.CAREERKIT_RELEASE}>
        <SignedIn>
          <AreaFrame title="Profile">
            <Suspense fallback={<Skeleton active />}>
              <ProfilePage />
            </Suspense>
          </AreaFrame>
        </SignedIn>
      </div>
    </ConfigProvider>
  );
}

/** The spec leaves the signed-out case open: users expect the sign-in page, then to land back where they were. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (loading) return <Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading" />;
  if (!user) return <Navigate to={signInLink('/login', pathname)} replace />;
  return <>{children}</>;
}
