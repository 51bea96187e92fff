// billing's environment. Locally the launcher fills it (the Stripe keys point at local/stripe-emulator); in
// production every Stripe key comes from env and a missing one stops start-up.
import { port, serviceEnv, url } from '@careerkit/service-kit/config';
import { z } from 'zod';

const ms = (fallback: number) => z.coerce.number().int().min(1).default(fallback);
const mode = (key: string | undefined) => /_(test|live)_/.exec(key ?? '')?.[1];

export const billingEnv = serviceEnv
  .extend({
    PORT: port(4002),
    MONGODB_DB: z.string().default('billing'),
    STRIPE_SECRET_KEY: z.string().regex(/^(sk|rk)_(test|live)_\w+$/, 'must be a Stripe secret key (sk_test_… or sk_live_…)').optional(),
    STRIPE_PUBLISHABLE_KEY: z.string().regex(/^pk_(test|live)_\w+$/, 'must be a Stripe publishable key (pk_test_… or pk_live_…)').optional(),
    STRIPE_WEBHOOK_SECRET: z.string().regex(/^whsec_\w+$/, 'must be a Stripe webhook signing secret (whsec_…)').optional(),
    /** Another Stripe API origin, e.g. http://127.0.0.1:12111 for local/stripe-emulator; unset means Stripe itself. */
    STRIPE_API_BASE: url.optional(),
    /** A reserved use that is neither committed nor refunded in this time goes back to the user. */
    RESERVATION_TTL_MS: ms(10 * 60 * 1000),
    /** A checkout (payment intent) left unpaid this long shows as abandoned and is not offered again: 24 h. */
    PENDING_CHECKOUT_TTL_MS: ms(24 * 60 * 60 * 1000),
    /** How often expired reservations, interrupted fulfilments and abandoned checkouts are swept. */
    // Node fires a longer timer at once, which would sweep without pause.
    SWEEP_INTERVAL_MS: z.coerce.number().int().min(1).max(2_147_483_647, 'must be at most 2147483647 ms (about 24.8 days)').default(60 * 1000),
  })
  .refine((env) => env.NODE_ENV !== 'production' || (env.STRIPE_SECRET_KEY && env.STRIPE_PUBLISHABLE_KEY && env.STRIPE_WEBHOOK_SECRET), {
    message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET are required in production',
    path: ['STRIPE_SECRET_KEY'],
  })
  .refine((env) => !env.STRIPE_SECRET_KEY === !env.STRIPE_PUBLISHABLE_KEY && !env.STRIPE_SECRET_KEY === !env.STRIPE_WEBHOOK_SECRET, {
    message: 'STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY and STRIPE_WEBHOOK_SECRET go together',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  })
  .refine((env) => mode(env.STRIPE_SECRET_KEY) === mode(env.STRIPE_PUBLISHABLE_KEY), {
    message: 'the publishable key and the secret key must both be test keys or both be live keys',
    path: ['STRIPE_PUBLISHABLE_KEY'],
  });
export type BillingConfig = z.infer<typeof billingEnv>;
