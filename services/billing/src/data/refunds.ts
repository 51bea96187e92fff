// refunds (one per PaymentIntent: its _id is the intent's id, so a second claim fails on the unique key, as for
// fulfilments), the withdrawal of a refunded purchase's uses, and the payment's move to 'refunded'.
import { Schema, type Connection } from 'mongoose';
import type { PaymentRecord } from './payments';

const refundSchema = new Schema(
  {
    /** The PaymentIntent's id: the unique key that lets exactly one refund through. */
    _id: { type: String, required: true },
    paymentId: { type: String, required: true },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    amountCents: { type: Number, required: true },
    /** The operator's user id, or 'stripe' for a refund made at Stripe (its dashboard) that reached us as charge.refunded. */
    requestedBy: { type: String, required: true },
    stripeRefundId: { type: String, default: null },
    /** Stripe's status of the refund (pending, succeeded, failed, canceled); refund.updated keeps it current. */
    stripeStatus: { type: String, default: null },
    /** Set once the uses are withdrawn and the payment marked refunded; the sweep finishes any claim a crash interrupted. */
    applied: { type: Boolean, default: false },
    usesWithdrawn: { type: Number, default: null },
    appliedAt: { type: Date, default: null },
    /**
     * Set once platform has written the refund's audit entry and told the customer; until then it is listed for it,
     * whichever path applied it (the operator's request, the sweep after a crash, charge.refunded).
     */
    reported: { type: Boolean, default: false },
  },
  { timestamps: true, versionKey: false },
);
refundSchema.index({ applied: 1, createdAt: 1 });
refundSchema.index({ applied: 1, reported: 1 });

/** Goodwill credits, one per request id (the operator's idempotency key): the same credit sent twice is granted once. */
const creditSchema = new Schema(
  {
    _id: { type: String, required: true },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    uses: { type: Number, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export interface RefundRecord {
  _id: string;
  paymentId: string;
  userId: string;
  toolName: string;
  amountCents: number;
  requestedBy: string;
  stripeRefundId: string | null;
  stripeStatus: string | null;
  applied: boolean;
  usesWithdrawn: number | null;
  appliedAt?: Date | null;
  reported?: boolean;
  createdAt: Date;
}

interface Withdrawal {
  id: string;
  uses: number;
}

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

export function refundRepository(db: Connection) {
  const refunds = db.model('Refund', refundSchema, 'refunds');
  const credits = db.model('Credit', creditSchema, 'credits');
  const payments = () => db.collection<PaymentRecord>('payments');
  // The same documents usage's repository keeps; `withdrawals` lists the refunded intents and the uses each took back.
  const limits = () => db.collection<{ userId: string; toolName: string; withdrawals?: Withdrawal[] }>('user_tool_limits');

  return {
    ensureIndexes: () => Promise.all([refunds.init(), credits.init()]),

    findPayment: (paymentId: string) => payments().findOne({ _id: paymentId } as object) as Promise<PaymentRecord | null>,
    findPaymentByIntent: (paymentIntentId: string) => payments().findOne({ stripePaymentIntentId: paymentIntentId }) as Promise<PaymentRecord | null>,
    paymentsOf: (userId: string, limit: number) => payments().find({ userId }).sort({ createdAt: -1 }).limit(limit).toArray() as Promise<PaymentRecord[]>,

    /** Claims the refund of an intent. false: it was claimed before. */
    async claim(fields: Pick<RefundRecord, '_id' | 'paymentId' | 'userId' | 'toolName' | 'amountCents' | 'requestedBy'>): Promise<boolean> {
      try {
        await refunds.create(fields);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    find: (paymentIntentId: string) => refunds.findById(paymentIntentId).lean() as Promise<RefundRecord | null>,
    /** The provider refused or could not be reached before anything was refunded: the operator may try again. */
    release: async (paymentIntentId: string) => {
      await refunds.deleteOne({ _id: paymentIntentId, applied: false, stripeRefundId: null });
    },
    recordStripeRefund: async (paymentIntentId: string, stripeRefundId: string, stripeStatus: string) => {
      await refunds.updateOne({ _id: paymentIntentId }, { $set: { stripeRefundId, stripeStatus } });
    },
    markApplied: async (paymentIntentId: string, usesWithdrawn: number, now: Date) => {
      await refunds.updateOne({ _id: paymentIntentId, applied: false }, { $set: { applied: true, usesWithdrawn, appliedAt: now } });
    },
    /** Applied refunds platform has not yet recorded (refunds from before this field have none, and are not listed). */
    unreported: (limit: number) => refunds.find({ applied: true, reported: false }).sort({ appliedAt: 1 }).limit(limit).lean() as Promise<RefundRecord[]>,
    markReported: async (paymentIntentId: string) => (await refunds.updateOne({ _id: paymentIntentId, applied: true }, { $set: { reported: true } })).matchedCount === 1,
    unapplied: (before: Date, limit: number) => refunds.find({ applied: false, createdAt: { $lte: before } }).limit(limit).lean() as Promise<RefundRecord[]>,

    /**
     * Takes back a refunded purchase's uses in one atomic conditional update, once per PaymentIntent. Paid uses are
     * counted as spent in order (used, then held by runs in flight, then unused), purchases' uses before goodwill credits
     * (which a refund never takes back), so of the purchase's uses:
     *   unused  = min(uses the purchase granted, purchased uses neither used nor held: paidGranted − creditGranted −
     *             paidUsed), withdrawn now;
     *   held    = min(the rest, paid uses held by runs in flight), each hold marked `withdrawnFor` this intent: its run
     *             either finishes charged (the use stays spent) or, if it fails or expires, the use is withdrawn then
     *             instead of given back (data/usage.ts releaseHold).
     * Uses already spent are never taken back, and a use held by a run is never given back after the refund.
     * Answers the uses withdrawn (unused + held), by this call or by an earlier one.
     */
    async withdrawPaidUses(userId: string, toolName: string, paymentIntentId: string, uses: number): Promise<number> {
      const unheldHolds = {
        $filter: { input: { $ifNull: ['$holds', []] }, as: 'h', cond: { $and: [{ $eq: ['$$h.kind', 'paid'] }, { $eq: [{ $ifNull: ['$$h.withdrawnFor', null] }, null] }] } },
      };
      const after = await limits().findOneAndUpdate(
        { userId, toolName, grants: paymentIntentId, 'withdrawals.id': { $ne: paymentIntentId } },
        [
          // The purchases' part of the paid uses left, ahead of credits: paidGranted − creditGranted − paidUsed.
          { $set: { _purchaseLeft: { $subtract: [{ $subtract: ['$paidGranted', { $ifNull: ['$creditGranted', 0] }] }, '$paidUsed'] }, _held: { $size: unheldHolds } } },
          { $set: { _unused: { $min: [uses, { $max: [0, '$_purchaseLeft'] }] } } },
          { $set: { _heldTaken: { $min: [{ $subtract: [uses, '$_unused'] }, '$_held', { $max: [0, { $add: ['$_purchaseLeft', '$_held'] }] }] } } },
          {
            $set: {
              _marked: {
                $reduce: {
                  input: { $ifNull: ['$holds', []] },
                  initialValue: { left: '$_heldTaken', out: [] },
                  in: {
                    $cond: [
                      { $and: [{ $gt: ['$$value.left', 0] }, { $eq: ['$$this.kind', 'paid'] }, { $eq: [{ $ifNull: ['$$this.withdrawnFor', null] }, null] }] },
                      { left: { $subtract: ['$$value.left', 1] }, out: { $concatArrays: ['$$value.out', [{ $mergeObjects: ['$$this', { withdrawnFor: { $literal: paymentIntentId } }] }]] } },
                      { left: '$$value.left', out: { $concatArrays: ['$$value.out', ['$$this']] } },
                    ],
                  },
                },
              },
            },
          },
          {
            $set: {
              paidGranted: { $subtract: ['$paidGranted', '$_unused'] },
              holds: '$_marked.out',
              withdrawals: { $concatArrays: [{ $ifNull: ['$withdrawals', []] }, [{ id: { $literal: paymentIntentId }, uses: { $add: ['$_unused', '$_heldTaken'] } }]] },
            },
          },
          { $unset: ['_purchaseLeft', '_unused', '_held', '_heldTaken', '_marked'] },
        ],
        { returnDocument: 'after' },
      );
      const record = after ?? (await limits().findOne({ userId, toolName }));
      return record?.withdrawals?.find((w) => w.id === paymentIntentId)?.uses ?? 0;
    },

    /**
     * Records a credit under its request id. 'new': first time; 'same': this credit was sent before (grant it, which
     * adds nothing if it was granted); 'other': the id names a different credit.
     */
    async claimCredit(fields: { _id: string; userId: string; toolName: string; uses: number }): Promise<'new' | 'same' | 'other'> {
      try {
        await credits.create(fields);
        return 'new';
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        const known = (await credits.findById(fields._id).lean()) as typeof fields | null;
        return known && known.userId === fields.userId && known.toolName === fields.toolName && known.uses === fields.uses ? 'same' : 'other';
      }
    },

    /** Account deletion: refunds and credits stay for the books under the same anonymous id as the user's payments. */
    anonymiseUser: async (userId: string, anonymousId: string) =>
      (await refunds.updateMany({ userId }, { $set: { userId: anonymousId } })).modifiedCount + (await credits.updateMany({ userId }, { $set: { userId: anonymousId } })).modifiedCount,

    /** completed → refunded, once; answers the payment as it is now. */
    async markPaymentRefunded(paymentIntentId: string, now: Date): Promise<PaymentRecord | null> {
      await payments().updateOne({ stripePaymentIntentId: paymentIntentId, status: 'completed' }, { $set: { status: 'refunded', refundedAt: now } });
      return payments().findOne({ stripePaymentIntentId: paymentIntentId }) as Promise<PaymentRecord | null>;
    },
  };
}
export type RefundRepository = ReturnType<typeof refundRepository>;
