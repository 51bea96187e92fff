// POST /api/salary/benchmark and /api/salary/negotiate: signed-in users; the body is parsed with the contract first.
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { SalaryRuns } from '../domain/salary-runs';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';

export function salaryRoutes(router: Router, runs: SalaryRuns, sessions: Sessions): void {
  const userOnly = signedIn(router, sessions);
  const noStore = (ctx: { set(name: string, value: string): void }) => ctx.set('cache-control', 'no-store');

  userOnly(routes.salaryBenchmark);
  handle(router, routes.salaryBenchmark, async ({ ctx, body }) => {
    noStore(ctx);
    return runs.benchmark(userOf(ctx).userId, body);
  });
  userOnly(routes.salaryNegotiate);
  handle(router, routes.salaryNegotiate, async ({ ctx, body }) => {
    noStore(ctx);
    return runs.negotiate(userOf(ctx).userId, body);
  });
}
