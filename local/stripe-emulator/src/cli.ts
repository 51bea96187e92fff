// stripe-emulator --port 12111
// Env: STRIPE_EMULATOR_PORT, HOST, STRIPE_EMULATOR_SECRET_KEYS / STRIPE_EMULATOR_PUBLISHABLE_KEYS (comma-separated;
// else STRIPE_SECRET_KEY / STRIPE_PUBLISHABLE_KEY), STRIPE_WEBHOOK_URL + STRIPE_WEBHOOK_SECRET,
// STRIPE_WEBHOOK_EVENTS (comma-separated types), STRIPE_EMULATOR_PROCESSING_MS.
import { parseArgs } from 'node:util';
import { DEFAULT_PORT, startStripeEmulator } from './server';

const env = process.env;
const { values } = parseArgs({
  options: {
    port: { type: 'string', default: env.STRIPE_EMULATOR_PORT ?? String(DEFAULT_PORT) },
    host: { type: 'string', default: env.HOST ?? '127.0.0.1' },
    quiet: { type: 'boolean', default: false },
  },
});

const list = (...candidates: (string | undefined)[]): string[] | undefined => {
  const text = candidates.find((candidate) => candidate?.trim());
  return text ? text.split(',').map((item) => item.trim()).filter(Boolean) : undefined;
};

function fail(message: string): never {
  console.error(`stripe-emulator: ${message}`);
  process.exit(2);
}

const port = Number(values.port);
if (!Number.isInteger(port) || port < 0 || port > 65535) fail(`--port must be a port number, got "${values.port}"`);
const processingMs = Number(env.STRIPE_EMULATOR_PROCESSING_MS ?? 0);
if (!Number.isFinite(processingMs) || processingMs < 0) fail(`STRIPE_EMULATOR_PROCESSING_MS must be a number of milliseconds`);
if (!!env.STRIPE_WEBHOOK_URL !== !!env.STRIPE_WEBHOOK_SECRET) fail('set STRIPE_WEBHOOK_URL and STRIPE_WEBHOOK_SECRET together');

startStripeEmulator({
  port,
  host: values.host,
  secretKeys: list(env.STRIPE_EMULATOR_SECRET_KEYS, env.STRIPE_SECRET_KEY),
  publishableKeys: list(env.STRIPE_EMULATOR_PUBLISHABLE_KEYS, env.STRIPE_PUBLISHABLE_KEY),
  webhook: env.STRIPE_WEBHOOK_URL
    ? { url: env.STRIPE_WEBHOOK_URL, secret: env.STRIPE_WEBHOOK_SECRET as string, events: list(env.STRIPE_WEBHOOK_EVENTS) }
    : undefined,
  processingMs,
  log: values.quiet ? undefined : (line) => console.log(line),
}).then(
  (emulator) => {
    const webhook = env.STRIPE_WEBHOOK_URL ? `, events to ${env.STRIPE_WEBHOOK_URL}` : ', no webhook endpoint';
    console.log(`stripe-emulator listening on ${emulator.url} (in memory${webhook}); Stripe.js stand-in at ${emulator.jsUrl}`);
    const shutdown = () => emulator.stop().then(() => process.exit(0));
    process.once('SIGINT', shutdown);
    process.once('SIGTERM', shutdown);
  },
  (error: Error) => fail(`could not start: ${error.message}`),
);
