// Where a remote renders: its own error boundary and Suspense. A remote that is down shows a fallback with retry;
// the rest of the site keeps working.
import WarningFilled from '@ant-design/icons-svg/es/asn/WarningFilled';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { SvgIcon } from '@careerkit/web/layout/svg-icon';
import { Loading } from '@careerkit/web/layout/loading';
import type { RemoteName } from '@careerkit/contracts/site-pages';

class RemoteBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      // Plain markup: a remote that is down must not depend on antd loading.
      <div className="ck-notice" role="alert">
        <SvgIcon icon={WarningFilled} style={{ fontSize: 48, color: '#d97706' }} />
        <h2>This area is temporarily unavailable</h2>
        <p className="ck-text-secondary">The rest of CareerKit still works. Please try again in a moment.</p>
        <button type="button" className="ck-button ck-button-primary" onClick={this.props.onRetry}>
          Try Again
        </button>
      </div>
    );
  }
}

export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again. The federation module itself loads with the
  // first remote area, not with the shell's own pages. Each area applies the site's theme to its own antd.
  const App = useMemo<ComponentType>(
    () => lazy(() => import('./remotes').then(({ loadRemoteApp }) => loadRemoteApp(name, { afresh: attempt > 0 })).then((Loaded) => ({ default: Loaded }))),
    [name, attempt],
  );
  return (
    // A new boundary per attempt: the retry starts from a clean slate with the freshly made lazy component.
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Loading />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
