// The starter profile for agents that answer people (profiles/aqr/assistant-agent@0.1.yaml),
// and the profile without `extends` that docs/profiles.md shows: each gates a
// ledger on its own, with no policy engine, decisions or approval.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { loadProfile } from '../../src/io/profile-file.js';
import { lookupMeasure } from '../../src/record/registry.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

const STARTER = 'aqr/assistant-agent@0.1';

interface Attempt {
  passed: boolean;
  cost_usd?: number;
  latency_s?: number;
  policy?: number;
}

/** A support assistant's evidence: 8 held-in and 4 held-out tasks, the last a canary, 3 attempts each. */
async function assistantRun(attempt: (task: number) => Attempt = () => ({ passed: true })): Promise<{ dir: string; flags: string[] }> {
  const dir = await tempDir();
  const tasks: string[] = ['tasks:'];
  const lines: string[] = [];
  for (let i = 1; i <= 12; i++) {
    const id = `q${String(i).padStart(2, '0')}`;
    const split = i <= 8 ? 'held-in' : 'held-out';
    const canary = i === 12;
    tasks.push(`  - {id: ${id}, split: ${split}${canary ? ', canary: true' : ''}}`);
    for (let a = 1; a <= 3; a++) {
      const t = canary ? { passed: false } : attempt(i);
      lines.push(
        JSON.stringify({
          task_id: id,
          attempt: a,
          passed: t.passed,
          split,
          cost_usd: t.cost_usd ?? 0.02,
          latency_s: t.latency_s ?? 4,
          violations: { policy: t.policy ?? 0 },
        }),
      );
    }
  }
  await writeFile(join(dir, 'tasks.yaml'), `${tasks.join('\n')}\n`);
  await writeFile(join(dir, 'trials.jsonl'), `${lines.join('\n')}\n`);
  await writeFile(join(dir, 'policy.yaml'), 'rules: []\n');
  await writeFile(join(dir, 'prompt.md'), 'Answer from the help centre only.\n');
  const at = (f: string): string => join(dir, f);
  const flags = [
    ...['--task-manifest', at('tasks.yaml'), '--trials', at('trials.jsonl'), '--harness', at('prompt.md'), '--authority', at('policy.yaml')],
    ...['--agent', 'support-bot', '--actor', 'release-manager@example.com', '--sealed', '--evaluator-independent', '--now', '2026-12-01T00:00:00Z'],
  ];
  return { dir, flags };
}

async function verdictOf(profile: string, attempt?: (task: number) => Attempt): Promise<{ code: number; verdict: string; level: string; failed: string[] }> {
  const { flags } = await assistantRun(attempt);
  const r = await aqr('evaluate', '--profile', profile, ...flags, '--json');
  expect(r.err).toBe('');
  const j = JSON.parse(r.out) as { verdict: string; level: string; gates: { id: string; result: string }[] };
  return { code: r.code, verdict: j.verdict, level: j.level, failed: j.gates.filter((g) => g.result !== 'pass').map((g) => g.id) };
}

describe(`the built-in starter profile ${STARTER}`, () => {
  it('gates only deterministic measures, each with a threshold and the evidence behind it', async () => {
    const p = await loadProfile(STARTER);
    expect(p.chain).toEqual([STARTER]);
    expect(p.gates.map((g) => g.id)).toEqual([
      'task.completion',
      'reliability.pass_hat_k',
      'policy.hard_rules',
      'efficiency.cost_per_success',
      'efficiency.latency_per_success',
    ]);
    for (const g of p.gates) {
      expect(lookupMeasure(g.id)?.kind, g.id).toBe('deterministic');
      expect(g.floor ?? g.ceiling, g.id).toBeTypeOf('number');
      expect(g.evidence?.length, g.id).toBeGreaterThan(40);
      expect(g.source ?? 'native', g.id).toBe('native');
    }
  });

  it('ships a good ledger with nothing but the ledger, the task set and the harness, at L3', async () => {
    expect(await verdictOf(STARTER)).toEqual({ code: 0, verdict: 'ship', level: 'L3', failed: [] });
  });

  it('fails a policy violation, a cost or a latency over its ceiling, and a held-out completion under its floor', async () => {
    expect((await verdictOf(STARTER, (i) => ({ passed: true, policy: i === 3 ? 1 : 0 }))).failed).toEqual(['policy.hard_rules']);
    expect((await verdictOf(STARTER, () => ({ passed: true, cost_usd: 0.09 }))).failed).toEqual(['efficiency.cost_per_success']);
    expect((await verdictOf(STARTER, () => ({ passed: true, latency_s: 14 }))).failed).toEqual(['efficiency.latency_per_success']);
    const slow = await verdictOf(STARTER, (i) => ({ passed: i !== 9 && i !== 10 }));
    expect(slow.verdict).not.toBe('ship');
    expect(slow.failed).toEqual(['task.completion', 'reliability.pass_hat_k']);
  });
});

describe("docs/profiles.md: a profile without extends (the section's YAML, as written)", () => {
  it('loads alone and gates the same evidence', async () => {
    const doc = await readFile(join(ROOT, 'docs/profiles.md'), 'utf8');
    const section = doc.slice(doc.indexOf('## Writing your own profile'));
    const yaml = /```yaml\n([\s\S]*?)```/.exec(section)?.[1];
    expect(yaml).toBeDefined();
    const text = yaml ?? '';
    expect((parse(text) as { extends?: unknown }).extends).toBeUndefined();
    const dir = await tempDir();
    const file = join(dir, 'profile.yaml');
    await writeFile(file, text);
    expect(await verdictOf(file)).toMatchObject({ code: 0, verdict: 'ship', failed: [] });
    expect((await verdictOf(file, () => ({ passed: true, cost_usd: 0.5 }))).failed).toEqual(['efficiency.cost_per_success']);
  });
});
