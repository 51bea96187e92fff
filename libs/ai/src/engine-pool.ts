// The local engine off the service's event loop: each run goes to a pool of worker threads (piscina) sized to the
// cores, with a time box. The box counts from the moment the run is handed over (a wait for a free worker included),
// so a run's whole life is bounded; a run past it stops its worker and fails as a timeout, which the services refund.
// Loading the engine in a worker is not a run: on a cold, busy machine it took 10-13 s (TypeScript loaded through tsx,
// then wink-nlp's and compromise's models on first use), so a run handed over before the workers are warm waits for
// the warm-up, in a box of its own, and only then starts its own box.
import { availableParallelism } from 'node:os';
import { join } from 'node:path';
import { Piscina } from 'piscina';
// (types only: importing the task module would load the whole engine into the service's own thread)
import type { LocalCapability, LocalEngineTask, WarmUpTool } from './local-engine-task';
import type { Grounding } from './openai/grounding';
import { AiEngineError, type AiEngine } from './port';

/** How long one run may take, queue included, unless the service's env says otherwise (ENGINE_RUN_TIMEOUT_MS). */
export const DEFAULT_ENGINE_RUN_TIMEOUT_MS = 20_000;
/** How long the workers may take to load the engine and warm up before runs go ahead without them being warm. */
export const WARM_UP_TIMEOUT_MS = 180_000;

export interface EnginePoolOptions {
  /** Worker threads; by default one per core the process may use. */
  threads?: number;
  runTimeoutMs?: number;
  /** The clock for "present" in résumé dates and for posting age, read on the caller's side; tests pin it. */
  now?: () => Date;
  /** Heap cap of one worker: a run that needs more fails (its use refunded) instead of growing the service. */
  memoryMb?: number;
  /** The tools each worker runs once before its first run (default: every tool); a service warms what it serves. */
  warmUp?: readonly WarmUpTool[];
}

/** An engine whose runs happen in worker threads; close() ends them (the service's stop). */
export interface PooledEngine extends AiEngine {
  readonly threads: number;
  /** The time box each run gets, queue included: a run past it fails as a timeout. */
  readonly runTimeoutMs: number;
  /** The OpenAI adapter's local part, run in the same workers with the same time box. */
  readonly grounding: Grounding;
  /** Resolves once every worker has loaded the engine and run each tool of its warm-up once; the first call starts the warm-up. */
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
    // Started up front and kept, and warmed once (ready()): loading the engine and its vocabulary is paid at start.
    minThreads: threads,
    maxThreads: threads,
    idleTimeout: Number.MAX_SAFE_INTEGER,
    // Not niced: the workers already keep runs off the event loop, and on a shared machine a niced worker waits behind
    // every other process (a CI run at load 30 saw runs of 100 ms pass their 20 s box).
    resourceLimits: { maxOldGenerationSizeMb: options.memoryMb ?? 384, maxYoungGenerationSizeMb: 48 },
  });

  // One warm-up task per worker, at once: the initial workers count as free from the start, so each takes one.
  let warm: Promise<void> | undefined;
  const ready = () =>
    (warm ??= Promise.all(Array.from({ length: threads }, () => pool.run({ capability: 'warmUp', input: options.warmUp, now: now().getTime() }, { signal: AbortSignal.timeout(WARM_UP_TIMEOUT_MS) }))).then(() => undefined));

  function capability<Input, Output>(name: LocalCapability) {
    return async (input: Input): Promise<Output> => {
      // A worker that could not warm up is replaced by piscina; the run goes ahead and meets its own box.
      await ready().catch(() => undefined);
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
    ready,
    close: () => pool.destroy(),
  };
}
