// What the tools service holds about a user, for "Your data": every run with what was asked and answered, and the
// metadata of each resume upload (the file itself is never kept). Deletion removes both, and what lands after it does
// too (service-kit's deleted-users): every write that creates a record of a user's data is checked once it has landed.
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
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

type Deleted = Pick<DeletedUsers, 'refuseIfDeleted'>;

/**
 * The upload records as the upload use case writes them, each new record checked once it has landed: an upload whose
 * body was still arriving when the account was deleted is refused (401) and leaves no record. Its later updates go by
 * the record's id and match nothing once the removal has taken it.
 */
export function checkedUploads(uploads: UploadRepository, deleted: Deleted): UploadRepository {
  return {
    ...uploads,
    async received(upload) {
      const id = await uploads.received(upload);
      await deleted.refuseIfDeleted(upload.userId);
      return id;
    },
    async rejected(upload, failureReason) {
      await uploads.rejected(upload, failureReason);
      await deleted.refuseIfDeleted(upload.userId);
    },
  };
}
