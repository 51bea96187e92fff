// The two salary tools as runs: reserve a use in billing → work → commit (or refund when the run gives nothing) →
// record it in the user's history → answer, cut to a preview when the use was a free one. An answer is only sent once
// its use is committed (a delivered result is a charged result); a failed run is refunded once. A run whose account is
// deleted while it works leaves no history and is answered to no one (service-kit's deleted-users).
import { randomUUID } from 'node:crypto';
import type { AiEngine, NegotiationInput } from '@careerkit/ai/port';
import { AiEngineError } from '@careerkit/ai/port';
import type { ToolKey } from '@careerkit/contracts/billing';
import { SALARY_MESSAGES, type BenchmarkRequest, type BenchmarkResponse, type NegotiateRouteResponse } from '@careerkit/contracts/salary';
import { STATUS_MESSAGES } from '@careerkit/contracts/messages';
import type { DeletedUsers } from '@careerkit/service-kit/deleted-users';
import { AppError } from '@careerkit/service-kit/errors';
import type { Logger } from '@careerkit/service-kit/logger';
import type { z } from 'zod';
import type { BillingUsage, UseReservation } from '../data/billing';
import type { NewRun, RunRepository } from '../data/runs';
import type { Benchmarker } from './benchmark';
import { benchmarkAnswer, negotiationAnswer } from './previews';

export interface SalaryRunsDeps {
  usage: BillingUsage;
  runs: RunRepository;
  /** Whether the run's account has been deleted, asked once its record has landed. */
  deleted: Pick<DeletedUsers, 'refuseIfDeleted'>;
  benchmarker: Benchmarker;
  ai: AiEngine;
  logger: Logger;
}

/**
 * Why a run failed, in the classes tools records (the Runs view words them, libs/contracts/run-failures): the AI port's
 * kind, also when the page's message wraps it (an AI outage read 'internal' for salary and 'upstream' for the tools);
 * else our own error.
 */
function failureOf(error: unknown): string {
  const cause = error instanceof AppError ? (error as { cause?: unknown }).cause : error;
  return cause instanceof AiEngineError ? cause.failure : 'internal';
}

/** no_match: nothing was delivered (the title named no occupation), so the use is refunded. */
type Outcome<T> = { answer: T; status: 'completed' | 'no_match' };

const accountGone = (error: unknown) => error instanceof AppError && error.status === 401;

export function salaryRuns({ usage, runs, deleted, benchmarker, ai, logger }: SalaryRunsDeps) {
  /**
   * History is kept for the user; a failure to write it is logged, never turned into a failed run. A run recorded
   * after its account's removal is removed again and answered 401, whatever its outcome: a run ends by being recorded,
   * so this check comes after everything it wrote.
   */
  async function remember(run: NewRun) {
    try {
      await runs.record(run);
      await deleted.refuseIfDeleted(run.userId);
    } catch (error) {
      if (accountGone(error)) throw error;
      logger.error({ err: error, toolName: run.toolName, reservationId: run.reservationId }, 'run history not recorded');
    }
  }

  async function refund(reservationId: string): Promise<void> {
    await usage.refund(reservationId).catch((error: Error) => logger.error({ err: error, reservationId }, 'could not refund the reservation; it expires by itself'));
  }

  /**
   * Commits the use before the answer is sent; true when the use is spent. When billing refused (the reservation had
   * expired) or stayed unreachable through the retries, the use is refunded instead and nothing is delivered, unless
   * the refund finds the commit did land (its answer was lost).
   */
  async function charge(use: UseReservation): Promise<boolean> {
    try {
      await usage.commit(use.reservationId, use.expiresAt);
      return true;
    } catch (error) {
      logger.error({ err: error, reservationId: use.reservationId }, 'could not commit the use of a finished run; refunding it, nothing is delivered');
    }
    try {
      await usage.refund(use.reservationId);
      return false;
    } catch (error) {
      const landed = error instanceof AppError && error.status === 409 && error.extra?.state === 'committed';
      if (!landed) logger.error({ err: error, reservationId: use.reservationId }, 'could not refund the reservation; it expires by itself');
      return landed;
    }
  }

  async function run<T>(userId: string, toolName: ToolKey & NewRun['toolName'], inputData: unknown, work: (use: UseReservation) => Promise<Outcome<T>>, engine?: string): Promise<T> {
    const use = await usage.reserve(userId, toolName);
    // The run's id is known before it ends, so a failure's log line carries it (the Runs view's log reference).
    const runId = randomUUID();
    const record = { _id: runId, userId, toolName, reservationId: use.reservationId, isPreview: use.isPreview, inputData, engine: engine ?? null };
    let outcome: Outcome<T>;
    try {
      outcome = await work(use);
    } catch (error) {
      await refund(use.reservationId);
      const failure = failureOf(error);
      logger[failure === 'internal' ? 'error' : 'warn']({ err: error, toolName, runId, reservationId: use.reservationId, failure }, 'salary run failed; use refunded');
      await remember({ ...record, status: 'failed', failure, error: (error as Error).message });
      throw error;
    }
    if (outcome.status === 'no_match') {
      // Nothing was delivered, so nothing is spent.
      await refund(use.reservationId);
      await remember({ ...record, status: 'no_match', outputData: outcome.answer });
      return outcome.answer;
    }
    if (!(await charge(use))) {
      logger.error({ toolName, runId, reservationId: use.reservationId, failure: 'unsettled' }, 'salary run not delivered: the use could not be committed');
      await remember({ ...record, status: 'failed', failure: 'unsettled', error: 'the use could not be committed' });
      throw new AppError(503, 'unavailable', STATUS_MESSAGES[503]);
    }
    await remember({ ...record, status: 'completed', outputData: outcome.answer });
    return outcome.answer;
  }

  return {
    /** POST /api/salary/benchmark: the figures, or suggestions when the title names no occupation (no use spent). */
    benchmark(userId: string, input: z.output<typeof BenchmarkRequest>): Promise<z.output<typeof BenchmarkResponse>> {
      return run<z.output<typeof BenchmarkResponse>>(userId, 'salary-benchmark', input, async ({ isPreview }) => {
        const outcome = benchmarker.benchmark(input);
        if ('suggestions' in outcome) {
          return { status: 'no_match', answer: { suggestions: outcome.suggestions, message: SALARY_MESSAGES.jobTitleNotFound } };
        }
        return { status: 'completed', answer: benchmarkAnswer(outcome.benchmark, isPreview) };
      });
    },

    /** POST /api/salary/negotiate: the strategy from the AI engine (market data is checked by the request schema). */
    negotiate(userId: string, input: NegotiationInput): Promise<z.output<typeof NegotiateRouteResponse>> {
      return run(
        userId,
        'salary-negotiation',
        input,
        async ({ isPreview }) => {
          let strategy;
          try {
            strategy = await ai.negotiate(input);
          } catch (error) {
            if (!(error instanceof AiEngineError)) throw error;
            throw Object.assign(new AppError(error.failure === 'timeout' ? 504 : 502, 'ai_unavailable', SALARY_MESSAGES.strategyUnavailable), { cause: error });
          }
          return { status: 'completed', answer: negotiationAnswer(strategy, isPreview) };
        },
        ai.name,
      );
    },
  };
}
export type SalaryRuns = ReturnType<typeof salaryRuns>;
