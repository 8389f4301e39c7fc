// yamlSpellingWarnings reads the plain scalars as YAML 1.1 all at once (one
// schema, one document holding each spelling once); it must warn exactly as
// reading each scalar alone did (the reference below).
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { isScalar, LineCounter, parse, parseDocument, visit } from 'yaml';
import { parseDocument as readDocument } from '../../src/doc/parse.js';
import { canonicalNumber, yamlSpellingWarnings, type SpellingWarning } from '../../src/doc/yaml-spelling.js';
import { FIXTURES, ROOT } from '../helpers.js';

function reference(text: string): SpellingWarning[] {
  const readAs11 = (source: string): unknown => {
    try {
      return parse(source, { version: '1.1', schema: 'yaml-1.1', customTags: ['timestamp'], logLevel: 'error' });
    } catch {
      return source;
    }
  };
  const same = (a: unknown, b: unknown) => a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const out: SpellingWarning[] = [];
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version === '1.1') {
    const at = text.search(/^%YAML/m);
    out.push({
      code: 'YAML_1_1_DIRECTIVE',
      line: at < 0 ? 1 : lines.linePos(at).line,
      message: '%YAML 1.1 directive: YAML 1.2 readers and YAML 1.1 readers read this record differently; remove it',
    });
  }
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== 'PLAIN' || typeof node.source !== 'string') return;
      const line = node.range ? lines.linePos(node.range[0]).line : 1;
      const v11 = readAs11(node.source);
      const src = JSON.stringify(node.source);
      if (typeof node.value === 'number' && node.source !== canonicalNumber(node.value)) {
        out.push({
          code: 'YAML_NUMBER_SPELLING',
          line,
          message: `${src} is not the canonical spelling of ${canonicalNumber(node.value)}${same(v11, node.value) ? '' : `; a YAML 1.1 reader reads it as ${JSON.stringify(String(v11))}`}`,
        });
      } else if (!same(v11, node.value)) {
        const as = v11 instanceof Date ? 'a timestamp' : JSON.stringify(String(v11));
        out.push({
          code: 'YAML_1_1_READING',
          line,
          message: `${src} is read as ${JSON.stringify(node.value)} here but as ${as} by a YAML 1.1 reader; quote it`,
        });
      }
    },
  });
  return out;
}

const TRICKY = [
  '---',
  '...',
  '--- x',
  '- x',
  '? x',
  'a: b',
  'x #c',
  '&a x',
  '!!str 1',
  '*a',
  '|',
  '>',
  '%x',
  '@x',
  'a:b',
  '[a',
  '{a: 1}',
  '"q"',
  "'q'",
  'yes',
  'No',
  'on',
  'OFF',
  'y',
  'n',
  '~',
  'null',
  'Null',
  '0126',
  '0o17',
  '0x1F',
  '0b101',
  '1_000',
  '1e0',
  '1.0e+3',
  '-0',
  '.inf',
  '-.Inf',
  '.NaN',
  '190:20:30',
  '1:20',
  '2026-11-29',
  '2026-11-29T12:00:00Z',
  '2026-11-29 12:00:00.5 +02:00',
  '12:30',
  '=',
  '<<',
  'true',
  'True',
  '1.',
  '.5',
  '+1',
  '0.1e-7',
  'sha256:abc',
  'a b',
  '1,000',
  "it's",
];

describe('the YAML 1.1 reading of plain scalars', () => {
  it('warns exactly as reading each scalar afresh: fixtures, tricky spellings and random ones', async () => {
    const texts: string[] = [await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')];
    for (const f of (await readdir(join(FIXTURES, 'conformance'))).sort()) texts.push(await readFile(join(FIXTURES, 'conformance', f), 'utf8'));
    // Each spelling twice (the second read comes from the first), as a value and as a flow item.
    texts.push(TRICKY.map((s, i) => `k${i}: ${s}\nj${i}: ${s}\nf${i}: [${s}, ${s}]`).join('\n'));
    const scalar = fc.stringMatching(/^[a-zA-Z0-9_.:+\-~=<, #&*!|>%@[\]{}?'"\t]{1,12}$/);
    fc.assert(
      fc.property(fc.array(scalar, { minLength: 1, maxLength: 8 }), (ss) => void texts.push(ss.map((s, i) => `k${i}: ${s}\nr${i}: ${s}`).join('\n'))),
      { numRuns: 600, seed: 13 },
    );
    let warned = 0;
    let reused = 0;
    for (const t of texts) {
      const expected = reference(t);
      const ours = yamlSpellingWarnings(t);
      expect(ours).toEqual(expected);
      warned += ours.length;
      // And from the document the record reader already holds (aqr check), when the text is one it accepts.
      let read;
      try {
        read = readDocument(t, 'x.yaml').yaml;
      } catch {
        continue;
      }
      expect(yamlSpellingWarnings(t, read)).toEqual(expected);
      reused++;
    }
    expect(warned).toBeGreaterThan(100);
    expect(reused).toBeGreaterThan(50);
  });
});
