// Local-engine throughput: runs per second and p95 latency for each tool on a two-page résumé.
// Run: npm run bench -w @careerkit/ai   (target: p95 ≤ 50 ms per run)
import { TWO_PAGE_RUNS as tools } from './quality/engine-time';

const RUNS = Number(process.env.BENCH_RUNS ?? 200);

async function main(): Promise<void> {
  console.log(`local engine, the two-page résumé, ${RUNS} runs per tool after 20 warm-up runs (Node ${process.version})`);
  console.log('tool            runs/s    p50 ms    p95 ms    max ms');
  let worst = 0;
  for (const [name, run] of tools) {
    for (let i = 0; i < 20; i++) await run();
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
  console.log(`worst p95: ${worst.toFixed(2)} ms (target ≤ 50 ms) — ${worst <= 50 ? 'OK' : 'OVER TARGET'}`);
  if (worst > 50) process.exitCode = 1;
}

void main();
