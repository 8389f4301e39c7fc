// Fuzz (issue 17): the trial ledger line reader (aqr evaluate --trials) on
// arbitrary input, plain and gzipped.
import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { holds, inputs, runs } from './fuzz-helpers.js';

const VALID = [
  readFileSync('examples/ledger/trials-1.jsonl', 'utf8'),
  readFileSync('examples/ledger/trials-2.jsonl', 'utf8').split('\n').slice(0, 5).join('\n'),
];
let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

const evaluate = (f: string) => ['evaluate', '--config', 'examples/evaluate.yaml', '--trials', f];

describe('fuzz: ledger reader', () => {
  it('aqr evaluate --trials ends in a verdict or a coded error, never an internal error', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(inputs(VALID), (input) => holds(dir, `t${i++}.jsonl`, input, evaluate)),
      runs(60),
    );
  }, 60_000);

  it('the same, gzipped (and a few raw bytes named .gz)', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(inputs(VALID), fc.boolean(), (input, zip) => holds(dir, `g${i++}.jsonl.gz`, zip ? gzipSync(input) : input, evaluate)),
      runs(30),
    );
  }, 60_000);
});
