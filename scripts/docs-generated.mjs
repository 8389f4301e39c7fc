// The blocks of the docs written from the source, so they cannot drift from it:
// every command's flags (src/cli/spec.ts), the measure registry
// (src/record/registry.ts) and the action's inputs (action.yml, itself written
// from src/flags.ts by scripts/make-action-yml.mjs). A block sits between
//   <!-- generated: NAME (node scripts/docs-generated.mjs) -->
//   <!-- end generated: NAME -->
// and `node scripts/docs-generated.mjs` rewrites every one in README.md and
// docs/*.md; `--check` lists the stale ones instead, exit 1.
// test/docs.test.ts fails when a block is stale.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import { parse } from 'yaml';
import { importBundled } from './standalone-validators.mjs';

const BLOCK = /(<!-- generated: ([\w-]+) \(node scripts\/docs-generated\.mjs\) -->\n)([\s\S]*?)(<!-- end generated: \2 -->)/g;

/** A table cell: pipes would split it. */
const cell = (text) => String(text).replace(/\|/g, '\\|');
const table = (head, rows) =>
  [`| ${head.join(' | ')} |`, `|${head.map(() => '---').join('|')}|`, ...rows.map((r) => `| ${r.map(cell).join(' | ')} |`)].join('\n');

const VALUE = { fraction: 'fraction in [0, 1]', amount: 'amount ≥ 0', kappa: 'kappa in [−1, 1]', boolean: 'boolean' };
const UNIT = { currency: 'ISO 4217 currency (required)', tokens: 'tokens', seconds: 'seconds (s)' };

function registryTable({ REGISTRY, LEDGER_MEASURES, TRACE_MEASURES }) {
  const rows = [...REGISTRY.values()].map((d) => {
    const from = [LEDGER_MEASURES.has(d.id) && 'trial ledger', TRACE_MEASURES.has(d.id) && 'traces'].filter(Boolean);
    const gate = d.kind === 'judged' ? 'none (judged)' : d.better === 'higher' ? 'floor' : d.better === 'lower' ? 'ceiling' : 'passes when true';
    return [
      `\`${d.id}\``,
      d.kind,
      VALUE[d.value],
      gate,
      d.k ? 'required (≥ 2)' : '—',
      d.pack ? 'required' : '—',
      d.unit ? UNIT[d.unit] : '—',
      from.length ? from.join(', ') : 'a measures file',
      d.summary,
    ];
  });
  return table(['measure', 'kind', 'value', 'a gate on it', '`k`', '`pack`', '`unit`', 'given by', 'what it is'], rows);
}

function cliSynopsis({ COMMANDS, synopsis }) {
  return `\`\`\`\n${Object.keys(COMMANDS).map(synopsis).join('\n')}\n\`\`\``;
}

function actionInputs(action) {
  const rows = Object.entries(action.inputs).map(([name, i]) => [`\`${name}\``, i.description, i.default === undefined ? '' : `\`${i.default}\``]);
  return table(['input', 'what it is', 'default'], rows);
}

/** Every generated block by name, from the sources in `root`. */
export async function generatedBlocks(root = resolve('.')) {
  const entry =
    "export { REGISTRY, LEDGER_MEASURES, TRACE_MEASURES } from './src/record/registry.ts';\nexport { COMMANDS, synopsis } from './src/cli/spec.ts';\n";
  const sources = (await importBundled(entry, root)).module;
  const action = parse(await readFile(join(root, 'action.yml'), 'utf8'));
  return { 'cli-synopsis': cliSynopsis(sources), 'measure-registry': registryTable(sources), 'action-inputs': actionInputs(action) };
}

/** `text` with every generated block rewritten from `blocks`; an unknown block name is an error. */
export function refreshBlocks(text, blocks, file = 'the text') {
  return text.replace(BLOCK, (_, open, name, _old, close) => {
    if (!(name in blocks)) throw new Error(`${file}: no generated block named ${name}`);
    return `${open}${blocks[name]}\n${close}`;
  });
}

/** The names of the generated blocks in `text`, in order. */
export function blockNames(text) {
  return [...text.matchAll(BLOCK)].map((m) => m[2]);
}

/** README.md and every docs/*.md, relative to `root`. */
export async function docFiles(root = resolve('.')) {
  const docs = (await readdir(join(root, 'docs'))).filter((f) => f.endsWith('.md')).sort();
  return ['README.md', ...docs.map((f) => `docs/${f}`)];
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const check = process.argv.includes('--check');
  const blocks = await generatedBlocks();
  const stale = [];
  for (const file of await docFiles()) {
    const text = await readFile(file, 'utf8');
    const fresh = refreshBlocks(text, blocks, file);
    if (fresh === text) continue;
    stale.push(file);
    if (!check) await writeFile(file, fresh);
  }
  if (check && stale.length) {
    console.error(`stale generated blocks in ${stale.join(', ')}: run node scripts/docs-generated.mjs`);
    process.exit(1);
  }
  console.log(check ? 'generated blocks fresh' : stale.length ? `rewrote ${stale.join(', ')}` : 'nothing to rewrite');
}
