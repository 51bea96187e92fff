// /api/payments/* and the user's payment history. The webhook reads its body raw: the signature covers the exact bytes.
import { DEFAULT_MAX_BODY_BYTES, routes } from '@careerkit/contracts/routes';
import { AppError } from '@careerkit/service-kit/errors';
import { handle } from '@careerkit/service-kit/http';
import type Router from '@koa/router';
import type { Context } from 'koa';
import type { Payments } from '../domain/payments';
import { signedIn, userOf, type Sessions } from '@careerkit/service-kit/signed-in';

/** The paths whose body the service's parser must leave alone. */
export const RAW_BODY_PATHS = [routes.paymentWebhook.path];

async function rawBody(ctx: Context, maxBytes: number): Promise<Buffer> {
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of ctx.req as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > maxBytes) throw new AppError(413, 'payload_too_large', 'Request body is too large.');
    chunks.push(chunk);
  }
  return Buffer.concat(chunks);
}

export function paymentRoutes(router: Router, payments: Payments, sessions: Sessions): void {
  const userOnly = signedIn(router, sessions);

  handle(router, routes.paymentConfig, async () => payments.browserConfig());

  userOnly(routes.createIntent);
  handle(router, routes.createIntent, async ({ body, ctx }) => payments.createIntent(userOf(ctx).userId, body.toolName));

  userOnly(routes.confirmPayment);
  handle(router, routes.confirmPayment, async ({ body, ctx }) => payments.confirm(userOf(ctx).userId, body.paymentIntentId));

  userOnly(routes.payments);
  handle(router, routes.payments, async ({ ctx }) => payments.list(userOf(ctx).userId));

  userOnly(routes.paymentStats);
  handle(router, routes.paymentStats, async ({ ctx }) => payments.stats(userOf(ctx).userId));

  handle(router, routes.paymentWebhook, async ({ ctx }) => {
    const body = await rawBody(ctx, routes.paymentWebhook.maxBodyBytes ?? DEFAULT_MAX_BODY_BYTES);
    await payments.receiveEvent(body, ctx.get('stripe-signature'));
    return { received: true };
  });
}
