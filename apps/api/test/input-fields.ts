/**
 * The input fields of a route, read from its zod schemas (RouteEntry.inputs): where each field is
 * (path params, query string, body, nested objects and arrays), what kind it is (an id, a text,
 * another number, something else), whether it is required, and a value its schema accepts. The
 * bad-input walk (src/platform/route-input.test.ts) sends each field bad values with every other
 * field valid, so the answer is about that field.
 */
import type { RouteEntry } from '../src/app';

export type Source = 'params' | 'querystring' | 'body';
export type FieldKind = 'id' | 'text' | 'number' | 'other';

export interface InputField {
  source: Source;
  /** Keys from the source down to the field; array elements are '0'. */
  path: string[];
  kind: FieldKind;
  required: boolean;
  /** A value the field's schema accepts (undefined when none of the candidates fits). */
  sample: unknown;
}

/** The part of a zod 4 schema this reader needs. */
interface Schema {
  _zod: { def: Def };
  safeParse(value: unknown): { success: boolean };
}
interface Def {
  type: string;
  innerType?: Schema;
  in?: Schema;
  out?: Schema;
  options?: readonly Schema[];
  shape?: Record<string, Schema>;
  element?: Schema;
  entries?: Record<string, string | number>;
  values?: readonly unknown[];
}

function isSchema(value: unknown): value is Schema {
  return typeof value === 'object' && value !== null && '_zod' in value && 'safeParse' in value;
}

const WRAPPERS = new Set(['optional', 'nullable', 'default', 'prefault', 'catch', 'readonly', 'nonoptional']);
const OPTIONAL = new Set(['optional', 'default', 'prefault']);

/** The schema under wrappers, pipes and unions (the first option that is not a bare literal). */
function unwrap(schema: Schema): { leaf: Schema; optional: boolean } {
  let current = schema;
  let optional = false;
  for (let depth = 0; depth < 20; depth++) {
    const def = current._zod.def;
    if (WRAPPERS.has(def.type) && def.innerType) {
      optional ||= OPTIONAL.has(def.type);
      current = def.innerType;
    } else if (def.type === 'pipe' && def.in) {
      // z.preprocess is a pipe from a transform: the field is what the transform feeds.
      current = def.in._zod.def.type === 'transform' && def.out ? def.out : def.in;
    } else if (def.type === 'union' && def.options?.length) {
      current = def.options.find((o) => o._zod.def.type !== 'literal') ?? def.options[0]!;
    } else {
      break;
    }
  }
  return { leaf: current, optional };
}

/** An id by its name; `…_name_id` is a name in Bahasa Indonesia (categories.category_name_id), not an id. */
const ID_NAME = /^id$|Id$|(?<!_name)_id$/;
const IDS_NAME = /Ids$|_ids$/;

const TEXT_SAMPLES = ['Walker', 'walker@example.com', 'kopi-susu-99', 'ABCD2345', '1', 'a'];
const NUMBER_SAMPLES = [1, 10, 0, -6.2, 106.8];

/** The ids the walk's caller owns: its user id and a store it runs. */
export interface OwnIds {
  userId: number;
  storeId: number;
}

function idSample(name: string, own: OwnIds): number {
  if (name === 'userId' || name === 'user_id') return own.userId;
  if (name === 'storeId' || name === 'store_id') return own.storeId;
  return 1;
}

function firstAccepted(schema: Schema, candidates: readonly unknown[]): unknown {
  return candidates.find((candidate) => schema.safeParse(candidate).success);
}

function collect(
  schema: Schema,
  source: Source,
  path: string[],
  name: string,
  own: OwnIds,
  into: InputField[],
): unknown {
  const { leaf, optional } = unwrap(schema);
  const def = leaf._zod.def;
  const required = !optional;
  if (def.type === 'object' && def.shape) {
    const sample: Record<string, unknown> = {};
    for (const [key, field] of Object.entries(def.shape)) {
      const value = collect(field, source, [...path, key], key, own, into);
      if (value !== undefined && !unwrap(field).optional) sample[key] = value;
    }
    return sample;
  }
  if (def.type === 'array' && def.element) {
    const elementName = IDS_NAME.test(name) ? 'id' : name;
    const element = collect(def.element, source, [...path, '0'], elementName, own, into);
    return element === undefined ? [] : [element];
  }
  let kind: FieldKind = 'other';
  let sample: unknown;
  if (def.type === 'number' && ID_NAME.test(name)) {
    kind = 'id';
    sample = idSample(name, own);
  } else if (def.type === 'string') {
    kind = ID_NAME.test(name) ? 'id' : 'text';
    sample = kind === 'id' ? String(idSample(name, own)) : firstAccepted(schema, TEXT_SAMPLES);
  } else if (def.type === 'number') {
    kind = 'number';
    sample = firstAccepted(schema, NUMBER_SAMPLES);
  } else if (def.type === 'enum' && def.entries) {
    sample = Object.values(def.entries)[0];
  } else if (def.type === 'literal' && def.values) {
    sample = def.values[0];
  } else if (def.type === 'boolean') {
    sample = true;
  }
  into.push({ source, path, kind, required, sample });
  return sample;
}

/** Every field of a route's inputs, and the valid request each walk step starts from. */
export function inputFieldsOf(
  inputs: RouteEntry['inputs'],
  own: OwnIds,
): { fields: InputField[]; valid: Record<Source, Record<string, unknown>> } {
  const fields: InputField[] = [];
  const valid = { params: {}, querystring: {}, body: {} } as Record<Source, Record<string, unknown>>;
  for (const source of ['params', 'querystring', 'body'] as const) {
    const schema = inputs[source];
    if (!isSchema(schema)) continue;
    const sample = collect(schema, source, [], source, own, fields);
    if (sample && typeof sample === 'object' && !Array.isArray(sample)) {
      valid[source] = sample as Record<string, unknown>;
    }
  }
  return { fields, valid };
}

/** A copy of `target` with `value` at `path` (objects and arrays made on the way). */
export function withValueAt(target: Record<string, unknown>, path: string[], value: unknown) {
  const copy: Record<string, unknown> = structuredClone(target);
  let node: Record<string, unknown> = copy;
  path.forEach((key, index) => {
    if (index === path.length - 1) {
      node[key] = value;
      return;
    }
    const next = node[key];
    if (next === null || typeof next !== 'object') node[key] = path[index + 1] === '0' ? [] : {};
    node = node[key] as Record<string, unknown>;
  });
  return copy;
}
