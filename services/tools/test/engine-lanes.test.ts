// Fair use of the engine's workers, without timing: runs are promises the test settles itself, and the wait limit runs on
// jest's faked clock.
import { AiEngineError } from '@careerkit/ai/port';
import { engineLanes } from '../src/domain/engine-lanes';

function held() {
  let release!: () => void;
  const done = new Promise<string>((resolve) => (release = () => resolve('done')));
  return { started: false, done, release };
}

it("holds a user's run past their share until one of theirs ends, while another user's run starts at once", async () => {
  const lanes = engineLanes({ perUser: 1, waitLimitMs: 60_000 });
  const first = held();
  const second = held();
  const other = held();
  const run = (work: ReturnType<typeof held>) => () => ((work.started = true), work.done);

  const a1 = lanes.run('a', run(first));
  const a2 = lanes.run('a', run(second));
  const b1 = lanes.run('b', run(other));
  await Promise.resolve();
  expect([first.started, second.started, other.started]).toEqual([true, false, true]);

  first.release();
  await a1;
  await new Promise((resolve) => setImmediate(resolve));
  expect(second.started).toBe(true);
  second.release();
  other.release();
  await expect(Promise.all([a2, b1])).resolves.toEqual(['done', 'done']);
});

it('fails a run that waited past the limit as a timeout (its use is refunded by the caller), and it never starts', async () => {
  jest.useFakeTimers();
  try {
    const lanes = engineLanes({ perUser: 1, waitLimitMs: 5_000 });
    const first = held();
    let secondStarted = false;
    const a1 = lanes.run('a', () => first.done);
    const a2 = lanes.run('a', async () => {
      secondStarted = true;
      return 'late';
    });
    const outcome = a2.catch((error: unknown) => error);
    jest.advanceTimersByTime(5_001);
    const error = await outcome;
    expect(error).toBeInstanceOf(AiEngineError);
    expect((error as AiEngineError).failure).toBe('timeout');
    first.release();
    await a1;
    expect(secondStarted).toBe(false);
  } finally {
    jest.useRealTimers();
  }
});
