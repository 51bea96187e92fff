// Request parameters as Stripe takes them: form-encoded with bracket notation (`metadata[userId]=…`,
// `payment_method_data[card][number]=…`, `expand[0]=…`), every value a string; an empty value unsets a field.
import qs from 'qs';
import { invalidRequest, parameterInvalid, parameterMissing } from './api-error';

export type Params = { [key: string]: unknown };

export function parseForm(text: string): Params {
  return qs.parse(text, { depth: 8, arrayLimit: 100, parameterLimit: 2000, allowPrototypes: false, strictNullHandling: false }) as Params;
}

/** Encodes parameters the way stripe-node does, for the emulator's own tests and tools. */
export const encodeForm = (params: object): string => qs.stringify(params, { arrayFormat: 'indices', encodeValuesOnly: false });

const isObject = (value: unknown): value is Params => typeof value === 'object' && value !== null && !Array.isArray(value);

/** One level of parameters with the bracket path that names them in error messages. */
export class Fields {
  constructor(
    readonly values: Params,
    readonly path = '',
  ) {}

  name(key: string): string {
    return this.path ? `${this.path}[${key}]` : key;
  }

  has(key: string): boolean {
    return this.values[key] !== undefined;
  }

  /** Stripe refuses what it does not know: a typo in the billing service fails here, not in production. */
  only(allowed: readonly string[]): this {
    for (const key of Object.keys(this.values)) {
      if (!allowed.includes(key)) {
        throw invalidRequest(`Received unknown parameter: ${this.name(key)}`, { code: 'parameter_unknown', param: this.name(key) });
      }
    }
    return this;
  }

  /** undefined: not given; null: given empty (unset). */
  string(key: string, options: { required?: boolean; max?: number } = {}): string | null | undefined {
    const value = this.values[key];
    if (value === undefined) {
      if (options.required) throw parameterMissing(this.name(key));
      return undefined;
    }
    if (typeof value !== 'string') throw parameterInvalid(this.name(key), `Invalid string: ${describe(value)}`);
    if (value === '') {
      if (options.required) throw parameterMissing(this.name(key));
      return null;
    }
    if (options.max !== undefined && value.length > options.max) {
      throw parameterInvalid(this.name(key), `Invalid string: ${value.slice(0, 20)}...; must be at most ${options.max} characters`);
    }
    return value;
  }

  integer(key: string, options: { required?: boolean; min?: number; max?: number } = {}): number | undefined {
    const text = this.string(key, { required: options.required });
    if (text === undefined || text === null) return undefined;
    if (!/^-?\d+$/.test(text)) throw parameterInvalid(this.name(key), `Invalid integer: ${text}`, 'parameter_invalid_integer');
    const value = Number(text);
    if (options.min !== undefined && value < options.min) {
      throw parameterInvalid(this.name(key), `This value must be greater than or equal to ${options.min}.`, 'parameter_invalid_integer');
    }
    if (options.max !== undefined && value > options.max) {
      throw parameterInvalid(this.name(key), `This value must be less than or equal to ${options.max}.`, 'parameter_invalid_integer');
    }
    return value;
  }

  boolean(key: string): boolean | undefined {
    const text = this.string(key);
    if (text === undefined || text === null) return undefined;
    if (text !== 'true' && text !== 'false') throw parameterInvalid(this.name(key), `Invalid boolean: ${text}`);
    return text === 'true';
  }

  oneOf<T extends string>(key: string, allowed: readonly T[]): T | undefined {
    const text = this.string(key);
    if (text === undefined || text === null) return undefined;
    if (!(allowed as readonly string[]).includes(text)) {
      throw parameterInvalid(this.name(key), `Invalid ${this.name(key)}: must be one of ${allowed.join(', ')}`, 'parameter_invalid_string');
    }
    return text as T;
  }

  object(key: string): Fields | undefined {
    const value = this.values[key];
    if (value === undefined || value === '') return undefined;
    if (!isObject(value)) throw parameterInvalid(this.name(key), `Invalid object: ${this.name(key)} must be a hash`, 'parameter_invalid_object');
    return new Fields(value, this.name(key));
  }

  /** `expand[]=a&expand[]=b`, `expand[0]=a` or one `expand=a`. */
  strings(key: string): string[] {
    const value = this.values[key];
    if (value === undefined || value === '') return [];
    const list = typeof value === 'string' ? [value] : Array.isArray(value) ? value : isObject(value) ? Object.values(value) : [value];
    return list.map((item, index) => {
      if (typeof item !== 'string') throw parameterInvalid(`${this.name(key)}[${index}]`, `Invalid string: ${describe(item)}`);
      return item;
    });
  }

  /** Stripe's metadata rules: up to 50 keys, keys up to 40 characters, string values up to 500; '' clears it. */
  metadata(key = 'metadata'): Record<string, string> | null | undefined {
    const value = this.values[key];
    if (value === undefined) return undefined;
    if (value === '') return null;
    if (!isObject(value)) throw parameterInvalid(this.name(key), `Invalid object: ${this.name(key)} must be a hash`, 'parameter_invalid_object');
    const entries = Object.entries(value);
    if (entries.length > 50) throw parameterInvalid(this.name(key), 'You can specify up to 50 keys in metadata.');
    const out: Record<string, string> = {};
    for (const [name, item] of entries) {
      const param = `${this.name(key)}[${name}]`;
      if (typeof item !== 'string') throw parameterInvalid(param, `Invalid string: ${describe(item)}`);
      if (name.length > 40) throw parameterInvalid(param, 'Metadata keys can be at most 40 characters long.');
      if (item.length > 500) throw parameterInvalid(param, 'Metadata values can be at most 500 characters long.');
      out[name] = item;
    }
    return out;
  }
}

function describe(value: unknown): string {
  return typeof value === 'string' ? value : JSON.stringify(value);
}

/** Merges metadata the way Stripe's updates do: a key set to '' is removed, `metadata=` clears it all. */
export function mergeMetadata(current: Record<string, string>, update: Record<string, string> | null | undefined): Record<string, string> {
  if (update === undefined) return current;
  if (update === null) return {};
  const next = { ...current };
  for (const [key, value] of Object.entries(update)) {
    if (value === '') delete next[key];
    else next[key] = value;
  }
  return next;
}

/** Metadata on create: keys given empty are simply not set. */
export const freshMetadata = (given: Record<string, string> | null | undefined): Record<string, string> => mergeMetadata({}, given);
