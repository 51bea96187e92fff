// An equality lookup on an indexed field goes straight to its documents instead of scanning the collection.
import { ObjectId } from 'bson';
import { Collection } from '../src/collection';

function collectionOf(n: number): Collection {
  const coll = new Collection('db', 'c');
  coll.addIndex({ key: { email: 1 }, name: 'email_1', unique: true });
  coll.addIndex({ key: { userId: 1, tool: 1 }, name: 'userId_1_tool_1' });
  for (let i = 0; i < n; i++) coll.put({ _id: new ObjectId(), email: `u${i}@x.io`, userId: `u${i % 10}`, tool: `t${i % 7}` });
  return coll;
}

it('finds candidates through a single-field index', () => {
  expect(collectionOf(1000).candidates({ email: 'u500@x.io' }).map((d) => d.email)).toEqual(['u500@x.io']);
});

it('finds candidates through a compound index when every field is pinned', () => {
  const hits = collectionOf(700).candidates({ userId: 'u3', tool: { $eq: 't3' } });
  expect(hits.length).toBe(10);
  expect(hits.every((d) => d.userId === 'u3' && d.tool === 't3')).toBe(true);
});

it('finds by _id, including $in', () => {
  const coll = collectionOf(10);
  const [a, b] = [...coll.docs.values()];
  expect(coll.candidates({ _id: { $in: [a._id, b._id, new ObjectId()] } })).toEqual([a, b]);
});

it('falls back to every document when no index covers the filter', () => {
  expect(collectionOf(50).candidates({ tool: 't1' })).toHaveLength(50);
});

it('keeps index entries in step with replacement and removal', () => {
  const coll = collectionOf(5);
  const doc = coll.candidates({ email: 'u1@x.io' })[0];
  coll.put({ ...doc, email: 'renamed@x.io' });
  expect(coll.candidates({ email: 'u1@x.io' })).toEqual([]);
  expect(coll.candidates({ email: 'renamed@x.io' })).toHaveLength(1);
  coll.remove([...coll.docs.keys()][1]);
  expect(coll.candidates({ email: 'renamed@x.io' })).toEqual([]);
});
