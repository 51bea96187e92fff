// The audit log as the operator reads it (issue 26): who changed what, on which record, before → after, and when;
// newest first, a page at a time, filtered by action, actor, target and time.
import { z } from 'zod';
import { AUDIT_ACTIONS } from './audit-actions';
import { isoDate } from './fields';

export { AUDIT_ACTIONS };

const optionalFilter = (label: string) => z.string({ error: `${label} must be text` }).trim().max(200, `${label} must be at most 200 characters`).optional();
const optionalTime = (label: string) =>
  z
    .string({ error: `${label} must be a date` })
    .refine((value) => !Number.isNaN(Date.parse(value)), `${label} must be a date`)
    .optional();

export const AuditLogQuery = z
  .object({
    action: z.enum(AUDIT_ACTIONS, { error: 'Unknown action' }).optional(),
    /** Part of the operator's email, or their full id. */
    actor: optionalFilter('Actor'),
    /** The record changed: a user id, a payment id, a tool name… (exact), or the customer's e-mail (any case). */
    target: optionalFilter('Target'),
    from: optionalTime('From'),
    to: optionalTime('To'),
    page: z.coerce.number({ error: 'Page must be a number' }).int('Page must be a whole number').min(1, 'Page must be at least 1').max(10_000).default(1),
    pageSize: z.coerce.number({ error: 'Page size must be a number' }).int().min(1).max(100, 'Page size must be at most 100').default(25),
  })
  .refine((q) => !q.from || !q.to || Date.parse(q.from) <= Date.parse(q.to), { message: 'From must be before To', path: ['from'] });

export const AuditEntry = z.object({
  id: z.string(),
  actorId: z.string(),
  actorEmail: z.string(),
  action: z.string(),
  target: z.string().nullable(),
  /** The customer the action was about, and their e-mail when it was made (older entries have neither). */
  targetUserId: z.string().nullable().optional(),
  targetEmail: z.string().nullable().optional(),
  before: z.unknown(),
  after: z.unknown(),
  at: isoDate,
});
export const AuditLogResponse = z.object({
  entries: z.array(AuditEntry),
  total: z.number().int(),
  page: z.number().int(),
  pageSize: z.number().int(),
});
