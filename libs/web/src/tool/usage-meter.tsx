// The usage indicator of every tool page (spec part 1 §4 'Usage banner', §8 'Usage and upload'): loading, error,
// free preview (blue), running low (orange), limit reached (red), paid (green); paid users at the limit may renew,
// and users without access may buy more uses. Plain markup with antd's look: it is on the first screen of every tool.
import { Link } from '@careerkit/web/router';
import { ApiError, readToken } from '@careerkit/web/api/client';
import { Alert } from '@careerkit/web/layout/alert';
import { Skeleton } from '@careerkit/web/layout/loading';
import { ProgressBar } from '@careerkit/web/layout/progress';
import { theme } from '@careerkit/web/layout/theme';
import { hasAccess, isPaid, remainingUses, usageLimit, usageMeterState, type UsageInfo, type UsageMeterState } from '@careerkit/web/tool/usage-rules';

export const USAGE_MESSAGES = {
  sessionExpired: 'Your session has expired. Please log in again to see your usage information.',
  loadFailed: 'Unable to load usage information. Please check your internet connection and try again.',
} as const;

export interface UsageMeterProps {
  /** What useUsage answered: null when the load failed or there is no session (it turns both into null). */
  usage: UsageInfo | null | undefined;
  loading?: boolean;
  /** A load error, when the caller has one; a 401 reads as an expired session. */
  error?: unknown;
  onRetry: () => void;
  /** Offered to paid users who have used up their uses. */
  onRenew?: () => void;
  /** Offered to users without access (free uses used up): opens the payment dialog. */
  onBuy?: () => void;
}

const LOOK: Record<UsageMeterState, { type: 'info' | 'warning' | 'error' | 'success'; color: string | undefined }> = {
  'free-preview': { type: 'info', color: theme.token?.colorInfo },
  'running-low': { type: 'warning', color: theme.token?.colorWarning },
  'limit-reached': { type: 'error', color: theme.token?.colorError },
  paid: { type: 'success', color: theme.token?.colorSuccess },
};

const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;

export function UsageMeter({ usage, loading, error, onRetry, onRenew, onBuy }: UsageMeterProps) {
  if (loading) return <Skeleton rows={2} label="Loading usage information" />;
  if (error || !usage) return <UsageLoadProblem sessionExpired={isSessionExpired(error)} onRetry={onRetry} />;

  const state = usageMeterState(usage);
  const paid = isPaid(usage);
  const limit = usageLimit(usage);
  const remaining = remainingUses(usage);
  const { type, color } = LOOK[state];
  const renew = state === 'limit-reached' && paid && onRenew;
  const buy = !hasAccess(usage) && onBuy;
  return (
    <Alert
      type={type}
      title={usageTitle(state, paid, remaining)}
      description={
        Number.isFinite(limit) ? (
          <>
            {usage.used} of {plural(limit, paid ? 'use' : 'free use')} used
            <ProgressBar percent={(usage.used / Math.max(limit, 1)) * 100} color={color} small label="Uses used" />
          </>
        ) : (
          'Unlimited uses'
        )
      }
      action={
        renew ? <ActionButton onClick={onRenew}>Renew Access</ActionButton> : buy ? <ActionButton onClick={onBuy}>Buy more uses</ActionButton> : undefined
      }
    />
  );
}

function usageTitle(state: UsageMeterState, paid: boolean, remaining: number): string {
  const access = paid ? 'Paid Access' : 'Free Preview';
  if (state === 'limit-reached') return paid ? 'Paid Access: all uses used' : 'Free Preview: limit reached';
  if (state === 'running-low') return `${access}: 1 use left`;
  return Number.isFinite(remaining) ? `${access}: ${plural(remaining, 'use')} left` : access;
}

// useUsage answers null when a 401 ends the session: the api client has then removed the token.
const isSessionExpired = (error: unknown): boolean => (error instanceof ApiError && error.status === 401) || !readToken();

function UsageLoadProblem({ sessionExpired, onRetry }: { sessionExpired: boolean; onRetry: () => void }) {
  return sessionExpired ? (
    <Alert
      type="error"
      title={USAGE_MESSAGES.sessionExpired}
      action={
        <Link to="/login">
          <button type="button" className="ck-button ck-button-primary ck-button-small">Log In</button>
        </Link>
      }
    />
  ) : (
    <Alert type="error" title={USAGE_MESSAGES.loadFailed} action={<button type="button" className="ck-button ck-button-small" onClick={onRetry}>Try Again</button>} />
  );
}

function ActionButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <button type="button" className="ck-button ck-button-primary" onClick={onClick}>
      {children}
    </button>
  );
}
