// Indexes serve ranges and prefix regexes, not only equality, and explain says which plan a query gets.
import type { Document } from 'mongodb';
import { inProcessServer } from './in-process';

const mongo = inProcessServer();

beforeAll(async () => {
  const coll = mongo.client.db('ranges').collection('people');
  await coll.createIndex({ age: 1 });
  await coll.createIndex({ name: 1, age: 1 });
  await coll.createIndex({ joined: 1 });
  await coll.insertMany(
    Array.from({ length: 200 }, (_, i) => ({
      _id: i as never,
      age: i % 100,
      name: `${['abc', 'abd', 'xyz', 'ab.c'][i % 4]}-${i}`,
      joined: new Date(Date.UTC(2020, 0, 1 + i)),
    })),
  );
  // Values of other types under the indexed fields, which a numeric or string range must not return.
  await coll.insertMany([{ age: '50' }, { age: null }, { name: 42 }, { name: null }, { joined: '2020-01-05' }]);
});


const people = () => mongo.client.db('ranges').collection('people');

/** What a filter returns and how; the answer must equal a collection scan's over an unindexed copy. */
async function check(filter: Document): Promise<{ ids: unknown[]; stage: string; index?: string; examined: number }> {
  const ids = (await people().find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
  const copy = mongo.client.db('ranges').collection('scan');
  await copy.deleteMany({});
  await copy.insertMany(await people().find().toArray());
  expect(ids).toEqual((await copy.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id));
  const explained = await people().find(filter).explain('executionStats');
  const plan = explained.queryPlanner.winningPlan;
  return { ids, stage: plan.inputStage?.stage ?? plan.stage, index: plan.inputStage?.indexName, examined: explained.executionStats.totalDocsExamined };
}

it('serves $gt/$gte/$lt/$lte on an indexed field from the index, type-bracketed', async () => {
  const between = await check({ age: { $gte: 10, $lt: 13 } });
  expect(between).toMatchObject({ stage: 'IXSCAN', index: 'age_1', ids: [10, 11, 12, 110, 111, 112] });
  expect(between.examined).toBe(8); // bounds are read inclusively (int64 rounding), the filter drops age 13
  expect(await check({ age: { $gt: 97 } })).toMatchObject({ stage: 'IXSCAN', ids: [98, 99, 198, 199] });
  expect(await check({ age: { $lte: 0 } })).toMatchObject({ stage: 'IXSCAN', ids: [0, 100] });
  expect((await check({ age: { $gt: '4' } })).ids).toHaveLength(1); // only the string '50'
  const dates = await check({ joined: { $gte: new Date(Date.UTC(2020, 0, 3)), $lt: new Date(Date.UTC(2020, 0, 5)) } });
  expect(dates).toMatchObject({ stage: 'IXSCAN', index: 'joined_1', ids: [2, 3] });
  expect((await check({ age: { $gt: 5, $lt: 5 } })).ids).toEqual([]);
});

it('serves an anchored prefix regex from the index, literal dots included', async () => {
  const abc = await check({ name: /^abc/ });
  expect(abc).toMatchObject({ stage: 'IXSCAN', index: 'name_1_age_1' });
  expect(abc.ids).toHaveLength(50);
  expect(abc.examined).toBe(50);
  // An escaped dot is a literal: "ab.c-1…" only, not "abc-1…".
  expect(await check({ name: { $regex: '^ab\\.c-1' } })).toMatchObject({ stage: 'IXSCAN', ids: [11, 15, 19, 103, 107, 111, 115, 119, 123, 127, 131, 135, 139, 143, 147, 151, 155, 159, 163, 167, 171, 175, 179, 183, 187, 191, 195, 199] });
  expect(await check({ name: /^abd?-1$/ })).toMatchObject({ stage: 'IXSCAN', ids: [1] }); // prefix "ab": "d" is optional
  // Not a prefix: case-insensitive, unanchored or alternation — a scan, with the same answers.
  expect(await check({ name: /^ABC/i })).toMatchObject({ stage: 'COLLSCAN' });
  expect(await check({ name: /bc-1/ })).toMatchObject({ stage: 'COLLSCAN' });
  expect(await check({ name: /^abc|^xyz/ })).toMatchObject({ stage: 'COLLSCAN' });
});

it('keeps the ordered index in step with updates and deletes', async () => {
  await people().updateOne({ _id: 10 as never }, { $set: { age: 1000 } });
  expect(await check({ age: { $gte: 10, $lte: 10 } })).toMatchObject({ ids: [110], examined: 1 });
  expect((await check({ age: { $gt: 999 } })).ids).toEqual([10]);
  await people().deleteOne({ _id: 110 as never });
  expect(await check({ age: { $gte: 10, $lte: 10 } })).toMatchObject({ ids: [], examined: 0 });
  await people().updateOne({ _id: 10 as never }, { $set: { age: 10 } });
  await people().insertOne({ _id: 110 as never, age: 10, name: 'abd-110', joined: new Date(Date.UTC(2020, 0, 111)) });
});

it('explains the plan: IXSCAN for an indexed field, IDHACK for _id, COLLSCAN otherwise', async () => {
  const ix = await people().find({ age: 5 }).explain('queryPlanner');
  expect(ix.queryPlanner.winningPlan).toMatchObject({ stage: 'FETCH', inputStage: { stage: 'IXSCAN', indexName: 'age_1', keyPattern: { age: 1 } } });
  expect((await people().find({ _id: 5 as never }).explain()).queryPlanner.winningPlan.stage).toBe('IDHACK');
  expect((await people().find({ unindexed: 1 }).explain()).queryPlanner.winningPlan).toMatchObject({ stage: 'COLLSCAN' });
  const agg = await people().aggregate([{ $match: { age: { $lt: 3 } } }]).explain('queryPlanner');
  expect(agg.queryPlanner.winningPlan.inputStage).toMatchObject({ stage: 'IXSCAN', indexName: 'age_1' });
});

it('answers ranges like a scan over thousands of keys inserted and deleted in random order', async () => {
  const db = mongo.client.db('ranges-many');
  const indexed = db.collection('indexed');
  const plain = db.collection('plain');
  await indexed.createIndex({ v: 1 });
  let seed = 42;
  const random = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const docs = Array.from({ length: 6000 }, (_, i) => ({ _id: i as never, v: Math.floor(random() * 4000) }));
  await indexed.insertMany(docs);
  await plain.insertMany(docs);
  const gone = { _id: { $in: docs.filter(() => random() < 0.3).map((d) => d._id) } };
  await indexed.deleteMany(gone);
  await plain.deleteMany(gone);
  for (let i = 0; i < 30; i++) {
    const low = Math.floor(random() * 4200) - 100;
    const filter = { v: { $gte: low, $lt: low + Math.floor(random() * 300) } };
    const ids = async (c: typeof plain) => (await c.find(filter).sort({ _id: 1 }).toArray()).map((d) => d._id);
    expect(await ids(indexed)).toEqual(await ids(plain));
  }
  expect((await indexed.find({ v: { $gt: 10 } }).explain()).queryPlanner.winningPlan.inputStage.stage).toBe('IXSCAN');
});
