// The line reader's short cuts: LineSplitter makes no list for a line that
// fits in one chunk, and readJsonValues calls trim() only for a line that does
// not start with a printable ASCII character. Both must read as the plain way:
// lines as split('\n') gives them (a \r before a \n dropped), wherever the
// chunks are cut, and a line blank exactly when trim() leaves nothing.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { readJsonValues } from '../../src/doc/json-lines.js';
import { LineSplitter } from '../../src/line-splitter.js';

const CHARS = ['a', '{', '}', '1', ' ', '\t', '\r', '\n', '\u00a0', '\u2028', '\ufeff', '\u3000', 'é', '"', '\u0085', '\u001f', '\u007f'];
const text = fc.array(fc.constantFrom(...CHARS), { maxLength: 60 }).map((cs) => cs.join(''));

describe('LineSplitter', () => {
  it('hands over the lines of split, wherever the chunks are cut', () => {
    fc.assert(
      fc.property(text, fc.array(fc.nat(60), { maxLength: 6 }), (t, cuts) => {
        const got: string[] = [];
        const s = new LineSplitter((line) => void got.push(line));
        let at = 0;
        for (const c of [...cuts].sort((a, b) => a - b)) {
          s.push(t.slice(at, Math.max(at, c)));
          at = Math.max(at, c);
        }
        s.push(t.slice(at));
        s.end();
        // A \r is dropped before a \n only: a last line without \n keeps it.
        const parts = t.split('\n');
        const want = parts.map((l, i) => (i < parts.length - 1 && l.endsWith('\r') ? l.slice(0, -1) : l));
        if (t.endsWith('\n') || t === '') want.pop();
        expect(got).toEqual(want);
      }),
      { numRuns: 3000 },
    );
  });
});

describe('readJsonValues', () => {
  it('takes a line as blank exactly when trim() leaves nothing', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.array(
          fc.oneof(
            text.filter((l) => !l.includes('\n')),
            fc.constantFrom('{}', ' {}', '\u00a0[1]', '1', '"x"'),
          ),
          { minLength: 1, maxLength: 8 },
        ),
        async (lines) => {
          const values: number[] = [];
          const bad: number[] = [];
          await readJsonValues(async (_file, each) => (lines.forEach((l, i) => each(l, i + 1)), lines.length), 'f', 1 << 20, 'too large', {
            value: (_v, n) => void values.push(n),
            badLine: (n) => void bad.push(n),
            document: () => undefined,
          });
          // The plain way: a line is blank when trim() leaves nothing; the first other line decides the mode.
          const first = lines.findIndex((l) => l.trim() !== '');
          const parses = (l: string) => {
            try {
              JSON.parse(l);
              return true;
            } catch {
              return false;
            }
          };
          if (first === -1 || !parses(lines[first] as string)) {
            expect([values, bad]).toEqual([[], []]);
            return;
          }
          const rest = lines.map((l, i) => [l, i + 1] as const).filter(([l, n]) => n > first + 1 && l.trim() !== '');
          expect(values).toEqual([first + 1, ...rest.filter(([l]) => parses(l)).map(([, n]) => n)]);
          expect(bad).toEqual(rest.filter(([l]) => !parses(l)).map(([, n]) => n));
        },
      ),
      { numRuns: 2000 },
    );
  });
});
