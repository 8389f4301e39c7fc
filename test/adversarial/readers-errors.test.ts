// Finding 9 (issue 17): error messages are flattened in linear time and quote
// at most a bounded excerpt; an error that wraps another keeps it as `cause`.
import { describe, expect, it } from 'vitest';
import { AqrError, excerpt, MAX_MESSAGE_CHARS, oneLine } from '../../src/errors.js';
import { forEachLine } from '../../src/io/lines.js';

describe('oneLine', () => {
  it('flattens 320k spaces (and spaces around newlines) in well under a second', () => {
    const s = oneLine(`bad ${' '.repeat(320_000)}x`);
    const t = oneLine(`a${' \n'.repeat(160_000)}b`);
    const u = oneLine(`a${' \n'.repeat(1000)}b`);
    expect(s.length).toBeLessThanOrEqual(MAX_MESSAGE_CHARS + 1);
    expect(s.endsWith('…')).toBe(true);
    expect(t).toBe('a…');
    expect(u).toBe('a b');
  });

  it('keeps the old meaning: newlines and the space around them become one space', () => {
    expect(oneLine('  first\r\n   second \n\n third  ')).toBe('first second third');
    expect(oneLine('no newline  here')).toBe('no newline  here');
  });

  it('a formatted error is one bounded line whatever the message quotes', () => {
    const e = new AqrError('ERR_INPUT_INVALID', `got ${JSON.stringify('x'.repeat(100_000))}\n::set-output name=a::b`, { file: 'f.yaml', line: 3, field: 'a' });
    const f = e.format();
    expect(f.split('\n')).toHaveLength(1);
    expect(f.length).toBeLessThan(MAX_MESSAGE_CHARS + 40);
  });

  it('excerpt quotes at most a bounded prefix', () => {
    expect(excerpt('short')).toBe('"short"');
    expect(excerpt('y'.repeat(1000))).toBe(`"${'y'.repeat(40)}"…`);
    expect(excerpt({ a: 'z'.repeat(1000) }).length).toBeLessThanOrEqual(43);
  });
});

describe('cause', () => {
  it('an error wrapping another keeps it as cause and does not print it', async () => {
    const e = await forEachLine('/nonexistent/dir/file.jsonl', () => undefined).catch((x: unknown) => x);
    expect(e).toBeInstanceOf(AqrError);
    const err = e as AqrError;
    expect(err.code).toBe('ERR_INPUT_READ');
    expect((err.cause as NodeJS.ErrnoException).code).toBe('ENOENT');
    expect(err.format()).toBe('/nonexistent/dir/file.jsonl: no such file (ERR_INPUT_READ)');
    expect(new AqrError('ERR_USAGE', 'm', {}, { cause: 'why' }).cause).toBe('why');
  });
});
