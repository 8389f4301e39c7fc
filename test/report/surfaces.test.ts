// Every Markdown surface, rendered for the six cases a reviewer meets (ship,
// hold, reject, confidence-hold, regression, shadow) from real runs of the
// bundled example, parsed with markdown-it: every table row has its header's
// cell count, and every gate appears with its state word. The surfaces are the
// action's comment and job summary (rendered from the record and its sidecars
// as the action renders them), `aqr comment`, and the CLI's text.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { readSidecars } from '../../src/io/sidecars.js';
import { fileDigest } from '../../src/io/digest.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { md } from '../../src/report/escape.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { recordView } from '../../src/report/record-view.js';
import { STATE_WORD, type GateView } from '../../src/report/view.js';
import { MARKS } from '../../src/report/marks.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';
import { pageShape } from './gfm.js';

const EX = join(ROOT, 'examples');
let dir: string;
let keys: { publicFile: string; privateFile: string };

interface Case {
  verdict: 'ship' | 'hold' | 'reject';
  args: () => Promise<string[]>;
}

const profile = async (name: string, gates: string) => {
  const file = join(dir, `${name}.yaml`);
  await writeFile(file, `id: team/${name}\nversion: "1"\nextends: ${join(EX, 'profile.yaml')}\ngates:\n${gates}`);
  return file;
};

/** A baseline whose held-in completion was far higher, signed by the test's key: the regression test must fire. */
async function higherBaseline(): Promise<string> {
  const record = parse(await readFile(join(EX, 'record.yaml'), 'utf8')) as AgentQualityRecord;
  for (const m of record.measures) if (m.id === 'task.completion' && m.split === 'held-in') m.value = 0.99;
  // A record changed after signing is signed again only without its old signature (aqr sign refuses one that no longer verifies).
  delete record.decision.signature;
  const file = join(dir, 'baseline.json');
  await writeFile(file, JSON.stringify(record));
  const r = await aqr('sign', file, '--key', keys.privateFile, '--out', file);
  expect(r.code, r.err).toBe(0);
  return file;
}

const CASES: Record<string, Case> = {
  ship: { verdict: 'ship', args: async () => [] },
  hold: {
    verdict: 'hold',
    args: async () => ['--profile', await profile('no-threshold', '  - {id: efficiency.tokens_per_success}\n')],
  },
  reject: {
    verdict: 'reject',
    args: async () => ['--profile', await profile('strict', '  - {id: task.completion, split: held-out, floor: 0.9}\n')],
  },
  'confidence-hold': { verdict: 'hold', args: async () => ['--profile', join(EX, 'profile-confidence.yaml')] },
  regression: {
    verdict: 'reject',
    args: async () => [
      '--profile',
      await profile('regression', '  - {id: task.completion, split: held-in, regression: {max_drop: 0.05, confidence: 0.9}}\n'),
      '--baseline',
      await higherBaseline(),
      '--baseline-key',
      keys.publicFile,
    ],
  },
  shadow: {
    verdict: 'ship',
    args: async () => ['--profile', await profile('shadow', '  - {id: reliability.pass_hat_k, split: held-out, k: 3, floor: 0.8, mode: shadow}\n')],
  },
};

interface Rendered {
  view: GateView;
  cli: string;
  pages: Record<string, string>;
}
const rendered: Record<string, Rendered> = {};

beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'release');
  for (const [name, c] of Object.entries(CASES)) {
    const out = join(dir, `${name}.rec.yaml`);
    const run = await aqr('evaluate', '--config', join(EX, 'evaluate.yaml'), ...(await c.args()), '--out', out, '--key', keys.privateFile);
    expect(run.err, name).not.toMatch(/ERR_/);
    const record = parse(await readFile(out, 'utf8')) as AgentQualityRecord;
    expect(record.decision.verdict, `${name}: ${run.out}`).toBe(c.verdict);
    const recordDigest = await fileDigest(out);
    const { detail, stats } = await readSidecars(out, recordDigest);
    const view = recordView(record, { level: 'L4', recordDigest, detail, stats, verified: true });
    const cli = await aqr('comment', out, '--key', keys.publicFile, '--workflow', 'release gate', '--job', 'gate');
    expect(cli.code, cli.err).toBe(0);
    rendered[name] = {
      view,
      cli: run.out,
      pages: { comment: renderComment(view, 'release gate:gate').body, summary: renderSummary(view), 'aqr comment': cli.out },
    };
  }
}, 60_000);

describe.each(Object.keys(CASES))('the %s case', (name) => {
  it('renders every Markdown surface with whole tables and every gate with its state word', () => {
    const { view, pages } = rendered[name]!;
    expect(view.rows.length).toBeGreaterThan(0);
    for (const [surface, page] of Object.entries(pages)) {
      expect(pageShape(page).problems, surface).toEqual([]);
      for (const l of view.rows) {
        // The result is the first cell, so it stays in view on a phone; the gate's name follows it.
        const row = page
          .split('\n')
          .find((line) => line.startsWith(`| ${MARKS[l.state].mark} `) && line.includes(`| ${md(l.name)} |`) && line.includes(STATE_WORD[l.state]));
        expect(row, `${surface}: ${l.name} ${l.state}`).toBeDefined();
      }
    }
  });

  it("prints every gate with its state word in the CLI's text", () => {
    const { view, cli } = rendered[name]!;
    for (const l of view.rows) expect(cli, l.name).toMatch(new RegExp(`^ {2}${STATE_WORD[l.state]}\\b.* ${l.name.replace(/[().]/g, '\\$&')}`, 'm'));
  });
});

describe('what each case must say', () => {
  it('confidence-hold: the bounded gate is inconclusive with ~N more tasks, judged on its lower bound, never "fail"', () => {
    const { view, pages } = rendered['confidence-hold']!;
    const gate = view.rows.find((l) => l.id === 'task.completion' && l.split === 'held-out')!;
    expect(gate).toMatchObject({ state: 'inconclusive', judgedOn: 'lower bound' });
    expect(gate.note).toMatch(/^~\d+ more tasks$/);
    for (const page of Object.values(pages)) {
      const row = page.split('\n').find((l) => l.includes('| task.completion \\(held-out\\) |'))!;
      expect(row).toMatch(
        /^\| ◐ inconclusive \(\\~\d+ more tasks\) \| task\.completion \\\(held-out\\\) \| [\d.]+ \\\(lower bound\\\) \| ≥ 0\.7 \| −[\d.]+ \|$/,
      );
      // The bounds table: the result first, both ends of the interval to the same decimals, no ASCII strip.
      expect(page).toMatch(/^\| ◐ inconclusive \(~\d+ more tasks\) \| task\.completion \(held-out\) \| 0\.75 \| (\d\.\d+) – (\d\.\d+) \(95%\) \| ≥ 0\.7 \|/m);
      const [, lo, hi] = /\| 0\.75 \| (\d\.\d+) – (\d\.\d+) /.exec(page)!;
      expect(lo!.length).toBe(hi!.length);
      expect(page).not.toMatch(/\[=+/);
      expect(page.split('\n').filter((l) => l.startsWith('|') && /`[^`]*\|[^`]*`/.test(l))).toEqual([]);
    }
  });

  it('regression: the gate names its baseline', () => {
    const { view, pages } = rendered.regression!;
    const gate = view.rows.find((l) => l.regression)!;
    expect(gate).toMatchObject({ state: 'fail', regression: { result: 'fail' } });
    expect(gate.note).toMatch(/^regressed against aqr_/);
    for (const page of Object.values(pages)) {
      expect(page).toContain(md(gate.note!));
      // Judged on the drop against the allowed drop, not shown without a threshold.
      expect(page).toMatch(
        /^\| ✘ \*\*fail\*\* \(regressed against aqr\\_[^|]*\| task\.completion \\\(held-in\\\) \| 0\.821 \\\(drop 0\.169\\\) \| drop ≤ 0\.05 \| −0\.119 \|$/m,
      );
    }
  });

  it('shadow: the shadow gate reads "not enforced", apart from the enforced ones', () => {
    const { view, pages } = rendered.shadow!;
    expect(view.rows.filter((l) => l.state === 'shadow').map((l) => l.note)).toEqual(['not enforced, would fail']);
    for (const page of Object.values(pages))
      expect(page).toMatch(
        /\*\*Shadow gates\*\*[^\n]*\n\n\| result \| gate \|[^\n]*\n\|---[^\n]*\n\| ○ shadow \(not enforced, would fail\) \| reliability\.pass\\_hat\\_k \\\(held-out, k=3\\\) \| 0\.75 \| ≥ 0\.8 \| −0\.05 \|/,
      );
  });

  it('ceilings show as thresholds, never "–"', () => {
    for (const page of Object.values(rendered.ship!.pages))
      expect(page).toMatch(/^\| ✔ pass \| efficiency\.cost\\_per\\_success \| 0\.117 usd \| ≤ 0\.6 usd \|/m);
  });

  it('reject: the comment names the failing tasks of every split with their attempts', () => {
    const { pages } = rendered.reject!;
    for (const page of [pages.comment!, pages['aqr comment']!]) {
      expect(page).toMatch(/<details><summary>Tasks: 13 tasks failed at least one attempt<\/summary>/);
      expect(page).toMatch(/^- t029 \(held-out\): failed /m);
    }
  });

  it('no empty baseline columns on a first run', () => {
    for (const page of Object.values(rendered.ship!.pages)) {
      expect(page).toContain('| measure | split | value |\n');
      expect(page).not.toContain('| baseline |');
    }
  });
});
