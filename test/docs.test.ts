// docs/conformance.md lists every code the source can emit: keep it true.
import { readdir, readFile, stat } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
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

// docs/architecture.md is the plan of src/: keep it true to the tree.
describe('docs/architecture.md', () => {
  const read = (file: string) => readFile(join(ROOT, file), 'utf8');
  const exists = (file: string) =>
    stat(join(ROOT, file)).then(
      () => true,
      () => false,
    );
  const section = (doc: string, heading: string) => {
    const at = doc.indexOf(`\n## ${heading}\n`);
    expect(at, `a "## ${heading}" section`).toBeGreaterThan(0);
    const next = doc.indexOf('\n## ', at + 4);
    return doc.slice(at, next < 0 ? undefined : next);
  };
  /** The rows of the first table in `text`, each as its cells. */
  const tableRows = (text: string) =>
    text
      .split('\n')
      .filter((l) => l.startsWith('|'))
      .slice(2)
      .map((l) =>
        l
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim()),
      );

  it('names only src/, test/ and scripts/ paths that exist', async () => {
    const doc = await read('docs/architecture.md');
    const paths = new Set([...doc.matchAll(/\b((?:src|test|scripts)\/[\w./-]*[\w/])/g)].map((m) => m[1]!));
    expect(paths.size).toBeGreaterThan(60);
    const missing = [];
    for (const p of paths) if (!(await exists(p))) missing.push(p);
    expect(missing).toEqual([]);
  });

  it('gives every top-level folder and file of src/ its paragraph', async () => {
    const doc = await read('docs/architecture.md');
    const folders = section(doc, 'The folders, layer by layer');
    const entries = await readdir(join(ROOT, 'src'), { withFileTypes: true });
    expect(entries.length).toBeGreaterThan(20);
    const lead = (name: string) => new RegExp(`^(?:- )?\\*\\*\`src/${name.replace(/\./g, '\\.')}\`\\*\\* — \\S`, 'm');
    const without = entries.map((e) => (e.isDirectory() ? `${e.name}/` : e.name)).filter((name) => !lead(name).test(folders));
    expect(without).toEqual([]);
  });

  it('holds each fast path to a test that exists and to a bench row of scripts/bench.mjs', async () => {
    const doc = await read('docs/architecture.md');
    const bench = await read('scripts/bench.mjs');
    const header = new Set([...bench.matchAll(/^\/\/\s+(\d+b?)\. /gm)].map((m) => m[1]!));
    const rows = tableRows(section(doc, 'The fast paths'));
    expect(rows.length).toBeGreaterThan(10);
    const wrong = [];
    for (const [path, shadows, tests, benchRows, ...rest] of rows) {
      if (!path || !shadows || !tests || !benchRows || rest.length) wrong.push(`${path}: not four cells`);
      const files = [...(tests ?? '').matchAll(/`(test\/[\w./-]+\.test\.ts)`/g)].map((m) => m[1]!);
      if (!files.length) wrong.push(`${path}: no test named`);
      for (const f of files) if (!(await exists(f))) wrong.push(`${path}: ${f} missing`);
      if (benchRows === '—') continue;
      for (const id of (benchRows ?? '').split(', ')) if (!header.has(id) || !bench.includes(`'${id}'`)) wrong.push(`${path}: no bench row ${id}`);
    }
    expect(wrong).toEqual([]);
  });

  it('keeps "where each rule lives" a short list of short rows', async () => {
    const rows = tableRows(section(await read('docs/architecture.md'), 'Where each rule lives'));
    expect(rows.length).toBeGreaterThan(20);
    expect(rows.length).toBeLessThanOrEqual(40);
    expect(rows.map((r) => r.join(' | ')).filter((r) => r.length > 200)).toEqual([]);
  });

  it('draws the data path with modules that exist', async () => {
    const path = section(await read('docs/architecture.md'), 'The data path');
    const drawing = path.slice(path.indexOf('```'), path.indexOf('```', path.indexOf('```') + 3));
    const names = new Set<string>();
    for (const m of drawing.matchAll(/\b([a-z]+(?:\/[a-z]+)*)\/(?:\{([a-z0-9,-]+)\}|([a-z0-9-]+))/g)) {
      for (const leaf of (m[2] ?? m[3] ?? '').split(',')) names.add(`${m[1]}/${leaf}`);
    }
    expect(names.size).toBeGreaterThan(25);
    const missing = [];
    for (const n of names) if (!(await exists(`src/${n}.ts`))) missing.push(n);
    expect(missing).toEqual([]);
  });
});

it('README links the screenshots of the comment and the summary, and they exist', async () => {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  const links = [...readme.matchAll(/\]\((docs\/screenshots\/[\w-]+\.png)\)/g)].map((m) => m[1]!);
  expect(links).toEqual(expect.arrayContaining(['docs/screenshots/comment.png', 'docs/screenshots/summary.png']));
  for (const l of links) expect((await readFile(join(ROOT, l))).subarray(1, 4).toString()).toBe('PNG');
});
