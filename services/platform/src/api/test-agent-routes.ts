// /api/test-agent/*: the operator's test agent, behind the admin check (guardAdminRoutes).
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { TestAgent } from '../domain/test-agent';

export function testAgentRoutes(router: Router, agent: TestAgent): void {
  handle(router, routes.testAgentStatus, () => agent.status());
  handle(router, routes.testAgentHealthCheck, () => agent.healthCheck());
  handle(router, routes.testAgentStartMonitoring, () => agent.startMonitoring());
  handle(router, routes.testAgentStopMonitoring, () => agent.stopMonitoring());
  handle(router, routes.testAgentFixSession, () => agent.fixSession());
}
