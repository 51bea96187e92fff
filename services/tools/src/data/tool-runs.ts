// tool_usage (spec part 2 §3): one record per run — who ran which tool with what input, what came back, and how it
// ended — plus the reservation it spent and whether it was a preview.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

export type RunStatus = 'pending' | 'completed' | 'failed';

const toolRunSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    /** billing does not tell which purchase a use came from; kept for the spec's shape. */
    paymentId: { type: String, default: null },
    toolName: { type: String, required: true },
    inputData: { type: Schema.Types.Mixed, required: true },
    /** What the user was sent (a preview holds only the preview). */
    outputData: { type: Schema.Types.Mixed, default: null },
    status: { type: String, enum: ['pending', 'completed', 'failed'], default: 'pending' },
    reservationId: { type: String, required: true },
    isPreview: { type: Boolean, required: true },
    /** Which AI adapter answered ('openai' or 'local'). */
    engine: { type: String, required: true },
    /** Why a failed run failed (the engine's failure kind), for the operator. */
    failure: { type: String, default: null },
  },
  { timestamps: true, versionKey: false, minimize: false },
);
toolRunSchema.index({ userId: 1, createdAt: -1 });
toolRunSchema.index({ toolName: 1, status: 1 });

export interface ToolRunRecord {
  _id: string;
  userId: string;
  paymentId: string | null;
  toolName: string;
  inputData: unknown;
  outputData: unknown;
  status: RunStatus;
  reservationId: string;
  isPreview: boolean;
  engine: string;
  failure: string | null;
  createdAt: Date;
  updatedAt: Date;
}

export interface NewRun {
  userId: string;
  toolName: string;
  inputData: object;
  reservationId: string;
  isPreview: boolean;
  engine: string;
}

export function toolRunRepository(db: Connection) {
  const runs = db.model('ToolRun', toolRunSchema, 'tool_usage');
  return {
    ensureIndexes: () => runs.init(),
    async started(run: NewRun): Promise<string> {
      const created = await runs.create(run);
      return created._id;
    },
    async completed(id: string, outputData: object): Promise<void> {
      await runs.updateOne({ _id: id }, { $set: { status: 'completed', outputData } });
    },
    async failed(id: string, failure: string): Promise<void> {
      await runs.updateOne({ _id: id }, { $set: { status: 'failed', failure } });
    },
    /** A user's runs, newest first. */
    forUser: (userId: string, limit = 50) => runs.find({ userId }).sort({ createdAt: -1 }).limit(limit).lean<ToolRunRecord[]>(),
    allForUser: (userId: string) => runs.find({ userId }).sort({ createdAt: -1 }).lean<ToolRunRecord[]>(),
    deleteForUser: async (userId: string) => (await runs.deleteMany({ userId })).deletedCount,
  };
}
export type ToolRunRepository = ReturnType<typeof toolRunRepository>;
