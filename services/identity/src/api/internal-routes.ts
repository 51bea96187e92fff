// /internal/*: what the gateway and other services ask of identity. Behind the internal key, except the JWKS.
import { handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import Router from '@koa/router';
import { z } from 'zod';
import { toCurrentUser, type Accounts } from '../domain/accounts';
import type { UserRepository } from '../data/users';
import type { SigningKeys } from '../domain/signing-keys';

const none = z.object({});

export function internalRoutes(router: Router, accounts: Accounts, users: UserRepository, keys: SigningKeys, internalKey: string): void {
  // Public keys only: safe to serve without the internal key, and the gateway never forwards /internal.
  router.get('/internal/jwks', (ctx) => {
    ctx.set('cache-control', 'public, max-age=600');
    ctx.body = keys.jwks;
  });

  mountInternal(router, '/internal/users', internalKey, (internal) => {
    handleInternal(internal, 'get', '/counts', none, async () => ({ total: await users.count() }));
    handleInternal(internal, 'get', '/', z.object({ search: z.string().max(200).optional(), limit: z.coerce.number().int().min(1).max(500).default(100) }), async ({ input }) => ({
      users: (await users.search(input.search, input.limit)).map((u) => ({ ...toCurrentUser(u), isActive: u.isActive !== false })),
    }));
    handleInternal(internal, 'post', '/by-ids', z.object({ ids: z.array(z.string().max(100)).max(1000) }), async ({ input }) => ({
      users: (await users.findByIds(input.ids)).map((u) => ({ ...toCurrentUser(u), isActive: u.isActive !== false })),
    }));
    // tokenId: the caller's token, so that one signed out on its own device is refused too.
    handleInternal(internal, 'get', '/:id/state', z.object({ tokenId: z.string().min(1).max(100).optional() }), async ({ input, params }) => accounts.accountState(params.id, input.tokenId));
    handleInternal(internal, 'put', '/:id/role', z.object({ role: z.enum(['user', 'admin']) }), async ({ input, params }) => accounts.setRole(params.id, input.role));
    handleInternal(internal, 'put', '/:id/active', z.object({ isActive: z.boolean() }), async ({ input, params }) => accounts.setActive(params.id, input.isActive));
    handleInternal(internal, 'post', '/:id/reset', none, async ({ params }) => accounts.resetUserData(params.id));
    handleInternal(internal, 'delete', '/:id', none, async ({ params }) => accounts.deleteUsers([params.id]));
    // Many at once (platform's "reset test data"): one call rather than one per account.
    handleInternal(internal, 'post', '/purge', z.object({ userIds: z.array(z.string().min(1).max(100)).max(1000) }), async ({ input }) => accounts.deleteUsers(input.userIds));
  });
}
