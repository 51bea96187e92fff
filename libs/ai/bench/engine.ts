// Local-engine throughput: runs per second and p95 latency for each tool on a two-page résumé.
// Run: npm run bench -w @careerkit/ai   (target: p95 ≤ 50 ms per run)
// --quick (npm run bench:quick, in npm test): a few runs per tool, to prove every tool still runs; it judges no figure.
import { TWO_PAGE_RUNS as tools } from './quality/engine-time';
import { QUICK } from './quality/section';

const RUNS = Number(process.env.BENCH_RUNS ?? (QUICK ? 5 : 200));
const WARM_UP_RUNS = QUICK ? 1 : 20;

async function main(): Promise<void> {
  console.log(`local engine${QUICK ? ' (quick)' : ''}, the two-page résumé, ${RUNS} runs per tool after ${WARM_UP_RUNS} warm-up runs (Node ${process.version})`);
  console.log('tool            runs/s    p50 ms    p95 ms    max ms');
  let worst = 0;
  for (const [name, run] of tools) {
    for (let i = 0; i < WARM_UP_RUNS; i++) await run();
    const times: number[] = [];
    const started = performance.now();
    for (let i = 0; i < RUNS; i++) {
      const t = performance.now();
      await run();
      times.push(performance.now() - t);
    }
    const total = performance.now() - started;
    times.sort((a, b) => a - b);
    const at = (q: number) => times[Math.min(times.length - 1, Math.ceil(q * times.length) - 1)];
    worst = Math.max(worst, at(0.95));
    console.log(`${name.padEnd(14)} ${((RUNS / total) * 1000).toFixed(0).padStart(7)} ${at(0.5).toFixed(2).padStart(9)} ${at(0.95).toFixed(2).padStart(9)} ${times[times.length - 1].toFixed(2).padStart(9)}`);
  }
  if (QUICK) return console.log(`worst p95: ${worst.toFixed(2)} ms (quick: too few runs to judge the 50 ms target)`);
  console.log(`worst p95: ${worst.toFixed(2)} ms (target ≤ 50 ms) — ${worst <= 50 ? 'OK' : 'OVER TARGET'}`);
  if (worst > 50) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`engine bench could not run: ${error.stack ?? error.message}`);
  process.exit(1); // whatever it left open (a server, a pool) must not keep a failed bench running
});
