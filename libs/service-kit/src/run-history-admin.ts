// The operator's view of a service's run history (tool_usage), shared by tools and salary: runs per tool, or per day,
// as MongoDB pipelines in the service's own database, and the deletions behind "reset user data" and "reset test data".
import Router from '@koa/router';
import type { Connection } from 'mongoose';
import { z } from 'zod';
import { handleInternal } from './http';
import { mountInternal } from './internal';

const DAY_MS = 86_400_000;

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
    deleteForUsers: async (userIds: string[]) => (await runs().deleteMany({ userId: { $in: userIds } })).deletedCount,
  };
}

/** /internal/admin/{runs, users/:id/reset, purge-users}, behind the internal key. */
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
    handleInternal(internal, 'post', '/users/:id/reset', z.object({}), ({ params }) => deleteAll([params.id]));
    handleInternal(internal, 'post', '/purge-users', z.object({ userIds: z.array(z.string().min(1).max(100)).max(1000) }), ({ input }) => deleteAll(input.userIds));
  });
}
