// The services that hold a user's data besides identity, over their internal routes (/internal/users/:id/data).
import type { z } from 'zod';
import type { ServiceDataDeleted, ServiceUserData } from '@careerkit/contracts/account';
import { internalClient } from '@careerkit/service-kit/internal';

export interface DataOwner {
  name: string;
  export(userId: string): Promise<z.infer<typeof ServiceUserData>>;
  remove(userId: string): Promise<z.infer<typeof ServiceDataDeleted>>;
}

/** One owner per configured base URL; a service without one is not running here and holds nothing. */
export function dataOwners(urls: Record<string, string | undefined>, internalKey: string): DataOwner[] {
  return Object.entries(urls)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, url]) => {
      const client = internalClient(url, internalKey, 10_000);
      const path = (userId: string) => `/internal/users/${encodeURIComponent(userId)}/data`;
      return {
        name,
        export: (userId) => client.request('GET', path(userId)),
        remove: (userId) => client.request('DELETE', path(userId)),
      };
    });
}
