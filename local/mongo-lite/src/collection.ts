// One collection: documents by _id in natural (insertion) order, secondary indexes, unique enforcement.
import { EJSON, type Document } from 'bson';
import { Query } from 'mingo';
import { MongoLiteError } from './errors';
import { readPath, valueKey } from './keys';

export interface IndexSpec {
  key: Record<string, 1 | -1 | string>;
  name: string;
  unique?: boolean;
  sparse?: boolean;
  partialFilterExpression?: Document;
  expireAfterSeconds?: number;
}

class Index {
  readonly fields: string[];
  /** index key → ids (keys of the _id map) of the documents under it */
  readonly entries = new Map<string, Set<string>>();
  /** Set once any document holds an array under an indexed field; equality lookups then fall back to a scan. */
  multikey = false;
  private readonly partial?: Query;

  constructor(readonly spec: IndexSpec) {
    this.fields = Object.keys(spec.key);
    if (spec.partialFilterExpression) this.partial = new Query(spec.partialFilterExpression);
  }

  /** The entry key of a document, or null when the document is not in this index (sparse or partial). */
  keyOf(doc: Document): string | null {
    const values = this.fields.map((f) => readPath(doc, f));
    if (this.spec.sparse && values.every((v) => v === undefined)) return null;
    if (this.partial && !this.partial.test(doc)) return null;
    if (values.some(Array.isArray)) this.multikey = true;
    return values.map(valueKey).join('\u0000');
  }

  add(key: string | null, id: string): void {
    if (key === null) return;
    let ids = this.entries.get(key);
    if (!ids) this.entries.set(key, (ids = new Set()));
    ids.add(id);
  }

  remove(key: string | null, id: string): void {
    if (key === null) return;
    const ids = this.entries.get(key);
    ids?.delete(id);
    if (ids?.size === 0) this.entries.delete(key);
  }

  /** Usable for a plain equality lookup on every field (partial and multikey indexes could miss documents). */
  servesEquality(): boolean {
    return !this.partial && !this.multikey;
  }
}

export const ID_INDEX: IndexSpec = { key: { _id: 1 }, name: '_id_' };

/** A read-only view: its documents are `pipeline` run over the collection (or view) `viewOn`. */
export interface ViewDefinition {
  viewOn: string;
  pipeline: Document[];
}

export class Collection {
  /** valueKey(_id) → document. Stored documents are never mutated: updates replace them. */
  readonly docs = new Map<string, Document>();
  readonly indexes = new Map<string, Index>();

  constructor(
    readonly db: string,
    readonly name: string,
    readonly view?: ViewDefinition,
  ) {}

  get ns(): string {
    return `${this.db}.${this.name}`;
  }

  indexSpecs(): IndexSpec[] {
    return [ID_INDEX, ...[...this.indexes.values()].map((i) => i.spec)];
  }

  /** Adds an index over the existing documents; fails with E11000 (and adds nothing) if a unique one is violated. */
  addIndex(spec: IndexSpec): void {
    const index = new Index(spec);
    for (const [id, doc] of this.docs) {
      const key = index.keyOf(doc);
      if (spec.unique && key !== null && index.entries.has(key)) throw this.duplicateKey(index, doc);
      index.add(key, id);
    }
    this.indexes.set(spec.name, index);
  }

  dropIndex(name: string): boolean {
    return this.indexes.delete(name);
  }

  /** Throws the driver's E11000 error if `doc` would collide with another document on a unique index. */
  checkUnique(doc: Document, replacingId?: string): void {
    const id = valueKey(doc._id);
    if (id !== replacingId && this.docs.has(id)) throw this.duplicateKey(null, doc);
    for (const index of this.indexes.values()) {
      if (!index.spec.unique) continue;
      const key = index.keyOf(doc);
      if (key === null) continue;
      const holders = index.entries.get(key);
      if (holders && [...holders].some((h) => h !== replacingId)) throw this.duplicateKey(index, doc);
    }
  }

  /** Inserts or replaces by _id, keeping every index in step. Callers check uniqueness first. */
  put(doc: Document): void {
    const id = valueKey(doc._id);
    const previous = this.docs.get(id);
    for (const index of this.indexes.values()) {
      if (previous) index.remove(index.keyOf(previous), id);
      index.add(index.keyOf(doc), id);
    }
    this.docs.set(id, doc);
  }

  remove(id: string): Document | undefined {
    const previous = this.docs.get(id);
    if (!previous) return undefined;
    for (const index of this.indexes.values()) index.remove(index.keyOf(previous), id);
    this.docs.delete(id);
    return previous;
  }

  /**
   * The documents a filter can match: through the _id map or an index when the filter pins every field of one
   * by equality, else all of them. The caller still runs the full filter over the result.
   */
  candidates(filter: Document = {}): Document[] {
    const equalities = equalityConditions(filter);
    const ids = equalities.get('_id');
    if (ids) return ids.map((v) => this.docs.get(valueKey(v))).filter((d): d is Document => d !== undefined);
    for (const index of this.indexes.values()) {
      if (!index.servesEquality() || !index.fields.every((f) => equalities.get(f)?.length === 1)) continue;
      const values = index.fields.map((f) => equalities.get(f)![0]);
      if (index.spec.sparse && values.every((v) => v === null)) continue;
      const hits = index.entries.get(values.map(valueKey).join('\u0000'));
      return hits ? [...hits].map((id) => this.docs.get(id)!) : [];
    }
    return [...this.docs.values()];
  }

  /** The E11000 error for `doc` on the unique index over exactly `fields` (the _id index for ['_id']). */
  duplicateKeyOn(fields: string[], doc: Document): MongoLiteError {
    const index = [...this.indexes.values()].find((i) => i.fields.length === fields.length && fields.every((f) => i.fields.includes(f)));
    return this.duplicateKey(index ?? null, doc);
  }

  private duplicateKey(index: Index | null, doc: Document): MongoLiteError {
    const spec = index?.spec ?? ID_INDEX;
    const keyPattern: Document = {};
    const keyValue: Document = {};
    for (const field of Object.keys(spec.key)) {
      keyPattern[field] = spec.key[field];
      keyValue[field] = readPath(doc, field) ?? null;
    }
    const shown = Object.entries(keyValue)
      .map(([k, v]) => `${k}: ${JSON.stringify(EJSON.serialize(v, { relaxed: true }))}`)
      .join(', ');
    return new MongoLiteError(
      11000,
      'DuplicateKey',
      `E11000 duplicate key error collection: ${this.ns} index: ${spec.name} dup key: { ${shown} }`,
      { keyPattern, keyValue },
    );
  }
}

/** `{ $gt: 1 }` and the like, as opposed to a plain value or an embedded document. */
export const isOperatorObject = (v: unknown): v is Document =>
  v !== null && typeof v === 'object' && !Array.isArray(v) && !(v instanceof Date) && !(v instanceof RegExp) &&
  !('_bsontype' in (v as object)) && Object.keys(v as object).some((k) => k.startsWith('$'));

/** field → the values a filter requires it to equal ({f: v}, {f: {$eq: v}}, {f: {$in: [...]}}, inside $and). */
function equalityConditions(filter: Document, into = new Map<string, unknown[]>()): Map<string, unknown[]> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) equalityConditions(part, into);
      continue;
    }
    if (field.startsWith('$')) continue;
    let values: unknown[] | undefined;
    if (!isOperatorObject(condition)) values = condition instanceof RegExp || Array.isArray(condition) ? undefined : [condition];
    else if ('$eq' in condition && !isOperatorObject(condition.$eq) && !Array.isArray(condition.$eq)) values = [condition.$eq];
    else if (Array.isArray(condition.$in) && !condition.$in.some((v: unknown) => v instanceof RegExp || Array.isArray(v)))
      values = condition.$in;
    if (values && !into.has(field)) into.set(field, values);
  }
  return into;
}
