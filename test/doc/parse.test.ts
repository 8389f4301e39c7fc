import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { detectSyntax, parseDocument } from '../../src/doc/parse.js';

function parseError(text: string): AqrError {
  try {
    parseDocument(text, 'in.yaml');
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
  throw new Error('parsed');
}

describe('parseDocument', () => {
  const yamlText = 'a: 1\nb:\n  - {c: "x"}\n  - d: 2021-01-01T00:00:00Z\n';
  const jsonText = '{\n  "a": 1,\n  "b": [\n    {"c": "x"},\n    {"d": "2021-01-01T00:00:00Z"}\n  ]\n}\n';

  it('reads YAML and JSON to the same data, by content whatever the file is called', () => {
    const y = parseDocument(yamlText, 'record.json');
    const j = parseDocument(jsonText, 'record.yaml');
    expect(y.syntax).toBe('yaml');
    expect(j.syntax).toBe('json');
    expect(y.value).toEqual(j.value);
    expect(y.value).toEqual({ a: 1, b: [{ c: 'x' }, { d: '2021-01-01T00:00:00Z' }] });
  });

  it('keeps unquoted timestamps as strings (YAML 1.2 core schema)', () => {
    expect((parseDocument('t: 2026-09-06T11:04:22Z\n', 'f').value as { t: unknown }).t).toBe('2026-09-06T11:04:22Z');
  });

  it('finds the line of a field in either syntax', () => {
    expect(parseDocument(yamlText, 'f').lineOf(['b', 1, 'd'])).toBe(4);
    expect(parseDocument(jsonText, 'f').lineOf(['b', 1, 'd'])).toBe(5);
    // A missing field reports its nearest ancestor.
    expect(parseDocument(yamlText, 'f').lineOf(['b', 1, 'nope'])).toBe(4);
  });

  it('names file and line for invalid YAML', () => {
    const e = parseError('a: 1\nb: [1, 2\nc: 3\n');
    expect(e.code).toBe('ERR_INPUT_PARSE');
    expect(e.where.file).toBe('in.yaml');
    expect(e.where.line).toBeGreaterThanOrEqual(2);
    expect(e.format()).toMatch(/^in\.yaml:\d+: invalid YAML: /);
  });

  it('names the line of a JSON syntax error', () => {
    const e = parseError('{\n  "a": 1,\n  "b": ,\n}\n');
    expect(e.code).toBe('ERR_INPUT_PARSE');
    expect(e.where.line).toBe(3);
    expect(e.message).toBe('invalid JSON: unexpected ","');
  });

  it('holds JSON to JSON: trailing commas, bare keys and truncation are errors', () => {
    expect(parseError('{"a": 1,}').message).toBe('invalid JSON: unexpected "}"');
    expect(parseError('{\n  a: 1}').where.line).toBe(2);
    const cut = parseError('{\n  "a": [1, 2\n');
    expect(cut.message).toMatch(/ends before the document does/);
    expect(cut.where.line).toBe(3);
  });

  it('refuses duplicate keys instead of keeping one silently', () => {
    const e = parseError('a: 1\nb: 2\na: 3\n');
    expect(e.code).toBe('ERR_INPUT_PARSE');
    expect(e.where.line).toBe(3);
  });

  it('refuses several documents in one file', () => {
    const e = parseError('a: 1\n---\nb: 2\n');
    expect(e.message).toMatch(/2 YAML documents/);
    expect(e.where.line).toBe(2);
  });

  it('refuses empty and comment-only files', () => {
    expect(parseError('').code).toBe('ERR_INPUT_EMPTY');
    expect(parseError('  \n\n').code).toBe('ERR_INPUT_EMPTY');
    expect(parseError('# nothing\n').code).toBe('ERR_INPUT_EMPTY');
  });

  it('bounds alias expansion (billion laughs)', () => {
    const bomb = ['a: &a [x, x, x, x, x, x, x, x, x, x]'];
    for (let i = 1; i < 9; i++)
      bomb.push(
        `${'abcdefghij'[i]}: &${'abcdefghij'[i]} [${Array(10)
          .fill(`*${'abcdefghij'[i - 1]}`)
          .join(', ')}]`,
      );
    expect(parseError(`${bomb.join('\n')}\n`).code).toBe('ERR_INPUT_PARSE');
  });

  it('detects JSON by its first character', () => {
    expect(detectSyntax('  \n[1]')).toBe('json');
    expect(detectSyntax('\ufeff{"a":1}'.slice(1))).toBe('json');
    expect(detectSyntax('a: {b: 1}')).toBe('yaml');
  });

  it('skips a byte-order mark', () => {
    expect(parseDocument('\ufeffa: 1\n', 'f').value).toEqual({ a: 1 });
  });
});
