// file_uploads (spec part 2 §3): one record per resume upload. The file itself is never stored: it is read into
// memory, its text extracted, and dropped, so filePath stays null.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

export type ProcessingStatus = 'pending' | 'completed' | 'failed' | 'rejected';

const uploadSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    /** The name as shown back to the user (path parts and control characters removed). */
    fileName: { type: String, required: true },
    /** The name the browser sent, bounded. */
    originalName: { type: String, required: true },
    fileSize: { type: Number, required: true },
    /** The type found in the content: pdf, docx, doc or txt (null when it matched none). */
    fileType: { type: String, default: null },
    filePath: { type: String, default: null },
    extractedText: { type: String, default: null },
    processingStatus: { type: String, enum: ['pending', 'completed', 'failed', 'rejected'], default: 'pending' },
    /** Why an upload was rejected or failed, for the operator. */
    failureReason: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: true }, versionKey: false },
);
uploadSchema.index({ userId: 1, createdAt: -1 });

export interface UploadRecord {
  _id: string;
  userId: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  fileType: string | null;
  filePath: string | null;
  extractedText: string | null;
  processingStatus: ProcessingStatus;
  failureReason: string | null;
  createdAt: Date;
}

export interface NewUpload {
  userId: string;
  fileName: string;
  originalName: string;
  fileSize: number;
  fileType: string | null;
}

export function uploadRepository(db: Connection) {
  const uploads = db.model('FileUpload', uploadSchema, 'file_uploads');
  return {
    ensureIndexes: () => uploads.init(),
    async received(upload: NewUpload): Promise<string> {
      return (await uploads.create(upload))._id;
    },
    async rejected(upload: NewUpload, failureReason: string): Promise<void> {
      await uploads.create({ ...upload, processingStatus: 'rejected', failureReason });
    },
    async completed(id: string, extractedText: string): Promise<void> {
      await uploads.updateOne({ _id: id }, { $set: { processingStatus: 'completed', extractedText } });
    },
    async failed(id: string, failureReason: string): Promise<void> {
      await uploads.updateOne({ _id: id }, { $set: { processingStatus: 'failed', failureReason } });
    },
    forUser: (userId: string, limit = 50) => uploads.find({ userId }).sort({ createdAt: -1 }).limit(limit).lean<UploadRecord[]>(),
    allForUser: (userId: string) => uploads.find({ userId }).sort({ createdAt: -1 }).lean<UploadRecord[]>(),
    deleteForUser: async (userId: string) => (await uploads.deleteMany({ userId })).deletedCount,
  };
}
export type UploadRepository = ReturnType<typeof uploadRepository>;
