// mfe-account: the Profile area (spec part 2 §2 'Profile'). A signed-out visitor is sent to sign in and comes back here.
import { AreaFrame } from '@careerkit/web/layout/area-frame';
import { useAuth } from '@careerkit/web/auth/session';
import { Navigate, useLocation } from '@careerkit/web/router';
import { Loading } from '@careerkit/web/layout/loading';
import { lazy, Suspense } from 'react';
import { signInLink } from '@careerkit/web/auth/sign-in-return';

const ProfilePage = lazy(() => import('./features/profile/profile-page'));

export default function AccountApp() {
  return (
    <div data-remote="mfe_account" data-release={process.env.CAREERKIT_RELEASE}>
      <SignedIn>
        <AreaFrame title="Profile">
          <Suspense fallback={<Loading />}>
            <ProfilePage />
          </Suspense>
        </AreaFrame>
      </SignedIn>
    </div>
  );
}

/** The spec leaves the signed-out case open: users expect the sign-in page, then to land back where they were. */
function SignedIn({ children }: { children: React.ReactNode }) {
  const { user, loading } = useAuth();
  const { pathname } = useLocation();
  if (loading) return <Loading />;
  if (!user) return <Navigate to={signInLink('/login', pathname)} replace />;
  return <>{children}</>;
}
