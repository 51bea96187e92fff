// What the security review found: malformed frames, oversized documents, int64 arithmetic, and failed
// multi-statement commands leaving memory, journal and reply in disagreement.
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, type Socket } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Long, serialize } from 'bson';
import { MongoBulkWriteError, MongoClient } from 'mongodb';
import { inProcessServer } from './in-process';
import { killHard, startProcess, withClient } from './process';

const mongo = inProcessServer();

const header = (length: number, opCode = 2013) => {
  const h = Buffer.alloc(16);
  h.writeInt32LE(length, 0);
  h.writeInt32LE(7, 4);
  h.writeInt32LE(opCode, 12);
  return h;
};

/** An OP_MSG carrying a `documents` sequence whose first document claims size 0. */
function zeroSizedSequenceDocument(): Buffer {
  const body = serialize({ insert: 'c', $db: 'd' });
  const name = Buffer.from('documents\0');
  const sequence = Buffer.alloc(4 + name.length + 4);
  sequence.writeInt32LE(sequence.length, 0);
  name.copy(sequence, 4);
  const rest = Buffer.concat([Buffer.alloc(4), Buffer.from([0]), body, Buffer.from([1]), sequence]);
  return Buffer.concat([header(16 + rest.length), rest]);
}

const MALFORMED: [string, Buffer][] = [
  ['a 16-byte message declaring length 0', header(0)],
  ['a length below the header size', header(8)],
  ['a negative length', header(-5)],
  ['a length above maxMessageSizeBytes', header(1_000_000_000)],
  ['a sequence document of size 0', zeroSizedSequenceDocument()],
  ['an unknown opCode', Buffer.concat([header(21, 9999), Buffer.alloc(5)])],
];

/** A connection left open that long has been kept: the workspace's ceiling for a wait (jest.setup.cjs). */
const CLOSE_WAIT_MS = 20_000;

function closes(socket: Socket): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('the server kept the connection open')), CLOSE_WAIT_MS);
    socket.once('close', () => (clearTimeout(timer), resolve()));
    socket.on('error', () => undefined);
  });
}

it.each(MALFORMED)('closes the connection that sends %s, and only that one', async (_what, frame) => {
  const socket = connect(mongo.server.port, '127.0.0.1');
  await new Promise((resolve) => socket.once('connect', resolve));
  const closed = closes(socket);
  socket.write(frame);
  await closed;
  // The client connected before is served, and so is a brand-new one.
  expect(await mongo.client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
  await withClient(mongo.server.uri, async (fresh) => expect(await fresh.db('d').collection('c').countDocuments()).toBeGreaterThanOrEqual(0));
});

const MAX = 16 * 1024 * 1024;

it('refuses to insert a document over 16 MiB with BSONObjectTooLarge (10334)', async () => {
  const coll = mongo.client.db('size').collection('insert');
  await expect(coll.insertOne({ _id: 'big' as never, x: 'a'.repeat(MAX) })).rejects.toMatchObject({
    code: 10334,
    message: expect.stringMatching(/^object to insert too large\. size in bytes: \d+, max size: 16777216$/),
  });
  expect(await coll.countDocuments()).toBe(0);
  // Exactly at the limit is fine.
  const overhead = serialize({ _id: 'ok', x: '' }).length;
  await coll.insertOne({ _id: 'ok' as never, x: 'a'.repeat(MAX - overhead) });
  expect(await coll.countDocuments()).toBe(1);
});

it('refuses an update that grows a document past 16 MiB (17419) and leaves it as it was', async () => {
  const coll = mongo.client.db('size').collection('update');
  await coll.insertOne({ _id: 'doc' as never, a: 'a'.repeat(9 * 1024 * 1024) });
  await expect(coll.updateOne({ _id: 'doc' as never }, { $set: { b: 'b'.repeat(8 * 1024 * 1024) } })).rejects.toMatchObject({
    code: 17419,
    message: 'Resulting document after update is larger than 16777216',
  });
  await expect(coll.findOneAndUpdate({ _id: 'doc' as never }, { $set: { b: 'b'.repeat(8 * 1024 * 1024) } })).rejects.toMatchObject({ code: 17419 });
  expect(await coll.findOne({ _id: 'doc' as never }, { projection: { b: 1 } })).toEqual({ _id: 'doc' });
});

it('increments an int64 above 2^53 exactly', async () => {
  const coll = mongo.client.db('math').collection('counters');
  await coll.insertOne({ _id: 'c' as never, n: Long.fromString('9007199254740993') });
  await coll.updateOne({ _id: 'c' as never }, { $inc: { n: 1 } });
  const read = async () => (await coll.findOne({ _id: 'c' as never }, { useBigInt64: true }))?.n;
  expect(await read()).toBe(9007199254740994n);
  await coll.updateOne({ _id: 'c' as never }, { $inc: { n: Long.fromString('-9007199254740000') } });
  expect(await read()).toBe(994n);
  // A Long increment on a small int and on a missing field gives an int64 too.
  await coll.updateOne({ _id: 'c' as never }, { $inc: { n: Long.fromString('9007199254740993'), fresh: Long.fromString('9007199254740995') } });
  expect(await coll.findOne({ _id: 'c' as never }, { useBigInt64: true })).toEqual({ _id: 'c', n: 9007199254741987n, fresh: 9007199254740995n });
  // Past int64 the server refuses rather than wrapping around.
  await coll.updateOne({ _id: 'c' as never }, { $set: { n: Long.MAX_VALUE } });
  await expect(coll.updateOne({ _id: 'c' as never }, { $inc: { n: 1 } })).rejects.toMatchObject({ code: 2 });
  expect(await read()).toBe(9223372036854775807n);
});

describe('a failed multi-statement command', () => {
  let dbPath: string;
  beforeEach(() => {
    dbPath = mkdtempSync(join(tmpdir(), 'mongo-lite-'));
  });
  afterEach(() => rmSync(dbPath, { recursive: true, force: true }));

  it('reports, holds in memory and journals the same thing, before and after a crash', async () => {
    const names = (c: MongoClient) => c.db('d').collection('c').find({}, { sort: { _id: 1 } }).map((d) => d._id as unknown as string).toArray();
    const oversized = async (c: MongoClient) => (await c.db('d').listCollections({ name: 'never' }).toArray()).length;
    const first = await startProcess(dbPath);
    try {
      await withClient(first.uri, async (c) => {
      const coll = c.db('d').collection('c');
      await coll.insertMany(['a', 'b', 'c', 'd'].map((_id) => ({ _id: _id as never, v: 1 })));
      await coll.insertOne({ _id: 'e' as never, v: 1, a: 'a'.repeat(9 * 1024 * 1024) });
      // Ordered deletes: three applied, the fourth fails, the fifth is never tried.
      const deletes = await coll
        .bulkWrite([
          { deleteOne: { filter: { _id: 'a' as never } } },
          { deleteOne: { filter: { _id: 'b' as never } } },
          { deleteOne: { filter: { _id: 'c' as never } } },
          { deleteOne: { filter: { $where: 'true' } } },
          { deleteOne: { filter: { _id: 'd' as never } } },
        ])
        .catch((e: unknown) => e);
      expect(deletes).toBeInstanceOf(MongoBulkWriteError);
      expect((deletes as MongoBulkWriteError).result.deletedCount).toBe(3);
      expect((deletes as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 3 }]);
      // Ordered updates: the first applied, the second too large.
      const updates = await coll
        .bulkWrite([
          { updateOne: { filter: { _id: 'd' as never }, update: { $set: { v: 2 } } } },
          { updateOne: { filter: { _id: 'e' as never }, update: { $set: { b: 'b'.repeat(8 * 1024 * 1024) } } } },
        ])
        .catch((e: unknown) => e);
      expect(updates).toBeInstanceOf(MongoBulkWriteError);
      expect((updates as MongoBulkWriteError).result.modifiedCount).toBe(1);
      expect((updates as MongoBulkWriteError).writeErrors).toMatchObject([{ index: 1, code: 17419 }]);
      // A command failing as a whole (an upsert too large, into a collection it would have created) changes nothing.
      await expect(
        c.db('d').collection('never').findOneAndUpdate({ _id: 'x' as never }, { $set: { big: 'x'.repeat(MAX) } }, { upsert: true }),
      ).rejects.toMatchObject({ code: 10334 });
      expect(await names(c)).toEqual(['d', 'e']);
      expect(await coll.findOne({ _id: 'd' as never })).toEqual({ _id: 'd', v: 2 });
      expect(await oversized(c)).toBe(0);
      });
    } finally {
      await killHard(first.child);
    }

    const second = await startProcess(dbPath);
    try {
      await withClient(second.uri, async (c) => {
        expect(await names(c)).toEqual(['d', 'e']);
        expect(await c.db('d').collection('c').findOne({ _id: 'd' as never })).toEqual({ _id: 'd', v: 2 });
        expect(await oversized(c)).toBe(0);
      });
    } finally {
      await killHard(second.child);
    }
  });
});
