// tool_usage (spec part 2 §3): one record per salary run, with what was asked and what was answered.
import { randomUUID } from 'node:crypto';
import { Schema, type Connection } from 'mongoose';

export type RunStatus = 'completed' | 'failed' | 'no_match';

export interface RunRecord {
  _id: string;
  userId: string;
  toolName: 'salary-benchmark' | 'salary-negotiation';
  /** The use billing reserved for the run (committed when completed, refunded otherwise). */
  reservationId: string;
  /** Set when a paid use paid for it; billing holds the payment, so this stays null here. */
  paymentId: string | null;
  isPreview: boolean;
  inputData: unknown;
  /** What the user was answered: the preview when the run was one. */
  outputData: unknown;
  status: RunStatus;
  /** Which AI adapter wrote a negotiation strategy. */
  engine: string | null;
  error: string | null;
  /** Why a failed run failed, as tools records it: the AI port's kind (timeout, upstream, invalid_output), unsettled or internal. */
  failure: string | null;
  createdAt: Date;
}

const runSchema = new Schema(
  {
    _id: { type: String, default: () => randomUUID() },
    userId: { type: String, required: true },
    toolName: { type: String, required: true, enum: ['salary-benchmark', 'salary-negotiation'] },
    reservationId: { type: String, required: true },
    paymentId: { type: String, default: null },
    isPreview: { type: Boolean, required: true },
    inputData: { type: Schema.Types.Mixed, required: true },
    outputData: { type: Schema.Types.Mixed, default: null },
    status: { type: String, required: true, enum: ['completed', 'failed', 'no_match'] },
    engine: { type: String, default: null },
    error: { type: String, default: null },
    failure: { type: String, default: null },
  },
  { timestamps: { createdAt: true, updatedAt: false }, versionKey: false, minimize: false },
);
runSchema.index({ userId: 1, createdAt: -1 });

export type NewRun = Omit<RunRecord, '_id' | 'createdAt' | 'paymentId' | 'engine' | 'error' | 'failure' | 'outputData'> &
  Partial<Pick<RunRecord, '_id' | 'engine' | 'error' | 'failure' | 'outputData'>>;

export function runRepository(db: Connection) {
  const runs = db.model('ToolUsage', runSchema, 'tool_usage');
  return {
    ensureIndexes: () => runs.createIndexes(),
    async record(run: NewRun): Promise<void> {
      await runs.create(run);
    },
    allForUser: (userId: string) => runs.find({ userId }).sort({ createdAt: -1 }).lean<RunRecord[]>(),
    deleteForUser: async (userId: string) => (await runs.deleteMany({ userId })).deletedCount,
  };
}
export type RunRepository = ReturnType<typeof runRepository>;
