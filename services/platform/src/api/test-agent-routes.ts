// /api/test-agent/*: the operator's test agent, behind the admin check.
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { Middleware } from 'koa';
import type { TestAgent } from '../domain/test-agent';
import { adminOnly } from './admin-guard';

export function testAgentRoutes(router: Router, check: Middleware, agent: TestAgent): void {
  const guarded = adminOnly(router, check);
  for (const route of [routes.testAgentStatus, routes.testAgentHealthCheck, routes.testAgentStartMonitoring, routes.testAgentStopMonitoring, routes.testAgentFixSession])
    guarded(route);
  handle(router, routes.testAgentStatus, async () => agent.status());
  handle(router, routes.testAgentHealthCheck, () => agent.healthCheck());
  handle(router, routes.testAgentStartMonitoring, async () => agent.startMonitoring());
  handle(router, routes.testAgentStopMonitoring, async () => agent.stopMonitoring());
  handle(router, routes.testAgentFixSession, () => agent.fixSession());
}
