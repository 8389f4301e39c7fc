// dist/ validates with ajv's standalone code, compiled when the bundle is built
// (scripts/standalone-validators.mjs); src/ compiles the same schemas with ajv
// at run time. Both must give the same verdict and the same errors, in the same
// order, on every input: the fixtures, and each of them broken in many places.
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import type { ValidateFunction } from 'ajv/dist/2020.js';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import * as runtime from '../../src/doc/validators.js';
import { schemaIssues } from '../../src/record/validate.js';
import { schemaError } from '../../src/doc/schema-error.js';
import type { conformsTo } from '../../src/doc/fast/conforms.js';
import { apartValidator, importBundled, standaloneValidators } from '../../scripts/standalone-validators.mjs';
import { FIXTURES, HAS_REFERENCE, PUBLIC_EXAMPLES, ROOT, tempDir } from '../helpers.js';
import { type Json, variants, yamlFiles } from './variants.js';

type Validators = Pick<typeof runtime, 'recordValidator' | 'profileValidator' | 'measureValidator' | 'decisionValidator'>;
let compiled: Validators & { schemaIssues: typeof schemaIssues; bundle: string };

beforeAll(async () => {
  // The bundle the build makes, from an entry that exposes what the test compares.
  const entry = [
    "export { recordValidator } from './src/doc/validator/record.ts';",
    "export { profileValidator } from './src/doc/validator/profile.ts';",
    "export { decisionValidator, measureValidator } from './src/doc/validator/entries.ts';",
    "export { schemaIssues } from './src/record/validate.ts';",
  ].join('\n');
  const { module, text } = await importBundled(entry, ROOT, [standaloneValidators(ROOT)]);
  compiled = { ...(module as Validators & { schemaIssues: typeof schemaIssues }), bundle: text };
}, 60_000);

/** Runs both validators over the inputs; returns how many each accepted and rejected. */
function compare(name: keyof Validators, inputs: Json[]): { accepted: number; rejected: number } {
  const ours = runtime[name]();
  const theirs: ValidateFunction = compiled[name]();
  let accepted = 0;
  let rejected = 0;
  for (const input of inputs) {
    const a = ours(input);
    const b = theirs(input);
    // expect() only on a difference: it is slow, and this runs some 20,000 times.
    if (b !== a || JSON.stringify(theirs.errors) !== JSON.stringify(ours.errors)) {
      expect(b, `${name}: ${JSON.stringify(input).slice(0, 300)}`).toBe(a);
      expect(theirs.errors, name).toEqual(ours.errors);
    }
    if (a) accepted++;
    else rejected++;
  }
  return { accepted, rejected };
}

describe('validators compiled ahead of time (dist/) and at run time (src/)', () => {
  it('the bundle carries no ajv compiler, only its small run-time helpers', () => {
    expect(compiled.bundle).not.toMatch(/node_modules\/ajv\/dist\/(core|compile)/);
    expect(compiled.bundle).toMatch(/function validate\d+\(/);
  });

  it('records: the same verdicts, errors and schema issues (codes told apart by schema identity included)', async () => {
    const records = [
      ...(await yamlFiles(join(FIXTURES, 'conformance'))),
      ...(await yamlFiles(join(FIXTURES, 'records'))),
      parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as Json,
    ];
    if (HAS_REFERENCE) records.push(...(await yamlFiles(PUBLIC_EXAMPLES)));
    const inputs = records.flatMap((r) => variants(r));
    const { accepted, rejected } = compare('recordValidator', inputs);
    expect(accepted).toBeGreaterThan(50);
    expect(rejected).toBeGreaterThan(1000);
    const codes = new Set<string>();
    for (const input of inputs) {
      const ours = schemaIssues(input);
      const theirs = compiled.schemaIssues(input);
      if (JSON.stringify(theirs) !== JSON.stringify(ours)) expect(theirs).toEqual(ours);
      for (const i of ours) codes.add(i.code);
    }
    // The codes found by the identity of a schema object, and the others, all reached.
    for (const c of [
      'MEASURE_K_MISSING',
      'DIGEST_MALFORMED',
      'SHIP_GATE_FAILED',
      'SHIP_UNSEALED',
      'AUTHORITY_MISSING',
      'SCHEMA_UNKNOWN_FIELD',
      'SCHEMA_MISSING_FIELD',
      'SCHEMA_VERSION',
      'SCHEMA_TIMESTAMP',
      'SCHEMA_INVALID',
    ])
      expect(codes).toContain(c);
  });

  it('profiles: the same verdicts and errors', async () => {
    const profiles = [
      ...(await yamlFiles(join(ROOT, 'profiles'))),
      parse(await readFile(join(ROOT, 'examples/profile.yaml'), 'utf8')) as Json,
      parse(await readFile(join(ROOT, 'examples/profile-confidence.yaml'), 'utf8')) as Json,
    ];
    const { accepted, rejected } = compare(
      'profileValidator',
      profiles.flatMap((p) => variants(p)),
    );
    expect(accepted).toBeGreaterThan(10);
    expect(rejected).toBeGreaterThan(200);
  });

  it('profiles: compiled with the gate definition as one function (SCHEMA_OPTIONS), the same errors as with it copied inline', async () => {
    expect(runtime.SCHEMA_OPTIONS.profile).toEqual({ inlineRefs: false });
    const inlined = runtime.validatorAjv().getSchema('profile') as ValidateFunction;
    const ours = runtime.profileValidator();
    const profiles = [
      ...(await yamlFiles(join(ROOT, 'profiles'))),
      parse(await readFile(join(ROOT, 'examples/profile.yaml'), 'utf8')) as Json,
      parse(await readFile(join(ROOT, 'examples/profile-confidence.yaml'), 'utf8')) as Json,
    ];
    // What schemaError reads of each error, in order, and the one-line error it makes.
    const read = (v: ValidateFunction) => (v.errors ?? []).map((e) => [e.keyword, e.instancePath, e.params, e.message]);
    const line = (v: ValidateFunction) => schemaError(v.errors, { lineOf: (p) => p.length }, 'profile.yaml', 'ERR_PROFILE_INVALID').format();
    let rejected = 0;
    for (const input of profiles.flatMap((p) => variants(p))) {
      const a = inlined(input);
      const b = ours(input);
      if (a !== b || JSON.stringify(read(ours)) !== JSON.stringify(read(inlined))) {
        expect(b, JSON.stringify(input).slice(0, 300)).toBe(a);
        expect(read(ours)).toEqual(read(inlined));
      }
      if (!a) {
        rejected++;
        expect(line(ours)).toBe(line(inlined));
      }
    }
    expect(rejected).toBeGreaterThan(200);
  });

  it('measure and decision entries: the same verdicts and errors', async () => {
    const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as { measures: Json[] };
    const measures = compare(
      'measureValidator',
      record.measures.flatMap((m) => variants(m)),
    );
    expect(measures.accepted).toBeGreaterThan(5);
    expect(measures.rejected).toBeGreaterThan(100);
    const { decisions } = parse(await readFile(join(ROOT, 'examples/decisions.yaml'), 'utf8')) as { decisions: Json[] };
    const verdicts = compare(
      'decisionValidator',
      decisions.flatMap((d) => variants(d)),
    );
    expect(verdicts.accepted).toBeGreaterThan(1);
    expect(verdicts.rejected).toBeGreaterThan(20);
  });

  it("the action's validators kept apart (apartValidator, required on first use): the same schema issues and profile errors", async () => {
    const dir = await tempDir();
    const names = ['record', 'profile', 'measure', 'decision'];
    const apart = standaloneValidators(ROOT, { apart: names });
    for (const n of names) await apartValidator(apart, n, join(dir, `validator-${n}.cjs`), ROOT);
    const required: string[] = [];
    (globalThis as { __aqrValidatorApart?: (n: string) => unknown }).__aqrValidatorApart = (n: string) => {
      required.push(n);
      return createRequire(import.meta.url)(join(dir, `validator-${n}.cjs`));
    };
    try {
      const entry =
        "export { schemaIssues } from './src/record/validate.ts';\nexport { profileValidator } from './src/doc/validator/profile.ts';\nexport { conformsTo } from './src/doc/fast/conforms.ts';";
      const { module, text } = await importBundled(entry, ROOT, [apart]);
      const m = module as { schemaIssues: typeof schemaIssues; profileValidator: () => ValidateFunction; conformsTo: typeof conformsTo };
      // The bundle holds no validator's code: each is a file of its own.
      expect(text).not.toMatch(/function validate\d+\(/);
      const record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as Json;
      expect(m.schemaIssues(record)).toEqual([]);
      expect(required).toEqual([]);
      for (const input of variants(record, 400)) {
        const ours = schemaIssues(input);
        const theirs = m.schemaIssues(input);
        if (JSON.stringify(theirs) !== JSON.stringify(ours)) expect(theirs).toEqual(ours);
      }
      expect(required).toEqual(['record']);
      const profile = parse(await readFile(join(ROOT, 'examples/profile.yaml'), 'utf8')) as Json;
      const full = runtime.profileValidator();
      for (const input of variants(profile, 300)) {
        const ok = full(input);
        if (m.conformsTo('profile', input) && !ok) expect(ok, JSON.stringify(input).slice(0, 300)).toBe(true);
        if (!ok) {
          const v = m.profileValidator();
          v(input);
          if (JSON.stringify(v.errors) !== JSON.stringify(full.errors)) expect(v.errors).toEqual(full.errors);
        }
      }
      expect(required).toEqual(['record', 'profile']);
    } finally {
      delete (globalThis as { __aqrValidatorApart?: unknown }).__aqrValidatorApart;
    }
  }, 60_000);
});
