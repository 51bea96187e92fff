// The public calls: the system config every page reads, and the contact form (limited per client IP).
import { routes } from '@careerkit/contracts/routes';
import { handle } from '@careerkit/service-kit/http';
import { consumeOrThrow } from '@careerkit/service-kit/rate-limit';
import type Router from '@koa/router';
import type { RateLimiterAbstract } from 'rate-limiter-flexible';
import type { Contact } from '../domain/contact';
import type { SiteConfig } from '../domain/site-config';

export function siteRoutes(router: Router, config: SiteConfig, contact: Contact, contactLimit: RateLimiterAbstract): void {
  handle(router, routes.systemConfig, () => config.read());

  router.post(routes.contact.path, async (ctx, next) => {
    // Counted before the body is validated: a flood of bad messages is still a flood.
    await consumeOrThrow(contactLimit, ctx.ip);
    await next();
  });
  handle(router, routes.contact, async ({ body, ctx }) => {
    const answer = await contact.submit(body, ctx.ip || null);
    ctx.status = 201;
    return answer;
  });
}
