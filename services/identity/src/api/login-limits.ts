// Guessing limits: sign-in attempts per IP and wrong passwords per email; reset mails per IP; and, per account,
// wrong passwords when deleting it and copies of its data.
import { createLimiter } from '@careerkit/service-kit/rate-limit';
import type { IdentityConfig } from '../config';

export interface LoginLimitSettings {
  /** Sign-in attempts per client IP and wrong passwords per email, in `window` seconds. */
  attemptsPerIp: number;
  failuresPerEmail: number;
  window: number;
  /** Reset mails per IP, wrong passwords when deleting an account and data exports per account, per OTHER_WINDOW (10, 5, 10 unless set). */
  resetMailsPerIp?: number;
  deleteFailuresPerUser?: number;
  exportsPerUser?: number;
}

/** The window of the limits besides sign-in, in seconds. */
const OTHER_WINDOW = 15 * 60;

/** The sign-in limits the deployment sets (LOGIN_*), the others as they are. */
export function loginLimitSettings(config: Pick<IdentityConfig, 'LOGIN_ATTEMPTS_PER_IP' | 'LOGIN_FAILURES_PER_EMAIL' | 'LOGIN_LIMIT_WINDOW_MS'>): LoginLimitSettings {
  return { attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP, failuresPerEmail: config.LOGIN_FAILURES_PER_EMAIL, window: config.LOGIN_LIMIT_WINDOW_MS / 1000 };
}

export function loginLimits(settings: LoginLimitSettings, redisUrl?: string) {
  const { attemptsPerIp, failuresPerEmail, window: signInWindow, resetMailsPerIp = 10, deleteFailuresPerUser = 5, exportsPerUser = 10 } = settings;
  return {
    perIp: createLimiter({ keyPrefix: 'login-ip', points: attemptsPerIp, duration: signInWindow }, redisUrl),
    perEmail: createLimiter({ keyPrefix: 'login-email', points: failuresPerEmail, duration: signInWindow }, redisUrl),
    resetsPerIp: createLimiter({ keyPrefix: 'reset-ip', points: resetMailsPerIp, duration: OTHER_WINDOW }, redisUrl),
    deletesPerUser: createLimiter({ keyPrefix: 'delete-user', points: deleteFailuresPerUser, duration: OTHER_WINDOW }, redisUrl),
    exportsPerUser: createLimiter({ keyPrefix: 'export-user', points: exportsPerUser, duration: OTHER_WINDOW }, redisUrl),
  };
}
export type LoginLimits = ReturnType<typeof loginLimits>;
