// /api/admin/payments/*, a user's payments and credit, and the audit log: thin handlers, every one behind the admin
// check (guardAdminRoutes, from the route map's `admin` access); and the customer's notices of those actions.
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { AuditLog } from '../data/audit-log';
import type { CustomerNotices } from '../domain/customer-notices';
import type { Refunds } from '../domain/refunds';
import { operatorOf } from './admin-guard';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';

export function refundRoutes(router: Router, refunds: Refunds, audit: AuditLog, notices: CustomerNotices, sessions: Sessions): void {
  // The customer's own history of what support did to their money: their entries only, by the token's user id.
  signedIn(router, sessions)(routes.customerNotices);
  handle(router, routes.customerNotices, async ({ ctx }) => ({
    notices: (await notices.list(userOf(ctx).userId)).map((n) => ({ id: n._id, kind: n.kind, text: n.text, detail: n.detail, at: new Date(n.at).toISOString() })),
  }));
  handle(router, routes.adminUserPayments, ({ params }) => refunds.userPayments(params.id));
  handle(router, routes.adminRefundPayment, ({ params, ctx }) => refunds.refundPayment(operatorOf(ctx), params.id));
  handle(router, routes.adminCreditUser, ({ body, params, ctx }) => refunds.creditUser(operatorOf(ctx), params.id, body));
  handle(router, routes.adminAuditLog, async ({ body }) => {
    // Refunds finished outside an operator's request (at Stripe, after a crash) are in the log the operator reads; if
    // billing cannot be asked now, the log is shown as it is and the periodic report catches up.
    await refunds.reportRefunds().catch(() => 0);
    const { page, pageSize, from, to, ...filter } = body;
    const { items, total } = await audit.page({ ...filter, from: from ? new Date(from) : undefined, to: to ? new Date(to) : undefined }, page, pageSize);
    return {
      entries: items.map((e) => ({
        id: e._id,
        actorId: e.actorId,
        actorEmail: e.actorEmail,
        action: e.action,
        target: e.target,
        targetUserId: e.targetUserId ?? null,
        targetEmail: e.targetEmail ?? null,
        before: e.before,
        after: e.after,
        at: new Date(e.at).toISOString(),
      })),
      total,
      page,
      pageSize,
    };
  });
}
