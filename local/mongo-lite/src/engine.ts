// The server state: databases of collections, every mutation recorded as a Change for the journal and, inside a
// transaction, as an undo step. Mutations are synchronous, so each command is atomic against the others.
import { ObjectId, calculateObjectSize, type Document } from 'bson';
import { Collection, type IndexSpec, type ViewDefinition } from './collection';
import { MongoLiteError, notOnView } from './errors';
import { valueKey } from './keys';
import type { Change } from './storage';

/** MongoDB's maxBsonObjectSize: no stored document may be larger. */
export const MAX_DOCUMENT_BYTES = 16 * 1024 * 1024;

/** What one command changed: journaled on success, or held by its transaction until commit; `undo` reverts it. */
export class WriteSet {
  readonly changes: Change[] = [];
  constructor(readonly undo: (() => void)[] = []) {}
}

export interface Transaction {
  txnNumber: number;
  changes: Change[];
  undo: (() => void)[];
}

export class Engine {
  readonly databases = new Map<string, Map<string, Collection>>();
  /** Open transactions by session id. */
  readonly transactions = new Map<string, Transaction>();

  collection(db: string, name: string): Collection | undefined {
    return this.databases.get(db)?.get(name);
  }

  /** The collection, created (and journaled) when missing, as MongoDB does on first write. */
  ensureCollection(db: string, name: string, writes: WriteSet): Collection {
    const existing = this.collection(db, name);
    if (existing?.view) throw notOnView(existing.ns);
    if (existing) return existing;
    const created = this.applyCreate(db, name);
    writes.changes.push({ op: 'create', db, c: name });
    writes.undo.push(() => this.databases.get(db)?.delete(name));
    return created;
  }

  createView(db: string, name: string, view: ViewDefinition, writes: WriteSet): void {
    this.applyCreate(db, name, view);
    writes.changes.push({ op: 'create', db, c: name, view: view as unknown as Document });
    writes.undo.push(() => this.databases.get(db)?.delete(name));
  }

  insert(coll: Collection, doc: Document, writes: WriteSet): void {
    // Only a missing _id is generated: a null _id is a value like any other (unique, found by { _id: null }).
    if (doc._id === undefined) doc._id = new ObjectId();
    checkIdField(doc._id);
    const size = calculateObjectSize(doc);
    if (size > MAX_DOCUMENT_BYTES)
      throw new MongoLiteError(10334, 'BSONObjectTooLarge', `object to insert too large. size in bytes: ${size}, max size: ${MAX_DOCUMENT_BYTES}`);
    coll.checkUnique(doc);
    coll.put(doc);
    writes.changes.push({ op: 'put', db: coll.db, c: coll.name, doc });
    const id = valueKey(doc._id);
    writes.undo.push(() => coll.remove(id));
  }

  replace(coll: Collection, before: Document, after: Document, writes: WriteSet): void {
    const id = valueKey(before._id);
    if (calculateObjectSize(after) > MAX_DOCUMENT_BYTES)
      throw new MongoLiteError(17419, 'Location17419', `Resulting document after update is larger than ${MAX_DOCUMENT_BYTES}`);
    coll.checkUnique(after, id);
    coll.put(after);
    writes.changes.push({ op: 'put', db: coll.db, c: coll.name, doc: after });
    writes.undo.push(() => coll.put(before));
  }

  remove(coll: Collection, doc: Document, writes: WriteSet): void {
    coll.remove(valueKey(doc._id));
    writes.changes.push({ op: 'del', db: coll.db, c: coll.name, id: doc._id });
    writes.undo.push(() => coll.put(doc));
  }

  addIndex(coll: Collection, spec: IndexSpec, writes: WriteSet): void {
    coll.addIndex(spec);
    writes.changes.push({ op: 'index', db: coll.db, c: coll.name, spec: spec as unknown as Document });
    writes.undo.push(() => coll.dropIndex(spec.name));
  }

  dropIndex(coll: Collection, name: string, writes: WriteSet): void {
    const spec = coll.indexes.get(name)?.spec;
    coll.dropIndex(name);
    writes.changes.push({ op: 'dropIndex', db: coll.db, c: coll.name, name });
    if (spec) writes.undo.push(() => coll.addIndex(spec));
  }

  dropCollection(db: string, name: string, writes: WriteSet): boolean {
    const coll = this.collection(db, name);
    if (!coll) return false;
    this.databases.get(db)!.delete(name);
    writes.changes.push({ op: 'drop', db, c: name });
    writes.undo.push(() => this.databases.get(db)?.set(name, coll));
    return true;
  }

  dropDatabase(db: string, writes: WriteSet): void {
    const collections = this.databases.get(db);
    if (!collections) return;
    this.databases.delete(db);
    writes.changes.push({ op: 'dropDb', db });
    writes.undo.push(() => this.databases.set(db, collections));
  }

  /** Replays a journal or snapshot record; the changes were validated when first made. */
  apply(change: Change): void {
    switch (change.op) {
      case 'create':
        this.applyCreate(change.db, change.c, change.view as ViewDefinition | undefined);
        break;
      case 'drop':
        this.databases.get(change.db)?.delete(change.c);
        break;
      case 'dropDb':
        this.databases.delete(change.db);
        break;
      case 'index': {
        const coll = this.applyCreate(change.db, change.c);
        if (!coll.indexes.has(String(change.spec.name))) coll.addIndex(change.spec as unknown as IndexSpec);
        break;
      }
      case 'dropIndex':
        this.collection(change.db, change.c)?.dropIndex(change.name);
        break;
      case 'put':
        this.applyCreate(change.db, change.c).put(change.doc);
        break;
      case 'del':
        this.collection(change.db, change.c)?.remove(valueKey(change.id));
        break;
    }
  }

  /** The whole state as change records, for a snapshot: per collection, its creation, indexes, then documents. */
  dump(): Change[][] {
    const records: Change[][] = [];
    for (const [db, collections] of this.databases) {
      for (const [c, coll] of collections) {
        records.push([
          { op: 'create', db, c, ...(coll.view ? { view: coll.view as unknown as Document } : {}) },
          ...coll.indexSpecs().slice(1).map((spec): Change => ({ op: 'index', db, c, spec: spec as unknown as Document })),
        ]);
        let chunk: Change[] = [];
        for (const doc of coll.docs.values()) {
          chunk.push({ op: 'put', db, c, doc });
          if (chunk.length === 1000) {
            records.push(chunk);
            chunk = [];
          }
        }
        if (chunk.length) records.push(chunk);
      }
    }
    return records;
  }

  private applyCreate(db: string, name: string, view?: ViewDefinition): Collection {
    let collections = this.databases.get(db);
    if (!collections) this.databases.set(db, (collections = new Map()));
    let coll = collections.get(name);
    if (!coll) collections.set(name, (coll = new Collection(db, name, view)));
    return coll;
  }
}

/** MongoDB's rules for an _id value: not an array, regex or undefined, and no '$'-prefixed field at any depth. */
function checkIdField(id: unknown): void {
  const type = Array.isArray(id) ? 'array' : id instanceof RegExp || (id as { _bsontype?: string })?._bsontype === 'BSONRegExp' ? 'regex' : null;
  if (type) throw new MongoLiteError(53, 'InvalidIdField', `The '_id' value cannot be of type ${type}`);
  const dollarField = (value: unknown): string | undefined => {
    if (value === null || typeof value !== 'object' || '_bsontype' in value || value instanceof Date) return undefined;
    for (const [key, inner] of Object.entries(value)) {
      if (key.startsWith('$') && !Array.isArray(value)) return key;
      const found = dollarField(inner);
      if (found) return found;
    }
    return undefined;
  };
  const field = dollarField(id);
  if (field)
    throw new MongoLiteError(52, 'DollarPrefixedFieldName', `_id fields may not contain '$'-prefixed fields: ${field} is not valid for storage.`);
}
