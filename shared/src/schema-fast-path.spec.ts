import { describe, expect, test } from 'vitest';
import fc from 'fast-check';
import { z } from 'zod';
import { NOT_SURE, fastPathOf, withFastPath } from './schema-fast-path.js';
import { dictionaryAnswerSchema, raceInputSchema } from './socket/race-events.js';
import { MAX_IME_COMMIT_CHARS } from './race/constants.js';

/** Values at every edge of the schemas below: lengths, bounds, wrong types. */
const EDGES: unknown[] = [
  ...['insert', 'delete', 'ime', 'pinyin', 'x', '', 'class-1', '我们', 'a'.repeat(80), 'a'.repeat(81), 'b'.repeat(MAX_IME_COMMIT_CHARS * 4), 'b'.repeat(MAX_IME_COMMIT_CHARS * 4 + 1)],
  ...[0, -0, 1, 2, 4, 4.5, 5, 9, 10, 49, 50, 51, 100, 101, -1, 1.5, Number.MAX_SAFE_INTEGER, 2 ** 53, Number.NaN, Number.POSITIVE_INFINITY, Number.NEGATIVE_INFINITY],
  ...[null, undefined, true, false, [], {}, ['insert'], '1'],
];
const edgy = fc.oneof(
  fc.constantFrom(...EDGES),
  fc.string({ maxLength: 90 }),
  fc.integer(),
  fc.double(),
);
const keys = ['raceId', 'seq', 'kind', 'text', 'mode', 'count', 'questionIndex', 'optionIndex', 'n', 'below', 'flag', 'extra'];
/** The parts the race schemas do not use: any finite number, an exclusive bound, a boolean. */
const plainSchema = z.object({ n: z.number(), below: z.number().lt(5), flag: z.boolean() });
const validPlain = fc.record({ n: fc.double({ noNaN: true, noDefaultInfinity: true }), below: fc.double({ max: 4.9, noNaN: true, noDefaultInfinity: true }), flag: fc.boolean() });
const nearlyValid = fc.dictionary(fc.constantFrom(...keys), edgy, { maxKeys: keys.length });
const raceId = fc.string({ minLength: 1, maxLength: 80 });
const valid = fc.oneof(
  fc.record({ raceId, seq: fc.integer({ min: 1 }), kind: fc.constant('insert'), text: fc.string({ minLength: 1, maxLength: MAX_IME_COMMIT_CHARS * 4 }), mode: fc.constantFrom('ime', 'pinyin'), extra: fc.anything() }),
  fc.record({ raceId, seq: fc.integer({ min: 1 }), kind: fc.constant('delete'), count: fc.integer({ min: 1, max: 50 }) }),
);
const validAnswer = fc.record({ raceId, questionIndex: fc.integer({ min: 0, max: 100 }), optionIndex: fc.integer({ min: 0, max: 9 }) });
/** A valid payload with one field changed to an edge value: each rule is met on its own. */
const oneOff = fc.tuple(fc.oneof(valid, validAnswer, validPlain), fc.constantFrom(...keys), edgy).map(([input, key, value]) => ({ ...input, [key]: value }));

describe('a schema with a fast path parses exactly as zod does', () => {
  for (const [name, schema] of [
    ['typing commit', raceInputSchema],
    ['dictionary answer', dictionaryAnswerSchema],
    ['numbers and a boolean', plainSchema],
  ] as const) {
    test(`${name}: whatever the fast path accepts, zod accepts with the same value; the rest is zod's own answer`, () => {
      const fast = fastPathOf(schema)!;
      const parse = withFastPath(schema);
      expect(fast).not.toBeNull();
      fc.assert(
        fc.property(fc.oneof(oneOff, nearlyValid, valid, validAnswer, validPlain, fc.anything()), (input) => {
          const zod = schema.safeParse(input);
          const quick = fast(input);
          if (quick !== NOT_SURE) expect(zod).toEqual({ success: true, data: quick });
          const both = parse(input);
          expect(both.success).toBe(zod.success);
          if (both.success) expect(both.data).toEqual(zod.data);
          else expect(both.error!.issues).toEqual(zod.error!.issues);
        }),
        { numRuns: 5000 },
      );
    });
  }

  test('every field at every edge value, one at a time, and payloads sent as arrays: the same answer as zod', () => {
    const bases = [
      [raceInputSchema, { raceId: 'r', seq: 1, kind: 'insert', text: '我', mode: 'ime' }],
      [raceInputSchema, { raceId: 'r', seq: 1, kind: 'delete', count: 1 }],
      [dictionaryAnswerSchema, { raceId: 'r', questionIndex: 0, optionIndex: 0 }],
      [plainSchema, { n: 0, below: 0, flag: true }],
    ] as const;
    for (const [schema, base] of bases) {
      const parse = withFastPath(schema);
      const cases: unknown[] = [Object.assign([], base)];
      for (const key of Object.keys(base)) for (const value of EDGES) cases.push({ ...base, [key]: value });
      for (const input of cases) {
        const zod = schema.safeParse(input);
        expect(parse(input).success, JSON.stringify(input)).toBe(zod.success);
        if (zod.success) expect(fastPathOf(schema)!(input), JSON.stringify(input)).toEqual(zod.data);
      }
    }
  });

  test('a valid commit takes the fast path and keeps only the schema keys', () => {
    const fast = fastPathOf(raceInputSchema)!;
    fc.assert(
      fc.property(valid, (input) => {
        const quick = fast(input) as Record<string, unknown>;
        expect(quick).not.toBe(NOT_SURE);
        expect(quick).not.toHaveProperty('extra');
        expect(quick).toEqual(raceInputSchema.parse(input));
      }),
    );
  });

  test('a schema with parts the fast path does not know is parsed by zod alone', () => {
    expect(fastPathOf(z.object({ email: z.email() }))).toBeNull();
    expect(fastPathOf(z.object({ note: z.string().optional() }))).toBeNull();
    expect(fastPathOf(z.object({ n: z.coerce.number() }))).toBeNull();
    expect(fastPathOf(z.strictObject({ a: z.string() }))).toBeNull();
    expect(fastPathOf(z.object({ ['__proto__']: z.string() }))).toBeNull();
    expect(fastPathOf(z.object({ a: z.string().regex(/a/) }))).toBeNull();
    const parse = withFastPath(z.object({ email: z.email() }));
    expect(parse({ email: 'nope' }).success).toBe(false);
    expect(parse({ email: 'a@b.co' })).toEqual({ success: true, data: { email: 'a@b.co' } });
  });
});
