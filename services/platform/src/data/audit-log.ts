// audit_log: every operator change — who, what, on which record, the value before and after, and when.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type QueryFilter } from 'mongoose';

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
entrySchema.index({ action: 1, at: -1 });
entrySchema.index({ target: 1, at: -1 });

export interface AuditEntry {
  actorId: string;
  actorEmail: string;
  action: string;
  target: string | null;
  before: unknown;
  after: unknown;
}

export interface AuditFilter {
  action?: string;
  /** Part of the operator's email (any case), or their whole id. */
  actor?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

function query(filter: AuditFilter): QueryFilter<AuditEntry & { at: Date }> {
  const match: QueryFilter<AuditEntry & { at: Date }> = {};
  if (filter.action) match.action = filter.action;
  if (filter.actor) match.$or = [{ actorId: filter.actor }, { actorEmail: { $regex: escapeRegExp(filter.actor), $options: 'i' } }];
  if (filter.target) match.target = filter.target;
  if (filter.from || filter.to) match.at = { ...(filter.from ? { $gte: filter.from } : {}), ...(filter.to ? { $lte: filter.to } : {}) };
  return match;
}

export function auditLog(db: Connection) {
  const entries = db.model('AuditEntry', entrySchema, 'audit_log');
  return {
    ensureIndexes: () => entries.init(),
    record: async (entry: AuditEntry) => {
      await new entries(entry).save();
    },
    /** Newest first, one page, with how many entries match in all. */
    async page(filter: AuditFilter, page: number, pageSize: number) {
      const match = query(filter);
      const [items, total] = await Promise.all([
        entries.find(match).sort({ at: -1, _id: -1 }).skip((page - 1) * pageSize).limit(pageSize).lean() as unknown as Promise<(AuditEntry & { _id: string; at: Date })[]>,
        entries.countDocuments(match),
      ]);
      return { items, total };
    },
    recent: (limit: number) => entries.find({}).sort({ at: -1 }).limit(limit).lean() as unknown as Promise<(AuditEntry & { at: Date })[]>,
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
