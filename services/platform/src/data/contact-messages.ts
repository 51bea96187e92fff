// contact_messages: what visitors sent through the contact form, kept for support.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

const messageSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    name: { type: String, required: true },
    email: { type: String, required: true },
    subject: { type: String, required: true },
    category: { type: String, required: true },
    message: { type: String, required: true },
    ip: { type: String, default: null },
    /** Whether support was mailed (emailNotifications on and the mail went out). */
    mailed: { type: Boolean, default: false },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false },
);

export interface NewContactMessage {
  name: string;
  email: string;
  subject: string;
  category: string;
  message: string;
  ip: string | null;
}

export interface ContactMessageRecord extends NewContactMessage {
  _id: string;
  mailed: boolean;
  createdAt: Date;
}

const escapeRegex = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const sameAddress = (email: string) => ({ $regex: `^${escapeRegex(email.trim())}$`, $options: 'i' });

export function contactRepository(db: Connection) {
  const messages = db.model('ContactMessage', messageSchema, 'contact_messages');
  return {
    save: async (fields: NewContactMessage) => ((await messages.create(fields)).toObject() as { _id: string }),
    markMailed: async (id: string) => {
      await messages.updateOne({ _id: id }, { $set: { mailed: true } });
    },
    list: (limit: number) => messages.find({}).sort({ createdAt: -1 }).limit(limit).lean(),
    /** The messages sent from an address (any letter case): a user's own, for "Your data". */
    fromEmail: (email: string) => messages.find({ email: sameAddress(email) }).sort({ createdAt: -1 }).lean() as Promise<ContactMessageRecord[]>,
    deleteFromEmail: async (email: string) => (await messages.deleteMany({ email: sameAddress(email) })).deletedCount,
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
