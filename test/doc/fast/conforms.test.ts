// src/doc/fast/conforms.ts answers "valid" without ajv for the values it can
// judge. It must never pass a value ajv fails (a bad record would reach L1, a
// bad profile would gate a release), and on the values aqr reads (JSON, YAML)
// it should pass each one ajv passes, or every run pays ajv's code again.
// ajv here is the real one, compiling the schemas at run time (validators.ts).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { conformsTo, conformsToSchema } from '../../../src/doc/fast/conforms.js';
import type { SchemaName } from '../../../src/doc/schemas.js';
import { decisionValidator, deployPolicyValidator, measureValidator, newAjv, profileValidator, recordValidator } from '../../../src/doc/validators.js';
import { FIXTURES, HAS_REFERENCE, PUBLIC_EXAMPLES, ROOT } from '../../helpers.js';
import { type Json, variants, yamlFiles } from '../variants.js';

const AJV: Record<SchemaName, () => ValidateFunction> = {
  record: recordValidator,
  profile: profileValidator,
  measure: measureValidator,
  decision: decisionValidator,
  deployPolicy: deployPolicyValidator,
};
const example = async (file: string) => parse(await readFile(join(ROOT, file), 'utf8')) as Json;

async function inputs(): Promise<Record<SchemaName, Json[]>> {
  const records = [...(await yamlFiles(join(FIXTURES, 'conformance'))), ...(await yamlFiles(join(FIXTURES, 'records'))), await example('examples/record.yaml')];
  if (HAS_REFERENCE) records.push(...(await yamlFiles(PUBLIC_EXAMPLES)));
  const profiles = [...(await yamlFiles(join(ROOT, 'profiles'))), await example('examples/profile.yaml'), await example('examples/profile-confidence.yaml')];
  const record = (await example('examples/record.yaml')) as { measures: Json[] };
  const { decisions } = (await example('examples/decisions.yaml')) as { decisions: Json[] };
  return { record: records, profile: profiles, measure: record.measures, decision: decisions, deployPolicy: [await example('examples/deploy/policy.yaml')] };
}

/** Both verdicts on each input: conformsTo may only pass what ajv passes; with `exact`, it must also pass all of it. */
function compare(name: SchemaName, values: unknown[], exact: boolean): { passed: number; failed: number; unsure: number } {
  const ajv = AJV[name]();
  let passed = 0;
  let failed = 0;
  let unsure = 0;
  for (const v of values) {
    const ours = conformsTo(name, v);
    const theirs = ajv(v);
    // expect() only on a difference: it is slow, and this runs many thousand times.
    if (ours && !theirs) expect(theirs, `${name}: conformsTo passed what ajv fails: ${JSON.stringify(v)?.slice(0, 400)}`).toBe(true);
    if (exact && ours !== theirs) expect(ours, `${name}: ajv passes what conformsTo does not: ${JSON.stringify(v)?.slice(0, 400)}`).toBe(theirs);
    if (ours) passed++;
    else if (theirs) unsure++;
    else failed++;
  }
  return { passed, failed, unsure };
}

/** The value with `f` applied at each place `pick` chooses (a copy each). */
function edits(value: Json, f: (v: Json) => unknown[] | undefined): unknown[] {
  const out: unknown[] = [];
  const walk = (v: Json, set: (x: unknown) => unknown) => {
    for (const x of f(v) ?? []) out.push(set(x));
    if (Array.isArray(v)) v.forEach((c, i) => walk(c, (x) => set(v.map((y, j) => (j === i ? x : y)))));
    else if (v !== null && typeof v === 'object') for (const [k, c] of Object.entries(v)) walk(c, (x) => set({ ...v, [k]: x }));
  };
  walk(value, (x) => x);
  return out;
}

describe('conformsTo: a schema reader for the valid case, held to ajv', () => {
  it('passes every valid fixture, example and public example itself, so a valid run never asks ajv', async () => {
    for (const [name, values] of Object.entries(await inputs()) as [SchemaName, Json[]][]) {
      const { passed, unsure } = compare(name, values, true);
      expect(unsure, name).toBe(0);
      expect(passed, name).toBeGreaterThan(0);
    }
  });

  it("gives ajv's verdict on each input broken in many places (removed, retyped, emptied, an unknown key)", async () => {
    for (const [name, values] of Object.entries(await inputs()) as [SchemaName, Json[]][]) {
      // Numbers on and beside the schemas' bounds too (minimum 0 and 1, exclusive 0.5 and 1, a maximum of 1).
      const numbers = values.flatMap((v) => edits(v, (x) => (typeof x === 'number' ? [0.5, 0.5000001, 1, 0.9999999, 2, 0.25, 1e-9, 100, 101] : undefined)));
      const { passed, failed } = compare(name, [...values.flatMap((v) => variants(v)), ...numbers], true);
      expect(passed, name).toBeGreaterThan(values.length);
      expect(failed, name).toBeGreaterThan(values.length * 10);
    }
  });

  it('never passes what ajv fails on values JSON cannot hold, odd strings and lengths counted in code points', async () => {
    const odd: unknown[] = [
      Infinity,
      -Infinity,
      NaN,
      -0,
      2 ** 53,
      1e308,
      undefined,
      new Date(0),
      Object.create(null),
      Object.assign(Object.create(null), { id: 'x' }),
      new (class Thing {
        readonly id = 'x';
      })(),
      [undefined],
      '\ud800',
      '😀',
      '😀'.repeat(128),
      'x'.repeat(129),
      '😀'.repeat(129),
      Object.setPrototypeOf([1], null),
      Object.assign([undefined, 'x'], { [Symbol.iterator]: function* () {} }),
    ];
    const { record, profile, measure, decision } = await inputs();
    for (const [name, values] of [
      ['record', record],
      ['profile', profile],
      ['measure', measure],
      ['decision', decision],
    ] as const) {
      const all = values.flatMap((v) => edits(v, (x) => (x === null || typeof x !== 'object' ? odd : undefined)));
      // Duplicates in each list of scalars (uniqueItems), and __proto__ as an own key (JSON.parse makes one).
      all.push(
        ...values.flatMap((v) =>
          edits(v, (x) => (Array.isArray(x) && x.length > 0 && x.every((y) => y === null || typeof y !== 'object') ? [[...x, x[0]]] : undefined)),
        ),
      );
      // Each list with a bad item its own iterator hides (ajv reads lists by index).
      all.push(
        ...values.flatMap((v) => edits(v, (x) => (Array.isArray(x) ? [Object.assign([...x, undefined], { [Symbol.iterator]: function* () {} })] : undefined))),
      );
      all.push(
        ...values.flatMap((v) =>
          edits(v, (x) =>
            x !== null && typeof x === 'object' && !Array.isArray(x) ? [JSON.parse(`{"__proto__":{"a":1},${JSON.stringify(x).slice(1)}`)] : undefined,
          ),
        ),
      );
      const { passed, failed } = compare(name, all, false);
      // A decision has no place an odd value may take; a record and a profile have several (a -0, an unchecked field).
      if (name === 'record' || name === 'profile') expect(passed, name).toBeGreaterThan(0);
      expect(failed, name).toBeGreaterThan(0);
    }
  });

  it('date-time: passes only what ajv-formats passes, and each plain form in range (leap days, offsets, fractions) itself', async () => {
    const record = (await example('examples/record.yaml')) as { emitted_at: string };
    const at = (t: string) => ({ ...record, emitted_at: t });
    const plain: string[] = [];
    for (const y of [1900, 2000, 2023, 2024, 2100])
      for (let m = 0; m <= 13; m++)
        for (const d of [0, 1, 28, 29, 30, 31, 32]) plain.push(`${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}T12:00:00Z`);
    for (const t of ['00:00:00', '23:59:59', '24:00:00', '23:60:00', '23:59:60', '12:00:00.5', '12:00:00.123456789'])
      plain.push(`2026-11-29T${t}Z`, `2026-11-29T${t}+00:00`, `2026-11-29T${t}-00:00`);
    // Seconds of 59 and a fraction of nines: ajv-formats reads them as one number, which rounds to 60 from 15 nines on.
    for (let n = 1; n <= 25; n++)
      for (const hm of ['12:00', '12:59', '23:59']) plain.push(`2026-11-29T${hm}:59.${'9'.repeat(n)}Z`, `2026-11-29T${hm}:59.${'9'.repeat(n)}-00:00`);
    const { passed, failed, unsure } = compare('record', plain.map(at), false);
    expect(passed).toBeGreaterThan(300);
    expect(failed).toBeGreaterThan(100);
    // ajv passes a leap second at the end of a UTC day (23:59:60, 23:59:59.9…9): this reader leaves it to ajv.
    expect(unsure).toBeLessThanOrEqual(30);
    // Other spellings ajv-formats may pass or fail: never passed here unless ajv passes them.
    const other = [
      '2026-11-29t12:00:00z',
      '2026-11-29 12:00:00Z',
      '2026-11-29T12:00:00+0000',
      '2026-11-29T12:00Z',
      '2026-11-29T12:00:00',
      '+2026-11-29T12:00:00Z',
      '2026-11-29T12:00:00.Z',
      '2026-11-29T12:00:00,5Z',
      '2026-1-29T12:00:00Z',
      '２０２６-11-29T12:00:00Z',
    ];
    compare('record', other.map(at), false);
    const chars = fc.constantFrom(...'0123456789-:TtZz+. '.split(''));
    fc.assert(
      fc.property(fc.string({ unit: chars, minLength: 15, maxLength: 30 }), (t) => {
        if (conformsTo('record', at(t))) expect(recordValidator()(at(t)), t).toBe(true);
      }),
      { numRuns: 3000 },
    );
  });

  it('answers "cannot tell" (false) for a keyword, format or reference it does not know, whatever the value', () => {
    const ajv = newAjv();
    for (const schema of [
      { multipleOf: 2 },
      { not: { type: 'string' } },
      { type: 'object', patternProperties: { '^x': {} }, additionalProperties: false },
      { format: 'email' },
      { $ref: 'elsewhere#/$defs/x' },
      { $ref: '#/$defs/absent' },
      { enum: [{ a: 1 }] },
      { const: [1] },
      { type: 'array', prefixItems: [{}], items: {} },
      { type: 'decimal' },
    ]) {
      for (const value of [4, 'x', { x: 1 }, [1], { a: 1 }]) expect(conformsToSchema(schema, value), JSON.stringify(schema)).toBe(false);
    }
    // An $id below the root would move what the $refs under it resolve against: not judged once reached.
    const inner = { properties: { a: { $id: 'inner', type: 'string' } } };
    expect(conformsToSchema(inner, { a: 'x' })).toBe(false);
    expect(conformsToSchema(inner, { b: 'x' })).toBe(true);
    // The same shapes without the unknown part are judged, as ajv judges them.
    for (const [schema, value] of [
      [{ type: 'object', properties: { a: { type: 'integer', minimum: 1 } }, required: ['a'], additionalProperties: false }, { a: 1 }],
      [{ anyOf: [{ const: 'a' }, { enum: ['b', 'c'] }] }, 'c'],
      [{ type: 'array', items: { type: 'string', pattern: '^x' }, uniqueItems: true, minItems: 1 }, ['x1', 'x2']],
    ] as const) {
      expect(conformsToSchema(schema, value)).toBe(true);
      expect(ajv.compile(schema)(value)).toBe(true);
    }
  });
});
