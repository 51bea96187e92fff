import { z } from 'zod';
import { loadConfig, serviceEnv } from '../src/config';
import { AppError, toErrorResponse } from '../src/errors';

describe('loadConfig', () => {
  it('lists every problem at once', () => {
    expect(() => loadConfig(serviceEnv, { MONGODB_URI: 'postgres://x', INTERNAL_KEY: 'short' })).toThrow(
      /Invalid configuration:\n {2}- MONGODB_URI: must be a mongodb:\/\/ URI\n {2}- INTERNAL_KEY: must be at least 16 characters\n {2}- IDENTITY_URL: /,
    );
  });

  it('returns typed values with defaults', () => {
    const config = loadConfig(serviceEnv, { MONGODB_URI: 'mongodb://h:1', INTERNAL_KEY: 'k'.repeat(16), IDENTITY_URL: 'http://id:4001' });
    expect(config).toMatchObject({ NODE_ENV: 'development', IDENTITY_URL: 'http://id:4001' });
  });
});

describe('toErrorResponse', () => {
  it('keeps an AppError status, message and extra fields', () => {
    expect(toErrorResponse(new AppError(401, 'unknown_email', 'No account', undefined, { showRegister: true }))).toEqual([
      401,
      { error: 'unknown_email', message: 'No account', showRegister: true },
    ]);
  });

  it('turns a zod error into 400 with field messages', () => {
    const parsed = z.object({ name: z.string().min(2, 'Name must be at least 2 characters') }).safeParse({ name: 'a' });
    expect(toErrorResponse(parsed.error)).toEqual([
      400,
      { error: 'validation_failed', message: 'Name must be at least 2 characters', details: { name: 'Name must be at least 2 characters' } },
    ]);
  });

  it('turns a duplicate key into 409', () => {
    expect(toErrorResponse(Object.assign(new Error('E11000 duplicate key'), { code: 11000 }))[0]).toBe(409);
  });

  it('hides anything unexpected behind the generic 500 message', () => {
    const [status, body] = toErrorResponse(new TypeError('secret internals at /srv/app.ts:12'));
    expect(status).toBe(500);
    expect(body).toEqual({ error: 'internal', message: 'Something went wrong on our end. Please try again in a moment.' });
  });
});
