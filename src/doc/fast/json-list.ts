// The fast path for a bulk JSON task manifest: `[{...}, ...]` or
// `{"tasks": [{...}, ...]}`, each item a flat object of strings, numbers,
// booleans and nulls, handed over one at a time as it ends. JSON.parse of a
// million tasks keeps every parsed item alive beside the task set being built
// from them (350 MiB at the peak); this keeps one. It declines (NO_LIST) on
// anything else (a nested value, another top-level key, a `__proto__` key,
// a control character in a string, text that is not JSON at all) and the
// caller reads the text the full way; items handed over by then are the
// caller's to throw away. What it hands over is what JSON.parse gives
// (test/doc/fast/json-list.test.ts holds it to that).
import { NO_LIST } from './block-list.js';

class Decline extends Error {}

const NUMBER = /-?(?:0|[1-9][0-9]*)(?:\.[0-9]+)?(?:[eE][-+]?[0-9]+)?/y;

/** Folds the items of a bulk JSON list; returns the top-level key (undefined for a bare list), or NO_LIST when the text is not of this shape. */
export function eachJsonListItem(text: string, each: (item: Record<string, unknown>, index: number) => void): string | undefined | typeof NO_LIST {
  let at = 0;
  const space = () => {
    for (let c = text.charCodeAt(at); c === 0x20 || c === 0x0a || c === 0x0d || c === 0x09; c = text.charCodeAt(++at));
  };
  const expect = (c: number) => {
    space();
    if (text.charCodeAt(at) !== c) throw new Decline();
    at++;
  };
  const string = (): string => {
    if (text.charCodeAt(at) !== 0x22) throw new Decline();
    const start = ++at;
    let escaped = false;
    for (;;) {
      const c = text.charCodeAt(at);
      if (c === 0x22) break;
      if (Number.isNaN(c) || c < 0x20) throw new Decline();
      if (c === 0x5c) {
        escaped = true;
        at++;
      }
      at++;
    }
    at++;
    if (!escaped) return text.slice(start, at - 1);
    try {
      return JSON.parse(text.slice(start - 1, at)) as string;
    } catch {
      throw new Decline();
    }
  };
  const scalar = (): unknown => {
    const c = text.charCodeAt(at);
    if (c === 0x22) return string();
    for (const [word, value] of WORDS)
      if (text.startsWith(word, at)) {
        at += word.length;
        return value;
      }
    NUMBER.lastIndex = at;
    const m = NUMBER.exec(text);
    if (!m) throw new Decline();
    at = NUMBER.lastIndex;
    return Number(m[0]);
  };
  const item = (): Record<string, unknown> => {
    expect(0x7b);
    const out: Record<string, unknown> = {};
    space();
    if (text.charCodeAt(at) === 0x7d) {
      at++;
      return out;
    }
    for (;;) {
      space();
      const key = string();
      if (key === '__proto__') throw new Decline();
      expect(0x3a);
      space();
      // JSON.parse keeps the last of a key given twice; so does this.
      out[key] = scalar();
      space();
      const c = text.charCodeAt(at++);
      if (c === 0x7d) return out;
      if (c !== 0x2c) throw new Decline();
    }
  };
  try {
    space();
    let key: string | undefined;
    if (text.charCodeAt(at) === 0x7b) {
      at++;
      space();
      key = string();
      if (key !== 'tasks') throw new Decline();
      expect(0x3a);
    }
    expect(0x5b);
    space();
    let n = 0;
    if (text.charCodeAt(at) === 0x5d) at++;
    else
      for (;;) {
        each(item(), n++);
        space();
        const c = text.charCodeAt(at++);
        if (c === 0x5d) break;
        if (c !== 0x2c) throw new Decline();
      }
    if (key !== undefined) expect(0x7d);
    space();
    if (at !== text.length) throw new Decline();
    return key;
  } catch (e) {
    if (e instanceof Decline) return NO_LIST;
    throw e;
  }
}

const WORDS: readonly (readonly [string, unknown])[] = [
  ['true', true],
  ['false', false],
  ['null', null],
];
