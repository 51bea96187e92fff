export {
  startStripeEmulator,
  API_VERSION,
  DEFAULT_PORT,
  DEFAULT_PUBLISHABLE_KEY,
  DEFAULT_SECRET_KEY,
  type StripeEmulator,
  type StripeEmulatorOptions,
} from './server';
export { signatureHeader, type RetryPolicy, type WebhookEndpoint } from './webhooks';
export { TEST_PAYMENT_METHODS } from './test-cards';
