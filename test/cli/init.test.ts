// The first ten minutes of a team new to aqr (issue 40): from the result files
// their eval tools already write (test/fixtures/import/newcomer/, made offline
// by promptfoo, vitest and pytest themselves, and in the Inspect and DeepEval
// shapes of the project's fixtures), `aqr init --from` then `aqr evaluate`
// never ships while the tool's own report counts a failure, names every
// failing task (those failing every attempt first), and ships once the same
// suite passes. The one step a team takes between is the seal it is told of.
import { copyFileSync, readFileSync, readdirSync, statSync, writeFileSync } from 'node:fs';
import { basename, join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { aqr, FIXTURES, tempDir } from '../helpers.js';

const NEW = join(FIXTURES, 'import/newcomer');

interface Starter {
  /** The file name the tool writes, as the README's commands name it. */
  file: string;
  /** The failures the tool's own report counts, read from its own summary fields. */
  toolFailures: (text: string) => number;
  /** Every task the failing run fails, as the task manifest names it: failed-every-attempt ones first. */
  failing: string[];
  tier: 'T0' | 'T1';
}

const junitFailures = (xml: string) => Number(/<testsuite\b[^>]*?\sfailures="(\d+)"/.exec(xml)?.[1] ?? NaN);

const STARTERS: Record<string, Starter> = {
  promptfoo: {
    file: 'results.json',
    toolFailures: (t) => (JSON.parse(t) as { results: { stats: { failures: number } } }).results.stats.failures,
    failing: ['invoice copy', 'delete account', 'price match', 'warranty'],
    tier: 'T1',
  },
  vitest: {
    file: 'junit.xml',
    toolFailures: junitFailures,
    failing: ['suite.test.js.finds the invoice', 'suite.test.js.declines to match prices', 'suite.test.js.states the warranty'],
    tier: 'T0',
  },
  pytest: {
    file: 'junit.xml',
    toolFailures: junitFailures,
    failing: ['test_agent.test_invoice', 'test_agent.test_price_match', 'test_agent.test_warranty'],
    tier: 'T0',
  },
  inspect: {
    file: 'logs.json',
    toolFailures: (t) => (JSON.parse(t) as { samples: { scores: { match: { value: string } } }[] }).samples.filter((s) => s.scores.match.value !== 'C').length,
    failing: ['invoice', 'warranty'],
    tier: 'T1',
  },
  deepeval: {
    file: 'latest_test_run.json',
    toolFailures: (t) => (JSON.parse(t) as { testFailed: number }).testFailed,
    failing: ['test_invoice', 'test_warranty'],
    tier: 'T1',
  },
};

const ext = (name: string) => (name === 'vitest' || name === 'pytest' ? 'xml' : 'json');

async function inWork<T>(f: (work: string) => Promise<T>): Promise<T> {
  const work = await tempDir();
  const cwd = process.cwd();
  process.chdir(work);
  try {
    return await f(work);
  } finally {
    process.chdir(cwd);
  }
}

describe('a starter from a real eval file: reject while the eval fails, naming every failing task; ship once it passes', () => {
  for (const [name, s] of Object.entries(STARTERS))
    it(name, async () => {
      await inWork(async (work) => {
        copyFileSync(join(NEW, `${name}-failing.${ext(name)}`), join(work, s.file));
        expect(s.toolFailures(readFileSync(s.file, 'utf8'))).toBeGreaterThan(0);
        const init = await aqr('init', '--from', s.file);
        expect(init.code, init.err).toBe(0);
        // The file names no split: the whole task set is gated, and the output says how to set up a held-out split and why.
        expect(init.out).toMatch(/gates every task \(no split\) at a floor of 1/);
        expect(init.out).toMatch(/Set up the held-out split in quality\/tasks\.yaml[^\n]*L2/);
        const profile = parse(readFileSync('quality/profile.yaml', 'utf8')) as { tier: string; gates: { id: string; split?: string; floor?: number }[] };
        expect(profile.tier).toBe(s.tier);
        const floors = profile.gates.filter((g) => g.floor !== undefined);
        expect(floors.map((g) => [g.id, g.split, g.floor])).toEqual([
          ['task.completion', undefined, 1],
          ...(s.tier === 'T1' ? [['reliability.pass_hat_k', undefined, 1]] : []),
        ]);

        // The team's one step: the seal (here on the command line; sealed: true in quality/evaluate.yaml).
        const failing = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--out', 'record.json');
        expect(failing.code, failing.err).toBe(1);
        expect(failing.out).toMatch(/^verdict: reject$/m);
        const line = failing.out.split('\n').find((l) => l.startsWith('tasks that failed')) ?? '';
        expect(line).toMatch(new RegExp(`^tasks that failed \\(${s.failing.length} of \\d+\\): `));
        const named = line.slice(line.indexOf('): ') + 3).split(', ');
        expect(named.map((t) => t.replace(/ \((held-in|held-out)\)$/, ''))).toEqual(s.failing);
        for (const t of named) expect(t).toMatch(/ \((held-in|held-out)\)$/);
        const detail = JSON.parse(readFileSync('record.detail.json', 'utf8')) as { tasks: { failing: { id: string; failed: number[]; attempts: number }[] } };
        expect(detail.tasks.failing.map((t) => t.id)).toEqual(s.failing);

        // The suite fixed: the same file, written again by the tool.
        copyFileSync(join(NEW, `${name}-passing.${ext(name)}`), join(work, s.file));
        expect(s.toolFailures(readFileSync(s.file, 'utf8'))).toBe(0);
        const passing = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--out', 'record.json');
        expect(passing.out).toMatch(/^verdict: ship$/m);
        expect(passing.code, passing.out).toBe(0);
      });
    });
});

describe('a starter from a file that names its splits gates every split, and never ships a failing run', () => {
  it('promptfoo with metadata.split: held-out and held-in gated, the unmarked canary named as failing', async () => {
    await inWork(async (work) => {
      copyFileSync(join(FIXTURES, 'import/promptfoo/one-agent.json'), join(work, 'results.json'));
      const init = await aqr('init', '--from', 'results.json');
      expect(init.code, init.err).toBe(0);
      expect(init.out).toMatch(/gates each split \(held-out and held-in\)/);
      const profile = parse(readFileSync('quality/profile.yaml', 'utf8')) as { gates: { id: string; split?: string; floor?: number }[] };
      expect(profile.gates.filter((g) => g.floor !== undefined).map((g) => `${g.id}:${g.split}`)).toEqual([
        'task.completion:held-out',
        'reliability.pass_hat_k:held-out',
        'task.completion:held-in',
        'reliability.pass_hat_k:held-in',
      ]);
      const r = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed');
      expect(r.out).toMatch(/^verdict: reject$/m);
      expect(r.out).toMatch(/^tasks that failed \(1 of 5\): canary-1 \(held-out\)$/m);
    });
  });
});

describe('every starter: the eval tool reports a failure, so the starter does not ship', () => {
  it('holds for a file of uneven attempts: a later failure is never left ungated', async () => {
    await inWork(async (work) => {
      copyFileSync(join(FIXTURES, 'import/deepeval/test_run_repeat.json'), join(work, 'latest_test_run.json'));
      const init = await aqr('init', '--from', 'latest_test_run.json');
      expect(init.code, init.err).toBe(0);
      expect(init.out).toMatch(/ran different numbers of times, so the pass\^3 gate holds/);
      const r = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--json');
      const result = JSON.parse(r.out) as { verdict: string; reasons: { code: string; message: string }[] };
      expect(result.verdict).not.toBe('ship');
      expect(result.reasons.map((x) => x.code)).toContain('GATE_NO_EVIDENCE');
    });
  });
});

/** The failures the eval tool's own file reports, judged ones included: promptfoo's rows and DeepEval's test cases with success false (0 for other formats). */
function toolReportedFailures(text: string, name: string): number {
  if (!name.endsWith('.json')) return 0;
  let doc: { results?: { results?: { success?: boolean }[] }; testCases?: { success?: boolean }[] };
  try {
    doc = JSON.parse(text) as typeof doc;
  } catch {
    return 0;
  }
  const rows = Array.isArray(doc.results?.results) ? doc.results.results : Array.isArray(doc.testCases) ? doc.testCases : [];
  return rows.filter((r) => r.success === false).length;
}

describe('no starter ships a run with a failing attempt, whatever the file', () => {
  const dirs = ['promptfoo', 'junit', 'inspect', 'deepeval', 'newcomer'];
  const files = dirs.flatMap((d) =>
    readdirSync(join(FIXTURES, 'import', d), { recursive: true, encoding: 'utf8' })
      .map((f) => join(FIXTURES, 'import', d, f))
      .filter((f) => statSync(f).isFile()),
  );
  it.each(files.filter((f) => !f.endsWith('.yaml')).map((f) => [f.slice(FIXTURES.length + 1), f]))('%s', async (_, file) => {
    await inWork(async (work) => {
      const name = basename(file);
      copyFileSync(file, join(work, name));
      const init = await aqr('init', '--from', name);
      if (init.code === 2) return; // a file aqr refuses (no deterministic verdict, not well formed): no starter at all
      expect(init.code, init.err).toBe(0);
      const attempts = (await aqr('import', name)).out.split('\n').filter((l) => l.startsWith('{'));
      const failed = attempts.filter((l) => (JSON.parse(l) as { passed: boolean }).passed === false).length;
      const r = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--json');
      const verdict = (JSON.parse(r.out) as { verdict: string }).verdict;
      if (failed > 0) expect(verdict, `${failed} failed attempts`).not.toBe('ship');
      // Nor a run the eval tool itself reports failing, judged failures included (promptfoo's rows, DeepEval's test cases).
      const tool = toolReportedFailures(readFileSync(name, 'utf8'), name);
      if (tool > 0) expect(verdict, `the tool reports ${tool} failures`).not.toBe('ship');
    });
  });
});

describe('a starter never ships a run whose eval tool reports failures only its judge saw', () => {
  // promptfoo's own output, three tests also graded by an llm-rubric (scripts/fixtures/newcomer/judged.mjs):
  // in -failing the judge fails 5 attempts whose deterministic check passed; in -passing it passes them all.
  const judgedTasks = ['opening hours', 'gift cards', 'student discount'];
  it('promptfoo: init writes the opt-in; evaluate holds (never rejects) naming the tasks, and ships once the judge passes them', async () => {
    await inWork(async (work) => {
      copyFileSync(join(NEW, 'promptfoo-judged-failing.json'), join(work, 'results.json'));
      const stats = (JSON.parse(readFileSync('results.json', 'utf8')) as { results: { stats: { failures: number } } }).results.stats;
      expect(stats.failures).toBe(5);
      // The deterministic verdict sees no failure: every attempt passes; the judge failed 5 of its 9.
      const imported = await aqr('import', 'results.json');
      const attempts = imported.out
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { passed: boolean });
      expect(attempts).toHaveLength(60);
      expect(attempts.filter((a) => !a.passed)).toEqual([]);
      expect(`${imported.out}\n${imported.err}`).toContain('llm-rubric: 4 of 9 passed (judged: reported, never gating)');

      const init = await aqr('init', '--from', 'results.json');
      expect(init.code, init.err).toBe(0);
      const profileText = readFileSync('quality/profile.yaml', 'utf8');
      expect((parse(profileText) as { signals: unknown }).signals).toEqual({ soft_holds: { max_judged_failures: 0 } });

      const held = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--json', '--out', 'record.json');
      const result = JSON.parse(held.out) as { verdict: string; reasons: { code: string; verdict: string; message: string }[] };
      expect(result.verdict).toBe('hold');
      expect(result.reasons.map((r) => [r.code, r.verdict])).toEqual([['SOFT_JUDGED_FAILURES', 'hold']]);
      const message = result.reasons[0]?.message ?? '';
      expect(message).toContain(
        'the eval tool failed 5 attempts on judged checks alone (llm-rubric), which the deterministic verdict passed or does not check, in 3 tasks:',
      );
      // Every such task named, those the judge failed on every attempt first.
      expect(message).toContain('"opening hours" (3 of 3 attempts), "gift cards" (1 of 3 attempts), "student discount" (1 of 3 attempts)');
      for (const t of judgedTasks) expect(message).toContain(t);
      const text = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--out', 'record.json');
      expect(text.out).toMatch(/^verdict: hold$/m);
      expect(text.out).toContain('SOFT_JUDGED_FAILURES');

      // The same profile without the opt-in ships that run: the hold is the opt-in's, and judged evidence alone never rejects.
      const without = profileText.replace(/\nsignals:\n {2}soft_holds:\n {4}max_judged_failures: 0\n/, '\n');
      expect(without).not.toContain('max_judged_failures');
      writeFileSync('quality/profile.yaml', without);
      const shipped = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--json', '--out', 'record.json');
      expect((JSON.parse(shipped.out) as { verdict: string }).verdict).toBe('ship');
      writeFileSync('quality/profile.yaml', profileText);

      // The judge passes them: the same suite, written again by the tool.
      copyFileSync(join(NEW, 'promptfoo-judged-passing.json'), join(work, 'results.json'));
      const passing = await aqr('evaluate', '--config', 'quality/evaluate.yaml', '--sealed', '--out', 'record.json');
      expect(passing.out).toMatch(/^verdict: ship$/m);
      expect(passing.code, passing.out).toBe(0);
    });
  });

  it('writes the opt-in for the formats with judged checks (promptfoo, Inspect, DeepEval), not for JUnit', async () => {
    for (const [name, file] of [
      ['inspect', 'logs.json'],
      ['deepeval', 'latest_test_run.json'],
      ['pytest', 'junit.xml'],
    ] as const)
      await inWork(async (work) => {
        copyFileSync(join(NEW, `${name}-passing.${ext(name)}`), join(work, file));
        const init = await aqr('init', '--from', file);
        expect(init.code, init.err).toBe(0);
        const profile = parse(readFileSync('quality/profile.yaml', 'utf8')) as { signals?: unknown };
        expect(profile.signals, name).toEqual(name === 'pytest' ? undefined : { soft_holds: { max_judged_failures: 0 } });
      });
  });
});
