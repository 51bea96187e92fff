// The local engine in its worker pool: the same answers as in the process, and a run past its time box stopped as a
// timeout (which the services refund).
import { NegotiateRequest } from '@careerkit/contracts/salary';
import { createPooledLocalEngine, type PooledEngine } from '../src/engine-pool';
import { createLocalGrounding } from '../src/openai/grounding';
import { AiEngineError } from '../src/port';
import { engine, fixture, NOW } from './fixtures';

const pools: PooledEngine[] = [];
const pool = (options: Parameters<typeof createPooledLocalEngine>[0]) => {
  const created = createPooledLocalEngine({ now: () => NOW, threads: 1, ...options });
  pools.push(created);
  return created;
};
afterAll(() => Promise.all(pools.map((p) => p.close())));

describe('the local engine pool', () => {
  it('answers as the engine in this process does, with the caller’s clock', async () => {
    const pooled = pool({ runTimeoutMs: 60_000 });
    const local = engine();
    const resumeText = fixture('strong-resume.txt');
    const jobDescription = fixture('backend-posting.txt');
    expect(await pooled.scanResume({ resumeText })).toEqual(await local.scanResume({ resumeText }));
    expect(await pooled.analyzeResume({ resumeText, jobDescription })).toEqual(await local.analyzeResume({ resumeText, jobDescription }));
    const ghost = { analysisMethod: 'description', jobDescription, jobUrl: '', postingDate: '2025-01-15' } as const;
    expect(await pooled.detectGhostJob(ghost)).toEqual(await local.detectGhostJob(ghost));
  });

  it('gives the OpenAI adapter the same findings and numbers from its workers as this thread does', async () => {
    const pooled = pool({ runTimeoutMs: 60_000 }).grounding;
    const here = createLocalGrounding(() => NOW);
    const resumeText = fixture('strong-resume.txt');
    const jobDescription = fixture('backend-posting.txt');
    expect(await pooled.analysis({ resumeText, jobDescription })).toEqual(await here.analysis({ resumeText, jobDescription }));
    const ghost = { analysisMethod: 'description', jobDescription, jobUrl: '', postingDate: '2025-01-15' } as const;
    expect(await pooled.ghost(ghost)).toEqual(await here.ghost(ghost));
  });

  it('stops a run past its time box and fails it as a timeout', async () => {
    const boxed = pool({ runTimeoutMs: 1 });
    // Fifty thousand characters with no break: seconds of work for the engine, far past a 1 ms box.
    const run = boxed.scanResume({ resumeText: 'a'.repeat(50_000) });
    await expect(run).rejects.toBeInstanceOf(AiEngineError);
    await expect(run).rejects.toMatchObject({ failure: 'timeout', message: "the local engine's scanResume took longer than 1 ms" });
  });

  it('does not count loading the engine against the first run’s box: a run handed over at start waits for the warm-up', async () => {
    // Loading the engine in a fresh worker takes seconds (TypeScript through tsx, then the language models); a small
    // scan takes milliseconds. Handed over the moment the pool exists, the scan must still answer within 2 s of its own.
    const cold = pool({ runTimeoutMs: 2_000 });
    await expect(cold.scanResume({ resumeText: 'Jane Doe\nSKILLS\nWriting, Excel' })).resolves.toMatchObject({ score: expect.any(Number) });
  });

  it('warms each worker on the tools it is given, every tool by default, and each warm-up run succeeds', async () => {
    // A warm-up run that fails leaves its worker cold (the first user's run pays the loading): ready() rejects then.
    await expect(pool({}).ready()).resolves.toBeUndefined();
    const negotiating = pool({ warmUp: ['negotiate'] });
    await expect(negotiating.ready()).resolves.toBeUndefined();
    await expect(negotiating.negotiate(NegotiateRequest.parse({ jobTitle: 'Data Analyst', currentOffer: { baseSalary: 70000 }, targetSalary: 80000, marketData: { p25: 65000, p50: 75000, p75: 85000 } }))).resolves.toMatchObject({ emailScript: expect.any(String) });
  });

  it('boxes each run in 20 s unless told otherwise', () => {
    expect(pool({}).runTimeoutMs).toBe(20_000);
    expect(pool({ runTimeoutMs: 5_000 }).runTimeoutMs).toBe(5_000);
  });
});
