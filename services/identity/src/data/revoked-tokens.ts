// revoked_tokens: tokens signed out on their own device. Each is kept until the token itself expires, when a TTL index
// removes it (a token past its expiry is refused anyway), so the collection holds at most the live signed-out tokens.
// Only the token's random id and its expiry: nothing here names the account.
import { Schema, type Connection } from 'mongoose';

const revokedTokenSchema = new Schema(
  {
    /** The token's id (its jti). */
    _id: { type: String, required: true },
    /** The token's own expiry. */
    expiresAt: { type: Date, required: true },
  },
  { versionKey: false },
);
revokedTokenSchema.index({ expiresAt: 1 }, { expireAfterSeconds: 0 });

export function revokedTokenRepository(db: Connection) {
  const revoked = db.model('RevokedToken', revokedTokenSchema, 'revoked_tokens');
  return {
    ensureIndexes: () => revoked.init(),
    /** Records the token as signed out until `expiresAt`; a repeat changes nothing. */
    async revoke(tokenId: string, expiresAt: Date): Promise<void> {
      try {
        await revoked.create({ _id: tokenId, expiresAt });
      } catch (error) {
        if ((error as { code?: number }).code !== 11000) throw error; // already signed out
      }
    },
    isRevoked: async (tokenId: string) => (await revoked.exists({ _id: tokenId })) !== null,
  };
}
export type RevokedTokenRepository = ReturnType<typeof revokedTokenRepository>;
