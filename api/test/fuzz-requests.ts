import fc from 'fast-check';

/**
 * Malformed requests for one operation of the OpenAPI document. Each case spoils at least one
 * declared input (path parameter, query parameter, body) so the contract must refuse it; the
 * harmless extras (an unknown field or parameter) always ride along with a spoiled input.
 */
export interface Operation {
  operationId: string;
  method: string;
  path: string;
  query: { name: string; required: boolean; schema: JsonSchema }[];
  body?: JsonSchema;
}

export interface JsonSchema {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  minimum?: number;
  maximum?: number;
}

export interface FuzzCase {
  kind: string;
  url: string;
  /** Raw body text (may be invalid JSON on purpose). */
  body?: string;
}

const nul = fc.constantFrom('\u0000', 'a\u0000b', '%00', '\u0001', '\u001b[31m', '\u007f', 'x\u0008y', '\u000b');
const control = nul.map((s) => (s === '%00' ? '\u0000' : s));
const hugeNumber = fc.constantFrom(2 ** 70, -(2 ** 70), -1, -2_147_483_649, 1e300, -0.5);
const wrongType = fc.constantFrom<unknown>([], {}, [1, 2], { nested: { deeper: [null] } }, true, null, 'not-a-number', 12345);

function typeOf(schema: JsonSchema | undefined): string {
  const type = schema?.type ?? schema?.anyOf?.[0]?.type;
  return Array.isArray(type) ? type[0] : (type ?? (schema?.enum ? typeof schema.enum[0] : 'string'));
}

/** A value of the declared type, so that a case spoils only what it means to spoil. */
function sample(schema: JsonSchema | undefined): unknown {
  if (schema?.enum) return schema.enum[0];
  switch (typeOf(schema)) {
    case 'integer':
    case 'number':
      return 1;
    case 'boolean':
      return true;
    case 'array':
      return [];
    case 'object':
      return Object.fromEntries(Object.entries(schema?.properties ?? {}).map(([k, v]) => [k, sample(v)]));
    default:
      return 'x';
  }
}

/**
 * Whether a number breaks the field's declared range: -1 spoils an id, not a stock change's delta
 * (its range is ±100,000). A field without a range takes any integer; a number only huge ones.
 */
function outOfRange(schema: JsonSchema | undefined, type: string, n: number): boolean {
  const { minimum, maximum } = schema ?? {};
  if (minimum === undefined && maximum === undefined) return type === 'integer' || Math.abs(n) > 1e15;
  return (minimum !== undefined && n < minimum) || (maximum !== undefined && n > maximum) || (type === 'integer' && !Number.isInteger(n));
}

/** A value the field's type cannot take. */
function wrongFor(schema: JsonSchema | undefined): fc.Arbitrary<unknown> {
  const type = typeOf(schema);
  if (type === 'integer' || type === 'number') return fc.oneof(hugeNumber.filter((n) => outOfRange(schema, type, n)), fc.constantFrom('abc', [], {}, null));
  if (type === 'string') return fc.oneof(control, fc.constantFrom(123, [], { a: 1 }, null, true));
  return wrongType.filter((v) => typeOf({ type: Array.isArray(v) ? 'array' : v === null ? 'null' : typeof v }) !== type);
}

function pathParams(path: string): string[] {
  return [...path.matchAll(/\{(\w+)\}/g)].map((m) => m[1]);
}

function buildUrl(op: Operation, params: Record<string, string>, query: [string, string][]): string {
  const path = op.path.replace(/\{(\w+)\}/g, (_, name: string) => params[name] ?? '1');
  const search = query.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&');
  return search ? `${path}?${search}` : path;
}

function validQuery(op: Operation): [string, string][] {
  return op.query.filter((q) => q.required).map((q) => [q.name, String(sample(q.schema))]);
}

export function fuzzCases(op: Operation): fc.Arbitrary<FuzzCase> {
  const body = op.body ? JSON.stringify(sample(op.body)) : undefined;
  // Operations without inputs still parse a URL: an unknown parameter carrying a control character.
  const arbitraries: fc.Arbitrary<FuzzCase>[] = [control.map((value) => ({ kind: 'unknown query control', url: buildUrl(op, {}, [...validQuery(op), ['lang', value]]), body }))];
  const names = pathParams(op.path);
  if (names.length > 0) {
    const spoiled = fc.oneof(
      control.map((s) => encodeURIComponent(s)),
      nul.filter((s) => s === '%00'),
      fc.constantFrom('-1', '99999999999999999999999', '1e400', 'abc', '%E0%A4%A', '..%2F..%2Fetc', 'x'.repeat(5000), '[]', 'null'),
    );
    arbitraries.push(
      fc.tuple(fc.constantFrom(...names), spoiled).map(([name, value]) => ({ kind: `path ${name}`, url: buildUrl(op, { [name]: value }, validQuery(op)), body })),
    );
  }
  const declared = op.query;
  if (declared.length > 0) {
    arbitraries.push(
      fc.tuple(fc.constantFrom(...declared), control).map(([q, value]) => ({ kind: `query ${q.name} control`, url: buildUrl(op, {}, [...validQuery(op).filter(([k]) => k !== q.name), [q.name, value], ['extra', 'x']]), body })),
    );
    const typed = declared.filter((q) => ['integer', 'number', 'boolean'].includes(typeOf(q.schema)) || q.schema.enum);
    if (typed.length > 0) {
      const bad = fc.constantFrom('abc', '1e400', '-99999999999999999999', '[object Object]', 'x'.repeat(3000));
      arbitraries.push(fc.tuple(fc.constantFrom(...typed), bad).map(([q, value]) => ({ kind: `query ${q.name} type`, url: buildUrl(op, {}, [...validQuery(op).filter(([k]) => k !== q.name), [q.name, value]]) })));
    }
  }
  if (op.body) arbitraries.push(bodyCases(op, op.body));
  return fc.oneof(...arbitraries);
}

function bodyCases(op: Operation, schema: JsonSchema): fc.Arbitrary<FuzzCase> {
  const url = buildUrl(op, {}, validQuery(op));
  const base = sample(schema) as Record<string, unknown>;
  const fields = Object.keys(schema.properties ?? {});
  const required = schema.required ?? [];
  const cases: fc.Arbitrary<FuzzCase>[] = [
    fc.constantFrom('[]', '"text"', '42', 'null', '{"unclosed":', '\u0000', 'not json').map((text) => ({ kind: 'body shape', url, body: text })),
    fc.constant({ kind: 'body overlong', url, body: JSON.stringify({ ...base, [fields[0] ?? 'x']: 'x'.repeat(150_000) }) }),
    fc.tuple(control, fc.constantFrom(...(fields.length ? fields : ['x']))).map(([text, key]) => ({ kind: `body ${key} control`, url, body: JSON.stringify({ ...base, [key]: text, ['extra' + text]: 1 }) })),
  ];
  if (fields.length > 0) {
    cases.push(
      fc.constantFrom(...fields).chain((key) => wrongFor(schema.properties?.[key]).map((value) => ({ kind: `body ${key} type`, url, body: JSON.stringify({ ...base, [key]: value }) }))),
      fc.constantFrom(...fields).map((key) => ({ kind: `body ${key} huge`, url, body: JSON.stringify({ ...base, [key]: typeOf(schema.properties?.[key]) === 'integer' ? 2 ** 70 : 'x'.repeat(90_000) }).replace('1180591620717411303424', '1e400') })),
    );
  }
  if (required.length > 0) {
    cases.push(fc.constantFrom(...required).map((key) => ({ kind: `body ${key} missing`, url, body: JSON.stringify({ ...Object.fromEntries(Object.entries(base).filter(([k]) => k !== key)), unexpected: [1] }) })));
  }
  return fc.oneof(...cases);
}
