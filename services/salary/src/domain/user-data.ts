// What the salary service holds about a user, for "Your data": each benchmark and negotiation run with what was asked
// and answered. Deletion removes them.
import type { z } from 'zod';
import type { ServiceDataDeleted, ServiceUserData } from '@careerkit/contracts/account';
import type { RunRepository } from '../data/runs';

export function userData({ runs }: { runs: RunRepository }) {
  return {
    async export(userId: string): Promise<z.input<typeof ServiceUserData>> {
      return {
        salaryRuns: (await runs.allForUser(userId)).map((r) => ({
          id: r._id,
          toolName: r.toolName,
          status: r.status,
          isPreview: r.isPreview,
          inputData: r.inputData,
          outputData: r.outputData,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
      };
    },

    async remove(userId: string): Promise<z.input<typeof ServiceDataDeleted>> {
      return { deletedRecords: await runs.deleteForUser(userId) };
    },
  };
}
