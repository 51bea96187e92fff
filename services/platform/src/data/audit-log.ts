// audit_log: every operator change — who, what, on which record, the value before and after, and when.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

const entrySchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    actorId: { type: String, required: true },
    actorEmail: { type: String, required: true },
    action: { type: String, required: true },
    target: { type: String, default: null },
    before: { type: Schema.Types.Mixed, default: null },
    after: { type: Schema.Types.Mixed, default: null },
  },
  { timestamps: { createdAt: 'at', updatedAt: false }, versionKey: false, minimize: false },
);
entrySchema.index({ at: -1 });

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export function auditLog(db: Connection) {
  const entries = db.model('AuditEntry', entrySchema, 'audit_log');
  return {
    ensureIndexes: () => entries.init(),
    record: async (entry: AuditEntry) => {
      await new entries(entry).save();
    },
    recent: (limit: number) => entries.find({}).sort({ at: -1 }).limit(limit).lean() as unknown as Promise<(AuditEntry & { at: Date })[]>,
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
