// docs/conformance.md lists every code the source can emit: keep it true.
import { execFile } from 'node:child_process';
import { existsSync } from 'node:fs';
import { readdir, readFile, stat } from 'node:fs/promises';
import { dirname, join, normalize } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { blockNames, docFiles, generatedBlocks, refreshBlocks } from '../scripts/docs-generated.mjs';
import { COMMANDS, synopsis, type CommandName } from '../src/cli/spec.js';
import { REGISTRY } from '../src/record/registry.js';
import { ENV as SERVER_ENV } from '../src/server/config.js';
import { checkFiles } from '../src/pipeline/check.js';
import { describeInterop, ROOT, SHARED } from './helpers.js';

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
  for (const c of codes) if (/^(GITHUB|RUNNER|ACTIONS)_/.test(c)) codes.delete(c);
  // …and the environment variables the protection rule server reads (src/server/config.ts).
  for (const name of Object.values(SERVER_ENV)) codes.delete(name);
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

const readDoc = (file: string) => readFile(join(ROOT, file), 'utf8');

/** The lines of a Markdown text outside fenced code, with their 0-based index. */
function proseLines(text: string): { line: string; at: number }[] {
  const out: { line: string; at: number }[] = [];
  let fenced = false;
  text.split('\n').forEach((line, at) => {
    if (/^\s*```/.test(line)) fenced = !fenced;
    else if (!fenced) out.push({ line, at });
  });
  return out;
}

/** A heading's anchor as GitHub makes it: lowercase, punctuation but - and _ dropped, each space a hyphen. */
const slug = (heading: string) =>
  heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');

/** Every anchor a Markdown file offers: its headings' slugs (a repeated one numbered, as GitHub does) and explicit ids. */
function anchors(text: string): Set<string> {
  const out = new Set<string>();
  for (const { line } of proseLines(text)) {
    const h = /^#{1,6} (.+)$/.exec(line);
    if (h) {
      const base = slug(h[1]!);
      let s = base;
      for (let n = 1; out.has(s); n++) s = `${base}-${n}`;
      out.add(s);
    }
    for (const m of line.matchAll(/<a (?:id|name)="([^"]+)"/g)) out.add(m[1]!);
  }
  return out;
}

describe('README.md and docs/*.md', () => {
  it('every relative link resolves: the file exists, and so does the heading it names', async () => {
    const files = await docFiles(ROOT);
    expect(files.length).toBeGreaterThan(8);
    const broken: string[] = [];
    let seen = 0;
    for (const file of files) {
      const text = await readDoc(file);
      for (const { line, at } of proseLines(text)) {
        for (const m of line.replace(/`[^`]*`/g, '').matchAll(/\]\(([^)\s]+)\)/g)) {
          const target = m[1]!;
          if (/^[a-z]+:/.test(target)) continue;
          seen++;
          const [path, anchor] = target.split('#') as [string, string | undefined];
          const resolved = path ? normalize(join(dirname(file), path)) : file;
          const where = `${file}:${at + 1}: ${target}`;
          if (!(await stat(join(ROOT, resolved)).catch(() => undefined))) broken.push(`${where} (no ${resolved})`);
          else if (anchor !== undefined && resolved.endsWith('.md') && !anchors(await readDoc(resolved)).has(anchor))
            broken.push(`${where} (no heading #${anchor} in ${resolved})`);
        }
      }
    }
    expect(seen).toBeGreaterThan(60);
    expect(broken).toEqual([]);
  });

  it('the generated blocks are fresh (node scripts/docs-generated.mjs rewrites them)', async () => {
    const blocks = await generatedBlocks(ROOT);
    const found: Record<string, string[]> = {};
    for (const file of await docFiles(ROOT)) {
      const text = await readDoc(file);
      for (const name of blockNames(text)) (found[name] ??= []).push(file);
      expect(refreshBlocks(text, blocks, file), `${file} is stale: run node scripts/docs-generated.mjs`).toBe(text);
    }
    expect(found).toEqual({ 'cli-synopsis': ['docs/cli.md'], 'measure-registry': ['docs/profiles.md'], 'action-inputs': ['docs/action.md'] });
  });

  it('docs/cli.md gives every command with every flag it takes', async () => {
    const cli = await readDoc('docs/cli.md');
    const names = Object.keys(COMMANDS) as CommandName[];
    expect(names.filter((name) => !cli.includes(`\n${synopsis(name)}\n`))).toEqual([]);
  });

  it('docs/profiles.md has a row for every measure of the registry', async () => {
    const profiles = await readDoc('docs/profiles.md');
    const rows = new Set([...profiles.matchAll(/^\| `([a-z_.]+)` \|/gm)].map((m) => m[1]!));
    expect([...REGISTRY.keys()].filter((id) => !rows.has(id))).toEqual([]);
    expect(REGISTRY.size).toBeGreaterThan(20);
  });

  it('docs/action.md has every input and output of action.yml', async () => {
    const action = parse(await readDoc('action.yml')) as { inputs: Record<string, unknown>; outputs: Record<string, unknown> };
    const doc = await readDoc('docs/action.md');
    const cells = new Set([...doc.matchAll(/^\| ([^|]+) \|/gm)].flatMap((m) => [...m[1]!.matchAll(/`([a-z-]+)`/g)].map((c) => c[1]!)));
    const missing = [...Object.keys(action.inputs), ...Object.keys(action.outputs)].filter((name) => !cells.has(name));
    expect(Object.keys(action.outputs).length).toBeGreaterThan(8);
    expect(missing).toEqual([]);
  });

  it('docs/action.md links the screenshots of the comment and the summary, and they exist', async () => {
    const doc = await readDoc('docs/action.md');
    const links = [...doc.matchAll(/\]\((screenshots\/[\w-]+\.png)\)/g)].map((m) => m[1]!);
    expect(links).toEqual(expect.arrayContaining(['screenshots/comment.png', 'screenshots/summary.png']));
    for (const l of links) expect((await readFile(join(ROOT, 'docs', l))).subarray(1, 4).toString()).toBe('PNG');
  });
});

/** The section of a Markdown text under `## heading`, as lines with their index. */
function sectionLines(text: string, heading: string): { line: string; at: number }[] {
  const lines = proseLines(text);
  const start = lines.findIndex((l) => l.line === `## ${heading}`);
  if (start < 0) return [];
  const end = lines.findIndex((l, i) => i > start && l.line.startsWith('## '));
  return lines.slice(start + 1, end < 0 ? undefined : end);
}

/** A term as a whole word in any case, plural too (canary, canaries). */
function termPattern(term: string): RegExp {
  const esc = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const body = /[^aeiou]y$/i.test(term) ? `${esc(term.slice(0, -1))}(?:y|ies)` : `${esc(term)}(?:s|es)?`;
  return new RegExp(`(?<![\\w-])${body}(?![\\w-])`, 'i');
}

/**
 * Concept terms of "## Concepts in two minutes" (the bold words before a
 * bullet's first ": ") used before the line that defines them. A use is prose:
 * not a heading, code, a link target or the table of contents. A first use in
 * bold is a definition where it is used.
 */
function conceptsUsedBeforeDefinition(text: string): { terms: string[]; problems: string[] } {
  const defined = new Map<string, number>();
  for (const { line, at } of sectionLines(text, 'Concepts in two minutes')) {
    if (!line.startsWith('- **')) continue;
    const lead = line.slice(0, line.indexOf(': '));
    for (const m of lead.matchAll(/\*\*([^*]+)\*\*/g)) defined.set(m[1]!, at);
  }
  const contents = new Set(sectionLines(text, 'Contents').map((l) => l.at));
  const prose = proseLines(text)
    .filter(({ line, at }) => !/^#/.test(line) && !contents.has(at))
    .map(({ line, at }) => ({
      at,
      line: line
        .replace(/`[^`]*`/g, '')
        .replace(/\]\([^)]*\)/g, ']')
        .replace(/<!--.*?-->/g, ''),
    }));
  const problems: string[] = [];
  for (const [term, definedAt] of defined) {
    const pattern = termPattern(term);
    const first = prose.find((l) => pattern.test(l.line));
    if (!first || first.at >= definedAt) continue;
    const inBold = [...first.line.matchAll(/\*\*([^*]+)\*\*/g)].some((b) => pattern.test(b[1]!));
    if (!inBold) problems.push(`${term}: used on line ${first.at + 1} (${first.line.trim()}), defined on line ${definedAt + 1}`);
  }
  return { terms: [...defined.keys()], problems };
}

describe('the README leads', () => {
  it('its first 60 lines say what it is, why a team wants it, and the two commands on a fresh clone', async () => {
    const head = (await readDoc('README.md')).split('\n').slice(0, 60).join('\n');
    expect(head).toMatch(/^# agent-release-gate\n\n.*AI agent.*\n.*GitHub Action/);
    expect(head).toContain('**Why a team wants it**');
    expect(head).toContain('node dist/cli.js evaluate --config examples/evaluate.yaml --out agent-quality-record.yaml\nnpm install-ci-test\n');
    expect(head).toContain('## Contents');
  });

  it('links every page of docs/', async () => {
    const readme = await readDoc('README.md');
    const pages = (await docFiles(ROOT)).filter((f) => f.startsWith('docs/'));
    expect(pages.filter((p) => !readme.includes(`](${p})`))).toEqual([]);
  });

  it('defines every concept before or where it is first used', async () => {
    const { terms, problems } = conceptsUsedBeforeDefinition(await readDoc('README.md'));
    const wanted = ['record', 'profile', 'gate', 'tier', 'level', 'sealed', 'held-out', 'canary', 'pass^k', 'decision', 'bar', 'SuperGauge', 'OCP', 'ACS'];
    expect(wanted.filter((w) => !terms.some((t) => t.toLowerCase() === w.toLowerCase()))).toEqual([]);
    expect(problems).toEqual([]);
  });

  it('the concept check catches a term used before its definition, and takes a bold first use as one', () => {
    const doc = (intro: string) =>
      `# x\n\n${intro}\n\n## Contents\n\n- [Canary](#concepts-in-two-minutes)\n\n## Concepts in two minutes\n\n- **Canary**: a probe task.\n`;
    expect(conceptsUsedBeforeDefinition(doc('Two canaries fired.')).problems).toEqual(['Canary: used on line 3 (Two canaries fired.), defined on line 11']);
    expect(conceptsUsedBeforeDefinition(doc('A **canary** is a probe; `canary` in code and a [link](canary.md).')).problems).toEqual([]);
    expect(conceptsUsedBeforeDefinition(doc('Nothing here.')).terms).toEqual(['Canary']);
  });
});

// docs/conformance.md's table of the public examples says what `aqr check` gives each: keep it true.
describeInterop('docs/conformance.md: the public examples, as aqr check reads them', () => {
  it('gives each example the level and the codes the table says', async () => {
    const doc = await readFile(join(ROOT, 'docs/conformance.md'), 'utf8');
    const at = doc.indexOf('\n## The public examples, as `aqr check` reads them\n');
    expect(at).toBeGreaterThan(0);
    const rows = doc
      .slice(at, doc.indexOf('\n## ', at + 4))
      .split('\n')
      .filter((l) => l.startsWith('| `'))
      .map((l) =>
        l
          .slice(1, -1)
          .split(' | ')
          .map((c) => c.trim()),
      );
    const dir = join(SHARED, 'reference/supergauge/examples');
    const examples = (await readdir(dir)).filter((f) => f.endsWith('.yaml')).sort();
    expect(rows.map((r) => r[0]).sort()).toEqual(examples.map((f) => `\`${f}\``));
    for (const [name, , level, why] of rows) {
      const [result] = await checkFiles([join(dir, name!.slice(1, -1))]);
      if (!result || 'error' in result) throw new Error(`${name}: not read`);
      expect(level, name).toBe(result.level ?? 'below L1');
      // Every code the table names is one aqr gives, and every code aqr gives below the next level is named.
      const named = new Set([...why!.matchAll(/`([A-Z][A-Z0-9_]+)`/g)].map((m) => m[1]));
      expect([...named].sort(), name).toEqual([...new Set(result.unmet.map((u) => u.code))].sort());
    }
  });

  // The public checker's column, when it is on this machine (as test/cli/release.test.ts runs it).
  const checker = process.env['SUPERGAUGE_CHECKER'];
  it.skipIf(checker === undefined || !existsSync(checker))(
    `gives the public checker's level as it reports it (${checker ?? 'skipped: set SUPERGAUGE_CHECKER to conformance/check.py of SuperagenticAI/supergauge'})`,
    async () => {
      const doc = await readFile(join(ROOT, 'docs/conformance.md'), 'utf8');
      const at = doc.indexOf('\n## The public examples, as `aqr check` reads them\n');
      const rows = doc
        .slice(at, doc.indexOf('\n## ', at + 4))
        .split('\n')
        .filter((l) => l.startsWith('| `'))
        .map((l) =>
          l
            .slice(1, -1)
            .split(' | ')
            .map((c) => c.trim()),
        );
      for (const [name, publicLevel] of rows) {
        const out = await new Promise<string>((done, fail) =>
          execFile('python3', [checker!, join(SHARED, 'reference/supergauge/examples', name!.slice(1, -1))], (err, stdout) =>
            err && err.code !== 1 ? fail(err) : done(stdout),
          ),
        );
        expect(/highest level met: (\S+)/.exec(out)?.[1], name).toBe(publicLevel);
      }
    },
  );
});
