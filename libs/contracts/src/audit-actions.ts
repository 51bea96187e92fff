// The audit log's actions, without zod: the admin area's filter lists them.
/** Every action platform records; a filter names one of them. */
export const AUDIT_ACTIONS = [
  'user.activate',
  'user.deactivate',
  'user.reset-data',
  'user.credit',
  'payment.refund',
  'test-data.reset',
  'tool.update',
  'config.update',
] as const;
