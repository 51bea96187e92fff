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

export function contactRepository(db: Connection) {
  const messages = db.model('ContactMessage', messageSchema, 'contact_messages');
  return {
    save: async (fields: NewContactMessage) => ((await messages.create(fields)).toObject() as { _id: string }),
    markMailed: async (id: string) => {
      await messages.updateOne({ _id: id }, { $set: { mailed: true } });
    },
    list: (limit: number) => messages.find({}).sort({ createdAt: -1 }).limit(limit).lean(),
  };
}
export type ContactRepository = ReturnType<typeof contactRepository>;
