// The services that hold a user's data besides identity (libs/contracts' USER_DATA_OWNERS), over their internal
// routes (service-kit's user-data).
import type { UserDataOwnerName } from '@careerkit/contracts/account';
import { USER_DATA_OWNERS } from '@careerkit/contracts/account';
import { internalClient } from '@careerkit/service-kit/internal';
import { userDataClient, type UserDataOwner } from '@careerkit/service-kit/user-data';

export interface DataOwner extends UserDataOwner {
  name: UserDataOwnerName;
}

/**
 * One owner per name in the list, at its configured base URL. One without a URL is not running here (a test or a
 * partial local run) and holds nothing; production refuses to start without every one (identity's config).
 */
export function dataOwners(urls: Record<UserDataOwnerName, string | undefined>, internalKey: string): DataOwner[] {
  return USER_DATA_OWNERS.flatMap((name) => {
    const url = urls[name];
    return url ? [{ name, ...userDataClient(internalClient(url, internalKey, 10_000)) }] : [];
  });
}
