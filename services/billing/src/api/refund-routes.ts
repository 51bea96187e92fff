// /internal/operator/*: the operator's money actions platform calls for the admin area (refund a payment, the user's
// payments, a goodwill credit), and the refunds platform has still to audit. platform checks the operator and writes
// the audit log; amounts never come from it.
import { ToolKey } from '@careerkit/contracts/billing';
import { AdminCreditRequest } from '@careerkit/contracts/refunds';
import { handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import type Router from '@koa/router';
import { z } from 'zod';
import type { Refunds } from '../domain/refunds';

const operator = z.object({ operatorId: z.string({ error: 'operatorId is required' }).min(1, 'operatorId is required').max(100) });

export function refundRoutes(router: Router, refunds: Refunds, internalKey: string): void {
  mountInternal(router, '/internal/operator', internalKey, (internal) => {
    handleInternal(internal, 'get', '/users/:id/payments', z.object({}), ({ params }) => refunds.paymentsOf(params.id));
    handleInternal(internal, 'post', '/payments/:id/refund', operator, ({ input, params }) => refunds.refundPayment(params.id, input.operatorId));
    // Every applied refund, however it was finished, until platform has audited it and told the customer.
    handleInternal(internal, 'get', '/refunds/unreported', z.object({}), () => refunds.unreported());
    handleInternal(internal, 'post', '/refunds/:id/reported', z.object({}), ({ params }) => refunds.reported(params.id));
    handleInternal(internal, 'post', '/users/:id/credit', AdminCreditRequest.pick({ uses: true, requestId: true }).extend({ toolName: ToolKey }), ({ input, params }) =>
      refunds.credit(params.id, input.toolName, input.uses, input.requestId),
    );
  });
}
