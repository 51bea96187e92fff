// Behaviour that must match MongoDB 7.0 (the version mongo-lite reports), so code moves between the two unchanged.
import { MongoServerError } from 'mongodb';
import { inProcessServer } from './in-process';

const mongo = inProcessServer();

describe('let variables', () => {
  const coll = () => mongo.client.db('let').collection('items');
  beforeEach(async () => {
    await coll().deleteMany({});
    await coll().insertMany([1, 2, 3, 4].map((n) => ({ _id: n as never, n, tag: 'x' })));
  });
  const ids = async () => (await coll().find({}, { sort: { _id: 1 } }).toArray()).map((d) => d._id);

  it('reach $expr in find, aggregate and findAndModify', async () => {
    const above = { $expr: { $gt: ['$n', '$$min'] } };
    expect((await coll().find(above, { let: { min: 2 } }).toArray()).map((d) => d.n)).toEqual([3, 4]);
    const agg = await coll().aggregate([{ $match: above }, { $project: { _id: 0, n: 1, min: '$$min' } }], { let: { min: 3 } }).toArray();
    expect(agg).toEqual([{ n: 4, min: 3 }]);
    const found = await coll().findOneAndUpdate({ $expr: { $eq: ['$n', '$$pick'] } }, [{ $set: { tag: '$$label' } }], {
      let: { pick: 2, label: 'picked' },
      returnDocument: 'after',
    });
    expect(found).toMatchObject({ n: 2, tag: 'picked' });
  });

  it('reach update filters and pipeline updates, deletes, and bulk writes', async () => {
    await coll().updateMany({ $expr: { $lte: ['$n', '$$max'] } }, [{ $set: { tag: '$$to' } }], { let: { max: 2, to: 'low' } });
    expect((await coll().find({ tag: 'low' }).toArray()).map((d) => d.n)).toEqual([1, 2]);
    await coll().deleteMany({ $expr: { $eq: ['$n', '$$gone'] } }, { let: { gone: 1 } });
    expect(await ids()).toEqual([2, 3, 4]);
    await coll().bulkWrite(
      [
        { updateOne: { filter: { $expr: { $eq: ['$n', '$$a'] } }, update: [{ $set: { tag: '$$a' } }] } },
        { deleteOne: { filter: { $expr: { $eq: ['$n', '$$b'] } } } },
      ],
      { let: { a: 3, b: 4 } },
    );
    expect(await coll().find({}, { sort: { _id: 1 }, projection: { _id: 0 } }).toArray()).toEqual([
      { n: 2, tag: 'low' },
      { n: 3, tag: 3 },
    ]);
  });

  it('is an error when a filter names a variable nobody defined', async () => {
    await expect(coll().find({ $expr: { $eq: ['$n', '$$nobody'] } }).toArray()).rejects.toBeInstanceOf(MongoServerError);
  });
});

describe('_id rules', () => {
  const coll = () => mongo.client.db('ids').collection('docs');

  it('keeps a null _id as a value: stored, found, unique', async () => {
    await mongo.client.db('ids').command({ insert: 'docs', documents: [{ _id: null, v: 1 }] });
    expect(await coll().findOne({ _id: null as never })).toEqual({ _id: null, v: 1 });
    const again = await mongo.client.db('ids').command({ insert: 'docs', documents: [{ _id: null, v: 2 }] });
    expect(again.writeErrors).toMatchObject([{ code: 11000 }]);
    await coll().updateOne({ _id: null as never }, { $set: { v: 3 } }, { upsert: true });
    expect(await coll().find({ _id: null as never }).toArray()).toEqual([{ _id: null, v: 3 }]);
  });

  it('refuses an array _id and "$"-prefixed fields inside _id, at any depth', async () => {
    await expect(coll().insertOne({ _id: [1, 2] as never })).rejects.toMatchObject({ code: 53, message: "The '_id' value cannot be of type array" });
    await expect(coll().insertOne({ _id: { $oid: 'x' } as never })).rejects.toMatchObject({
      code: 52,
      message: "_id fields may not contain '$'-prefixed fields: $oid is not valid for storage.",
    });
    await expect(coll().insertOne({ _id: { a: { $b: 1 } } as never })).rejects.toMatchObject({ code: 52 });
    await expect(coll().updateOne({ _id: 'up' as never }, { $set: { _id: { $x: 1 } } } as never, { upsert: true })).rejects.toMatchObject({ code: 52 });
    expect(await coll().countDocuments({ _id: { $ne: null } as never })).toBe(0);
  });
});

it('refuses sort on updateOne and replaceOne, as MongoDB 7.0 does', async () => {
  const coll = mongo.client.db('sorted').collection('docs');
  await coll.insertMany([{ n: 1 }, { n: 2 }]);
  const refused = { code: 40415, message: "BSON field 'update.updates.sort' is an unknown field." };
  await expect(coll.updateOne({}, { $set: { hit: true } }, { sort: { n: -1 } })).rejects.toMatchObject(refused);
  await expect(coll.replaceOne({}, { n: 9 }, { sort: { n: -1 } })).rejects.toMatchObject(refused);
  expect(await coll.countDocuments({ hit: true })).toBe(0);
  // findOneAndUpdate has always taken a sort.
  expect(await coll.findOneAndUpdate({}, { $set: { hit: true } }, { sort: { n: -1 } })).toMatchObject({ n: 2 });
});

describe('views', () => {
  const db = () => mongo.client.db('views');
  beforeAll(async () => {
    await db().collection('orders').insertMany([
      { item: 'a', qty: 5, status: 'paid' },
      { item: 'b', qty: 1, status: 'open' },
      { item: 'c', qty: 9, status: 'paid' },
    ]);
    await db().createCollection('paid', { viewOn: 'orders', pipeline: [{ $match: { status: 'paid' } }, { $project: { _id: 0, item: 1, qty: 1 } }] });
    await db().createCollection('bigPaid', { viewOn: 'paid', pipeline: [{ $match: { qty: { $gt: 6 } } }] });
  });

  it('answers find, count and aggregate through its pipeline, views on views included', async () => {
    expect(await db().collection('paid').find({}, { sort: { qty: -1 } }).toArray()).toEqual([{ item: 'c', qty: 9 }, { item: 'a', qty: 5 }]);
    expect(await db().collection('paid').find({ qty: { $lt: 6 } }).toArray()).toEqual([{ item: 'a', qty: 5 }]);
    expect(await db().collection('paid').countDocuments()).toBe(2);
    expect(await db().collection('paid').estimatedDocumentCount()).toBe(2);
    expect(await db().collection('paid').aggregate([{ $group: { _id: null, total: { $sum: '$qty' } } }]).toArray()).toEqual([{ _id: null, total: 14 }]);
    expect(await db().collection('bigPaid').find().toArray()).toEqual([{ item: 'c', qty: 9 }]);
    // It follows its source.
    await db().collection('orders').insertOne({ item: 'd', qty: 2, status: 'paid' });
    expect(await db().collection('paid').countDocuments()).toBe(3);
  });

  it('is listed as a view with its definition', async () => {
    const [info] = await db().listCollections({ name: 'paid' }).toArray();
    expect(info).toMatchObject({ type: 'view', options: { viewOn: 'orders', pipeline: [{ $match: { status: 'paid' } }, { $project: { _id: 0, item: 1, qty: 1 } }] } });
  });

  it('refuses writes and indexes (166 CommandNotSupportedOnView)', async () => {
    const refused = { code: 166, codeName: 'CommandNotSupportedOnView' };
    const paid = db().collection('paid');
    await expect(paid.insertOne({ item: 'x' })).rejects.toMatchObject(refused);
    await expect(paid.updateOne({}, { $set: { qty: 0 } })).rejects.toMatchObject(refused);
    await expect(paid.deleteMany({})).rejects.toMatchObject(refused);
    await expect(paid.findOneAndUpdate({}, { $set: { qty: 0 } })).rejects.toMatchObject(refused);
    await expect(paid.createIndex({ qty: 1 })).rejects.toMatchObject(refused);
    expect(await db().collection('orders').countDocuments({ qty: 0 })).toBe(0);
  });
});

describe('$out and $merge', () => {
  const db = () => mongo.client.db('stages');
  beforeEach(async () => {
    await db().dropDatabase();
    await db().collection('sales').insertMany([
      { region: 'north', amount: 5 },
      { region: 'south', amount: 7 },
      { region: 'north', amount: 3 },
    ]);
  });
  const totals = [{ $group: { _id: '$region', total: { $sum: '$amount' } } }, { $sort: { _id: 1 } }];

  it('$out replaces the target with the results, keeping its indexes', async () => {
    await db().collection('totals').insertOne({ _id: 'stale' as never });
    await db().collection('totals').createIndex({ total: 1 }, { unique: true });
    expect(await db().collection('sales').aggregate([...totals, { $out: 'totals' }]).toArray()).toEqual([]);
    expect(await db().collection('totals').find().toArray()).toEqual([{ _id: 'north', total: 8 }, { _id: 'south', total: 7 }]);
    expect((await db().collection('totals').indexes()).map((i) => i.name)).toEqual(['_id_', 'total_1']);
    // Results breaking a unique index leave the target as it was.
    await db().collection('sales').insertOne({ region: 'east', amount: 8 });
    await expect(db().collection('sales').aggregate([...totals, { $out: 'totals' }]).toArray()).rejects.toMatchObject({ code: 11000 });
    expect(await db().collection('totals').countDocuments()).toBe(2);
  });

  it('$merge inserts, merges, replaces, keeps or fails per whenMatched/whenNotMatched', async () => {
    const target = db().collection('summary');
    await target.insertOne({ _id: 'north' as never, total: 0, note: 'kept' });
    await db().collection('sales').aggregate([...totals, { $merge: { into: 'summary' } }]).toArray();
    expect(await target.find().sort({ _id: 1 }).toArray()).toEqual([
      { _id: 'north', total: 8, note: 'kept' },
      { _id: 'south', total: 7 },
    ]);
    await db().collection('sales').aggregate([...totals, { $merge: { into: 'summary', whenMatched: 'replace' } }]).toArray();
    expect(await target.findOne({ _id: 'north' as never })).toEqual({ _id: 'north', total: 8 });
    await db().collection('sales').aggregate([
      ...totals,
      { $merge: { into: 'summary', whenMatched: [{ $set: { total: { $add: ['$total', '$$new.total'] } } }], whenNotMatched: 'discard' } },
    ]).toArray();
    expect(await target.findOne({ _id: 'north' as never })).toEqual({ _id: 'north', total: 16 });
    await expect(
      db().collection('sales').aggregate([...totals, { $merge: { into: 'summary', whenMatched: 'fail' } }]).toArray(),
    ).rejects.toMatchObject({ code: 11000 });
    await target.deleteOne({ _id: 'south' as never });
    await expect(
      db().collection('sales').aggregate([...totals, { $merge: { into: 'summary', whenMatched: 'keepExisting', whenNotMatched: 'fail' } }]).toArray(),
    ).rejects.toMatchObject({ code: 13113 });
    expect(await target.countDocuments()).toBe(1);
  });

  it('$merge on other fields needs a unique index on them', async () => {
    const merge = { $merge: { into: 'byRegion', on: 'region' } };
    const regions = [{ $group: { _id: null, region: { $first: '$region' } } }, { $project: { _id: 0, region: 1 } }];
    await expect(db().collection('sales').aggregate([...regions, merge]).toArray()).rejects.toMatchObject({ code: 51183 });
    await db().collection('byRegion').createIndex({ region: 1 }, { unique: true });
    await db().collection('sales').aggregate([...regions, merge]).toArray();
    await db().collection('sales').aggregate([...regions, merge]).toArray();
    expect(await db().collection('byRegion').countDocuments({ region: 'north' })).toBe(1);
  });

  it('refuses $out or $merge anywhere but last', async () => {
    await expect(db().collection('sales').aggregate([{ $out: 'x' }, { $match: {} }]).toArray()).rejects.toMatchObject({ code: 40601 });
  });
});
