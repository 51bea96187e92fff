// Timing a page's delays (the spec's 0.5 s, 1 s) on jest's faked clock while the page talks to a real local server:
// Testing Library's waits advance a faked clock without letting real I/O through, so these waits are used instead.
import { act } from '@testing-library/react';

// jsdom's own setTimeout, kept before any test fakes the clock.
const realSetTimeout = globalThis.setTimeout;

/** Waits for `condition` with the clock faked: lets real I/O and what is due now run, never moves the clock. */
export async function untilOnFakedClock(condition: () => unknown): Promise<void> {
  while (!condition()) {
    await act(async () => {
      await new Promise((resolve) => realSetTimeout(resolve, 10));
      jest.advanceTimersByTime(0);
    });
  }
}

/** An answer the test lets go when it is ready (e.g. once the clock is faked, so a delay it starts is timed on it). */
export function heldAnswer<T>(answer: T): { answer: () => Promise<T>; release(): void } {
  let release!: () => void;
  const released = new Promise<void>((resolve) => (release = resolve));
  return {
    answer: async () => {
      await released;
      return answer;
    },
    release,
  };
}
