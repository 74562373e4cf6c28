import type { z } from 'zod';

/** What the compiled check makes of an input: the parsed value, or NOT_SURE (zod decides). */
type FastPath = (input: unknown) => unknown;
/** A compiled check's answer when it cannot vouch for the input: zod parses it. */
export const NOT_SURE = Symbol('not sure');

/** The definition fields read here (zod 4's `schema._zod.def`, which zod builds its own parsers from). */
interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, { _zod: { def: Def } }>;
  options?: { _zod: { def: Def } }[];
  discriminator?: string;
  values?: unknown[];
  entries?: Record<string, unknown>;
}
interface CheckDef {
  check: string;
  minimum?: number;
  maximum?: number;
  value?: number;
  inclusive?: boolean;
  format?: string;
}

/**
 * `schema.safeParse`, with a fast path for a schema on a hot boundary (the match server's typing
 * commit: thousands a second, where zod's general machinery cost several microseconds each in the
 * race bench's profile). A check is compiled once from the schema's own definition for the parts it
 * knows: objects of strings (length limits), finite numbers (safe integer, bounds), literals, enums
 * and booleans, and discriminated unions of such objects. An input it accepts gets what zod would
 * give (a new object with the schema's keys only); everything else, every failure included, goes
 * to `safeParse` itself, so the rules and the errors stay zod's and the schema stays the one source
 * of truth. A schema with any other part is always parsed by zod.
 *
 * The check is generated source (`new Function`), built only from the schema's keys and bounds:
 * each field read is then a plain property load the optimizing compiler keeps monomorphic, where
 * one shared loop over the fields was megamorphic and no faster than zod itself (which compiles
 * its object parsers the same way).
 */
export function withFastPath<S extends z.ZodType>(schema: S): (input: unknown) => z.ZodSafeParseResult<z.output<S>> {
  const fast = fastPathOf(schema);
  if (!fast) return (input) => schema.safeParse(input);
  return (input) => {
    const data = fast(input);
    return data === NOT_SURE ? schema.safeParse(input) : { success: true, data: data as z.output<S> };
  };
}

/** The compiled check alone: the parsed value or NOT_SURE; null when the schema has parts it does not know. */
export function fastPathOf(schema: z.ZodType): FastPath | null {
  const sets: Set<unknown>[] = [];
  const source = compileRoot(defOf(schema), sets);
  if (source === null) return null;
  // The source is built from the schema's definition only (keys, bounds), never from input.
  return new Function('NOT_SURE', 'sets', `return (input) => {\n${source}\n};`)(NOT_SURE, sets) as FastPath;
}

function defOf(schema: unknown): Def {
  return (schema as { _zod: { def: Def } })._zod.def;
}

/** The definition keys each known part may have: one more (a format, a pattern, a default, coercion, a catch-all…) and zod parses it. */
const KNOWN_KEYS: Record<string, readonly string[]> = {
  object: ['type', 'shape'],
  union: ['type', 'options', 'discriminator', 'inclusive'],
  string: ['type', 'checks'],
  number: ['type', 'checks'],
  boolean: ['type'],
  literal: ['type', 'values'],
  enum: ['type', 'entries'],
};

function known(def: Def): boolean {
  const keys = KNOWN_KEYS[def.type];
  return keys !== undefined && Object.keys(def).every((key) => keys.includes(key) || (def as unknown as Record<string, unknown>)[key] === undefined);
}

/** The function body for the schema: an object, or a discriminated union of objects. */
function compileRoot(def: Def, sets: Set<unknown>[]): string | null {
  if (!known(def)) return null;
  if (def.type === 'object') return compileObject(def, sets);
  if (def.type !== 'union' || def.discriminator === undefined) return null;
  const cases: string[] = [];
  const tags = new Set<unknown>();
  for (const option of def.options ?? []) {
    const optionDef = defOf(option);
    const tagDef = optionDef.shape?.[def.discriminator]?._zod.def;
    const body = known(optionDef) && optionDef.type === 'object' ? compileObject(optionDef, sets) : null;
    if (body === null || tagDef?.type !== 'literal' || !tagDef.values?.every((tag) => typeof tag === 'string' && !tags.has(tag))) return null;
    for (const tag of tagDef.values) tags.add(tag);
    cases.push(`${tagDef.values.map((tag) => `case ${JSON.stringify(tag)}:`).join(' ')} {\n${body}\n}`);
  }
  // The option is found by its discriminator's literal, as zod finds it.
  return `if (typeof input !== 'object' || input === null) return NOT_SURE;\nswitch (input[${JSON.stringify(def.discriminator)}]) {\n${cases.join('\n')}\n}\nreturn NOT_SURE;`;
}

function compileObject(def: Def, sets: Set<unknown>[]): string | null {
  const lines = ["if (typeof input !== 'object' || input === null || Array.isArray(input)) return NOT_SURE;"];
  const out: string[] = [];
  for (const [i, [key, field]] of Object.entries(def.shape ?? {}).entries()) {
    const test = compileValue(field._zod.def, `v${i}`, sets);
    // In an object literal "__proto__" sets the prototype, not a key: such a schema is zod's alone.
    if (test === null || key === '__proto__') return null;
    lines.push(`const v${i} = input[${JSON.stringify(key)}];`, `if (!(${test})) return NOT_SURE;`);
    out.push(`${JSON.stringify(key)}: v${i}`);
  }
  return [...lines, `return { ${out.join(', ')} };`].join('\n');
}

/** A condition on the variable `v` that holds when zod would take its value as it is; null if a part is unknown. */
function compileValue(def: Def, v: string, sets: Set<unknown>[]): string | null {
  if (!known(def)) return null;
  const checks = (def.checks ?? []).map((check) => check._zod.def);
  const all = (type: string, conditionOf: (check: CheckDef) => string | null) => {
    const conditions = checks.map(conditionOf);
    return conditions.every((c) => c !== null) ? [type, ...conditions].join(' && ') : null;
  };
  switch (def.type) {
    case 'string':
      return all(`typeof ${v} === 'string'`, (check) => lengthCondition(check, v));
    case 'number':
      return all(`typeof ${v} === 'number' && Number.isFinite(${v})`, (check) => numberCondition(check, v));
    case 'boolean':
      return `typeof ${v} === 'boolean'`;
    case 'literal':
      return oneOf(def.values ?? [], v, sets);
    case 'enum':
      return oneOf(Object.values(def.entries ?? {}), v, sets, true);
    default:
      return null;
  }
}

/** A literal's or an enum's values, matched as zod matches them (a Set: SameValueZero). */
function oneOf(values: unknown[], v: string, sets: Set<unknown>[], stringsOnly = false): string | null {
  // A numeric TS enum's entries carry reverse mappings zod leaves out: those go to zod.
  const primitive = (value: unknown) => typeof value === 'string' || (!stringsOnly && (typeof value === 'number' || typeof value === 'boolean'));
  if (!values.length || !values.every(primitive)) return null;
  sets.push(new Set(values));
  return `sets[${sets.length - 1}].has(${v})`;
}

function lengthCondition(check: CheckDef, v: string): string | null {
  const bound = check.check === 'min_length' ? check.minimum : check.check === 'max_length' ? check.maximum : undefined;
  if (!Number.isSafeInteger(bound)) return null;
  return `${v}.length ${check.check === 'min_length' ? '>=' : '<='} ${bound}`;
}

function numberCondition(check: CheckDef, v: string): string | null {
  if (check.check === 'number_format') return check.format === 'safeint' ? `Number.isSafeInteger(${v})` : null;
  if (!Number.isFinite(check.value)) return null;
  if (check.check === 'greater_than') return `${v} ${check.inclusive ? '>=' : '>'} ${check.value}`;
  if (check.check === 'less_than') return `${v} ${check.inclusive ? '<=' : '<'} ${check.value}`;
  return null;
}
