// A tool run: reserve one use in billing → run the AI → cut the preview (free uses) → commit the use → answer. A result
// is only delivered once its use is committed (a delivered result is a charged result); when the run fails, or the
// commit cannot be made, the use is refunded once and the user gets the tool's message. Every run is recorded.
// A finished run that delivered nothing (a cover letter's "what to add" instead of a letter) gives its use back too.
// A run whose account is deleted while it works leaves no record and is answered to no one (service-kit's deleted-users).
import { AiEngineError, type AiEngine } from '@careerkit/ai/port';
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
import { AppError } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import { SPEC_CATALOG } from '@careerkit/contracts/catalog';
import { RUN_FAILED_MESSAGES, type AiToolKey } from '@careerkit/contracts/tools';
import type { z } from 'zod';
import type { Reservation, UseMeter } from '../data/billing';
import type { ToolRunRepository } from '../data/tool-runs';
import { NO_LANES, type EngineLanes } from './engine-lanes';
import { upgradeMessage } from './messages';
import type { ToolDefinition } from './tools';

export interface ToolRunDeps {
  meter: UseMeter;
  ai: AiEngine;
  /** Each user's share of the engine's workers (none for an engine that waits on the network). */
  lanes?: EngineLanes;
  runs: ToolRunRepository;
  /** Whether the run's account has been deleted, asked once its record has landed and again before it is answered. */
  deleted: Pick<DeletedUsers, 'refuseIfDeleted'>;
  logger: Logger;
}

/** The engine's failure as the user sees it: 504 when the provider timed out, 502 otherwise, with the tool's message. */
function runFailed(tool: AiToolKey, error: unknown): AppError {
  const status = error instanceof AiEngineError && error.failure === 'timeout' ? 504 : error instanceof AiEngineError ? 502 : 500;
  return new AppError(status, 'tool_run_failed', RUN_FAILED_MESSAGES[tool]);
}

const failureOf = (error: unknown) => (error instanceof AiEngineError ? error.failure : 'internal');

const accountGone = (error: unknown) => error instanceof AppError && error.status === 401;

export function toolRuns({ meter, ai, lanes = NO_LANES, runs, deleted, logger }: ToolRunDeps) {
  async function paidUses(tool: AiToolKey): Promise<number> {
    try {
      return (await meter.paidLimit(tool)) ?? SPEC_CATALOG[tool].paidLimit;
    } catch (error) {
      logger.warn({ err: error, tool }, 'tool catalog unreadable: the upgrade message names the default paid uses');
      return SPEC_CATALOG[tool].paidLimit;
    }
  }

  /** Gives the use back, once per failed run; a failure here is logged: billing expires the reservation by itself. */
  async function refund(reservationId: string): Promise<void> {
    try {
      await meter.refund(reservationId);
    } catch (error) {
      logger.error({ err: error, reservationId }, 'could not refund the reservation; it expires by itself');
    }
  }

  /**
   * Commits the use before the result is sent. True when the use is spent. When billing refused (the reservation had
   * expired) or stayed unreachable through the retries, the use is refunded instead and the result is not delivered,
   * unless the refund finds the commit did land (its answer was lost): then the use is spent and the result is due.
   */
  async function charge(reservation: Reservation): Promise<boolean> {
    const { reservationId } = reservation;
    try {
      await meter.commit(reservationId, Date.parse(reservation.expiresAt));
      return true;
    } catch (error) {
      logger.error({ err: error, reservationId }, 'could not commit the use of a finished run; refunding it, the result is not delivered');
    }
    try {
      await meter.refund(reservationId);
      return false;
    } catch (error) {
      const landed = error instanceof AppError && error.status === 409 && error.extra?.state === 'committed';
      if (!landed) logger.error({ err: error, reservationId }, 'could not refund the reservation; it expires by itself');
      return landed;
    }
  }

  return {
    async run<Input extends object, Output extends object, Response extends z.ZodType>(
      tool: ToolDefinition<Input, Output, Response>,
      userId: string,
      input: Input,
    ): Promise<z.output<Response>> {
      // A 402 (no use left) comes back from billing with the tool's message and usageInfo, and is passed on as is.
      const reservation = await meter.reserve(userId, tool.key);
      const { reservationId, isPreview } = reservation;
      let runId: string | undefined;
      let result: z.output<Response>;
      let delivered = true;
      const failed = async (failure: string, error: unknown) => {
        if (runId) await runs.failed(runId, failure).catch((e: Error) => logger.error({ err: e, runId }, 'could not record the failed run'));
        // runId is the log reference the Runs view gives for our own errors.
        logger[error instanceof AiEngineError ? 'warn' : 'error']({ err: error, tool: tool.key, runId, reservationId, failure }, 'tool run failed; use refunded');
      };
      try {
        runId = await runs.started({ userId, toolName: tool.key, inputData: input, reservationId, isPreview, engine: ai.name });
        // The record has landed: if the account's removal came first, the record goes again and the run stops here.
        await deleted.refuseIfDeleted(userId);
        const full = await lanes.run(userId, () => tool.run(ai, input));
        delivered = tool.delivers?.(full) ?? true;
        const shown = isPreview
          ? { ...tool.preview(full), isPreview, ...(tool.upgradeMessage ? { upgradeMessage: upgradeMessage(tool.key, await paidUses(tool.key)) } : {}) }
          : { ...full, isPreview };
        // The contract's schema keeps only its own fields: nothing else the engine returned leaves the server.
        result = tool.response.parse(shown);
      } catch (error) {
        await refund(reservationId);
        if (accountGone(error)) throw error;
        await failed(failureOf(error), error);
        throw runFailed(tool.key, error);
      }
      if (!delivered) {
        await refund(reservationId);
      } else if (!(await charge(reservation))) {
        // Billing no longer knows the use when the account was deleted while the run worked (it went with the account).
        await deleted.refuseIfDeleted(userId);
        await failed('unsettled', new Error('the use could not be committed'));
        throw new AppError(503, 'tool_run_failed', RUN_FAILED_MESSAGES[tool.key]);
      }
      await runs.completed(runId, result as object).catch((e: Error) => logger.error({ err: e, runId }, 'could not record the completed run'));
      // Deleted while it worked, though the commit landed first: the result is sent to no one.
      await deleted.refuseIfDeleted(userId);
      return result;
    },
  };
}
export type ToolRuns = ReturnType<typeof toolRuns>;
