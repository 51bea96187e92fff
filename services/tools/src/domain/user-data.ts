// What the tools service holds about a user, for "Your data": every run with what was asked and answered, and the
// metadata of each resume upload (the file itself is never kept). Deletion removes both.
import type { z } from 'zod';
import type { ServiceDataDeleted, ServiceUserData } from '@careerkit/contracts/account';
import type { ToolRunRepository } from '../data/tool-runs';
import type { UploadRepository } from '../data/uploads';

export function userData({ runs, uploads }: { runs: ToolRunRepository; uploads: UploadRepository }) {
  return {
    async export(userId: string): Promise<z.input<typeof ServiceUserData>> {
      const [runList, uploadList] = await Promise.all([runs.allForUser(userId), uploads.allForUser(userId)]);
      return {
        toolRuns: runList.map((r) => ({
          id: r._id,
          toolName: r.toolName,
          status: r.status,
          isPreview: r.isPreview,
          inputData: r.inputData,
          outputData: r.outputData,
          createdAt: new Date(r.createdAt).toISOString(),
        })),
        uploads: uploadList.map((u) => ({
          id: u._id,
          fileName: u.fileName,
          originalName: u.originalName,
          fileSize: u.fileSize,
          fileType: u.fileType,
          processingStatus: u.processingStatus,
          createdAt: new Date(u.createdAt).toISOString(),
        })),
      };
    },

    async remove(userId: string): Promise<z.input<typeof ServiceDataDeleted>> {
      return { deletedRecords: (await runs.deleteForUser(userId)) + (await uploads.deleteForUser(userId)) };
    },
  };
}
