// docs/conformance.md lists every code the source can emit: keep it true.
import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { ROOT } from './helpers.js';

async function sources(dir: string): Promise<string[]> {
  const out: string[] = [];
  for (const e of await readdir(dir, { withFileTypes: true })) {
    if (e.isDirectory()) out.push(...(await sources(join(dir, e.name))));
    else if (e.name.endsWith('.ts')) out.push(join(dir, e.name));
  }
  return out;
}

it('docs/conformance.md documents every code in src/', async () => {
  const doc = await readFile(join(ROOT, 'docs/conformance.md'), 'utf8');
  const codes = new Set<string>();
  for (const f of await sources(join(ROOT, 'src'))) {
    for (const m of (await readFile(f, 'utf8')).matchAll(/'((?:ERR_)?[A-Z][A-Z0-9]*_[A-Z0-9_]+)'/g)) codes.add(m[1]!);
  }
  expect(codes.size).toBeGreaterThan(50);
  // Names that look like codes but belong to others: node's parseArgs and zlib, yaml's scalar types.
  for (const other of ['ERR_PARSE_ARGS', 'ERR_PARSE_ARGS_UNKNOWN_OPTION', 'QUOTE_DOUBLE', 'Z_DATA_ERROR', 'Z_BUF_ERROR']) codes.delete(other);
  // …and the runner's environment variables.
  for (const c of codes) if (/^(GITHUB|RUNNER)_/.test(c)) codes.delete(c);
  const missing = [...codes].filter((c) => !doc.includes(`\`${c}\``));
  expect(missing).toEqual([]);
});

it('docs/architecture.md draws only modules that exist', async () => {
  const doc = await readFile(join(ROOT, 'docs/architecture.md'), 'utf8');
  const drawing = doc.slice(doc.indexOf('```'), doc.indexOf('```', doc.indexOf('```') + 3));
  const names = new Set<string>();
  for (const m of drawing.matchAll(/\b([a-z]+(?:\/[a-z]+)*)\/(?:\{([a-z,-]+)\}|([a-z-]+))/g)) {
    for (const leaf of (m[2] ?? m[3] ?? '').split(',')) names.add(`${m[1]}/${leaf}`);
  }
  expect(names.size).toBeGreaterThan(40);
  const missing = [];
  for (const n of names) {
    try {
      await readFile(join(ROOT, 'src', `${n}.ts`));
    } catch {
      missing.push(n);
    }
  }
  expect(missing).toEqual([]);
});

it('README links the screenshots of the comment and the summary, and they exist', async () => {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\((docs\/screenshots\/[\w-]+\.png)\)/g)].map((m) => m[1]!);
  expect(links).toEqual(expect.arrayContaining(['docs/screenshots/comment.png', 'docs/screenshots/summary.png']));
  for (const l of links) expect((await readFile(join(ROOT, l))).subarray(1, 4).toString()).toBe('PNG');
});
