// The tamper sweep: every scalar of the signed example record changed, one at
// a time, and fields added or removed; `aqr verify` must fail each. Then the
// fork pattern's comment (issue 17, finding 11): `aqr comment` renders only
// from a record whose signature holds, and escapes what the record says.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

const KEY = join(ROOT, 'examples/keys/example.public.jwk');
type Json = null | boolean | number | string | Json[] | { [k: string]: Json };

let dir: string;
let record: { [k: string]: Json };
let n = 0;
beforeAll(async () => {
  dir = await tempDir();
  record = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as typeof record;
});

function leaves(v: Json, path: (string | number)[] = []): (string | number)[][] {
  if (v !== null && typeof v === 'object')
    return Array.isArray(v) ? v.flatMap((x, i) => leaves(x, [...path, i])) : Object.entries(v).flatMap(([k, x]) => leaves(x, [...path, k]));
  return [path];
}

function changed(v: Json): Json[] {
  if (typeof v === 'number') return [v + 1, -v - 0.5, String(v)];
  if (typeof v === 'boolean') return [!v, String(v)];
  if (typeof v === 'string') return [`${v}x`, v.slice(0, -1), v.toUpperCase() === v ? v.toLowerCase() : v.toUpperCase(), ` ${v}`].filter((x) => x !== v);
  return [0];
}

function set(root: Json, path: (string | number)[], value: Json | undefined): Json {
  const copy = structuredClone(root);
  let at = copy as Record<string | number, Json>;
  for (const seg of path.slice(0, -1)) at = at[seg] as Record<string | number, Json>;
  const last = path[path.length - 1]!;
  if (value === undefined) {
    if (Array.isArray(at)) at.splice(last as number, 1);
    else delete at[last];
  } else at[last] = value;
  return copy;
}

async function verifies(value: Json, yaml = false): Promise<number> {
  const file = join(dir, `t-${++n}.${yaml ? 'yaml' : 'json'}`);
  await writeFile(file, yaml ? toYamlText(value) : toJsonText(value));
  const r = await aqr('verify', file, '--key', KEY);
  expect(r.err).not.toMatch(/internal error/);
  return r.code;
}

describe('the tamper sweep', () => {
  it('the untouched record verifies, as JSON and as YAML', async () => {
    expect(await verifies(record)).toBe(0);
    expect(await verifies(record, true)).toBe(0);
  });

  it('every scalar changed, and every field removed, breaks the signature', async () => {
    const paths = leaves(record).filter((p) => p.join('.') !== 'decision.signature');
    expect(paths.length).toBeGreaterThan(80);
    let tried = 0;
    const held: string[] = [];
    for (const p of paths) {
      const original = p.reduce<Json>((v, seg) => (v as Record<string | number, Json>)[seg]!, record);
      for (const v of [...changed(original), undefined]) {
        tried++;
        if ((await verifies(set(record, p, v))) === 0) held.push(`${p.join('.')} = ${JSON.stringify(v)}`);
      }
    }
    expect(held).toEqual([]);
    expect(tried).toBeGreaterThan(300);
  }, 120_000);

  it('fields added anywhere break it too', async () => {
    for (const p of [['x-note'], ['decision', 'note'], ['subject', 'model', 'revision'], ['assurance', 'evidence', 'extra'], ['measures', 0, 'note']]) {
      expect(await verifies(set(record, p, 'added')), p.join('.')).not.toBe(0);
    }
  });
});

describe('aqr comment renders the comment from the record itself (the fork pattern)', () => {
  it('renders from a record whose signature holds; refuses, writing nothing, one that was changed', async () => {
    const ok = await aqr('comment', join(ROOT, 'examples/record.yaml'), '--key', KEY, '--workflow', 'release gate');
    expect(ok.code, ok.err).toBe(0);
    // The action's marker (workflow, job), so it updates the action's sticky comment.
    expect(ok.out).toMatch(/^<!-- agent-release-gate:release_gate:job -->/);
    expect(ok.out).toContain('| ✔ pass | task.completion \\(held-out\\) | 0.75 | ≥ 0.7 | +0.05 |');
    expect(ok.out).toMatch(/conformance L4: /);
    expect(ok.out).not.toMatch(/Not verified/);

    const forged = join(dir, 'forged.json');
    await writeFile(forged, toJsonText(set(record, ['measures', 0, 'value'], 0.99)));
    const out = join(dir, 'body.md');
    const r = await aqr('comment', forged, '--key', KEY, '--out', out);
    expect(r.code).toBe(1);
    expect(r.err).toMatch(/not rendered: signature .*SIGNATURE_INVALID/);
    await expect(readFile(out)).rejects.toThrow();
  });

  it('without a key says the numbers are unverified, and escapes what the record says', async () => {
    const hostile = set(
      set(record, ['subject', 'agent'], '@everyone <img src=x onerror=alert(1)> [click](https://evil.example) <!-- -->'),
      ['decision', 'verdict'],
      'hold',
    );
    const file = join(dir, 'hostile.json');
    await writeFile(file, toJsonText(hostile));
    const r = await aqr('comment', file);
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(/Agent release gate: \*\*hold\*\*/);
    // Said at the top, before the numbers, not in small print at the bottom.
    expect(r.out).toMatch(/^### ◐ Agent release gate: \*\*hold\*\*\n\n> \[!CAUTION\]\n> \*\*Not verified\*\*: no key was given/m);
    expect(r.out).not.toMatch(/<img|(?<!\\)\]\(https:|(?<!\\)@everyone|<!-- -->/);
    expect(r.out).toContain('\\@everyone &lt;img');
    const notRecord = join(dir, 'not-a-record.json');
    await writeFile(notRecord, toJsonText(set(record, ['subject'], undefined)));
    const bad = await aqr('comment', notRecord);
    expect(bad.code).toBe(1);
    expect(bad.err).toMatch(/not schema-valid/);
  });
});
