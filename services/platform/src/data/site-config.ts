// site_config (spec part 2 §3): one document per setting — key (unique), value (json), description, updatedAt.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

const settingSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    key: { type: String, required: true, unique: true },
    value: { type: Schema.Types.Mixed, default: null },
    description: { type: String, default: '' },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false, minimize: false },
);

export interface SettingRecord {
  key: string;
  value: unknown;
  description: string;
}

export function siteConfigRepository(db: Connection) {
  const settings = db.model('SiteSetting', settingSchema, 'site_config');
  return {
    ensureIndexes: () => settings.init(),
    all: () => settings.find({}).lean() as Promise<SettingRecord[]>,
    /** Writes each setting (an upsert per key; mongo-lite has no $setOnInsert, so the id comes from the default). */
    async save(values: Record<string, unknown>, descriptions: Record<string, string>) {
      for (const [key, value] of Object.entries(values)) {
        const updated = await settings.updateOne({ key }, { $set: { value, description: descriptions[key] ?? '' } });
        if (updated.matchedCount === 0) await settings.create({ key, value, description: descriptions[key] ?? '' });
      }
    },
  };
}
export type SiteConfigRepository = ReturnType<typeof siteConfigRepository>;
