// Canonical string keys for BSON values: equal under MongoDB equality ⇔ equal key. Used by _id lookup and indexes.
import { EJSON } from 'bson';

type Tagged = { _bsontype?: string; toHexString?: () => string; valueOf(): unknown };

export function valueKey(value: unknown): string {
  if (value === undefined || value === null) return 'z';
  switch (typeof value) {
    case 'number':
      return 'n' + (Object.is(value, -0) ? 0 : value);
    case 'bigint':
      return 'n' + value.toString();
    case 'string':
      return 's' + JSON.stringify(value);
    case 'boolean':
      return value ? 'T' : 'F';
  }
  if (value instanceof Date) return 'd' + value.getTime();
  if (Array.isArray(value)) return '[' + value.map(valueKey).join(',') + ']';
  const tagged = value as Tagged;
  switch (tagged._bsontype) {
    case undefined:
      return '{' + Object.entries(value as object).map(([k, v]) => JSON.stringify(k) + ':' + valueKey(v)).join(',') + '}';
    case 'ObjectId':
      return 'o' + tagged.toHexString!();
    case 'Long':
    case 'Int32':
    case 'Double':
      return 'n' + Number(tagged.valueOf());
    default:
      return tagged._bsontype + JSON.stringify(EJSON.serialize(value));
  }
}

/** Reads a dotted path; an array met on the way is returned as is (a multikey value). */
export function readPath(doc: unknown, path: string): unknown {
  let current = doc;
  for (const part of path.split('.')) {
    if (Array.isArray(current)) return current;
    if (current === null || typeof current !== 'object') return undefined;
    current = (current as Record<string, unknown>)[part];
  }
  return current;
}
