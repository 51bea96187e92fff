// pino JSON logs to stdout; the request id rides along through AsyncLocalStorage.
import { AsyncLocalStorage } from 'node:async_hooks';
import pino, { type Logger } from 'pino';

export interface RequestContext {
  requestId: string;
}

export const requestContext = new AsyncLocalStorage<RequestContext>();

export function createLogger(service: string, level?: string): Logger {
  return pino({
    name: service,
    level: level ?? (process.env.NODE_ENV === 'test' ? 'silent' : 'info'),
    mixin: () => {
      const ctx = requestContext.getStore();
      return ctx ? { requestId: ctx.requestId } : {};
    },
    redact: ['req.headers.authorization', 'req.headers.cookie', '*.password', '*.newPassword', '*.token'],
  });
}

export type { Logger };
