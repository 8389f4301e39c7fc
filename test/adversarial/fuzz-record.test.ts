// Fuzz (issue 17): the record reader (aqr check) on arbitrary input.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { holds, inputs, runs } from './fuzz-helpers.js';

const VALID = [
  readFileSync('examples/record.yaml', 'utf8'),
  readFileSync('test/fixtures/records/base.yaml', 'utf8'),
  JSON.stringify(JSON.parse(JSON.stringify((await import('yaml')).parse(readFileSync('examples/record.yaml', 'utf8')))), null, 2),
];
let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('fuzz: record reader', () => {
  it('aqr check ends in a level or a coded error, never an internal error', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(inputs(VALID), (input) => holds(dir, `r${i++}.yaml`, input, (f) => ['check', f])),
      runs(150),
    );
  }, 60_000);
});
