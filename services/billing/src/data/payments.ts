// payments (spec part 2 §3, amounts in cents), fulfilments (one per PaymentIntent: its _id is the intent's id, so
// a second claim fails on the unique key) and stripe_customers (one Stripe customer per user).
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

/** abandoned: a checkout left unpaid past PENDING_CHECKOUT_TTL_MS (domain/checkouts.ts); a late payment still completes it. */
export type PaymentStatusName = 'pending' | 'completed' | 'failed' | 'refunded' | 'abandoned';

const paymentSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    stripePaymentIntentId: { type: String, required: true, unique: true },
    /** What the intent was created for; a confirmation must match both. */
    amountCents: { type: Number, required: true },
    currency: { type: String, required: true },
    /** The uses this purchase grants: the catalog's paidLimit when the price was quoted. */
    uses: { type: Number, required: true },
    status: { type: String, enum: ['pending', 'completed', 'failed', 'refunded', 'abandoned'], default: 'pending' },
    failureMessage: { type: String, default: null },
    completedAt: { type: Date, default: null },
  },
  { timestamps: true, versionKey: false },
);
paymentSchema.index({ userId: 1, createdAt: -1 });
paymentSchema.index({ userId: 1, toolName: 1, status: 1 });
paymentSchema.index({ status: 1, createdAt: 1 });

export interface PaymentRecord {
  _id: string;
  userId: string;
  toolName: string;
  stripePaymentIntentId: string;
  amountCents: number;
  currency: string;
  uses: number;
  status: PaymentStatusName;
  failureMessage: string | null;
  completedAt: Date | null;
  createdAt: Date;
}

const fulfilmentSchema = new Schema(
  {
    /** The PaymentIntent's id: the unique key that lets exactly one fulfilment through. */
    _id: { type: String, required: true },
    paymentId: { type: String, required: true },
    userId: { type: String, required: true },
    toolName: { type: String, required: true },
    uses: { type: Number, required: true },
    /** Set once the uses are granted; the sweep finishes any claim a crash interrupted. */
    granted: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
fulfilmentSchema.index({ granted: 1, createdAt: 1 });

export interface FulfilmentRecord {
  _id: string;
  paymentId: string;
  userId: string;
  toolName: string;
  uses: number;
  granted: boolean;
  createdAt: Date;
}

const customerSchema = new Schema(
  {
    /** The user's id. */
    _id: { type: String, required: true },
    stripeCustomerId: { type: String, required: true },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

const isDuplicateKey = (error: unknown) => (error as { code?: number }).code === 11000;

export function paymentRepository(db: Connection) {
  const payments = db.model('Payment', paymentSchema, 'payments');
  const fulfilments = db.model('Fulfilment', fulfilmentSchema, 'fulfilments');
  const customers = db.model('StripeCustomer', customerSchema, 'stripe_customers');

  return {
    ensureIndexes: () => Promise.all([payments.init(), fulfilments.init(), customers.init()]),

    customerOf: async (userId: string) => ((await customers.findById(userId).lean()) as { stripeCustomerId: string } | null)?.stripeCustomerId ?? null,
    /** Records the user's customer; if another request recorded one first, that one is kept and returned. */
    async saveCustomer(userId: string, stripeCustomerId: string): Promise<string> {
      try {
        await customers.create({ _id: userId, stripeCustomerId });
        return stripeCustomerId;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return ((await customers.findById(userId).lean()) as { stripeCustomerId: string }).stripeCustomerId;
      }
    },

    /** Records a new intent as a pending payment opened at `createdAt`; the same intent twice (a double click) is recorded once. */
    async recordPending(fields: Omit<PaymentRecord, '_id' | 'status' | 'failureMessage' | 'completedAt'>): Promise<PaymentRecord> {
      try {
        return (await payments.create(fields)).toObject() as PaymentRecord;
      } catch (error) {
        if (!isDuplicateKey(error)) throw error;
        return (await payments.findOne({ stripePaymentIntentId: fields.stripePaymentIntentId }).lean()) as PaymentRecord;
      }
    },
    findByIntent: (paymentIntentId: string) => payments.findOne({ stripePaymentIntentId: paymentIntentId }).lean() as Promise<PaymentRecord | null>,
    /** The newest not-yet-completed payment for this purchase, whose intent the user may still pay. */
    latestOpen: (userId: string, toolName: string, since: Date) =>
      payments
        .findOne({ userId, toolName, status: { $in: ['pending', 'failed'] }, createdAt: { $gte: since } })
        .sort({ createdAt: -1 })
        .lean() as Promise<PaymentRecord | null>,
    markCompleted: async (paymentIntentId: string, now: Date) => {
      // A refunded payment stays refunded: a late or replayed succeeded event must not make it count again. An abandoned
      // checkout paid late completes: the money came in.
      await payments.updateOne(
        { stripePaymentIntentId: paymentIntentId, status: { $in: ['pending', 'failed', 'abandoned'] } },
        { $set: { status: 'completed', completedAt: now, failureMessage: null } },
      );
    },
    /** A decline marks an unpaid payment failed; a completed one stays completed, whatever order events arrive in. */
    markFailed: async (paymentIntentId: string, message: string | null) => {
      await payments.updateOne({ stripePaymentIntentId: paymentIntentId, status: { $in: ['pending', 'abandoned'] } }, { $set: { status: 'failed', failureMessage: message } });
    },
    /** Records as abandoned every checkout still pending that was opened before `openSince`; answers how many. */
    abandonCheckouts: async (openSince: Date) =>
      (await payments.updateMany({ status: 'pending', createdAt: { $lt: openSince } }, { $set: { status: 'abandoned' } })).modifiedCount,
    /** Payments still pending since before `before`: the test agent's repair looks at what the provider says of them. */
    stalePending: (before: Date, limit: number) => payments.find({ status: 'pending', createdAt: { $lte: before } }).limit(limit).lean() as Promise<PaymentRecord[]>,
    countForUser: (userId: string) => payments.countDocuments({ userId }),
    listForUser: (userId: string, limit: number) => payments.find({ userId }).sort({ createdAt: -1 }).limit(limit).lean() as Promise<PaymentRecord[]>,
    allForUser: (userId: string) => payments.find({ userId }).sort({ createdAt: -1 }).lean() as Promise<PaymentRecord[]>,
    /**
     * Account deletion: payments and fulfilments stay for the books, under an id that names no one; the link from the
     * user to their Stripe customer goes. Answers how many records were anonymised and how many deleted.
     */
    async anonymiseUser(userId: string, anonymousId: string) {
      const paid = await payments.updateMany({ userId }, { $set: { userId: anonymousId, failureMessage: null } });
      const fulfilled = await fulfilments.updateMany({ userId }, { $set: { userId: anonymousId } });
      const customer = await customers.deleteOne({ _id: userId });
      return { anonymised: paid.modifiedCount + fulfilled.modifiedCount, deleted: customer.deletedCount };
    },
    completedForUser: (userId: string) => payments.find({ userId, status: 'completed' }).lean() as Promise<PaymentRecord[]>,

    /** Claims the fulfilment of an intent. false: it was claimed before (by this request's twin or an earlier one). */
    async claimFulfilment(fields: Omit<FulfilmentRecord, 'granted' | 'createdAt'>): Promise<boolean> {
      try {
        await fulfilments.create(fields);
        return true;
      } catch (error) {
        if (isDuplicateKey(error)) return false;
        throw error;
      }
    },
    findFulfilment: (paymentIntentId: string) => fulfilments.findById(paymentIntentId).lean() as Promise<FulfilmentRecord | null>,
    markGranted: async (paymentIntentId: string) => {
      await fulfilments.updateOne({ _id: paymentIntentId }, { $set: { granted: true } });
    },
    ungrantedFulfilments: (before: Date, limit: number) =>
      fulfilments.find({ granted: false, createdAt: { $lte: before } }).limit(limit).lean() as Promise<FulfilmentRecord[]>,
  };
}
export type PaymentRepository = ReturnType<typeof paymentRepository>;
