// billing: createBilling() starts the service; tests run it in-process on port 0.
import { deletedUsers } from '@careerkit/service-kit/deleted-users';
import { fromEnv, startService, type RunningService } from '@careerkit/service-kit/service';
import { identitySessions } from '@careerkit/service-kit/signed-in';
import { userDataRoutes } from '@careerkit/service-kit/user-data';
import { adminRoutes } from './api/admin-routes';
import { catalogRoutes } from './api/catalog-routes';
import { paymentRoutes, RAW_BODY_PATHS } from './api/payment-routes';
import { refundRoutes } from './api/refund-routes';
import { usageRoutes } from './api/usage-routes';
import type { BillingConfig } from './config';
import { adminFigures } from './data/admin-figures';
import { catalogRepository } from './data/catalog';
import { paymentRepository } from './data/payments';
import { refundRepository } from './data/refunds';
import { stripeProvider } from './data/stripe';
import { usageRepository } from './data/usage';
import { catalog as catalogUseCases } from './domain/catalog';
import { checkouts as checkoutRules } from './domain/checkouts';
import { payments as paymentUseCases } from './domain/payments';
import { refunds as refundUseCases } from './domain/refunds';
import { repair } from './domain/repair';
import { usage as usageUseCases } from './domain/usage';
import { userData } from './domain/user-data';

export interface BillingOptions {
  /** How old a webhook signature may be, in seconds (Stripe's default 300). */
  webhookToleranceSeconds?: number;
  /** The time reservations and checkouts are judged by; tests hold it still to watch expiry without waiting. */
  clock?: () => Date;
}

export async function createBilling(config: BillingConfig, options: BillingOptions = {}): Promise<RunningService> {
  let sweeper: NodeJS.Timeout | undefined;
  const service = await startService({
    name: 'billing',
    ...fromEnv(config),
    rawBodyPaths: RAW_BODY_PATHS,
    setup: async (router, { db, logger }) => {
      const tools = catalogRepository(db);
      const usageRepo = usageRepository(db);
      const paymentRepo = paymentRepository(db);
      const refundRepo = refundRepository(db);
      const checkouts = checkoutRules({ ttlMs: config.PENDING_CHECKOUT_TTL_MS, clock: options.clock });
      const deleted = deletedUsers(db, userData({ repo: paymentRepo, usageRepo, refundRepo, checkouts }));
      const catalog = catalogUseCases(tools);
      const usage = usageUseCases({ repo: usageRepo, catalog, logger, reservationTtlMs: config.RESERVATION_TTL_MS, deleted, clock: options.clock });
      const provider =
        config.STRIPE_SECRET_KEY && config.STRIPE_PUBLISHABLE_KEY && config.STRIPE_WEBHOOK_SECRET
          ? stripeProvider(
              {
                secretKey: config.STRIPE_SECRET_KEY,
                publishableKey: config.STRIPE_PUBLISHABLE_KEY,
                webhookSecret: config.STRIPE_WEBHOOK_SECRET,
                apiBase: config.STRIPE_API_BASE,
                webhookToleranceSeconds: options.webhookToleranceSeconds,
              },
              logger,
            )
          : undefined;
      if (!provider) logger.warn('no Stripe keys: payments answer 503 (set STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY, STRIPE_WEBHOOK_SECRET)');
      const refunds = refundUseCases({ repo: refundRepo, usageRepo, usage, catalog, checkouts, provider, deleted, logger });
      const payments = paymentUseCases({ repo: paymentRepo, usageRepo, usage, catalog, checkouts, provider, deleted, logger, refunds });
      const sessions = identitySessions(config.IDENTITY_URL, config.INTERNAL_KEY);

      catalogRoutes(router, catalog, config.INTERNAL_KEY);
      usageRoutes(router, usage, sessions, config.INTERNAL_KEY);
      paymentRoutes(router, payments, sessions);
      userDataRoutes(router, deleted.owner, config.INTERNAL_KEY);
      adminRoutes(router, adminFigures(db), repair({ usage, payments, refunds }), checkouts, config.INTERNAL_KEY);
      refundRoutes(router, refunds, config.INTERNAL_KEY);

      await Promise.all([tools.ensureIndexes(), usageRepo.ensureIndexes(), paymentRepo.ensureIndexes(), refundRepo.ensureIndexes(), deleted.ensureIndexes()]);
      const added = await catalog.seed();
      if (added) logger.info({ added }, 'tool catalog seeded');

      const sweep = () =>
        Promise.all([usage.sweep(), payments.sweep(), payments.abandonCheckouts(), refunds.sweep()]).catch((error: Error) => logger.error({ err: error }, 'sweep failed'));
      await sweep(); // what a previous run left half-done is finished before the first request
      sweeper = setInterval(sweep, config.SWEEP_INTERVAL_MS);
      sweeper.unref();
    },
  });
  return {
    ...service,
    async stop() {
      clearInterval(sweeper);
      await service.stop();
    },
  };
}
