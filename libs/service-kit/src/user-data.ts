// The internal route pair every service that holds a user's data serves for "Your data" (identity orchestrates):
// GET /internal/users/:id/data answers what it holds, DELETE removes or anonymises it. Internal key only. The account's
// email comes along (?email=) for data kept by address rather than by id (platform's contact messages); on DELETE its
// names too (?name=, repeated: the full name, the username), for free text that may name the person (audit reasons).
// Both ends live here: the routes a service serves and the client identity calls them with.
import type { ExportedRun, ServiceDataDeleted, ServiceUserData } from '@careerkit/contracts/account';
import Router from '@koa/router';
import { z } from 'zod';
import { handleInternal } from './http';
import { mountInternal, type InternalClient } from './internal';

export interface UserDataOwner {
  export(userId: string, email?: string): Promise<z.input<typeof ServiceUserData>>;
  /** `names`: what the person is called (full name, username), for free text that may hold them. */
  remove(userId: string, email?: string, names?: string[]): Promise<z.input<typeof ServiceDataDeleted>>;
}

const userId = z.string().min(1).max(100);
const subject = z.object({ email: z.string().min(3).max(320).optional() });
const name = z.string().min(1).max(200);
const removal = subject.extend({ name: z.union([name, z.array(name).max(5)]).optional() });

export function userDataRoutes(router: Router, owner: UserDataOwner, internalKey: string): void {
  mountInternal(router, '/internal/users/:id/data', internalKey, (internal) => {
    handleInternal(internal, 'get', '/', subject, async ({ params, input }) => owner.export(userId.parse(params.id), input.email));
    handleInternal(internal, 'delete', '/', removal, async ({ params, input }) => {
      const id = userId.parse(params.id);
      return owner.remove(id, input.email, input.name === undefined ? undefined : [input.name].flat());
    });
  });
}

/** Another service's part of a user's data, over its internal routes. */
export function userDataClient(client: InternalClient): UserDataOwner {
  const path = (id: string, email?: string, names: string[] = []) => {
    const query = new URLSearchParams([...(email ? [['email', email]] : []), ...names.map((n) => ['name', n])]).toString();
    return `/internal/users/${encodeURIComponent(id)}/data${query ? `?${query}` : ''}`;
  };
  return {
    export: (id, email) => client.request('GET', path(id, email)),
    remove: (id, email, names) => client.request('DELETE', path(id, email, names)),
  };
}

/** A tool_usage record (spec part 2 §3, kept by tools and salary alike) as the copy shows it. */
export function exportedRun(run: {
  _id: string;
  toolName: string;
  status: string;
  isPreview: boolean;
  inputData: unknown;
  outputData: unknown;
  createdAt: Date;
}): z.input<typeof ExportedRun> {
  return {
    id: run._id,
    toolName: run.toolName,
    status: run.status,
    isPreview: run.isPreview,
    inputData: run.inputData,
    outputData: run.outputData,
    createdAt: new Date(run.createdAt).toISOString(),
  };
}
