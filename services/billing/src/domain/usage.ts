// Uses per user and tool: what the user sees (spec part 1 §3 'Usage', part 2 §3 'Usage limit record'), and the
// reserve → commit | refund | expire cycle every tool run goes through.
import { randomUUID } from 'node:crypto';
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
import { BILLING_MESSAGES, usageLimitMessage, type ToolKey, type ToolUsage, type UsageLimitResponse } from '@careerkit/contracts/billing';
import { AppError, notFound } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import type { z } from 'zod';
import type { ToolRecord } from '../data/catalog';
import type { LimitsRecord, ReservationRecord, Settlement, UsageRepository } from '../data/usage';
import type { Catalog } from './catalog';

type UsageView = z.infer<typeof ToolUsage>;

/** A settlement whose effect is still unwritten this long after it was decided is finished by the sweep. */
const UNAPPLIED_GRACE_MS = 60_000;
const SWEEP_BATCH = 500;

/**
 * What the user sees. Free and paid uses count together, so `limit - used` is exactly the runs left (paid ones go
 * first). hasPayment: the user has bought this tool; source follows it ('paid' or 'free_preview').
 */
export function toUsageView(tool: ToolRecord, limits: LimitsRecord | null): UsageView {
  // An operator may lower the free limit below what was used: those uses are simply all used.
  const freeUsed = Math.min(limits?.freeUsed ?? 0, tool.freeLimit);
  const paidGranted = limits?.paidGranted ?? 0;
  const hasPayment = paidGranted > 0;
  return {
    used: freeUsed + (limits?.paidUsed ?? 0),
    limit: tool.freeLimit + paidGranted,
    hasPayment,
    source: hasPayment ? 'paid' : 'free_preview',
  };
}

export const remainingOf = (usage: UsageView) => (typeof usage.limit === 'number' ? Math.max(0, usage.limit - usage.used) : Number.MAX_SAFE_INTEGER);
/** Paid uses left: a purchase is not offered while any remain. */
export const paidUsesLeft = (limits: LimitsRecord | null) => Math.max(0, (limits?.paidGranted ?? 0) - (limits?.paidUsed ?? 0));

export interface UsageDeps {
  repo: UsageRepository;
  catalog: Catalog;
  logger: Logger;
  reservationTtlMs: number;
  /** Whether the account has been deleted, asked once a reserve's writes have landed (service-kit's deleted-users). */
  deleted: Pick<DeletedUsers, 'refuseIfDeleted'>;
  /** The time reservations are judged by (a test holds it still to watch expiry without waiting). */
  clock?: () => Date;
}

export function usage({ repo, catalog, logger, reservationTtlMs, deleted, clock = () => new Date() }: UsageDeps) {
  /** Writes a settlement's effect on the user's uses (idempotent: it is conditional on the hold). */
  async function apply(reservation: ReservationRecord): Promise<void> {
    await repo.releaseHold(reservation.userId, reservation.toolName, reservation._id, reservation.state !== 'committed');
    await repo.markApplied(reservation._id);
  }

  /** Settles the reservation if this call is the one that moves it out of 'open'. */
  async function settle(reservationId: string, settlement: Settlement, now: Date): Promise<boolean> {
    const claimed = await repo.settleReservation(reservationId, settlement, now);
    if (!claimed) return false;
    await apply(claimed);
    return true;
  }

  /** Expires the holds past their time on this document (reads do it too, not only the sweep); true if any was. */
  async function expireOverdue(limits: LimitsRecord | null, now: Date): Promise<boolean> {
    const overdue = (limits?.holds ?? []).filter((hold) => new Date(hold.expiresAt) <= now);
    for (const hold of overdue) await settle(hold.id, 'expired', now);
    return overdue.length > 0;
  }

  /** The user's document for the tool, with overdue holds already returned. */
  async function current(userId: string, toolName: string, now: Date): Promise<LimitsRecord | null> {
    const limits = await repo.find(userId, toolName);
    return (await expireOverdue(limits, now)) ? repo.find(userId, toolName) : limits;
  }

  async function settleOrExplain(reservationId: string, settlement: 'committed' | 'refunded') {
    const now = clock();
    if (await settle(reservationId, settlement, now)) return { reservationId, state: settlement };
    const reservation = await repo.findReservation(reservationId);
    if (!reservation) throw notFound(BILLING_MESSAGES.reservationNotFound);
    if (reservation.state === 'open') {
      // Too late to commit: it is past its time, so it expires now (as the sweep would) and the use goes back.
      await settle(reservationId, 'expired', now);
      return explain(reservationId, settlement);
    }
    return explain(reservationId, settlement, reservation);
  }

  /** A repeat of the same settlement is answered as the first was; a different one is a conflict. */
  async function explain(reservationId: string, wanted: Settlement, known?: ReservationRecord) {
    const reservation = known ?? (await repo.findReservation(reservationId));
    const state = reservation?.state ?? 'open';
    // A refund asks for the use back; an expiry already gave it back.
    if (state === wanted || (wanted === 'refunded' && state === 'expired')) return { reservationId, state };
    throw new AppError(409, 'reservation_settled', BILLING_MESSAGES.reservationSettled, undefined, { state });
  }

  return {
    async forTool(userId: string, toolName: string): Promise<UsageView> {
      const tool = await catalog.get(toolName);
      return toUsageView(tool, await current(userId, toolName, clock()));
    },

    /** Every tool in one call (GET /api/usage). */
    async forAllTools(userId: string): Promise<Record<string, UsageView>> {
      const now = clock();
      const [tools, records] = await Promise.all([catalog.records(), repo.findAll(userId)]);
      const byTool = new Map(records.map((r) => [r.toolName, r]));
      let changed = false;
      for (const record of records) changed = (await expireOverdue(record, now)) || changed;
      if (changed) for (const record of await repo.findAll(userId)) byTool.set(record.toolName, record);
      return Object.fromEntries(tools.map((tool) => [tool._id, toUsageView(tool, byTool.get(tool._id) ?? null)]));
    },

    /** The salary pages' view: runs left and whether the user has bought the tool. */
    async limitFor(userId: string, toolName: string): Promise<z.infer<typeof UsageLimitResponse>> {
      const view = await this.forTool(userId, toolName);
      return { remainingUses: remainingOf(view), type: view.source };
    },

    /** Takes one use for a run: paid first, else free (the run is then a preview); 402 with the tool's message when none is left. */
    async reserve(userId: string, toolName: ToolKey) {
      const tool = await catalog.active(toolName);
      const now = clock();
      const reservationId = randomUUID();
      const expiresAt = new Date(now.getTime() + reservationTtlMs);
      const take = () => repo.takeUse(userId, toolName, tool.freeLimit, { id: reservationId, expiresAt });
      // The reservation exists before the use is taken, so a crash between the two leaves something the sweep finds.
      await repo.openReservation({ id: reservationId, userId, toolName, expiresAt });
      let taken = await take();
      if (!taken) {
        // The user's first run of the tool, or uses still held by runs past their time: set that right, try once more.
        await expireOverdue(await repo.ensure(userId, toolName), now);
        taken = await take();
      }
      // A reserve that passed tools' or salary's account check before the account was deleted, landing after billing
      // removed its counters: they go again with the reservation, and the run is refused as the account's token is.
      await deleted.refuseIfDeleted(userId);
      if (!taken) {
        await repo.dropReservation(reservationId);
        const view = toUsageView(tool, await repo.find(userId, toolName));
        const usageInfo = { used: view.used, limit: view.limit as number };
        throw new AppError(402, 'payment_required', usageLimitMessage(toolName, { ...usageInfo, hasPayment: view.hasPayment }), undefined, { usageInfo });
      }
      const hold = taken.holds.find((h) => h.id === reservationId)!;
      return { reservationId, isPreview: hold.kind === 'free', expiresAt: expiresAt.toISOString(), usage: toUsageView(tool, taken) };
    },

    /** The run succeeded: the use stays spent. Repeating it is harmless; after a refund or expiry it is a conflict. */
    commit: (reservationId: string) => settleOrExplain(reservationId, 'committed'),
    /** The run failed: the use goes back. Repeating it (or refunding an expired one) is harmless. */
    refund: (reservationId: string) => settleOrExplain(reservationId, 'refunded'),

    /** Returns the uses of runs that never settled, and finishes settlements a crash interrupted. */
    async sweep(now = clock()): Promise<{ expired: number; finished: number }> {
      let expired = 0;
      for (const reservation of await repo.overdueReservations(now, SWEEP_BATCH)) if (await settle(reservation._id, 'expired', now)) expired++;
      const unapplied = await repo.unappliedSettlements(new Date(now.getTime() - UNAPPLIED_GRACE_MS), SWEEP_BATCH);
      for (const reservation of unapplied) await apply(reservation);
      if (expired || unapplied.length) logger.info({ expired, finished: unapplied.length }, 'reservations swept');
      return { expired, finished: unapplied.length };
    },
  };
}
export type Usage = ReturnType<typeof usage>;
