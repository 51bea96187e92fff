// The services that hold a user's data besides identity, over their internal routes (service-kit's user-data).
import { internalClient } from '@careerkit/service-kit/internal';
import { userDataClient, type UserDataOwner } from '@careerkit/service-kit/user-data';

export interface DataOwner extends UserDataOwner {
  name: string;
}

/** One owner per configured base URL; a service without one is not running here and holds nothing. */
export function dataOwners(urls: Record<string, string | undefined>, internalKey: string): DataOwner[] {
  return Object.entries(urls)
    .filter((entry): entry is [string, string] => Boolean(entry[1]))
    .map(([name, url]) => ({ name, ...userDataClient(internalClient(url, internalKey, 10_000)) }));
}
