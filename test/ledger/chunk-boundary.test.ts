// Ledgers built so lines meet the 1 MiB chunk ends exactly (io/read-chunks.ts
// reuses one buffer for every read): fixed-width lines of several widths, in
// attempt-major and task-major order, with ids of one length that differ only
// in their last bytes. The byte reader (the CLI's, ledger/fast-trial.ts) must
// fold each as the JSON.parse reader does (text only), line for line. The
// first case is the one a profile found refused: 8,190 tasks x 5 attempts,
// attempt-major, every line 128 bytes (ERR_INPUT_DUPLICATE at line 8194).
// The same files through the text line reader every other line input uses
// (signals, OTel, imports as JSON Lines): the lines it hands over are the
// file's, wherever the chunks and the 64 KiB decoding pieces cut them.
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { forEachLine, hashingLineReader } from '../../src/io/lines.js';
import { foldTrials } from '../../src/ledger/read.js';
import type { TrialTally } from '../../src/ledger/tally.js';
import { lineReader } from '../../src/web/files.js';
import type { Manifest, ManifestTask } from '../../src/taskset/manifest.js';

const dir = mkdtempSync(join(tmpdir(), 'aqr-chunk-boundary-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

const CHUNK = 1 << 20;

function manifestOf(ids: readonly string[]): Manifest {
  const tasks = new Map<string, ManifestTask>();
  ids.forEach((id, index) => tasks.set(id, { id, split: index % 3 === 0 ? 'held-out' : 'held-in', canary: false, index }));
  return { tasks, held_in: 0, held_out: 0, canary_ids: [] };
}

/** A trial line (tokens and cost where they fit) padded with spaces before the closing brace to exactly `width` bytes (the newline included). */
function line(id: string, attempt: number, width: number): string {
  const passed = (id.length * 7 + attempt * 13 + id.charCodeAt(id.length - 1)) % 3 !== 0;
  let body = `{"task_id":"${id}","attempt":${attempt},"passed":${passed}`;
  // Tokens and cost as the width leaves room for them.
  for (const more of [`,"tokens":${attempt * 11 + id.length}`, `,"cost_usd":0.${attempt}5`]) if (Buffer.byteLength(body + more) + 2 <= width) body += more;
  const pad = width - Buffer.byteLength(body) - 2;
  if (pad < 0) throw new Error(`a line of ${width} bytes cannot hold ${body}`);
  return `${body}${' '.repeat(pad)}}\n`;
}

function ledger(ids: readonly string[], attempts: number, width: number, order: 'attempt-major' | 'task-major'): string {
  const out: string[] = [];
  if (order === 'attempt-major') for (let a = 1; a <= attempts; a++) for (const id of ids) out.push(line(id, a, width));
  else for (const id of ids) for (let a = 1; a <= attempts; a++) out.push(line(id, a, width));
  return out.join('');
}

function snapshot(t: TrialTally) {
  const tasks = [...t.manifest.tasks.values()].map((x) => [x.id, t.attemptsAt(x.index), t.passesAt(x.index), t.taskSums.tokens[x.index]]);
  return { events: t.events, totals: t.totals, tasks };
}

/** The fold through the byte path (every file offered as bytes) and through JSON.parse of decoded lines: the same tally, or the same error. */
async function bothWays(file: string, manifest: Manifest) {
  const run = async (lines: Parameters<typeof foldTrials>[2]) => {
    try {
      const r = await foldTrials([file], manifest, lines);
      return { blank: r.blank, ...snapshot(r.tally) };
    } catch (e) {
      return { error: String(e) };
    }
  };
  const bytes = await run(hashingLineReader(0).lines);
  const text = await run((f, each) => forEachLine(f, each));
  expect(text).not.toHaveProperty('error');
  // The first difference named, not a diff of every task.
  expect('error' in bytes ? bytes.error : undefined).toBeUndefined();
  const b = bytes as ReturnType<typeof snapshot>;
  const t = text as ReturnType<typeof snapshot>;
  const at = b.tasks.findIndex((x, k) => JSON.stringify(x) !== JSON.stringify(t.tasks[k]));
  expect(at === -1 ? undefined : [b.tasks[at], t.tasks[at]]).toBeUndefined();
  expect(bytes).toEqual(text);
  return bytes as { events: number };
}

const pad = (i: number, n: number) => String(i).padStart(n, '0');

describe('ledgers whose lines meet the chunk ends', () => {
  it('folds the 128-byte attempt-major ledger of 8,190 tasks x 5 attempts (refused before as a duplicate)', async () => {
    const ids = Array.from({ length: 8190 }, (_, i) => `t${pad(i, 4)}`);
    const file = join(dir, 'alias.jsonl');
    writeFileSync(file, ledger(ids, 5, 128, 'attempt-major'));
    expect(readFileSync(file).length).toBe(8190 * 5 * 128);
    const r = await bothWays(file, manifestOf(ids));
    expect(r.events).toBe(40950);
  });

  // Widths that divide the chunk (64, 128, 256), and ones that drift across it (100, 127, 129); ids of one
  // length, short or sharing a long prefix, so only the bytes after the prefix tell two tasks apart.
  const shapes: { width: number; tasks: number; attempts: number; id: (i: number) => string }[] = [
    { width: 64, tasks: 8191, attempts: 5, id: (i) => `t${pad(i, 5)}` },
    { width: 100, tasks: 4099, attempts: 7, id: (i) => `t${pad(i, 5)}` },
    { width: 127, tasks: 8255, attempts: 3, id: (i) => `task-${'x'.repeat(12)}${pad(i, 5)}` },
    { width: 128, tasks: 4095, attempts: 6, id: (i) => `${'p'.repeat(20)}${pad(i, 4)}` },
    { width: 129, tasks: 8127, attempts: 3, id: (i) => `t${pad(i, 4)}` },
    { width: 256, tasks: 2047, attempts: 9, id: (i) => `${'q'.repeat(150)}${pad(i, 4)}` },
  ];
  for (const s of shapes)
    for (const order of ['attempt-major', 'task-major'] as const)
      it(`folds ${s.width}-byte lines, ${order}, ${s.tasks} tasks x ${s.attempts}, as JSON.parse does`, async () => {
        const ids = Array.from({ length: s.tasks }, (_, i) => s.id(i));
        const file = join(dir, `w${s.width}-${order}.jsonl`);
        const body = ledger(ids, s.attempts, s.width, order);
        expect(body.length).toBeGreaterThan(2 * CHUNK);
        writeFileSync(file, body);
        const r = await bothWays(file, manifestOf(ids));
        expect(r.events).toBe(s.tasks * s.attempts);
      });
});

describe('the text line reader at the chunk ends', () => {
  it('hands over the file`s lines, multi-byte characters cut by chunk and piece ends included', async () => {
    // Lines of 1..4-byte characters whose widths drift across every 64 KiB piece and 1 MiB chunk end, a BOM first, CRLF in places.
    const chars = ['a', 'é', '€', '😀'];
    const want: string[] = [];
    let i = 0;
    for (let size = 0; size < 3 * CHUNK + 12345; i++) {
      const c = chars[i % 4] as string;
      const l = `{"id":${i},"s":"${c.repeat(1 + ((i * 37) % 300))}"}`;
      want.push(l);
      size += Buffer.byteLength(l) + 1;
    }
    // One line longer than a chunk too.
    want.splice(100, 0, `"${'€'.repeat(CHUNK)}"`);
    const file = join(dir, 'text.jsonl');
    writeFileSync(file, `\ufeff${want.map((l, n) => (n % 5 === 0 ? `${l}\r\n` : `${l}\n`)).join('')}`);
    // The CLI's reader, and the page's over the same bytes as a dropped File.
    const readers = {
      cli: (each: (l: string) => void) => forEachLine(file, each),
      page: (each: (l: string) => void) => lineReader(new Map([['text.jsonl', new Blob([readFileSync(file)])]]))('text.jsonl', each),
    };
    for (const [name, read] of Object.entries(readers)) {
      const got: string[] = [];
      const n = await read((l) => got.push(l));
      expect(n, name).toBe(want.length);
      expect(got.length, name).toBe(want.length);
      for (let k = 0; k < want.length; k++) if (got[k] !== want[k]) expect(got[k], `${name}: line ${k + 1}`).toBe(want[k]);
    }
  });
});
