// /internal/admin/*: the figures and repairs platform's admin and test-agent calls ask billing for.
import { handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import Router from '@koa/router';
import { z } from 'zod';
import { PAYMENT_REFERENCE_SEARCH } from '@careerkit/contracts/payment-reference';
import type { AdminFigures } from '../data/admin-figures';
import { toDollars } from '../domain/catalog';
import type { Checkouts } from '../domain/checkouts';
import { toAdminPayment } from '../domain/refunds';
import type { Repair } from '../domain/repair';

const DAY_MS = 86_400_000;

const userIds = z.object({ userIds: z.array(z.string().min(1).max(100)).max(1000) });

export function adminRoutes(router: Router, figures: AdminFigures, repair: Repair, checkouts: Checkouts, internalKey: string): void {
  const shown = (p: Parameters<typeof toAdminPayment>[0]) => toAdminPayment(p, checkouts);
  mountInternal(router, '/internal/admin', internalKey, (internal) => {

    handleInternal(internal, 'get', '/stats', z.object({}), async () => {
      const [byTool, recent] = await Promise.all([figures.revenueByTool(), figures.recentPayments(10)]);
      return {
        totalRevenue: toDollars(byTool.reduce((sum, t) => sum + t.cents, 0)),
        byTool: byTool.map((t) => ({ toolName: t._id, revenue: toDollars(t.cents), payments: t.payments })),
        recentPayments: recent.map(shown),
      };
    });
    // The operator's search by the reference the customer sees (the end of the PaymentIntent id) or the whole id.
    handleInternal(internal, 'get', '/payments', z.object({ reference: z.string().regex(PAYMENT_REFERENCE_SEARCH) }), async ({ input }) => ({
      payments: (await figures.byReference(input.reference, 20)).map(shown),
    }));
    handleInternal(internal, 'get', '/daily', z.object({ days: z.coerce.number().int().min(1).max(366).default(30) }), async ({ input }) => ({
      days: (await figures.dailyRevenue(new Date(Date.now() - input.days * DAY_MS))).map((r) => ({ day: r._id.day, toolName: r._id.toolName, revenue: toDollars(r.cents), payments: r.payments })),
    }));
    handleInternal(internal, 'post', '/user-totals', userIds, async ({ input }) => {
      const { spent, used } = await figures.userTotals(input.userIds);
      return { totals: Object.fromEntries(input.userIds.map((id) => [id, { totalSpent: toDollars(spent.get(id) ?? 0), toolsUsed: used.get(id) ?? 0 }])) };
    });
    handleInternal(internal, 'post', '/users/:id/reset', z.object({}), async ({ params }) => ({ deletedRecords: await figures.resetUsage(params.id) }));
    handleInternal(internal, 'post', '/purge-users', userIds, async ({ input }) => ({ deletedRecords: await figures.purgeUsers(input.userIds) }));
    handleInternal(internal, 'post', '/repair', z.object({}), () => repair());
  });
}
