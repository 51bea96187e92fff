// What the salary service holds about a user, for "Your data": each benchmark and negotiation run with what was asked
// and answered. Deletion removes them.
import { exportedRun, type UserDataOwner } from '@careerkit/service-kit/user-data';
import type { RunRepository } from '../data/runs';

export function userData({ runs }: { runs: RunRepository }): UserDataOwner {
  return {
    async export(userId) {
      return { salaryRuns: (await runs.allForUser(userId)).map(exportedRun) };
    },

    async remove(userId) {
      return { deletedRecords: await runs.deleteForUser(userId) };
    },
  };
}
