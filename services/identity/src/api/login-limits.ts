// Guessing limits on sign-in: attempts per IP, wrong passwords per email; reset mails per IP.
import { createLimiter } from '@careerkit/service-kit/rate-limit';
import type { IdentityConfig } from '../config';

export interface LoginLimitSettings {
  /** Sign-in attempts per client IP and wrong passwords per email, in `window` seconds. */
  attemptsPerIp: number;
  failuresPerEmail: number;
  window: number;
  /** Reset mails per IP, wrong passwords when deleting an account and data exports per account, per OTHER_WINDOW. */
  resetMailsPerIp?: number;
  deleteFailuresPerUser?: number;
  exportsPerUser?: number;
}

/** The window of the limits besides sign-in, in seconds. */
const OTHER_WINDOW = 15 * 60;
const OTHER_LIMITS = { resetMailsPerIp: 10, deleteFailuresPerUser: 5, exportsPerUser: 10 };

/** The sign-in limits the deployment sets (LOGIN_*), the others as they are. */
export function loginLimitSettings(config: Pick<IdentityConfig, 'LOGIN_ATTEMPTS_PER_IP' | 'LOGIN_FAILURES_PER_EMAIL' | 'LOGIN_LIMIT_WINDOW_MS'>): LoginLimitSettings {
  return { attemptsPerIp: config.LOGIN_ATTEMPTS_PER_IP, failuresPerEmail: config.LOGIN_FAILURES_PER_EMAIL, window: config.LOGIN_LIMIT_WINDOW_MS / 1000 };
}

export function loginLimits(settings: LoginLimitSettings, redisUrl?: string) {
  const other = {
    resetMailsPerIp: settings.resetMailsPerIp ?? OTHER_LIMITS.resetMailsPerIp,
    deleteFailuresPerUser: settings.deleteFailuresPerUser ?? OTHER_LIMITS.deleteFailuresPerUser,
    exportsPerUser: settings.exportsPerUser ?? OTHER_LIMITS.exportsPerUser,
  };
  return {
    failuresPerEmail: settings.failuresPerEmail,
    perIp: createLimiter({ keyPrefix: 'login-ip', points: settings.attemptsPerIp, duration: settings.window }, redisUrl),
    perEmail: createLimiter({ keyPrefix: 'login-email', points: settings.failuresPerEmail, duration: settings.window }, redisUrl),
    resetsPerIp: createLimiter({ keyPrefix: 'reset-ip', points: other.resetMailsPerIp, duration: OTHER_WINDOW }, redisUrl),
    deleteFailuresPerUser: other.deleteFailuresPerUser,
    deletesPerUser: createLimiter({ keyPrefix: 'delete-user', points: other.deleteFailuresPerUser, duration: OTHER_WINDOW }, redisUrl),
    exportsPerUser: createLimiter({ keyPrefix: 'export-user', points: other.exportsPerUser, duration: OTHER_WINDOW }, redisUrl),
  };
}
export type LoginLimits = ReturnType<typeof loginLimits>;
