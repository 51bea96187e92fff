// ops/s for insert, indexed findOne and update at 1k and 100k documents, through the real driver.
// Pass condition of the foundation issue: indexed findOne at 100k within 3x of 1k.
import { MongoClient } from 'mongodb';
import { startMongoLite } from '../src/server';

const SIZES = [1_000, 100_000];
const OPS = 3_000;

async function timed(ops: number, run: (i: number) => Promise<unknown>): Promise<number> {
  const start = process.hrtime.bigint();
  for (let i = 0; i < ops; i++) await run(i);
  return ops / (Number(process.hrtime.bigint() - start) / 1e9);
}

async function main(): Promise<void> {
  const server = await startMongoLite({ port: 0 });
  const client = await new MongoClient(server.uri).connect();
  const rows: Record<string, number>[] = [];
  for (const size of SIZES) {
    const coll = client.db('bench').collection(`users_${size}`);
    await coll.createIndex({ email: 1 }, { unique: true });
    for (let i = 0; i < size; i += 1000) {
      await coll.insertMany(Array.from({ length: Math.min(1000, size - i) }, (_, j) => ({ email: `u${i + j}@x.io`, credits: 5, name: `User ${i + j}` })));
    }
    const pick = (i: number) => `u${(i * 7919) % size}@x.io`;
    rows.push({
      documents: size,
      insert: await timed(OPS, (i) => coll.insertOne({ email: `new${i}@x.io`, credits: 5 })),
      findOne: await timed(OPS, (i) => coll.findOne({ email: pick(i) })),
      update: await timed(OPS, (i) => coll.updateOne({ email: pick(i) }, { $inc: { credits: 1 } })),
    });
  }
  await client.close();
  await server.stop();

  console.log('mongo-lite (in memory), sequential ops/s through the mongodb driver');
  console.table(rows.map((r) => Object.fromEntries(Object.entries(r).map(([k, v]) => [k, Math.round(v)]))));
  const ratio = rows[0].findOne / rows[1].findOne;
  const ok = ratio <= 3;
  console.log(`indexed findOne: 1k is ${ratio.toFixed(2)}x the rate at 100k (limit 3x) → ${ok ? 'PASS' : 'FAIL'}`);
  if (!ok) process.exitCode = 1;
}

void main();
