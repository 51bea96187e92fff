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

/** A value's place in an ordered index: its type bracket and a key that orders within it, or null (not range-served). */
type Ordered = { bracket: 'n' | 's' | 'd' | 'o'; key: number | string };

function ordered(value: unknown): Ordered | null {
  if (typeof value === 'number') return Number.isNaN(value) ? null : { bracket: 'n', key: value };
  if (typeof value === 'string') return { bracket: 's', key: value };
  if (value instanceof Date) return { bracket: 'd', key: value.getTime() };
  switch ((value as { _bsontype?: string } | null)?._bsontype) {
    case 'Long':
    case 'Int32':
    case 'Double':
      // Rounding a Long to a double keeps the order (never reverses it); bounds are applied inclusively and
      // the full filter decides, so the candidates stay a superset.
      return { bracket: 'n', key: Number((value as { valueOf(): unknown }).valueOf()) };
    case 'ObjectId':
      return { bracket: 'o', key: (value as { toHexString(): string }).toHexString() };
  }
  return null;
}

/** MongoDB orders strings by UTF-8 bytes, that is by code point; JS `<` compares UTF-16 units. */
function compareKeys(a: number | string, b: number | string): number {
  if (typeof a === 'number') return a < (b as number) ? -1 : a > (b as number) ? 1 : 0;
  const x = a as string;
  const y = b as string;
  if (!/[\uD800-\uFFFF]/.test(x) && !/[\uD800-\uFFFF]/.test(y)) return x < y ? -1 : x > y ? 1 : 0;
  const cx = [...x].map((c) => c.codePointAt(0)!);
  const cy = [...y].map((c) => c.codePointAt(0)!);
  for (let i = 0; i < Math.min(cx.length, cy.length); i++) if (cx[i] !== cy[i]) return cx[i] - cy[i];
  return cx.length - cy.length;
}

type Entry = { key: number | string; ids: Set<string> };
const CHUNK = 512;

/**
 * Distinct keys of one type bracket in order, each with the ids under it. Kept in chunks of at most 2×CHUNK
 * entries (a two-level B-tree), so an insert moves a few hundred entries, not the whole index.
 */
class SortedKeys {
  private readonly chunks: Entry[][] = [];

  /** The chunk that holds `key` or would: the first whose last key is >= it, else the last one. */
  private chunkFor(key: number | string): number {
    let lo = 0;
    let hi = this.chunks.length - 1;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(this.chunks[mid].at(-1)!.key, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  private static lowerBound(chunk: Entry[], key: number | string): number {
    let lo = 0;
    let hi = chunk.length;
    while (lo < hi) {
      const mid = (lo + hi) >>> 1;
      if (compareKeys(chunk[mid].key, key) < 0) lo = mid + 1;
      else hi = mid;
    }
    return lo;
  }

  add(key: number | string, id: string): void {
    if (this.chunks.length === 0) {
      this.chunks.push([{ key, ids: new Set([id]) }]);
      return;
    }
    const c = this.chunkFor(key);
    const chunk = this.chunks[c];
    const at = SortedKeys.lowerBound(chunk, key);
    if (at < chunk.length && compareKeys(chunk[at].key, key) === 0) {
      chunk[at].ids.add(id);
      return;
    }
    chunk.splice(at, 0, { key, ids: new Set([id]) });
    if (chunk.length > 2 * CHUNK) this.chunks.splice(c, 1, chunk.slice(0, CHUNK), chunk.slice(CHUNK));
  }

  remove(key: number | string, id: string): void {
    if (this.chunks.length === 0) return;
    const c = this.chunkFor(key);
    const chunk = this.chunks[c];
    const at = SortedKeys.lowerBound(chunk, key);
    if (at >= chunk.length || compareKeys(chunk[at].key, key) !== 0) return;
    chunk[at].ids.delete(id);
    if (chunk[at].ids.size > 0) return;
    chunk.splice(at, 1);
    if (chunk.length === 0) this.chunks.splice(c, 1);
  }

  /** Ids with low <= key <= high (either bound optional), and while `keep` holds. */
  between(low: number | string | undefined, high: number | string | undefined, keep?: (key: number | string) => boolean): string[] {
    const out: string[] = [];
    if (this.chunks.length === 0) return out;
    let c = low === undefined ? 0 : this.chunkFor(low);
    let at = low === undefined ? 0 : SortedKeys.lowerBound(this.chunks[c], low);
    for (; c < this.chunks.length; c++, at = 0) {
      const chunk = this.chunks[c];
      for (; at < chunk.length; at++) {
        const { key, ids } = chunk[at];
        if ((high !== undefined && compareKeys(key, high) > 0) || (keep && !keep(key))) return out;
        for (const id of ids) out.push(id);
      }
    }
    return out;
  }
}

/** A range or prefix condition on one field that an ordered index can serve. */
export interface RangeCondition {
  bracket: Ordered['bracket'];
  low?: number | string;
  high?: number | string;
  prefix?: string;
  /** For explain: the bounds in MongoDB's notation. */
  bounds: string;
}

class Index {
  readonly fields: string[];
  /** index key → ids (keys of the _id map) of the documents under it */
  readonly entries = new Map<string, Set<string>>();
  /** The first field's values in order, per type bracket: serves ranges and prefix regexes. */
  readonly sorted = new Map<Ordered['bracket'], SortedKeys>();
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

  add(id: string, doc: Document, key = this.keyOf(doc)): void {
    if (key === null) return;
    let ids = this.entries.get(key);
    if (!ids) this.entries.set(key, (ids = new Set()));
    ids.add(id);
    const first = ordered(readPath(doc, this.fields[0]));
    if (!first) return;
    let keys = this.sorted.get(first.bracket);
    if (!keys) this.sorted.set(first.bracket, (keys = new SortedKeys()));
    keys.add(first.key, id);
  }

  remove(id: string, doc: Document): void {
    const key = this.keyOf(doc);
    if (key === null) return;
    const ids = this.entries.get(key);
    ids?.delete(id);
    if (ids?.size === 0) this.entries.delete(key);
    const first = ordered(readPath(doc, this.fields[0]));
    if (first) this.sorted.get(first.bracket)?.remove(first.key, id);
  }

  /** Ids whose first field may satisfy `range` (a superset: the caller applies the full filter). */
  scan(range: RangeCondition): string[] {
    const keys = this.sorted.get(range.bracket);
    if (!keys) return [];
    if (range.prefix !== undefined) return keys.between(range.prefix, undefined, (k) => (k as string).startsWith(range.prefix!));
    return keys.between(range.low, range.high);
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
      index.add(id, doc, key);
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
      if (previous) index.remove(id, previous);
      index.add(id, doc);
    }
    this.docs.set(id, doc);
  }

  remove(id: string): Document | undefined {
    const previous = this.docs.get(id);
    if (!previous) return undefined;
    for (const index of this.indexes.values()) index.remove(id, previous);
    this.docs.delete(id);
    return previous;
  }

  /**
   * The documents a filter can match: through the _id map or an index when the filter pins every field of one
   * by equality, else all of them. The caller still runs the full filter over the result.
   */
  candidates(filter: Document = {}): Document[] {
    return this.plan(filter).documents();
  }

  /**
   * How a filter is answered, as explain reports it: an _id lookup (IDHACK), an index scan (IXSCAN: equality on
   * every field of an index, or a range / prefix regex on an index's first field), or a collection scan.
   */
  plan(filter: Document = {}): QueryPlan {
    const equalities = equalityConditions(filter);
    const ids = equalities.get('_id');
    if (ids)
      return { stage: 'IDHACK', documents: () => ids.map((v) => this.docs.get(valueKey(v))).filter((d): d is Document => d !== undefined) };
    for (const index of this.indexes.values()) {
      if (!index.servesEquality() || !index.fields.every((f) => equalities.get(f)?.length === 1)) continue;
      const values = index.fields.map((f) => equalities.get(f)![0]);
      if (index.spec.sparse && values.every((v) => v === null)) continue;
      const bounds = Object.fromEntries(index.fields.map((f, i) => [f, [`[${shown(values[i])}, ${shown(values[i])}]`]]));
      return {
        stage: 'IXSCAN',
        index: index.spec,
        bounds,
        documents: () => [...(index.entries.get(values.map(valueKey).join('\u0000')) ?? [])].map((id) => this.docs.get(id)!),
      };
    }
    const ranges = rangeConditions(filter);
    for (const index of this.indexes.values()) {
      const range = ranges.get(index.fields[0]);
      if (!range || !index.servesEquality()) continue;
      const bounds = Object.fromEntries(index.fields.map((f, i) => [f, [i === 0 ? range.bounds : '[MinKey, MaxKey]']]));
      return { stage: 'IXSCAN', index: index.spec, bounds, documents: () => index.scan(range).map((id) => this.docs.get(id)!) };
    }
    return { stage: 'COLLSCAN', documents: () => [...this.docs.values()] };
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

export interface QueryPlan {
  stage: 'IDHACK' | 'IXSCAN' | 'COLLSCAN';
  index?: IndexSpec;
  bounds?: Document;
  documents(): Document[];
}

const shown = (v: unknown): string => (typeof v === 'string' ? JSON.stringify(v) : String(v instanceof Date ? v.toISOString() : v));

/** The literal text a regex must start with (`/^abc/` → "abc"), or null when it is not an anchored prefix. */
function regexPrefix(source: string, flags: string): string | null {
  if (!source.startsWith('^') || flags.includes('i') || flags.includes('m') || source.includes('|')) return null;
  let prefix = '';
  for (let i = 1; i < source.length; i++) {
    const c = source[i];
    if (c === '\\' && i + 1 < source.length && !/[A-Za-z0-9]/.test(source[i + 1])) prefix += source[++i];
    else if ('.[](){}*+?^$\\'.includes(c)) {
      if ('?*{'.includes(c)) prefix = prefix.slice(0, -1); // the last literal is optional
      break;
    } else prefix += c;
  }
  return prefix || null;
}

/** field → a range ($gt/$gte/$lt/$lte in one type bracket) or anchored-prefix regex condition, at top level or in $and. */
function rangeConditions(filter: Document, into = new Map<string, RangeCondition>()): Map<string, RangeCondition> {
  for (const [field, condition] of Object.entries(filter)) {
    if (field === '$and' && Array.isArray(condition)) {
      for (const part of condition) rangeConditions(part, into);
      continue;
    }
    if (field.startsWith('$') || into.has(field)) continue;
    const regex = condition instanceof RegExp ? condition : isOperatorObject(condition) && condition.$regex !== undefined ? condition.$regex : undefined;
    if (regex !== undefined) {
      const source = regex instanceof RegExp ? regex.source : typeof regex === 'string' ? regex : (regex as { pattern?: string }).pattern;
      const flags = String(regex instanceof RegExp ? regex.flags : isOperatorObject(condition) ? (condition.$options ?? '') : '') +
        String((regex as { options?: string }).options ?? '');
      const prefix = typeof source === 'string' ? regexPrefix(source, flags) : null;
      if (prefix !== null) into.set(field, { bracket: 's', prefix, bounds: `[${JSON.stringify(prefix)}, ${JSON.stringify(prefix + '\uffff')})` });
      continue;
    }
    if (!isOperatorObject(condition)) continue;
    let range: RangeCondition | undefined;
    for (const [op, value] of Object.entries(condition)) {
      if (!['$gt', '$gte', '$lt', '$lte'].includes(op)) continue;
      const bound = ordered(value);
      if (!bound || (range && range.bracket !== bound.bracket)) {
        range = undefined;
        break;
      }
      range ??= { bracket: bound.bracket, bounds: '' };
      if (op.startsWith('$g') && (range.low === undefined || compareKeys(bound.key, range.low) > 0)) range.low = bound.key;
      if (op.startsWith('$l') && (range.high === undefined || compareKeys(bound.key, range.high) < 0)) range.high = bound.key;
    }
    if (!range) continue;
    range.bounds = `${'$gt' in condition ? '(' : '['}${range.low ?? 'MinKey'}, ${range.high ?? 'MaxKey'}${'$lt' in condition ? ')' : ']'}`;
    into.set(field, range);
  }
  return into;
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
