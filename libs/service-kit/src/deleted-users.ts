// Deleted accounts as each service that holds user data remembers them, so that a write which passed its account check
// before the deletion but lands after the service removed the user's data (a run that finishes late, a reserve queued
// at billing, a slow upload) leaves nothing behind, in any order:
//   the removal writes a tombstone T for the user, then deletes the user's records (D);
//   every write of user data W, once it has landed, looks for the tombstone (C).
// If C finds T, the writer removes the user's data itself (W with it) and the write is refused. If C misses T, C ran
// before T, so W had landed before D began, and D removes W. Either way W is gone.
// A tombstone holds a hash of the id (SHA-256: it names no one; the service can only recognise an id it is given) and
// the time. It is kept 30 days: far past the longest a write can land after the account check that let it through (a
// reserve waits 15 s at most, a use is held 10 minutes, Stripe retries a webhook for 3 days), and short enough that the
// table stays small.
import { createHash } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';
import { unauthorized } from './errors';
import type { UserDataOwner } from './user-data';

export const TOMBSTONE_DAYS = 30;

const tombstoneSchema = new Schema(
  {
    /** SHA-256 of the user's id, hex. */
    _id: { type: String, required: true },
    deletedAt: { type: Date, required: true },
  },
  { versionKey: false },
);
tombstoneSchema.index({ deletedAt: 1 }, { expireAfterSeconds: TOMBSTONE_DAYS * 24 * 60 * 60 });

const keyOf = (userId: string) => createHash('sha256').update(userId).digest('hex');

/**
 * `owner`: the service's part of "Your data". Serve `owner` as returned here (its removal writes the tombstone before
 * anything is removed), and after each write of a user's data call `refuseIfDeleted` (or `removedIfDeleted` where no
 * one waits on the answer: a webhook, a sweep). Writes that only update a record by its id need no check: once D has
 * removed the record they match nothing.
 */
export function deletedUsers(db: Connection, owner: UserDataOwner) {
  const tombstones = db.model('DeletedUser', tombstoneSchema, 'deleted_users');

  async function removedIfDeleted(userId: string): Promise<boolean> {
    if (!(await tombstones.exists({ _id: keyOf(userId) }))) return false;
    await owner.remove(userId);
    return true;
  }

  return {
    ensureIndexes: () => tombstones.init(),
    owner: {
      export: (userId, email) => owner.export(userId, email),
      async remove(userId, email, names) {
        // T before D. A second pass keeps the first time.
        await tombstones.updateOne({ _id: keyOf(userId) }, { $setOnInsert: { deletedAt: new Date() } }, { upsert: true });
        return owner.remove(userId, email, names);
      },
    } satisfies UserDataOwner,
    /** C after W: when the user's account was deleted, their data is removed again (W with it) and the write refused with 401, as the account's token is. */
    async refuseIfDeleted(userId: string): Promise<void> {
      if (await removedIfDeleted(userId)) throw unauthorized();
    },
    /** C after W, for a write no one waits on: true when the user's account was deleted and W went with their data. */
    removedIfDeleted,
  };
}
export type DeletedUsers = ReturnType<typeof deletedUsers>;
