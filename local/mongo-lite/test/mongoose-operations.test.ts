// mongoose, unmodified, against mongo-lite: every operation the services rely on.
import mongoose, { Schema, Types, type Connection } from 'mongoose';
import { startMongoLite, type MongoLite } from '../src/server';

let server: MongoLite;
let conn: Connection;

const User = new Schema({ email: { type: String, required: true, unique: true }, name: String, credits: Number });
const Post = new Schema({ title: String, author: { type: Schema.Types.ObjectId, ref: 'User' }, tags: [String] });
const Counter = new Schema({ remaining: Number });
const Usage = new Schema({ userId: String, tool: String, uses: Number, createdAt: Date });
Usage.index({ userId: 1, tool: 1 }, { unique: true });

beforeAll(async () => {
  server = await startMongoLite({ port: 0 });
  conn = await mongoose.createConnection(server.uri, { dbName: 'ops' }).asPromise();
  await Promise.all(['User', 'Post', 'Counter', 'Usage'].map((n) => conn.model(n, { User, Post, Counter, Usage }[n]!).init()));
});

afterAll(async () => {
  await conn.close();
  await server.stop();
});

beforeEach(async () => {
  await Promise.all(Object.values(conn.models).map((m) => m.deleteMany({})));
});

const users = () => conn.model('User');
const posts = () => conn.model('Post');

describe('CRUD through mongoose', () => {
  it('creates, reads, updates and deletes documents with their types intact', async () => {
    const created = await users().create({ email: 'ada@example.com', name: 'Ada', credits: 3 });
    const found = await users().findById(created._id).lean<{ _id: Types.ObjectId; email: string; credits: number }>();
    expect(found).toMatchObject({ email: 'ada@example.com', credits: 3 });
    expect(found!._id).toBeInstanceOf(Types.ObjectId);

    await users().updateOne({ _id: created._id }, { $set: { name: 'Ada L.' }, $inc: { credits: 2 } });
    expect(await users().findOne({ email: 'ada@example.com' }).lean()).toMatchObject({ name: 'Ada L.', credits: 5 });

    const doc = await users().findById(created._id);
    doc!.set('name', 'Countess');
    await doc!.save();
    expect((await users().findById(created._id).lean<{ name: string }>())!.name).toBe('Countess');

    expect((await users().deleteOne({ _id: created._id })).deletedCount).toBe(1);
    expect(await users().findById(created._id)).toBeNull();
  });

  it('filters, sorts, skips, limits and projects', async () => {
    await users().insertMany([1, 2, 3, 4, 5].map((i) => ({ email: `u${i}@x.io`, credits: i })));
    const page = await users().find({ credits: { $gte: 2 } }, { email: 1, _id: 0 }).sort({ credits: -1 }).skip(1).limit(2).lean();
    expect(page).toEqual([{ email: 'u4@x.io' }, { email: 'u3@x.io' }]);
    expect(await users().countDocuments({ credits: { $lt: 3 } })).toBe(2);
    expect(await users().estimatedDocumentCount()).toBe(5);
    expect((await users().distinct('credits', { credits: { $in: [1, 5, 9] } })).sort()).toEqual([1, 5]);
    expect(await users().exists({ email: /^U3@/i })).not.toBeNull();
  });

  it('updates many documents and array elements through arrayFilters', async () => {
    const post = await posts().create({ title: 'a', tags: ['x', 'y', 'x'] });
    await posts().updateOne({ _id: post._id }, { $set: { 'tags.$[t]': 'z' } }, { arrayFilters: [{ t: 'x' }] });
    expect((await posts().findById(post._id).lean<{ tags: string[] }>())!.tags).toEqual(['z', 'y', 'z']);
    await posts().create({ title: 'b', tags: [] });
    const result = await posts().updateMany({}, { $push: { tags: 'new' } });
    expect(result).toMatchObject({ matchedCount: 2, modifiedCount: 2 });
  });

  it('applies a pipeline update', async () => {
    const u = await users().create({ email: 'p@x.io', credits: 4 });
    await users().collection.updateOne({ _id: u._id }, [{ $set: { name: { $concat: ['credits:', { $toString: '$credits' }] } } }]);
    expect((await users().findById(u._id).lean<{ name: string }>())!.name).toBe('credits:4');
  });
});

describe('unique indexes', () => {
  it('rejects a duplicate email with the E11000 duplicate key error mongoose knows', async () => {
    await users().create({ email: 'dup@x.io' });
    await expect(users().create({ email: 'dup@x.io' })).rejects.toMatchObject({
      code: 11000,
      keyPattern: { email: 1 },
      keyValue: { email: 'dup@x.io' },
      message: expect.stringContaining('E11000 duplicate key error collection: ops.users index: email_1 dup key: { email: "dup@x.io" }'),
    });
    expect(await users().countDocuments({ email: 'dup@x.io' })).toBe(1);
  });

  it('rejects an update that would collide and leaves both documents as they were', async () => {
    await users().create([{ email: 'a@x.io' }, { email: 'b@x.io' }]);
    await expect(users().updateOne({ email: 'b@x.io' }, { $set: { email: 'a@x.io' } })).rejects.toMatchObject({ code: 11000 });
    expect((await users().find().sort({ email: 1 }).lean<{ email: string }[]>()).map((u) => u.email)).toEqual(['a@x.io', 'b@x.io']);
  });

  it('enforces a compound unique index and reports a partial insertMany', async () => {
    const usage = conn.model('Usage');
    await usage.create({ userId: 'u1', tool: 'scanner', uses: 1 });
    await usage.create({ userId: 'u1', tool: 'linkedin', uses: 1 });
    await expect(usage.create({ userId: 'u1', tool: 'scanner' })).rejects.toMatchObject({ code: 11000, keyValue: { userId: 'u1', tool: 'scanner' } });
    await expect(
      usage.insertMany([{ userId: 'u2', tool: 'a' }, { userId: 'u1', tool: 'scanner' }, { userId: 'u3', tool: 'a' }], { ordered: false }),
    ).rejects.toMatchObject({ code: 11000 });
    expect(await usage.countDocuments()).toBe(4);
  });

  it('honours sparse and partial unique indexes', async () => {
    const coll = conn.db!.collection('sparse_partial');
    await coll.createIndex({ handle: 1 }, { unique: true, sparse: true });
    await coll.createIndex({ code: 1 }, { unique: true, partialFilterExpression: { active: true } });
    await coll.insertMany([{ a: 1 }, { a: 2 }]); // no handle: sparse allows many
    await coll.insertMany([{ code: 'c', active: false }, { code: 'c', active: false }, { code: 'c', active: true }]);
    await expect(coll.insertOne({ code: 'c', active: true })).rejects.toMatchObject({ code: 11000 });
    await expect(coll.insertOne({ handle: 'h' }).then(() => coll.insertOne({ handle: 'h' }))).rejects.toMatchObject({ code: 11000 });
  });

  it('refuses to build a unique index over existing duplicates', async () => {
    const coll = conn.db!.collection('late_index');
    await coll.insertMany([{ k: 1 }, { k: 1 }]);
    await expect(coll.createIndex({ k: 1 }, { unique: true })).rejects.toMatchObject({ code: 11000 });
    expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
  });
});

describe('cursors', () => {
  it('returns every document across many getMore batches', async () => {
    const coll = conn.db!.collection('many');
    await coll.insertMany(Array.from({ length: 1050 }, (_, i) => ({ i })));
    const seen: number[] = [];
    for await (const doc of users().db.collection('many').find({}, { batchSize: 100 }).sort({ i: 1 })) seen.push(doc.i);
    expect(seen).toEqual(Array.from({ length: 1050 }, (_, i) => i));
    const cursor = coll.find({}, { batchSize: 10 });
    await cursor.next();
    await cursor.close(); // killCursors
    expect(await coll.countDocuments()).toBe(1050);
  });
});

describe('the atomic conditional decrement', () => {
  it('lets exactly 50 of 200 concurrent decrements succeed on a counter of 50', async () => {
    const counters = conn.model('Counter');
    const { _id } = await counters.create({ remaining: 50 });
    const clients = await Promise.all([0, 1, 2, 3].map(() => mongoose.createConnection(server.uri, { dbName: 'ops', maxPoolSize: 20 }).asPromise()));
    try {
      const results = await Promise.all(
        Array.from({ length: 200 }, (_, i) =>
          clients[i % clients.length]
            .collection('counters')
            .findOneAndUpdate({ _id, remaining: { $gt: 0 } }, { $inc: { remaining: -1 } }, { returnDocument: 'after' }),
        ),
      );
      expect(results.filter((r) => r !== null)).toHaveLength(50);
      expect((await counters.findById(_id).lean<{ remaining: number }>())!.remaining).toBe(0);
    } finally {
      await Promise.all(clients.map((c) => c.close()));
    }
  });
});

describe('upserts', () => {
  it('inserts from the filter and $setOnInsert, then only updates', async () => {
    const usage = conn.model('Usage');
    const first = await usage.findOneAndUpdate(
      { userId: 'u9', tool: 'ghost' },
      { $inc: { uses: 1 }, $setOnInsert: { createdAt: new Date('2026-01-01') } },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ userId: string; tool: string; uses: number; createdAt: Date }>();
    expect(first).toMatchObject({ userId: 'u9', tool: 'ghost', uses: 1, createdAt: new Date('2026-01-01') });
    const second = await usage.findOneAndUpdate(
      { userId: 'u9', tool: 'ghost' },
      { $inc: { uses: 1 }, $setOnInsert: { createdAt: new Date('2030-01-01') } },
      { upsert: true, returnDocument: 'after' },
    ).lean<{ uses: number; createdAt: Date }>();
    expect(second).toMatchObject({ uses: 2, createdAt: new Date('2026-01-01') });
    const viaUpdate = await usage.updateOne({ userId: 'u10', tool: 'x' }, { $set: { uses: 7 } }, { upsert: true });
    expect(viaUpdate.upsertedCount).toBe(1);
    expect(await usage.findById(viaUpdate.upsertedId).lean()).toMatchObject({ userId: 'u10', tool: 'x', uses: 7 });
  });

  it('returns null for findOneAndUpdate without a match or upsert, and removes with findOneAndDelete', async () => {
    expect(await users().findOneAndUpdate({ email: 'none@x.io' }, { $set: { name: 'n' } })).toBeNull();
    await users().create({ email: 'gone@x.io' });
    expect(await users().findOneAndDelete({ email: 'gone@x.io' }).lean()).toMatchObject({ email: 'gone@x.io' });
    expect(await users().countDocuments()).toBe(0);
  });
});

describe('populate and aggregation', () => {
  it('populates a reference', async () => {
    const author = await users().create({ email: 'writer@x.io', name: 'W' });
    await posts().create({ title: 'hello', author: author._id });
    const post = await posts().findOne({ title: 'hello' }).populate('author').lean<{ author: { name: string } }>();
    expect(post!.author.name).toBe('W');
  });

  it('groups and joins with $group and $lookup', async () => {
    const [a, b] = await users().create([{ email: 'a@x.io', name: 'A' }, { email: 'b@x.io', name: 'B' }]);
    await posts().create([{ title: '1', author: a._id }, { title: '2', author: a._id }, { title: '3', author: b._id }]);
    const rows = await posts().aggregate([
      { $group: { _id: '$author', posts: { $sum: 1 } } },
      { $lookup: { from: 'users', localField: '_id', foreignField: '_id', as: 'user' } },
      { $project: { _id: 0, name: { $first: '$user.name' }, posts: 1 } },
      { $sort: { posts: -1 } },
    ]);
    expect(rows).toEqual([{ posts: 2, name: 'A' }, { posts: 1, name: 'B' }]);
  });
});

describe('transactions', () => {
  it('commits every write of a transaction together', async () => {
    const session = await conn.startSession();
    await session.withTransaction(async () => {
      await users().create([{ email: 't1@x.io' }], { session });
      await users().updateOne({ email: 't1@x.io' }, { $set: { credits: 9 } }, { session });
    });
    await session.endSession();
    expect(await users().findOne({ email: 't1@x.io' }).lean()).toMatchObject({ credits: 9 });
  });

  it('undoes every write of an aborted transaction', async () => {
    await users().create({ email: 'keep@x.io', credits: 1 });
    const session = await conn.startSession();
    session.startTransaction();
    await users().create([{ email: 'ghost@x.io' }], { session });
    await users().updateOne({ email: 'keep@x.io' }, { $inc: { credits: 100 } }, { session });
    await users().deleteOne({ email: 'keep@x.io' }, { session }).then(() => users().create([{ email: 'keep2@x.io' }], { session }));
    await session.abortTransaction();
    await session.endSession();
    expect((await users().find().lean<{ email: string; credits: number }[]>()).map((u) => [u.email, u.credits])).toEqual([['keep@x.io', 1]]);
  });
});
