// The user's uses (GET /api/usage, /api/usage/:toolName, /api/user/limits/:toolName) and the run cycle the tools and
// salary services drive on /internal/usage/* (reserve → commit | refund).
import { ReservationRequest, ReserveUseRequest, type ToolKey } from '@careerkit/contracts/billing';
import { routes } from '@careerkit/contracts/routes';
import { handle, handleInternal } from '@careerkit/service-kit/http';
import { mountInternal } from '@careerkit/service-kit/internal';
import Router from '@koa/router';
import type { Usage } from '../domain/usage';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';

export function usageRoutes(router: Router, usage: Usage, sessions: Sessions, internalKey: string): void {
  const userOnly = signedIn(router, sessions);
  const noStore = (ctx: { set(name: string, value: string): void }) => ctx.set('cache-control', 'no-store');

  userOnly(routes.allUsage);
  handle(router, routes.allUsage, async ({ ctx }) => {
    noStore(ctx);
    return usage.forAllTools(userOf(ctx).userId);
  });
  userOnly(routes.toolUsage);
  handle(router, routes.toolUsage, async ({ ctx, params }) => {
    noStore(ctx);
    return usage.forTool(userOf(ctx).userId, params.toolName as ToolKey);
  });
  userOnly(routes.toolLimit);
  handle(router, routes.toolLimit, async ({ ctx, params }) => {
    noStore(ctx);
    return usage.limitFor(userOf(ctx).userId, params.toolName as ToolKey);
  });

  mountInternal(router, '/internal/usage', internalKey, (internal) => {
    handleInternal(internal, 'post', '/reserve', ReserveUseRequest, ({ input }) => usage.reserve(input.userId, input.toolName));
    handleInternal(internal, 'post', '/commit', ReservationRequest, ({ input }) => usage.commit(input.reservationId));
    handleInternal(internal, 'post', '/refund', ReservationRequest, ({ input }) => usage.refund(input.reservationId));
  });
}
