// Fuzz (issue 17): the trace (OTLP/JSON) reader (aqr evaluate --evidence) on arbitrary input.
import { readFileSync } from 'node:fs';
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { holds, inputs, runs } from './fuzz-helpers.js';

const exports = readFileSync('examples/otel/traces.jsonl', 'utf8').split('\n');
// Small valid inputs: one export; and a few of them, one per line.
const VALID = [exports[0] as string, exports.slice(1, 4).join('\n')];
let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('fuzz: trace reader', () => {
  it('aqr evaluate --evidence ends in a verdict or a coded error, never an internal error', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(inputs(VALID), (input) =>
        holds(dir, `o${i++}.jsonl`, input, (f) => ['evaluate', '--config', 'examples/otel/evaluate.yaml', '--evidence', f]),
      ),
      runs(60),
    );
  }, 60_000);
});
