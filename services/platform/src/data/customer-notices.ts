// customer_notices: what support did to a customer's money (a refund, a goodwill credit), as the customer reads it.
// One entry per action: `key` is unique (the payment's id for a refund), so a retried write leaves one entry.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

const noticeSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    key: { type: String, required: true, unique: true },
    userId: { type: String, required: true },
    kind: { type: String, required: true, enum: ['refund', 'credit'] },
    text: { type: String, required: true },
    detail: { type: String, default: null },
  },
  { timestamps: { createdAt: 'at', updatedAt: false }, versionKey: false },
);
noticeSchema.index({ userId: 1, at: -1 });

export interface CustomerNoticeRecord {
  _id: string;
  key: string;
  userId: string;
  kind: 'refund' | 'credit';
  text: string;
  detail: string | null;
  at: Date;
}

/** How many entries the customer's history shows. */
export const NOTICES_SHOWN = 50;

export function customerNoticeRepository(db: Connection) {
  const notices = db.model('CustomerNotice', noticeSchema, 'customer_notices');
  return {
    ensureIndexes: () => notices.createIndexes(),
    /** False when an entry with this key exists already (the action was told before). */
    async add(notice: Omit<CustomerNoticeRecord, '_id' | 'at'>): Promise<boolean> {
      try {
        await notices.create({ ...notice, detail: notice.detail ?? undefined });
        return true;
      } catch (error) {
        if ((error as { code?: number }).code === 11000) return false;
        throw error;
      }
    },
    forUser: (userId: string) => notices.find({ userId }).sort({ at: -1 }).limit(NOTICES_SHOWN).lean<CustomerNoticeRecord[]>(),
    /** All of them, for the user's copy of their data. */
    everyForUser: (userId: string) => notices.find({ userId }).sort({ at: -1 }).lean<CustomerNoticeRecord[]>(),
    deleteForUser: async (userId: string) => (await notices.deleteMany({ userId })).deletedCount,
  };
}
export type CustomerNoticeRepository = ReturnType<typeof customerNoticeRepository>;
