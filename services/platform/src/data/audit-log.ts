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

/**
 * What names a person in text: their id and e-mail anywhere (never inside a longer id or address), and in the entries
 * about them also their names as whole words, longest first, any case.
 */
function personMentions(userId: string, email: string | undefined, names: string[]) {
  const token = (text: string) => `(?<![\\w.+-])${escapeRegex(text)}(?![\\w-]|\\.\\w)`;
  const word = (text: string) => `(?<![\\p{L}\\p{N}_])${escapeRegex(text)}(?![\\p{L}\\p{N}_])`;
  const exact = [userId, ...(email ? [email] : [])].map(token);
  const parts = names.flatMap((n) => [n.trim(), ...n.trim().split(/\s+/)]).filter((p) => p.length >= 2);
  const spoken = [...new Set([...parts, ...(email ? [email.split('@')[0]] : [])].map((p) => p.toLowerCase()))].sort((a, b) => b.length - a.length).map(word);
  return { everywhere: new RegExp(exact.join('|'), 'giu'), all: new RegExp([...exact, ...spoken].join('|'), 'giu') };
}

/** Replaces every mention in a value (strings, keys and values of objects, arrays) with the pseudonym. */
function scrubber(mention: RegExp, pseudonym: string) {
  const scrub = (value: unknown): unknown => {
    if (typeof value === 'string') return value.replace(mention, pseudonym);
    if (Array.isArray(value)) return value.map(scrub);
    if (value && typeof value === 'object' && !(value instanceof Date)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [scrub(k), scrub(v)]));
    return value;
  };
  return scrub as <T>(value: T) => T;
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
    /** Changes operators made to the account or about its owner (a refund of their payment, a credit), newest first. */
    aboutAccount: (userId: string) =>
      entries.find({ $or: [{ target: userId }, { targetUserId: userId }] }).sort({ at: -1 }).lean() as unknown as Promise<(AuditEntry & { at: Date })[]>,

    /**
     * Account deletion: the entries stay (they are the operators' record of what they did), but every mention of the
     * person becomes one pseudonym that names no one, the same across the entries so they still read as being about one
     * account. Every entry is read: a mention may sit anywhere — an id inside the values before and after, an address
     * in an operator's free-text reason, a field written later — and the log holds operators' actions, not users'
     * (entries number in the thousands, and a deletion is rare). The id and e-mail go wherever they appear; the names
     * (full name, username, each part of the full name) in the entries about the person, where they cannot be someone
     * else's.
     */
    async anonymiseUser(userId: string, person: { email?: string; names?: string[] }, pseudonym: string): Promise<number> {
      const email = person.email?.trim().toLowerCase();
      const mentions = personMentions(userId, email, person.names ?? []);
      let anonymised = 0;
      for await (const entry of entries.find({}).lean().cursor() as AsyncIterable<AuditEntry & { _id: string }>) {
        const aboutThem =
          [entry.target, entry.targetUserId, entry.actorId].includes(userId) ||
          (email !== undefined && [entry.target, entry.targetEmail, entry.actorEmail].some((v) => v?.toLowerCase() === email)) ||
          (entry.before as { userId?: unknown } | null)?.userId === userId;
        const scrub = scrubber(aboutThem ? mentions.all : mentions.everywhere, pseudonym);
        const fields = {
          actorId: scrub(entry.actorId),
          actorEmail: scrub(entry.actorEmail),
          target: scrub(entry.target),
          targetUserId: scrub(entry.targetUserId ?? null),
          targetEmail: scrub(entry.targetEmail ?? null),
          before: scrub(entry.before),
          after: scrub(entry.after),
        };
        const original = { actorId: entry.actorId, actorEmail: entry.actorEmail, target: entry.target, targetUserId: entry.targetUserId ?? null, targetEmail: entry.targetEmail ?? null, before: entry.before, after: entry.after };
        if (JSON.stringify(fields) === JSON.stringify(original)) continue;
        await entries.updateOne({ _id: entry._id }, { $set: fields });
        anonymised += 1;
      }
      return anonymised;
    },
  };
}
export type AuditLog = ReturnType<typeof auditLog>;
