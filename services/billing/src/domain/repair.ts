// The test agent's repair (platform asks for it on /internal/admin/repair): the periodic sweep run now, plus a look at
// the provider for payments left pending, each fix said in words.
import type { Payments } from './payments';
import type { Refunds } from './refunds';
import type { Usage } from './usage';

/** A payment pending this long is looked up at the provider. */
const STALE_PAYMENT_MS = 15 * 60 * 1000;

export function repair({ usage, payments, refunds }: { usage: Usage; payments: Payments; refunds: Refunds }) {
  return async (): Promise<{ fixesApplied: number; fixes: string[] }> => {
    const swept = await usage.sweep();
    const fulfilled = await payments.sweep();
    const refunded = await refunds.sweep();
    const reconciled = await payments.reconcileStale(STALE_PAYMENT_MS);
    const abandoned = await payments.abandonCheckouts();
    const fixes = [
      swept.expired && `${swept.expired} expired reservation(s) returned`,
      swept.finished && `${swept.finished} interrupted settlement(s) finished`,
      fulfilled && `${fulfilled} interrupted fulfilment(s) finished`,
      refunded && `${refunded} interrupted refund(s) finished`,
      reconciled && `${reconciled} stale pending payment(s) settled`,
      abandoned && `${abandoned} unpaid checkout(s) marked abandoned`,
    ].filter((f): f is string => Boolean(f));
    return { fixesApplied: swept.expired + swept.finished + fulfilled + refunded + reconciled + abandoned, fixes };
  };
}
export type Repair = ReturnType<typeof repair>;
