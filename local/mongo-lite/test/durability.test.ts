// Acknowledged writes survive a crash (kill -9) of the server process; a torn journal tail is dropped.
import { appendFileSync, mkdtempSync, rmSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { startMongoLite } from '../src/server';
import { killHard, startProcess as start, withClient } from './process';

let dbPath: string;

beforeEach(() => {
  dbPath = mkdtempSync(join(tmpdir(), 'mongo-lite-'));
});
afterEach(() => rmSync(dbPath, { recursive: true, force: true }));

it('keeps every acknowledged write after kill -9 and a restart on the same dbpath', async () => {
  const first = await start(dbPath);
  await withClient(first.uri, async (client) => {
    const users = client.db('identity').collection('users');
    await users.createIndex({ email: 1 }, { unique: true });
    await users.insertMany(Array.from({ length: 300 }, (_, i) => ({ email: `u${i}@x.io`, credits: 1 })));
    await users.updateOne({ email: 'u7@x.io' }, { $set: { credits: 42 } });
    await users.deleteOne({ email: 'u8@x.io' });
    await client.db('billing').collection('counters').insertOne({ _id: 'c' as never, remaining: 3 });
    await client.db('billing').collection('counters').findOneAndUpdate({ _id: 'c' as never, remaining: { $gt: 0 } }, { $inc: { remaining: -1 } });
    // A transaction still open at the crash must leave nothing behind.
    const s = client.startSession();
    s.startTransaction();
    await users.insertOne({ email: 'uncommitted@x.io' }, { session: s });
  });
  await killHard(first.child);

  const second = await start(dbPath);
  try {
    await withClient(second.uri, async (client) => {
      const users = client.db('identity').collection('users');
      expect(await users.countDocuments()).toBe(299);
      expect(await users.findOne({ email: 'u7@x.io' })).toMatchObject({ credits: 42 });
      expect(await users.findOne({ email: 'u8@x.io' })).toBeNull();
      expect(await users.findOne({ email: 'uncommitted@x.io' })).toBeNull();
      expect(await client.db('billing').collection('counters').findOne({})).toEqual({ _id: 'c', remaining: 2 });
      await expect(users.insertOne({ email: 'u1@x.io' })).rejects.toMatchObject({ code: 11000 }); // the index came back too
    });
  } finally {
    await killHard(second.child);
  }
});

it('drops a torn record at the end of the journal and keeps everything before it', async () => {
  const first = await start(dbPath);
  await withClient(first.uri, (client) => client.db('d').collection('c').insertMany([{ n: 1 }, { n: 2 }]));
  await killHard(first.child);
  const journal = join(dbPath, 'journal.bson');
  const intactSize = statSync(journal).size;
  // A crash mid-write: a header announcing 500 bytes, followed by only a few of them.
  const torn = Buffer.alloc(20);
  torn.writeUInt32LE(500, 0);
  appendFileSync(journal, torn);

  const second = await start(dbPath);
  try {
    await withClient(second.uri, async (client) => {
      expect(statSync(journal).size).toBe(intactSize); // cut back to the last whole record
      expect((await client.db('d').collection('c').find({}, { projection: { _id: 0 } }).toArray())).toEqual([{ n: 1 }, { n: 2 }]);
      await client.db('d').collection('c').insertOne({ n: 3 });
    });
  } finally {
    await killHard(second.child);
  }
  const third = await start(dbPath);
  try {
    expect(await withClient(third.uri, (client) => client.db('d').collection('c').countDocuments())).toBe(3);
  } finally {
    await killHard(third.child);
  }
});

it('compacts the journal into a snapshot and restores from both', async () => {
  const server = await startMongoLite({ port: 0, dbPath, compactBytes: 64 * 1024 });
  await withClient(server.uri, async (client) => {
    const coll = client.db('d').collection('big');
    for (let batch = 0; batch < 10; batch++) {
      await coll.insertMany(Array.from({ length: 100 }, (_, i) => ({ batch, i, pad: 'x'.repeat(100) })));
    }
    await coll.deleteMany({ batch: 0 });
  });
  expect(statSync(join(dbPath, 'snapshot.bson')).size).toBeGreaterThan(0);
  expect(statSync(join(dbPath, 'journal.bson')).size).toBeLessThan(64 * 1024);
  await server.stop();

  const again = await startMongoLite({ port: 0, dbPath });
  try {
    await withClient(again.uri, async (client) => {
      const coll = client.db('d').collection('big');
      expect(await coll.countDocuments()).toBe(900);
      expect(await coll.countDocuments({ batch: 0 })).toBe(0);
    });
  } finally {
    await again.stop();
  }
});

it('keeps a view through a crash (journal) and a clean stop (snapshot)', async () => {
  const first = await start(dbPath);
  try {
    await withClient(first.uri, async (client) => {
      await client.db('d').collection('orders').insertMany([{ paid: true }, { paid: false }]);
      await client.db('d').createCollection('paid', { viewOn: 'orders', pipeline: [{ $match: { paid: true } }] });
    });
  } finally {
    await killHard(first.child);
  }
  for (let round = 0; round < 2; round++) {
    const server = await startMongoLite({ port: 0, dbPath });
    try {
      await withClient(server.uri, async (client) => {
        expect(await client.db('d').collection('paid').countDocuments()).toBe(1);
        await expect(client.db('d').collection('paid').insertOne({})).rejects.toMatchObject({ code: 166 });
      });
    } finally {
      await server.stop();
    }
  }
});
