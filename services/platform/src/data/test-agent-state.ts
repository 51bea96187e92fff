// test_agent: the test agent's one state document (last check, each tool's health, fixes, the last 50 log lines, whether
// monitoring is on and when its next check is due), shared by every platform replica.
import type { Connection } from 'mongoose';

const STATE_ID = 'state';

export interface TestAgentRecord {
  overall: string | null;
  tools: Record<string, unknown>;
  fixes: string[];
  lastCheck: string | null;
  logs: string[];
  monitoring: boolean;
  /** Epoch ms after which the next monitoring check may start (the one replica that claims it runs it). */
  nextCheckAt: number;
}

const EMPTY: TestAgentRecord = { overall: null, tools: {}, fixes: [], lastCheck: null, logs: [], monitoring: false, nextCheckAt: 0 };

export function testAgentStateRepository(db: Connection, logLimit: number) {
  const states = () => db.collection<{ _id: string } & Partial<TestAgentRecord>>('test_agent');
  return {
    async read(): Promise<TestAgentRecord> {
      const found = await states().findOne({ _id: STATE_ID });
      return { ...EMPTY, ...(found ?? {}) };
    },
    async set(fields: Partial<TestAgentRecord>): Promise<void> {
      await states().updateOne({ _id: STATE_ID }, { $set: fields }, { upsert: true });
    },
    /** Appends log lines, keeping only the last `logLimit`. */
    async log(...lines: string[]): Promise<void> {
      await states().updateOne({ _id: STATE_ID }, { $push: { logs: { $each: lines, $slice: -logLimit } } }, { upsert: true });
    },
    /** True for the one caller that moves a due check's time on: that replica runs the check. */
    async claimMonitoringCheck(now: number, intervalMs: number): Promise<boolean> {
      const claimed = await states().updateOne({ _id: STATE_ID, monitoring: true, nextCheckAt: { $lte: now } }, { $set: { nextCheckAt: now + intervalMs } });
      return claimed.modifiedCount === 1;
    },
  };
}
export type TestAgentStateRepository = ReturnType<typeof testAgentStateRepository>;
