// An audit entry written once per action, whichever path writes it (the operator's request, a later report, a retry):
// its id is made from the action's own key (a refund's payment, a credit's request id), so the log's unique _id lets
// one entry through and a second write of the same action is a no-op.
import { createHash } from 'node:crypto';
import type { AuditEntry, AuditLog } from '../data/audit-log';

/** The same key is the same id, in the shape of the log's other ids. */
const keyedId = (key: string) => createHash('sha256').update(key).digest('hex').slice(0, 32).replace(/^(.{8})(.{4})(.{4})(.{4})/, '$1-$2-$3-$4-');

/** true when this call wrote the entry, false when the action was recorded before. */
export async function recordOnce(audit: AuditLog, key: string, entry: AuditEntry): Promise<boolean> {
  try {
    // record() saves the entry as given, so the keyed _id is the entry's id.
    await audit.record({ ...entry, _id: keyedId(key) } as AuditEntry);
    return true;
  } catch (error) {
    if ((error as { code?: number }).code === 11000) return false;
    throw error;
  }
}
