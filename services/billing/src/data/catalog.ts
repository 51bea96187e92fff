// tool_configs: the catalog (spec part 2 §3 'Tool config'), money in integer cents (mongo-lite cannot compare
// Decimal128, and cents never round).
import { Schema, type Connection } from 'mongoose';

const toolSchema = new Schema(
  {
    /** The tool key, e.g. 'resume-analysis'. */
    _id: { type: String, required: true },
    displayName: { type: String, required: true },
    description: { type: String, default: '' },
    priceCents: { type: Number, required: true },
    freeLimit: { type: Number, required: true },
    paidLimit: { type: Number, required: true },
    isActive: { type: Boolean, default: true },
  },
  { timestamps: { createdAt: false, updatedAt: true }, versionKey: false },
);

export interface ToolRecord {
  _id: string;
  displayName: string;
  description: string;
  priceCents: number;
  freeLimit: number;
  paidLimit: number;
  isActive: boolean;
}

export type ToolChanges = Partial<Omit<ToolRecord, '_id'>>;

export function catalogRepository(db: Connection) {
  const tools = db.model('ToolConfig', toolSchema, 'tool_configs');
  return {
    ensureIndexes: () => tools.init(),
    all: () => tools.find().sort({ _id: 1 }).lean() as Promise<ToolRecord[]>,
    find: (name: string) => tools.findById(name).lean() as Promise<ToolRecord | null>,
    /** Inserts the tools that are missing; an existing entry (an operator's edit) is never touched. Returns how many were added. */
    insertMissing: async (defaults: ToolRecord[]) => {
      const existing = new Set((await tools.find({}, { _id: 1 }).lean()).map((t) => String(t._id)));
      const missing = defaults.filter((t) => !existing.has(t._id));
      if (!missing.length) return 0;
      try {
        await tools.insertMany(missing, { ordered: false });
      } catch (error) {
        // Another replica seeding at the same moment: its copy is the same default.
        if ((error as { code?: number }).code !== 11000) throw error;
      }
      return missing.length;
    },
    update: (name: string, changes: ToolChanges) => tools.findByIdAndUpdate(name, { $set: changes }, { returnDocument: 'after' }).lean() as Promise<ToolRecord | null>,
  };
}
export type CatalogRepository = ReturnType<typeof catalogRepository>;
