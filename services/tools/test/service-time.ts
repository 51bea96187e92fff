// Loaded into the tools process (measured-service.ts): how long the service's own work held up its event loop and
// its health answers, measured inside that process. On a shared machine a process also waits for a core, and its
// threads wait for each other's turn on one; that time is the machine's, not the service's. So the figures count the
// CPU time of the service's main thread, as the kernel keeps it (/proc/self/task/<pid>/schedstat, first field): an
// engine run on the event loop shows in full, a busy machine does not.
import { subscribe } from 'node:diagnostics_channel';
import { readFileSync } from 'node:fs';
import type { IncomingMessage, ServerResponse } from 'node:http';

export interface ServiceTime {
  /** The event loop's longest delay in the service's own time: the main thread's CPU time between two turns of a 10 ms timer. */
  loopDelayMaxMs: number;
  /** The same delay by the wall clock, the machine's share included (for the test's output). */
  loopDelayWallMaxMs: number;
  /** Each /healthz answer: the main thread's CPU time from reading the request to writing the answer. */
  healthAnswersMs: number[];
}

/** What the test asks over the process's IPC channel (`{ serviceTime: ask }`); the answer comes back the same way. */
export type ServiceTimeAsk = 'start' | 'read';

const TICK_MS = 10;
const SCHEDSTAT = `/proc/self/task/${process.pid}/schedstat`;

interface Moment {
  at: bigint;
  cpu: bigint;
}
const moment = (): Moment => ({ at: process.hrtime.bigint(), cpu: BigInt(readFileSync(SCHEDSTAT, 'utf8').split(' ')[0]) });
const ownMs = (from: Moment, to: Moment) => Number(to.cpu - from.cpu) / 1e6;
const wallMs = (from: Moment, to: Moment) => Number(to.at - from.at) / 1e6;

const nothingYet = (): ServiceTime => ({ loopDelayMaxMs: 0, loopDelayWallMaxMs: 0, healthAnswersMs: [] });
let measured = nothingYet();

let last = moment();
const tick = () => {
  const now = moment();
  measured.loopDelayMaxMs = Math.max(measured.loopDelayMaxMs, ownMs(last, now));
  measured.loopDelayWallMaxMs = Math.max(measured.loopDelayWallMaxMs, wallMs(last, now) - TICK_MS);
  last = now;
  setTimeout(tick, TICK_MS).unref();
};
setTimeout(tick, TICK_MS).unref();

const healthStarted = new WeakMap<ServerResponse, Moment>();
subscribe('http.server.request.start', (message) => {
  const { request, response } = message as { request: IncomingMessage; response: ServerResponse };
  if (request.url === '/healthz') healthStarted.set(response, moment());
});
subscribe('http.server.response.finish', (message) => {
  const started = healthStarted.get((message as { response: ServerResponse }).response);
  if (started) measured.healthAnswersMs.push(ownMs(started, moment()));
});

// Start measuring afresh, or send what was measured since.
process.on('message', (message: { serviceTime?: ServiceTimeAsk }) => {
  if (message?.serviceTime === 'start') {
    measured = nothingYet();
    last = moment();
    process.send?.({ serviceTime: 'start', answer: true });
  } else if (message?.serviceTime === 'read') {
    process.send?.({ serviceTime: 'read', answer: measured });
  }
});
process.channel?.unref();
