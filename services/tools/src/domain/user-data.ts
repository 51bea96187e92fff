// What the tools service holds about a user, for "Your data": every run with what was asked and answered, and the
// metadata of each resume upload (the file itself is never kept). Deletion removes both.
import { exportedRun, type UserDataOwner } from '@careerkit/service-kit/user-data';
import type { ToolRunRepository } from '../data/tool-runs';
import type { UploadRepository } from '../data/uploads';

export function userData({ runs, uploads }: { runs: ToolRunRepository; uploads: UploadRepository }): UserDataOwner {
  return {
    async export(userId) {
      const [runList, uploadList] = await Promise.all([runs.allForUser(userId), uploads.allForUser(userId)]);
      return {
        toolRuns: runList.map(exportedRun),
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

    async remove(userId) {
      return { deletedRecords: (await runs.deleteForUser(userId)) + (await uploads.deleteForUser(userId)) };
    },
  };
}
