// The operator's figures from billing's own database, as MongoDB pipelines (no scans of whole collections in
// JavaScript), and the deletions behind "reset user data" and "reset test data".
import type { Connection } from 'mongoose';
import type { PaymentRecord } from './payments';

export function adminFigures(db: Connection) {
  const payments = () => db.collection<PaymentRecord>('payments');
  const limits = () => db.collection('user_tool_limits');
  const reservations = () => db.collection('reservations');
  const completed = { status: 'completed' as const };

  return {
    /** Completed payments per tool: cents and count. */
    revenueByTool: () =>
      payments()
        .aggregate<{ _id: string; cents: number; payments: number }>([{ $match: completed }, { $group: { _id: '$toolName', cents: { $sum: '$amountCents' }, payments: { $sum: 1 } } }, { $sort: { _id: 1 } }])
        .toArray(),
    recentPayments: (limit: number) => payments().find({}).sort({ createdAt: -1 }).limit(limit).toArray(),
    /**
     * Payments whose PaymentIntent id is `reference` or ends with it, in any case (the customer's payment reference, as
     * read out or typed by hand), or whose own id it is. The caller allows only letters, digits, underscores and a
     * UUID's hyphens, so the text is safe inside the pattern.
     */
    byReference: (reference: string, limit: number) =>
      payments()
        .find({ $or: [{ _id: reference.toLowerCase() }, { stripePaymentIntentId: { $regex: `${reference}$`, $options: 'i' } }] })
        .sort({ createdAt: -1 })
        .limit(limit)
        .toArray(),
    /** Completed payments per day and tool since `since`. */
    dailyRevenue: (since: Date) =>
      payments()
        .aggregate<{ _id: { day: string; toolName: string }; cents: number; payments: number }>([
          { $match: { ...completed, createdAt: { $gte: since } } },
          { $group: { _id: { day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, toolName: '$toolName' }, cents: { $sum: '$amountCents' }, payments: { $sum: 1 } } },
          { $sort: { '_id.day': 1, '_id.toolName': 1 } },
        ])
        .toArray(),
    /** Per user: cents spent (completed payments) and how many tools they have used at least once. */
    async userTotals(userIds: string[]) {
      const [spent, used] = await Promise.all([
        payments()
          .aggregate<{ _id: string; cents: number }>([{ $match: { ...completed, userId: { $in: userIds } } }, { $group: { _id: '$userId', cents: { $sum: '$amountCents' } } }])
          .toArray(),
        limits()
          .aggregate<{ _id: string; tools: number }>([
            { $match: { userId: { $in: userIds }, $expr: { $gt: [{ $add: ['$freeUsed', '$paidUsed'] }, 0] } } },
            { $group: { _id: '$userId', tools: { $sum: 1 } } },
          ])
          .toArray(),
      ]);
      return { spent: new Map(spent.map((r) => [r._id, r.cents])), used: new Map(used.map((r) => [r._id, r.tools])) };
    },
    /** Counts back to zero and settled reservations gone; bought uses (paidGranted) and payments stay. */
    async resetUsage(userId: string) {
      const reset = await limits().updateMany({ userId }, { $set: { freeUsed: 0, paidUsed: 0, holds: [] } });
      const dropped = await reservations().deleteMany({ userId });
      return reset.modifiedCount + dropped.deletedCount;
    },
    /** Everything billing holds for these users (test accounts): usage, reservations, payments and their fulfilments. */
    async purgeUsers(userIds: string[]) {
      const match = { userId: { $in: userIds } };
      const counts = await Promise.all([
        limits().deleteMany(match),
        reservations().deleteMany(match),
        payments().deleteMany(match),
        db.collection('fulfilments').deleteMany(match),
        db.collection('refunds').deleteMany(match),
        db.collection('stripe_customers').deleteMany({ _id: { $in: userIds } } as object),
      ]);
      return counts.reduce((sum, c) => sum + c.deletedCount, 0);
    },
  };
}
export type AdminFigures = ReturnType<typeof adminFigures>;
