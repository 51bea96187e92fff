// One plain line per audit entry, as an operator reads it (issue 45): who it was about by e-mail as of the action,
// amounts as money, the reason shown. No zod here: the admin area imports it.
import { SPEC_CATALOG, type ToolKey } from './catalog';
import { shownPaymentReference } from './payment-reference';

export interface AuditLineEntry {
  action: string;
  target: string | null;
  targetEmail?: string | null;
  before: unknown;
  after: unknown;
}

const record = (value: unknown): Record<string, unknown> => (value && typeof value === 'object' && !Array.isArray(value) ? (value as Record<string, unknown>) : {});
const money = (value: unknown) => (typeof value === 'number' ? `$${value.toFixed(2)}` : '—');
const tool = (key: unknown) => (typeof key === 'string' ? (SPEC_CATALOG[key as ToolKey]?.displayName ?? key) : 'a tool');
const uses = (count: unknown) => `${String(count)} ${count === 1 ? 'use' : 'uses'}`;
const shown = (value: unknown) => (value === undefined || value === null || value === '' ? '—' : typeof value === 'string' ? `'${value}'` : String(value));

/** Tool and site fields by their names on the operator's screens; money fields as money. */
const FIELD_NAMES: Record<string, string> = { price: 'price', freeLimit: 'free uses', paidLimit: 'paid uses', isActive: 'active', displayName: 'name' };
function changes(before: Record<string, unknown>, after: Record<string, unknown>): string {
  const keys = [...new Set([...Object.keys(before), ...Object.keys(after)])];
  const value = (key: string, v: unknown) => (key === 'price' ? money(v) : shown(v));
  return keys.map((key) => `${FIELD_NAMES[key] ?? key} ${value(key, before[key])} → ${value(key, after[key])}`).join(', ');
}

export function auditLine(entry: AuditLineEntry): string {
  const before = record(entry.before);
  const after = record(entry.after);
  const who = entry.targetEmail ?? entry.target ?? 'an account';
  switch (entry.action) {
    case 'payment.refund': {
      const reference = typeof before.stripePaymentIntentId === 'string' ? `, payment ${shownPaymentReference(before.stripePaymentIntentId)}` : '';
      const withdrawn = typeof after.usesWithdrawn === 'number' ? `; ${uses(after.usesWithdrawn)} withdrawn` : '';
      return `Refunded ${money(before.amount)} to ${entry.targetEmail ?? 'the customer'} (${tool(before.toolName)}${reference})${withdrawn}`;
    }
    case 'user.credit':
      return `Granted ${uses(after.usesGranted)} of ${tool(after.toolName)} to ${who}${typeof after.reason === 'string' ? ` — reason: ${after.reason}` : ' — no reason given'}`;
    case 'user.activate':
      return `Activated the account of ${who}`;
    case 'user.deactivate':
      return `Deactivated the account of ${who}`;
    case 'user.reset-data':
      return `Reset the usage and run history of ${who} (${String(after.deletedRecords ?? 0)} records)`;
    case 'test-data.reset': {
      const accounts = Array.isArray(before.accounts) ? before.accounts.length : 0;
      return `Reset the test data under @${entry.target ?? '—'}: ${accounts} ${accounts === 1 ? 'account' : 'accounts'}, ${String(after.deletedRecords ?? 0)} records`;
    }
    case 'tool.update':
      return `Changed ${tool(entry.target)}: ${changes(before, after)}`;
    case 'config.update':
      return `Changed the site settings: ${changes(before, after)}`;
    default:
      return `${entry.action} on ${who}: ${changes(before, after)}`;
  }
}
