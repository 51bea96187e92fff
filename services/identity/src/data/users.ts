// users and password_reset_tokens (spec part 2 §3, plus role, isActive, lastLoginAt).
import { randomUUID } from 'node:crypto';
import { Schema, type Connection, type InferSchemaType } from 'mongoose';

const userSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    email: { type: String, required: true, unique: true },
    username: { type: String, required: true },
    /** Lower-cased username: usernames are unique regardless of case. */
    usernameKey: { type: String, required: true, unique: true },
    passwordHash: { type: String, required: true },
    role: { type: String, enum: ['user', 'admin'], default: 'user' },
    isActive: { type: Boolean, default: true },
    stripeCustomerId: { type: String, default: null },
    fullName: { type: String, default: null },
    company: { type: String, default: null },
    jobTitle: { type: String, default: null },
    industryExperience: { type: String, default: null },
    profileCompleteness: { type: String, default: '20' },
    lastLoginAt: { type: Date, default: null },
    /** Tokens carry the version they were issued under; bumping it ends every session of the account. */
    tokenVersion: { type: Number, default: 0 },
  },
  { timestamps: { createdAt: true, updatedAt: true }, versionKey: false },
);

const resetTokenSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true, index: true },
    /** sha256 of the token: a leaked database does not leak usable links. */
    tokenHash: { type: String, required: true, unique: true },
    expiresAt: { type: Date, required: true },
    used: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);
// Spent and expired tokens are removed a day after expiry.
resetTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 24 * 60 * 60 });

export type UserDoc = InferSchemaType<typeof userSchema> & { _id: string; createdAt: Date };

export function identityModels(db: Connection) {
  return {
    users: db.model('User', userSchema, 'users'),
    resetTokens: db.model('PasswordResetToken', resetTokenSchema, 'password_reset_tokens'),
  };
}
export type IdentityModels = ReturnType<typeof identityModels>;

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** The queries identity's use cases need; nothing outside data/ touches mongoose. */
export function userRepository(db: Connection) {
  const { users, resetTokens } = identityModels(db);
  const lean = <T>(q: { lean(): Promise<unknown> }) => q.lean() as Promise<T>;
  return {
    ensureIndexes: () => Promise.all([users.init(), resetTokens.init()]),
    findByEmail: (email: string) => lean<UserDoc | null>(users.findOne({ email })),
    findByUsername: (username: string) => lean<UserDoc | null>(users.findOne({ usernameKey: username.toLowerCase() })),
    findById: (id: string) => lean<UserDoc | null>(users.findById(id)),
    findByIds: (ids: string[]) => lean<UserDoc[]>(users.find({ _id: { $in: ids } })),
    create: async (fields: { email: string; username: string; passwordHash: string; role: 'user' | 'admin' }) =>
      (await users.create({ ...fields, usernameKey: fields.username.toLowerCase() })).toObject() as UserDoc,
    update: (id: string, fields: Partial<Omit<UserDoc, '_id' | 'tokenVersion'>>) =>
      lean<UserDoc | null>(users.findByIdAndUpdate(id, { $set: fields }, { returnDocument: 'after' })),
    /** Ends every session of the account (with new fields, e.g. a new password hash, in the same write). */
    endSessions: (id: string, fields: Partial<Omit<UserDoc, '_id' | 'tokenVersion'>> = {}) =>
      lean<UserDoc | null>(users.findByIdAndUpdate(id, { $set: fields, $inc: { tokenVersion: 1 } }, { returnDocument: 'after' })),
    search: (text: string | undefined, limit: number) =>
      lean<UserDoc[]>(
        users
          .find(text ? { $or: [{ _id: { $regex: `^${escapeRegex(text)}`, $options: 'i' } }, { email: { $regex: escapeRegex(text), $options: 'i' } }, { username: { $regex: escapeRegex(text), $options: 'i' } }, { fullName: { $regex: escapeRegex(text), $options: 'i' } }] } : {})
          .sort({ createdAt: -1 })
          .limit(limit),
      ),
    count: () => users.countDocuments(),
    /** The accounts and their reset links; the number of records removed. */
    deleteUsers: async (ids: string[]) =>
      (await users.deleteMany({ _id: { $in: ids } })).deletedCount + (await resetTokens.deleteMany({ userId: { $in: ids } })).deletedCount,
    createResetToken: async (userId: string, tokenHash: string, expiresAt: Date) => {
      await resetTokens.updateMany({ userId, used: false }, { $set: { used: true } }); // one live link at a time
      await resetTokens.create({ userId, tokenHash, expiresAt });
    },
    /** Marks a live token used in one atomic step, so a link works exactly once. */
    consumeResetToken: (tokenHash: string, now: Date) =>
      lean<{ userId: string } | null>(
        resetTokens.findOneAndUpdate({ tokenHash, used: false, expiresAt: { $gt: now } }, { $set: { used: true } }),
      ),
    deleteResetTokens: async (userId: string) => (await resetTokens.deleteMany({ userId })).deletedCount,
  };
}
export type UserRepository = ReturnType<typeof userRepository>;
