// The internal route pair every service that holds a user's data serves for "Your data" (identity orchestrates):
// GET /internal/users/:id/data answers what it holds, DELETE removes or anonymises it. Internal key only.
import Router from '@koa/router';
import { z } from 'zod';
import { handleInternal } from './http';
import { requireInternalKey } from './internal';

export interface UserDataOwner {
  export(userId: string): Promise<unknown>;
  remove(userId: string): Promise<unknown>;
}

const userId = z.string().min(1).max(100);

export function userDataRoutes(router: Router, owner: UserDataOwner, internalKey: string): void {
  const internal = new Router({ prefix: '/internal/users/:id/data' });
  internal.use(requireInternalKey(internalKey));
  handleInternal(internal, 'get', '/', z.object({}), async ({ params }) => owner.export(userId.parse(params.id)));
  handleInternal(internal, 'delete', '/', z.object({}), async ({ params }) => owner.remove(userId.parse(params.id)));
  router.use(internal.routes());
}
