// ops/s through the real driver at 1k and 100k documents: insert, update, and the two reads an index must keep flat —
// an indexed equality lookup and an indexed range query (10 documents per answer at both sizes).
// Pass condition (issue 13): for each read, the rate at 1k is under 1.5x the rate at 100k.
// --quick (npm run bench:quick, in npm test): every operation at 1k and 5k documents, a few times, judging no figure.
import { cpus } from 'node:os';
import { MongoClient } from 'mongodb';
import { startMongoLite } from '../src/server';

const QUICK = process.argv.includes('--quick') || process.env.BENCH_QUICK === '1';
const SIZES = QUICK ? [1_000, 5_000] : [1_000, 100_000];
const OPS = QUICK ? 100 : 3_000;
const ROUNDS = QUICK ? 1 : 3;
const LIMIT = 1.5;

/** The best of a few rounds, so a neighbour's burst on a shared machine does not decide the figure. */
async function timed(run: (i: number) => Promise<unknown>): Promise<number> {
  let best = 0;
  for (let round = 0; round < ROUNDS; round++) {
    const start = process.hrtime.bigint();
    for (let i = 0; i < OPS; i++) await run(i + round * OPS);
    best = Math.max(best, OPS / (Number(process.hrtime.bigint() - start) / 1e9));
  }
  return best;
}

async function main(): Promise<void> {
  const server = await startMongoLite({ port: 0 });
  const client = await new MongoClient(server.uri).connect();
  const rows: Record<string, number>[] = [];
  for (const size of SIZES) {
    const coll = client.db('bench').collection(`users_${size}`);
    await coll.createIndex({ email: 1 }, { unique: true });
    await coll.createIndex({ score: 1 });
    for (let i = 0; i < size; i += 1000) {
      const batch = Array.from({ length: Math.min(1000, size - i) }, (_, j) => ({ email: `u${i + j}@x.io`, score: i + j, credits: 5, name: `User ${i + j}` }));
      await coll.insertMany(batch);
    }
    const spread = (i: number) => (i * 7919) % (size - 10);
    rows.push({
      documents: size,
      insert: await timed((i) => coll.insertOne({ email: `new${i}@x.io`, credits: 5 })),
      'indexed lookup': await timed((i) => coll.findOne({ email: `u${spread(i)}@x.io` })),
      'indexed range': await timed((i) => coll.find({ score: { $gte: spread(i), $lt: spread(i) + 10 } }).toArray()),
      update: await timed((i) => coll.updateOne({ email: `u${spread(i)}@x.io` }, { $inc: { credits: 1 } })),
    });
  }
  await client.close();
  await server.stop();

  console.log(`mongo-lite (in memory)${QUICK ? ' (quick)' : ''}, sequential ops/s through the mongodb driver, best of ${ROUNDS} × ${OPS} — ${cpus()[0]?.model} × ${cpus().length}, Node ${process.version}`);
  console.table(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]))));
  if (QUICK) return console.log('quick: every operation ran at both sizes; too few to judge the 1.5x limit');
  let ok = true;
  for (const read of ['indexed lookup', 'indexed range']) {
    const ratio = rows[0][read] / rows[1][read];
    const pass = ratio < LIMIT;
    ok &&= pass;
    console.log(`${read}: 1k is ${ratio.toFixed(2)}x the rate at 100k (limit ${LIMIT}x) → ${pass ? 'PASS' : 'FAIL'}`);
  }
  if (!ok) process.exitCode = 1;
}

main().catch((error: Error) => {
  console.error(`mongo-lite bench could not run: ${error.stack ?? error.message}`);
  process.exit(1); // whatever it left open (a server, a pool) must not keep a failed bench running
});
