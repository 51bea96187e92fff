// Time passing in billing, for tests of the services that reserve uses: every reservation of a user is moved past its
// end, so what a read (or the sweep) finds still open goes back to the user, as it would after RESERVATION_TTL_MS.
import type { Connection } from 'mongoose';

export async function pastEveryReservation(billingDb: Connection, userId: string): Promise<void> {
  const past = new Date(Date.now() - 1_000);
  await billingDb.collection('reservations').updateMany({ userId }, { $set: { expiresAt: past } });
  for (const limits of await billingDb.collection('user_tool_limits').find({ userId }).toArray()) {
    const holds = ((limits.holds ?? []) as Array<Record<string, unknown>>).map((hold) => ({ ...hold, expiresAt: past }));
    await billingDb.collection('user_tool_limits').updateOne({ _id: limits._id }, { $set: { holds } });
  }
}
