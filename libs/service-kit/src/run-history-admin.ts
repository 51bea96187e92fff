// The operator's view of a service's run history (tool_usage), shared by tools and salary: runs per tool, or per day,
// as MongoDB pipelines in the service's own database, and the deletions behind "reset user data" and "reset test data".
import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { handleInternal } from './http';
import { mountInternal } from './internal';

const DAY_MS = 86_400_000;
const HOUR_MS = 3_600_000;

export const RunFilter = z.object({
  outcome: z.string().min(1).max(20),
  tool: z.string().max(100).optional(),
  user: z.string().max(100).optional(),
  since: z.string().max(40).optional(),
  until: z.string().max(40).optional(),
  limit: z.coerce.number().int().min(1).max(200).default(100),
});
type RunFilter = z.infer<typeof RunFilter>;

export function runHistoryFigures(db: Connection, collection = 'tool_usage') {
  const runs = () => db.collection(collection);
  const completed = { $match: { status: 'completed' } };
  return {
    /** Completed runs per tool, all time (the dashboard's totals). */
    async perTool() {
      const rows = await runs()
        .aggregate<{ _id: string; runs: number }>([completed, { $group: { _id: '$toolName', runs: { $sum: 1 } } }, { $sort: { _id: 1 } }])
        .toArray();
      return rows.map((row) => ({ toolName: row._id, runs: row.runs }));
    },
    /** Completed runs per day and tool since `since` (analytics). */
    async perDay(since: Date) {
      const rows = await runs()
        .aggregate<{ _id: { day: string; toolName: string }; runs: number }>([
          { $match: { status: 'completed', createdAt: { $gte: since } } },
          { $group: { _id: { day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, toolName: '$toolName' }, runs: { $sum: 1 } } },
          { $sort: { '_id.day': 1, '_id.toolName': 1 } },
        ])
        .toArray();
      return rows.map((row) => ({ day: row._id.day, toolName: row._id.toolName, runs: row.runs }));
    },
    /** Per tool, the runs that ended (completed or failed) since `since`, and how many of them failed. */
    async recentOutcomes(since: Date) {
      const rows = await runs()
        .aggregate<{ _id: string; finished: number; failed: number }>([
          { $match: { status: { $in: ['completed', 'failed'] }, createdAt: { $gte: since } } },
          { $group: { _id: '$toolName', finished: { $sum: 1 }, failed: { $sum: { $cond: [{ $eq: ['$status', 'failed'] }, 1, 0] } } } },
          { $sort: { _id: 1 } },
        ])
        .toArray();
      return rows.map((row) => ({ toolName: row._id, finished: row.finished, failed: row.failed }));
    },
    /** Runs matching the operator's filters, newest first; never their input or output (a user's documents). */
    async list(filter: RunFilter) {
      const query: Record<string, unknown> = { status: filter.outcome };
      if (filter.tool) query.toolName = filter.tool;
      if (filter.user) query.userId = filter.user;
      if (filter.since || filter.until) query.createdAt = { ...(filter.since ? { $gte: new Date(filter.since) } : {}), ...(filter.until ? { $lt: new Date(filter.until) } : {}) };
      const rows = await runs()
        .find(query, { projection: { toolName: 1, userId: 1, status: 1, failure: 1, error: 1, isPreview: 1, engine: 1, createdAt: 1 } })
        .sort({ createdAt: -1 })
        .limit(filter.limit)
        .toArray();
      return rows.map((row) => ({
        id: String(row._id),
        toolName: String(row.toolName),
        userId: String(row.userId),
        outcome: String(row.status),
        // tools records the engine's failure kind; a run recorded with only an error message is an internal failure.
        errorClass: row.status === 'failed' ? String(row.failure ?? 'internal') : null,
        isPreview: typeof row.isPreview === 'boolean' ? row.isPreview : null,
        engine: typeof row.engine === 'string' ? row.engine : null,
        createdAt: new Date(row.createdAt as Date).toISOString(),
      }));
    },
    deleteForUsers: async (userIds: string[]) => (await runs().deleteMany({ userId: { $in: userIds } })).deletedCount,
  };
}

/** /internal/admin/{runs, run-outcomes, run-list, users/:id/reset, purge-users}, behind the internal key. */
export function runHistoryAdminRoutes(router: Router, db: Connection, internalKey: string, extraDeletes: ((userIds: string[]) => Promise<number>)[] = []): void {
  const figures = runHistoryFigures(db);
  const deleteAll = async (userIds: string[]) => {
    const counts = await Promise.all([figures.deleteForUsers(userIds), ...extraDeletes.map((d) => d(userIds))]);
    return { deletedRecords: counts.reduce((a, b) => a + b, 0) };
  };
  mountInternal(router, '/internal/admin', internalKey, (internal) => {
    // Without `days`: runs per tool, all time; with it: runs per day and tool over those days. Each caller gets the one
    // figure it shows, not both.
    handleInternal(internal, 'get', '/runs', z.object({ days: z.coerce.number().int().min(1).max(366).optional() }), async ({ input }) =>
      input.days ? { byTool: [], days: await figures.perDay(new Date(Date.now() - input.days * DAY_MS)) } : { byTool: await figures.perTool(), days: [] },
    );
    // The runs of the last `hours` per tool: how many ended and how many of those failed (failure rates, System Health).
    handleInternal(internal, 'get', '/run-outcomes', z.object({ hours: z.coerce.number().int().min(1).max(24 * 366) }), async ({ input }) => ({
      byTool: await figures.recentOutcomes(new Date(Date.now() - input.hours * HOUR_MS)),
    }));
    handleInternal(internal, 'get', '/run-list', RunFilter, async ({ input }) => ({ runs: await figures.list(input) }));
    handleInternal(internal, 'post', '/users/:id/reset', z.object({}), ({ params }) => deleteAll([params.id]));
    handleInternal(internal, 'post', '/purge-users', z.object({ userIds: z.array(z.string().min(1).max(100)).max(1000) }), ({ input }) => deleteAll(input.userIds));
  });
}
