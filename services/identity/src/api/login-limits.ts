// Guessing limits on sign-in: attempts per IP, wrong passwords per email; reset mails per IP.
import { createLimiter } from '@careerkit/service-kit/rate-limit';

export interface LoginLimitSettings {
  attemptsPerIp: number;
  failuresPerEmail: number;
  resetMailsPerIp: number;
  /** Window in seconds. */
  window: number;
  /** Wrong passwords per account when deleting it, and data exports per account, in the same window. */
  deleteFailuresPerUser?: number;
  exportsPerUser?: number;
}

export const DEFAULT_LOGIN_LIMITS: LoginLimitSettings = { attemptsPerIp: 50, failuresPerEmail: 5, resetMailsPerIp: 10, window: 15 * 60, deleteFailuresPerUser: 5, exportsPerUser: 10 };

export function loginLimits(settings: LoginLimitSettings, redisUrl?: string) {
  return {
    failuresPerEmail: settings.failuresPerEmail,
    perIp: createLimiter({ keyPrefix: 'login-ip', points: settings.attemptsPerIp, duration: settings.window }, redisUrl),
    perEmail: createLimiter({ keyPrefix: 'login-email', points: settings.failuresPerEmail, duration: settings.window }, redisUrl),
    resetsPerIp: createLimiter({ keyPrefix: 'reset-ip', points: settings.resetMailsPerIp, duration: settings.window }, redisUrl),
    deleteFailuresPerUser: settings.deleteFailuresPerUser ?? DEFAULT_LOGIN_LIMITS.deleteFailuresPerUser!,
    deletesPerUser: createLimiter({ keyPrefix: 'delete-user', points: settings.deleteFailuresPerUser ?? DEFAULT_LOGIN_LIMITS.deleteFailuresPerUser!, duration: settings.window }, redisUrl),
    exportsPerUser: createLimiter({ keyPrefix: 'export-user', points: settings.exportsPerUser ?? DEFAULT_LOGIN_LIMITS.exportsPerUser!, duration: settings.window }, redisUrl),
  };
}
export type LoginLimits = ReturnType<typeof loginLimits>;
