// Where a remote renders: its own error boundary and Suspense. A remote that is down shows a fallback with retry;
// the rest of the site keeps working.
import { WarningFilled } from '@ant-design/icons';
import { Button, Flex, Spin, Typography } from 'antd';
import { Component, lazy, Suspense, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import type { RemoteName } from './remotes';

class RemoteBoundary extends Component<{ onRetry: () => void; children: ReactNode }, { failed: boolean }> {
  state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  render() {
    if (!this.state.failed) return this.props.children;
    return (
      // Plain markup rather than antd's Result, whose illustrations would weigh on every page's first load.
      <Flex vertical align="center" gap={8} style={{ padding: '64px 16px', textAlign: 'center' }} role="alert">
        <WarningFilled style={{ fontSize: 48, color: '#d97706' }} />
        <Typography.Title level={3}>This area is temporarily unavailable</Typography.Title>
        <Typography.Text type="secondary">The rest of CareerKit still works. Please try again in a moment.</Typography.Text>
        <Button type="primary" onClick={this.props.onRetry}>
          Try Again
        </Button>
      </Flex>
    );
  }
}

export function RemoteArea({ name }: { name: RemoteName }) {
  const [attempt, setAttempt] = useState(0);
  // A new lazy component per attempt, so Retry really loads again. The federation module itself loads with the
  // first remote area, not with the shell's own pages.
  const App = useMemo<ComponentType>(
    () => lazy(() => import('./remotes').then(({ loadRemoteApp }) => loadRemoteApp(name, { afresh: attempt > 0 })).then((Loaded) => ({ default: Loaded }))),
    [name, attempt],
  );
  return (
    // A new boundary per attempt: the retry starts from a clean slate with the freshly made lazy component.
    <RemoteBoundary key={attempt} onRetry={() => setAttempt((a) => a + 1)}>
      <Suspense fallback={<Spin size="large" style={{ display: 'block', margin: '96px auto' }} aria-label="Loading" />}>
        <App />
      </Suspense>
    </RemoteBoundary>
  );
}
