// The bulk JSON task list fast path (src/doc/fast/json-list.ts) against
// JSON.parse: on any text it either declines (NO_LIST) or hands over exactly
// the items JSON.parse gives, in order; and a manifest read through it is the
// one the full way reads. The generated texts are near the edge on purpose:
// escapes, odd spacing, numbers in every spelling, nested values, duplicate
// and __proto__ keys, other top-level keys, trailing commas, truncation.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { eachJsonListItem } from '../../../src/doc/fast/json-list.js';
import { NO_LIST } from '../../../src/doc/fast/block-list.js';
import { readDocument } from '../../../src/doc/read.js';
import { manifestFromText, readManifest } from '../../../src/taskset/manifest.js';

const items = (text: string) => {
  const out: unknown[] = [];
  const key = eachJsonListItem(text, (item, i) => {
    expect(i).toBe(out.length);
    out.push(item);
  });
  return { key, out };
};

const SCALARS = [
  '"t1"',
  '"held-in"',
  '"held-out"',
  'true',
  'false',
  'null',
  '0',
  '-1.5e3',
  '"a\\"b"',
  '"\\u00e9"',
  '"tab\\t"',
  '[1]',
  '{}',
  '01',
  '"x',
  '1.',
  'tru',
];
const KEYS = ['"id"', '"split"', '"canary"', '"prompt"', '"__proto__"', '"required_steps"', '"id"'];
const SPACE = ['', ' ', '\n', '\r\n', '\t', '  \n  '];

const member = fc
  .tuple(fc.constantFrom(...SPACE), fc.constantFrom(...KEYS), fc.constantFrom(...SPACE), fc.constantFrom(...SCALARS))
  .map(([s, k, t, v]) => `${s}${k}:${t}${v}`);
const object = fc.array(member, { maxLength: 4 }).map((ms) => `{${ms.join(',')}}`);
const list = fc
  .tuple(fc.array(object, { maxLength: 5 }), fc.constantFrom(...SPACE), fc.boolean())
  .map(([os, s, trailing]) => `[${s}${os.join(`,${s}`)}${trailing ? ',' : ''}]`);
const doc = fc.tuple(list, fc.constantFrom('bare', 'tasks', 'other', 'two keys'), fc.constantFrom(...SPACE), fc.nat({ max: 3 })).map(([l, top, s, cut]) => {
  const text = top === 'bare' ? `${s}${l}${s}` : top === 'tasks' ? `{${s}"tasks":${s}${l}${s}}` : top === 'other' ? `{"task":${l}}` : `{"v":1,"tasks":${l}}`;
  return cut === 0 ? text.slice(0, Math.max(1, text.length - 2)) : text;
});

describe('eachJsonListItem', () => {
  it('declines, or gives the items JSON.parse gives', () => {
    let read = 0;
    fc.assert(
      fc.property(doc, (text) => {
        const { key, out } = items(text);
        if (key === NO_LIST) return;
        read++;
        const v = JSON.parse(text) as unknown;
        expect(out).toEqual(key === undefined ? v : (v as { tasks: unknown }).tasks);
        for (const o of out) expect(Object.getPrototypeOf(o)).toBe(Object.prototype);
      }),
      { numRuns: 3000 },
    );
    expect(read).toBeGreaterThan(100);
  });

  it('declines a nested value, a __proto__ key, another top-level key, a control character, trailing text', () => {
    for (const text of [
      '[{"id":"t","steps":["a"]}]',
      '[{"__proto__":"x"}]',
      '{"version":1,"tasks":[]}',
      '[{"id":"a\u0001"}]',
      '[{"id":"t"}] x',
      '[{"id":"t"},]',
      '',
    ])
      expect(items(text).key, text).toBe(NO_LIST);
  });

  it('reads a manifest as the full way reads it, canaries, escapes and all', async () => {
    const tasks = Array.from({ length: 50 }, (_, i) => ({
      id: i === 3 ? 'caf\u00e9 "q"' : `t${i}`,
      split: i % 3 ? 'held-in' : 'held-out',
      ...(i % 7 === 0 ? { canary: true } : {}),
      prompt: 'x',
    }));
    const text = JSON.stringify({ tasks }, null, 2);
    const fast = await manifestFromText(text, 'tasks.json');
    const full = readManifest(await readDocument(text, 'tasks.json', { bulk: true }), 'tasks.json');
    expect(items(text).key).toBe('tasks');
    expect([...fast.tasks.values()]).toEqual([...full.tasks.values()]);
    expect({ ...fast, tasks: undefined }).toEqual({ ...full, tasks: undefined });
  });
});
