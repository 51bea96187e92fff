// What an admin call's failure tells the operator (spec part 2 §8): 403 → admin access required, no answer → the
// connection message, anything else → the server's own words, shown as a destructive toast.
import { PLATFORM_MESSAGES } from '@careerkit/contracts/messages';
import { ApiError, NetworkError } from '@careerkit/web/api/client';
import type { Toasts } from '@careerkit/web/layout/toast';

export interface Failure {
  title: string;
  description?: string;
}

export function adminFailure(error: unknown, title = 'Update failed'): Failure {
  if (error instanceof ApiError && error.status === 403) return { title: PLATFORM_MESSAGES.adminRequired };
  if (error instanceof NetworkError) return { title, description: PLATFORM_MESSAGES.networkFailure };
  if (error instanceof ApiError) return { title, description: error.serverMessage ?? error.message };
  return { title, description: (error as Error)?.message };
}

/** A failed change, shown as the destructive toast. */
export const toastFailure = (toast: Toasts, { title, description }: Failure) => toast.error(title, description);

/** The test agent's own wording for a failed health check (§8). */
export function healthCheckFailure(error: unknown): Failure {
  if (error instanceof ApiError && error.status === 403) return { title: PLATFORM_MESSAGES.agentAccessDenied };
  if (error instanceof ApiError && error.status === 404) return { title: PLATFORM_MESSAGES.agentNotReady };
  return { title: PLATFORM_MESSAGES.healthCheckFailed, description: error instanceof ApiError ? (error.serverMessage ?? error.message) : (error as Error)?.message };
}

/** The status call's wording (§8): 403, unreachable, anything else. */
export function agentStatusProblem(error: unknown): string {
  if (error instanceof ApiError && error.status === 403) return PLATFORM_MESSAGES.adminRequired;
  if (error instanceof NetworkError) return PLATFORM_MESSAGES.agentOffline;
  return PLATFORM_MESSAGES.agentSetupInProgress;
}
