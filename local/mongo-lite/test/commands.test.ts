// Driver-level behaviour: server facts, namespaces, indexes and the documented gaps.
import { MongoServerError } from 'mongodb';
import { inProcessServer } from './in-process';

const mongo = inProcessServer();

it('presents itself as a replica-set primary with sessions', async () => {
  const hello = await mongo.client.db('admin').command({ hello: 1 });
  expect(hello).toMatchObject({ isWritablePrimary: true, setName: 'rs0', maxWireVersion: 21, logicalSessionTimeoutMinutes: 30, ok: 1 });
  expect(hello.hosts).toEqual([hello.me]);
  expect(await mongo.client.db('admin').command({ ping: 1 })).toEqual({ ok: 1 });
});

it('answers an unknown command with code 59 naming it', async () => {
  await expect(mongo.client.db('x').command({ frobnicate: 1 })).rejects.toMatchObject({ code: 59, message: "no such command: 'frobnicate'" });
});

it('keeps databases apart and lists them and their collections', async () => {
  await mongo.client.db('identity').collection('users').insertOne({ a: 1 });
  await mongo.client.db('billing').collection('users').insertOne({ b: 1 });
  expect(await mongo.client.db('identity').collection('users').findOne({}, { projection: { _id: 0 } })).toEqual({ a: 1 });
  const names = (await mongo.client.db('admin').admin().listDatabases()).databases.map((d) => d.name);
  expect(names).toEqual(expect.arrayContaining(['identity', 'billing']));
  expect((await mongo.client.db('identity').listCollections({ name: 'users' }).toArray()).map((c) => c.name)).toEqual(['users']);
});

it('creates a collection once and then answers NamespaceExists (48)', async () => {
  await mongo.client.db('ns').createCollection('once');
  await expect(mongo.client.db('ns').command({ create: 'once' })).rejects.toMatchObject({ code: 48, codeName: 'NamespaceExists' });
  expect(await mongo.client.db('ns').collection('once').drop()).toBe(true);
  expect(await mongo.client.db('ns').listCollections().toArray()).toEqual([]);
  await mongo.client.db('ns').collection('again').insertOne({});
  await mongo.client.db('ns').dropDatabase();
  expect((await mongo.client.db('admin').admin().listDatabases()).databases.map((d) => d.name)).not.toContain('ns');
});

it('creates, lists and drops indexes', async () => {
  const coll = mongo.client.db('idx').collection('c');
  expect(await coll.createIndex({ email: 1 }, { unique: true })).toBe('email_1');
  await coll.createIndex({ a: 1, b: -1 }, { name: 'ab' });
  expect((await coll.listIndexes().toArray()).map((i) => [i.name, i.key, i.unique ?? false])).toEqual([
    ['_id_', { _id: 1 }, false],
    ['email_1', { email: 1 }, true],
    ['ab', { a: 1, b: -1 }, false],
  ]);
  await coll.dropIndex('ab');
  await expect(coll.dropIndex('nope')).rejects.toMatchObject({ code: 27 });
  await coll.dropIndexes();
  expect((await coll.listIndexes().toArray()).map((i) => i.name)).toEqual(['_id_']);
});

it('counts and finds distinct values, flattening arrays', async () => {
  const coll = mongo.client.db('agg').collection('d');
  await coll.insertMany([{ t: ['a', 'b'] }, { t: 'a' }, { t: 'c', x: 1 }]);
  expect((await coll.distinct('t')).sort()).toEqual(['a', 'b', 'c']);
  expect(await mongo.client.db('agg').command({ count: 'd', query: { t: 'a' } })).toMatchObject({ n: 2 });
});

it.each([
  ['$text', { $text: { $search: 'engineer' } }],
  ['$where', { $where: 'this.a > 1' }],
  ['$near', { loc: { $near: [0, 0] } }],
])('answers %s, a known gap, with a clear error', async (operator, filter) => {
  const error = await mongo.client.db('gaps').collection('c').find(filter).toArray().catch((e: MongoServerError) => e);
  expect(error).toBeInstanceOf(MongoServerError);
  expect((error as MongoServerError).message).toContain(`mongo-lite does not support ${operator}`);
});

it('answers collation with a clear error', async () => {
  const coll = mongo.client.db('gaps').collection('c');
  await expect(coll.find({}, { collation: { locale: 'en' } }).toArray()).rejects.toThrow('mongo-lite does not support collation');
});

it('refuses to change _id in an update', async () => {
  const coll = mongo.client.db('imm').collection('c');
  await coll.insertOne({ _id: 'a' as never, v: 1 });
  await expect(coll.updateOne({ _id: 'a' as never }, { $set: { _id: 'b' } })).rejects.toMatchObject({ code: 66 });
  expect(await coll.findOne({})).toEqual({ _id: 'a', v: 1 });
});

it("runs the operator dashboard's pipelines: $expr in $match, $group by a computed day with $dateToString, $sum, $in", async () => {
  const payments = mongo.client.db('figures').collection('payments');
  await payments.insertMany([
    { userId: 'u1', toolName: 'scanner', amountCents: 499, status: 'completed', createdAt: new Date('2026-11-20T23:59:00Z') },
    { userId: 'u1', toolName: 'scanner', amountCents: 499, status: 'completed', createdAt: new Date('2026-11-21T00:01:00Z') },
    { userId: 'u2', toolName: 'letter', amountCents: 99, status: 'failed', createdAt: new Date('2026-11-21T08:00:00Z') },
    { userId: 'u3', toolName: 'letter', amountCents: 99, status: 'completed', createdAt: new Date('2026-11-21T09:00:00Z') },
  ]);
  const daily = await payments
    .aggregate([
      { $match: { status: 'completed', createdAt: { $gte: new Date('2026-11-01T00:00:00Z') } } },
      { $group: { _id: { day: { $dateToString: { format: '%Y-%m-%d', date: '$createdAt' } }, toolName: '$toolName' }, cents: { $sum: '$amountCents' }, n: { $sum: 1 } } },
      { $sort: { '_id.day': 1, '_id.toolName': 1 } },
    ])
    .toArray();
  expect(daily).toEqual([
    { _id: { day: '2026-11-20', toolName: 'scanner' }, cents: 499, n: 1 },
    { _id: { day: '2026-11-21', toolName: 'letter' }, cents: 99, n: 1 },
    { _id: { day: '2026-11-21', toolName: 'scanner' }, cents: 499, n: 1 },
  ]);

  const limits = mongo.client.db('figures').collection('limits');
  await limits.insertMany([
    { userId: 'u1', freeUsed: 1, paidUsed: 0 },
    { userId: 'u1', freeUsed: 0, paidUsed: 2 },
    { userId: 'u1', freeUsed: 0, paidUsed: 0 },
    { userId: 'u2', freeUsed: 0, paidUsed: 0 },
  ]);
  const used = await limits
    .aggregate([{ $match: { userId: { $in: ['u1', 'u2'] }, $expr: { $gt: [{ $add: ['$freeUsed', '$paidUsed'] }, 0] } } }, { $group: { _id: '$userId', tools: { $sum: 1 } } }])
    .toArray();
  expect(used).toEqual([{ _id: 'u1', tools: 2 }]);
});
