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
    /** The customer the action was about (a payment's payer too) and their e-mail then: the log reads as of the action. */
    targetUserId: { type: String, default: null },
    targetEmail: { type: String, default: null },
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
  targetUserId?: string | null;
  targetEmail?: string | null;
  before: unknown;
  after: unknown;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
export interface AuditFilter {
  action?: string;
  /** Part of the operator's email (any case), or their whole id. */
  actor?: string;
  target?: string;
  from?: Date;
  to?: Date;
}

function query(filter: AuditFilter): QueryFilter<AuditEntry & { at: Date }> {
  const match: QueryFilter<AuditEntry & { at: Date }> = {};
  if (filter.action) match.action = filter.action;
  if (filter.actor) match.$or = [{ actorId: filter.actor }, { actorEmail: { $regex: escapeRegex(filter.actor), $options: 'i' } }];
  // The record's id, or the customer's e-mail or id as the entry names them.
  if (filter.target) {
    const about = [{ target: filter.target }, { targetUserId: filter.target }, { targetEmail: { $regex: `^${escapeRegex(filter.target)}$`, $options: 'i' } }];
    if (match.$or) {
      match.$and = [{ $or: match.$or }, { $or: about }];
      delete match.$or;
    } else match.$or = about;
  }
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
    /** Changes operators made to the account (its id is the entry's target). */
    aboutAccount: (userId: string) => entries.find({ target: userId }).sort({ at: -1 }).lean() as unknown as Promise<(AuditEntry & { at: Date })[]>,

    /**
     * Account deletion: the entries stay (they are the operators' record of what they did), but every mention of the
     * person — as the subject, as the operator, or inside the values before and after — becomes one pseudonym that
     * names no one, the same across the entries so they still read as being about one account.
     */
    async anonymiseUser(userId: string, email: string | undefined, pseudonym: string): Promise<number> {
      const address = email ? { $regex: `^${escapeRegex(email.trim())}$`, $options: 'i' } : undefined;
      const mentions: object[] = [{ target: userId }, { targetUserId: userId }, { actorId: userId }, { 'before.accounts': userId }, { 'after.accounts': userId }, { 'before.userId': userId }];
      if (address) mentions.push({ actorEmail: address }, { target: address }, { targetEmail: address }, { 'before.accounts': address }, { 'after.accounts': address });
      const found = (await entries.find({ $or: mentions }).lean()) as unknown as (AuditEntry & { _id: string })[];
      const names = new Set([userId, ...(email ? [email.trim().toLowerCase()] : [])]);
      const scrub = (value: unknown): unknown => {
        if (typeof value === 'string') return names.has(value.toLowerCase()) || names.has(value) ? pseudonym : value;
        if (Array.isArray(value)) return value.map(scrub);
        if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, scrub(v)]));
        return value;
      };
      for (const entry of found) {
        await entries.updateOne(
          { _id: entry._id },
          {
            $set: {
              actorId: scrub(entry.actorId),
              actorEmail: scrub(entry.actorEmail),
              target: scrub(entry.target),
              targetUserId: scrub(entry.targetUserId ?? null),
              targetEmail: scrub(entry.targetEmail ?? null),
              before: scrub(entry.before),
              after: scrub(entry.after),
            },
          },
        );
      }
      return found.length;
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
