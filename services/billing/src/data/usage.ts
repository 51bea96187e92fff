// user_tool_limits (spec part 2 §3) and reservations. One document per user and tool holds every counter, the
// uses held by runs in flight and the purchases already granted, so each change to a user's uses is one atomic
// conditional update of that document: no double spend, no double grant, whatever runs at the same time.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

export type UseKind = 'paid' | 'free';

// withdrawnFor: the refunded PaymentIntent that withdrew this held paid use (data/refunds.ts): if the run does not
// finish, the use is withdrawn instead of given back.
const holdSchema = new Schema({ id: String, kind: String, expiresAt: Date, withdrawnFor: String }, { _id: false });

const limitsSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    freeUsed: { type: Number, default: 0 },
    paidGranted: { type: Number, default: 0 },
    paidUsed: { type: Number, default: 0 },
    /** Uses taken by runs not yet committed or refunded (a reservation's id and which counter it took from). */
    holds: { type: [holdSchema], default: [] },
    /** The PaymentIntents whose uses were granted (and `credit:<id>` for credits): a second grant for one matches nothing. */
    grants: { type: [String], default: [] },
    /** Of paidGranted, the uses granted as goodwill credits: a refund of a purchase never withdraws them. */
    creditGranted: { type: Number, default: 0 },
  },
  { timestamps: true, versionKey: false },
);
limitsSchema.index({ userId: 1, toolName: 1 }, { unique: true });

export interface Hold {
  id: string;
  kind: UseKind;
  expiresAt: Date;
  withdrawnFor?: string;
}

export interface LimitsRecord {
  _id: string;
  userId: string;
  toolName: string;
  freeUsed: number;
  paidGranted: number;
  paidUsed: number;
  holds: Hold[];
  grants: string[];
  creditGranted?: number;
}

export type ReservationStateName = 'open' | 'committed' | 'refunded' | 'expired';
export type Settlement = Exclude<ReservationStateName, 'open'>;

const reservationSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    state: { type: String, enum: ['open', 'committed', 'refunded', 'expired'], default: 'open' },
    expiresAt: { type: Date, required: true },
    settledAt: { type: Date, default: null },
    /** Set once the settlement's effect on the user's uses is written; the sweep finishes any that were interrupted. */
    applied: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
reservationSchema.index({ state: 1, expiresAt: 1 });
reservationSchema.index({ applied: 1, settledAt: 1 });
// Settled reservations are kept 30 days for support questions, then removed (open ones have no settledAt).
reservationSchema.index({ settledAt: 1 }, { expireAfterSeconds: 30 * 24 * 60 * 60 });

export interface ReservationRecord {
  _id: string;
  userId: string;
  toolName: string;
  state: ReservationStateName;
  expiresAt: Date;
  settledAt: Date | null;
  applied: boolean;
}

/** Expiry only once a reservation is past its time; a commit only before (a late run's use has gone back). */
const timeCondition: Record<Settlement, (now: Date) => object> = {
  expired: (now) => ({ expiresAt: { $lte: now } }),
  committed: (now) => ({ expiresAt: { $gt: now } }),
  refunded: () => ({}),
};

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

export function usageRepository(db: Connection) {
  const limits = db.model('UserToolLimits', limitsSchema, 'user_tool_limits');
  const reservations = db.model('Reservation', reservationSchema, 'reservations');

  return {
    ensureIndexes: () => Promise.all([limits.init(), reservations.init()]),

    find: (userId: string, toolName: string) => limits.findOne({ userId, toolName }).lean() as Promise<LimitsRecord | null>,
    findAll: (userId: string) => limits.find({ userId }).lean() as Promise<LimitsRecord[]>,

    /** The user's document for the tool, created on first need (two creators at once: the unique index keeps one). */
    async ensure(userId: string, toolName: string): Promise<LimitsRecord> {
      const existing = (await limits.findOne({ userId, toolName }).lean()) as LimitsRecord | null;
      if (existing) return existing;
      try {
        return (await limits.create({ userId, toolName })).toObject() as LimitsRecord;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return (await limits.findOne({ userId, toolName }).lean()) as LimitsRecord;
      }
    },

    /**
     * Takes one use in one atomic conditional update: a paid use while any is left, else a free one while the free
     * limit allows; the hold records which. Null when no use is left.
     */
    takeUse: (userId: string, toolName: string, freeLimit: number, hold: { id: string; expiresAt: Date }) => {
      const paidLeft = { $lt: ['$paidUsed', '$paidGranted'] };
      return limits
        .findOneAndUpdate(
          { userId, toolName, $or: [{ $expr: paidLeft }, { freeUsed: { $lt: freeLimit } }] },
          [
            {
              $set: {
                paidUsed: { $cond: [paidLeft, { $add: ['$paidUsed', 1] }, '$paidUsed'] },
                freeUsed: { $cond: [paidLeft, '$freeUsed', { $add: ['$freeUsed', 1] }] },
                holds: {
                  $concatArrays: [
                    { $ifNull: ['$holds', []] },
                    [{ id: { $literal: hold.id }, kind: { $cond: [paidLeft, 'paid', 'free'] }, expiresAt: { $literal: hold.expiresAt } }],
                  ],
                },
              },
            },
          ],
          { returnDocument: 'after', updatePipeline: true },
        )
        .lean() as Promise<LimitsRecord | null>;
    },

    /**
     * Ends a hold. `giveBack`: the use returns to its counter (refund, expiry); otherwise it stays spent (commit). A paid
     * use a refund withdrew while it was held (`withdrawnFor`) is not given back: it leaves the grant too. Idempotent.
     */
    async releaseHold(userId: string, toolName: string, reservationId: string, giveBack: boolean): Promise<void> {
      if (!giveBack) {
        await limits.updateOne({ userId, toolName, 'holds.id': reservationId }, { $pull: { holds: { id: reservationId } } });
        return;
      }
      const ways = [
        { held: { id: reservationId, kind: 'paid', withdrawnFor: { $exists: true } }, inc: { paidUsed: -1, paidGranted: -1 } },
        { held: { id: reservationId, kind: 'paid', withdrawnFor: { $exists: false } }, inc: { paidUsed: -1 } },
        { held: { id: reservationId, kind: 'free' }, inc: { freeUsed: -1 } },
      ];
      for (const { held, inc } of ways) {
        const result = await limits.updateOne({ userId, toolName, holds: { $elemMatch: held } }, { $pull: { holds: { id: reservationId } }, $inc: inc });
        if (result.modifiedCount) return;
      }
    },

    /** Adds a purchase's uses once per PaymentIntent: the condition on `grants` makes a repeat match nothing. */
    async grantPaidUses(userId: string, toolName: string, paymentIntentId: string, uses: number): Promise<boolean> {
      await this.ensure(userId, toolName);
      const result = await limits.updateOne({ userId, toolName, grants: { $ne: paymentIntentId } }, { $inc: { paidGranted: uses }, $push: { grants: paymentIntentId } });
      return result.modifiedCount === 1;
    },

    /** Adds a goodwill credit's uses once per credit id; they count apart (creditGranted), so no refund takes them back. */
    async grantCredit(userId: string, toolName: string, creditId: string, uses: number): Promise<boolean> {
      await this.ensure(userId, toolName);
      const key = `credit:${creditId}`;
      const result = await limits.updateOne({ userId, toolName, grants: { $ne: key } }, { $inc: { paidGranted: uses, creditGranted: uses }, $push: { grants: key } });
      return result.modifiedCount === 1;
    },

    openReservation: async (fields: { id: string; userId: string; toolName: string; expiresAt: Date }) => {
      await reservations.create({ _id: fields.id, userId: fields.userId, toolName: fields.toolName, expiresAt: fields.expiresAt });
    },
    /** A reservation that never took a use (none was left). */
    dropReservation: async (id: string) => {
      await reservations.deleteOne({ _id: id, state: 'open' });
    },
    findReservation: (id: string) => reservations.findById(id).lean() as Promise<ReservationRecord | null>,

    /**
     * Moves an open reservation to its settlement; only one caller can (the condition on `state` decides).
     * Returns the reservation when this call settled it.
     */
    settleReservation: (id: string, settlement: Settlement, now: Date) =>
      reservations
        .findOneAndUpdate(
          { _id: id, state: 'open', ...timeCondition[settlement](now) },
          { $set: { state: settlement, settledAt: now } },
          { returnDocument: 'after' },
        )
        .lean() as Promise<ReservationRecord | null>,
    markApplied: async (id: string) => {
      await reservations.updateOne({ _id: id }, { $set: { applied: true } });
    },

    /** Removes the user's counters and reservations (account deletion). Answers how many records went. */
    deleteForUser: async (userId: string) =>
      (await limits.deleteMany({ userId })).deletedCount + (await reservations.deleteMany({ userId })).deletedCount,

    /** Open reservations past their time (for the sweep). */
    overdueReservations: (now: Date, limit: number) =>
      reservations.find({ state: 'open', expiresAt: { $lte: now } }).limit(limit).lean() as Promise<ReservationRecord[]>,
    /** Settled reservations whose effect was interrupted (a crash between the two writes). */
    unappliedSettlements: (before: Date, limit: number) =>
      reservations.find({ applied: false, settledAt: { $ne: null, $lte: before } }).limit(limit).lean() as Promise<ReservationRecord[]>,
  };
}
export type UsageRepository = ReturnType<typeof usageRepository>;
