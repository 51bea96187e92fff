// The local engine off the service's event loop: each run goes to a pool of worker threads (piscina) sized to the
// cores, with a time box. The box counts from the moment the run is handed over (a wait for a free worker included),
// so a run's whole life is bounded; a run past it stops its worker and fails as a timeout, which the services refund.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
import type { LocalCapability, LocalEngineTask } from './local-engine-task';
import type { Grounding } from './openai/grounding';
import { AiEngineError, type AiEngine } from './port';

/** How long one run may take, queue included, unless the service's env says otherwise (ENGINE_RUN_TIMEOUT_MS). */
export const DEFAULT_ENGINE_RUN_TIMEOUT_MS = 20_000;

export interface EnginePoolOptions {
  /** Worker threads; by default one per core the process may use. */
  threads?: number;
  runTimeoutMs?: number;
  /** The clock for "present" in résumé dates and for posting age, read on the caller's side; tests pin it. */
  now?: () => Date;
  /** Heap cap of one worker: a run that needs more fails (its use refunded) instead of growing the service. */
  memoryMb?: number;
}

/** An engine whose runs happen in worker threads; close() ends them (the service's stop). */
export interface PooledEngine extends AiEngine {
  readonly threads: number;
  /** The time box each run gets, queue included: a run past it fails as a timeout. */
  readonly runTimeoutMs: number;
  /** The OpenAI adapter's local part, run in the same workers with the same time box. */
  readonly grounding: Grounding;
  /** Resolves once every worker has loaded the engine and answered a small run (a service awaits it before listening). */
  ready(): Promise<void>;
  close(): Promise<void>;
}

/** Source runs use the bootstrap beside this file; the images' bundle has the compiled worker of the same name beside it. */
const WORKER_FILE = join(__dirname, 'local-engine.worker.mjs');

const isAbort = (error: unknown) => (error as Error | undefined)?.name === 'AbortError';

export function createPooledLocalEngine(options: EnginePoolOptions = {}): PooledEngine {
  const threads = Math.max(1, options.threads ?? availableParallelism());
  const runTimeoutMs = options.runTimeoutMs ?? DEFAULT_ENGINE_RUN_TIMEOUT_MS;
  const now = options.now ?? (() => new Date());
  const pool = new Piscina<LocalEngineTask, unknown>({
    filename: WORKER_FILE,
    // Started up front and kept: a worker's first run pays for loading the engine and its vocabulary.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // Not niced: the workers already keep runs off the event loop, and on a shared machine a niced worker waits behind
    // every other process (a CI run at load 30 saw runs of 100 ms pass their 20 s box).
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? 384, maxYoungGenerationSizeMb: 48 },
  });

  function capability<Input, Output>(name: LocalCapability) {
    return async (input: Input): Promise<Output> => {
      try {
        return (await pool.run({ capability: name, input, now: now().getTime() }, { signal: AbortSignal.timeout(runTimeoutMs) })) as Output;
      } catch (error) {
        // piscina stops the worker of an aborted run and starts a fresh one: the CPU it was burning is freed.
        if (isAbort(error)) throw new AiEngineError('timeout', `the local engine's ${name} took longer than ${runTimeoutMs} ms`, { cause: error });
        throw error;
      }
    };
  }

  return {
    name: 'local',
    threads,
    runTimeoutMs,
    coverLetter: capability('coverLetter'),
    linkedin: capability('linkedin'),
    scanResume: capability('scanResume'),
    analyzeResume: capability('analyzeResume'),
    detectGhostJob: capability('detectGhostJob'),
    negotiate: capability('negotiate'),
    grounding: {
      coverLetter: capability('grounding.coverLetter'),
      linkedin: capability('grounding.linkedin'),
      scan: capability('grounding.scan'),
      analysis: capability('grounding.analysis'),
      ghost: capability('grounding.ghost'),
      negotiation: capability('grounding.negotiation'),
    },
    async ready() {
      // One small run per worker, at once: each lands on its own worker, so no user's first run pays for loading.
      const warmUp = { capability: 'scanResume' as const, input: { resumeText: 'Jane Doe\nSKILLS\nWriting' }, now: now().getTime() };
      await Promise.all(Array.from({ length: threads }, () => pool.run(warmUp)));
    },
    close: () => pool.destroy(),
  };
}
