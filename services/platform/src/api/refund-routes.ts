// /api/admin/payments/*, a user's payments and credit, and the audit log: thin handlers, every one behind the admin
// check (guardAdminRoutes, from the route map's `admin` access).
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { AuditLog } from '../data/audit-log';
import type { Refunds } from '../domain/refunds';
import { operatorOf } from './admin-guard';

export function refundRoutes(router: Router, refunds: Refunds, audit: AuditLog): void {
  handle(router, routes.adminUserPayments, ({ params }) => refunds.userPayments(params.id));
  handle(router, routes.adminRefundPayment, ({ params, ctx }) => refunds.refundPayment(operatorOf(ctx), params.id));
  handle(router, routes.adminCreditUser, ({ body, params, ctx }) => refunds.creditUser(operatorOf(ctx), params.id, body));
  handle(router, routes.adminAuditLog, async ({ body }) => {
    const { page, pageSize, from, to, ...filter } = body;
    const { items, total } = await audit.page({ ...filter, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }, page, pageSize);
    return {
      entries: items.map((e) => ({ id: e._id, actorId: e.actorId, actorEmail: e.actorEmail, action: e.action, target: e.target, before: e.before, after: e.after, at: new Date(e.at).toISOString() })),
      total,
      page,
      pageSize,
    };
  });
}
