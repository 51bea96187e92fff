// The session a request's bearer token names. identity checks its own tokens with its own key (the gateway has
// already checked them too).
import { unauthorized } from '@careerkit/service-kit/errors';
import { bearerToken } from '@careerkit/service-kit/jwt';
import type { Context } from 'koa';
import type { Session } from '../domain/accounts';
import type { SigningKeys } from '../domain/signing-keys';

export function sessionReader(keys: SigningKeys): (ctx: Context) => Promise<Session> {
  return async (ctx) => {
    const token = bearerToken(ctx);
    if (!token) throw unauthorized();
    return keys.verify(token);
  };
}
