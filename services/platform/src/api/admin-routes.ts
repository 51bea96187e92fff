// /api/admin/*: thin handlers over the admin use cases, every one behind the admin check (guardAdminRoutes).
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { Admin } from '../domain/admin';
import type { SiteConfig } from '../domain/site-config';
import { operatorOf } from './admin-guard';

export function adminRoutes(router: Router, admin: Admin, config: SiteConfig): void {
  handle(router, routes.adminStats, () => admin.stats());
  handle(router, routes.adminAnalytics, ({ body }) => admin.analytics(body.days));
  handle(router, routes.adminRuns, ({ body }) => admin.runs(body));
  handle(router, routes.adminUsers, ({ body }) => admin.users(body.search));
  handle(router, routes.adminUpdateUser, ({ body, params, ctx }) => admin.setActive(operatorOf(ctx), params.id, body.isActive));
  handle(router, routes.adminResetUserData, ({ params, ctx }) => admin.resetUserData(operatorOf(ctx), params.id));
  handle(router, routes.adminResetTestData, ({ ctx }) => admin.resetTestData(operatorOf(ctx)));
  handle(router, routes.adminTools, () => admin.tools());
  handle(router, routes.adminUpdateTool, ({ body, params, ctx }) => admin.updateTool(operatorOf(ctx), params.name, body));
  handle(router, routes.adminConfig, () => config.read());
  handle(router, routes.adminUpdateConfig, ({ body, ctx }) => config.update(operatorOf(ctx), body));
}
