// What a change does to the bar, in plain terms, on plain data.
import { describe, expect, it } from 'vitest';
import { barDiff, manifestDiff } from '../../src/bar/diff.js';
import type { Bar } from '../../src/bar/types.js';
import { fromDoc } from '../../src/profile/merge.js';
import type { ProfileDoc } from '../../src/profile/types.js';
import { parseDocument } from '../../src/doc/parse.js';
import { readManifest, type Manifest } from '../../src/taskset/manifest.js';

const profileDoc: ProfileDoc = {
  id: 'team/gate',
  version: '1',
  tier: 'T1',
  k: 3,
  gates: [
    { id: 'task.completion', split: 'held-out', floor: 0.7, evidence: 'e' },
    { id: 'efficiency.cost_per_success', ceiling: 0.6, evidence: 'e' },
    { id: 'policy.hard_rules', source: 'acs' },
  ],
  task_set: { min_canaries: 2 },
};

function manifest(tasks: [string, 'held-in' | 'held-out', boolean?][]): Manifest {
  const text = JSON.stringify({ tasks: tasks.map(([id, split, canary]) => ({ id, split, ...(canary ? { canary } : {}) })) });
  return readManifest(parseDocument(text, 'tasks.json'), 'tasks.json');
}

const tasks: [string, 'held-in' | 'held-out', boolean?][] = [
  ...Array.from({ length: 20 }, (_, i) => [`t${i}`, i < 8 ? 'held-out' : 'held-in'] as [string, 'held-out' | 'held-in']),
  ['c1', 'held-out', true],
  ['c2', 'held-out', true],
];

function bar(
  over: { doc?: Partial<ProfileDoc>; tasks?: typeof tasks; decisions?: Bar['decisions']; digest?: string; egress?: 'deny-by-default' | 'unrestricted' } = {},
): Bar {
  const digest = over.digest ?? 'a'.repeat(64);
  return {
    profile: fromDoc({ ...profileDoc, ...over.doc }),
    manifest: manifest(over.tasks ?? tasks),
    manifestDigest: `sha256:${digest}`,
    authority: { grant_digest: `sha256:${'c'.repeat(64)}`, egress: over.egress ?? 'deny-by-default' },
    decisions: over.decisions ?? [{ id: 'policy.hard_rules', result: 'pass', source: 'acs' }],
    files: [
      { role: 'profile', path: 'quality/profile.yaml', sha256: over.doc ? 'b'.repeat(64) : 'a'.repeat(64) },
      { role: 'task-manifest', path: 'quality/tasks.json', sha256: digest },
    ],
  };
}

describe('barDiff', () => {
  it('the same files: no change, nothing to say', () => {
    expect(barDiff(bar(), bar())).toEqual({ changed: false, lines: [], heldOutChanged: false });
  });

  it('a lowered floor, a raised ceiling, a removed gate, an added one, k and tier', () => {
    const proposed = bar({
      doc: {
        tier: 'T0',
        k: 2,
        gates: [
          { id: 'task.completion', split: 'held-out', floor: 0.5, evidence: 'e' },
          { id: 'efficiency.cost_per_success', ceiling: 0.9, evidence: 'e' },
          { id: 'safety.isolation', floor: 1, evidence: 'e' },
        ],
        task_set: { min_canaries: 1 },
      },
    });
    const d = barDiff(bar(), proposed);
    expect(d.changed).toBe(true);
    expect(d.heldOutChanged).toBe(false);
    expect(d.lines).toEqual([
      'tier T1 → T0',
      'k 3 → 2',
      'floor of task.completion (held-out) 0.7 → 0.5',
      'ceiling of efficiency.cost_per_success 0.6 → 0.9',
      'gate policy.hard_rules removed (was no threshold)',
      'gate safety.isolation added (floor 1)',
      'task_set.min_canaries 2 → 1',
    ]);
  });

  it('a canary removed and tasks moved from held-out to held-in break the seal', () => {
    const moved = tasks
      .filter(([id]) => id !== 'c2')
      .map(([id, split, canary]) => [id, ['t0', 't1', 't2'].includes(id) ? 'held-in' : split, canary] as (typeof tasks)[number]);
    const d = barDiff(bar(), bar({ tasks: moved, digest: 'd'.repeat(64) }));
    expect(d.lines).toEqual(['canary c2 removed', '3 tasks moved from held-out to held-in']);
    expect(d.heldOutChanged).toBe(true);
  });

  it('tasks added to held-in only leave the seal alone; to held-out they break it', () => {
    expect(manifestDiff(manifest(tasks), manifest([...tasks, ['n1', 'held-in']]))).toEqual({ lines: ['1 task added to held-in'], heldOutChanged: false });
    expect(manifestDiff(manifest(tasks), manifest([...tasks, ['n1', 'held-out'], ['n2', 'held-out']]))).toEqual({
      lines: ['2 tasks added to held-out'],
      heldOutChanged: true,
    });
  });

  it('a decision changed, added, removed; the authority loosened', () => {
    const proposed = bar({
      decisions: [
        { id: 'policy.hard_rules', result: 'fail', source: 'acs' },
        { id: 'safety.tool_abuse', result: 'pass', source: 'acs' },
      ],
      egress: 'unrestricted',
    });
    proposed.files.push({ role: 'decisions', path: 'quality/decisions.yaml', sha256: 'e'.repeat(64) });
    const base = bar();
    base.files.push({ role: 'decisions', path: 'quality/decisions.yaml', sha256: 'f'.repeat(64) });
    expect(barDiff(base, proposed).lines).toEqual([
      'authority egress deny-by-default → unrestricted',
      'decision for policy.hard_rules changed (pass → fail)',
      'decision for safety.tool_abuse added (pass)',
    ]);
  });

  it('a file new in the change, or gone from it, is a change; bytes alone are a change too', () => {
    const proposed = bar();
    proposed.files.push({ role: 'decisions', path: 'quality/more.yaml', sha256: 'e'.repeat(64) });
    expect(barDiff(bar(), proposed).lines).toEqual(['decisions file quality/more.yaml is now part of the bar']);
    expect(barDiff(proposed, bar()).lines).toEqual(['decisions file quality/more.yaml is no longer part of the bar']);
    const reworded = bar();
    reworded.files[0] = { ...reworded.files[0]!, sha256: '9'.repeat(64) };
    expect(barDiff(bar(), reworded)).toEqual({
      changed: true,
      lines: ['profile file quality/profile.yaml changed (no threshold, split, canary or decision differs)'],
      heldOutChanged: false,
    });
  });

  it('a base bar that could not be read: every changed file is named and the seal is broken', () => {
    const proposed = bar({ doc: { k: 2 } });
    expect(barDiff(undefined, proposed, bar().files)).toEqual({ changed: true, lines: ['profile file quality/profile.yaml changed'], heldOutChanged: true });
  });

  it('names at most ten canaries, then counts', () => {
    const many = Array.from({ length: 12 }, (_, i) => [`c${i}`, 'held-out', true] as (typeof tasks)[number]);
    expect(manifestDiff(manifest([['t', 'held-out'], ...many]), manifest([['t', 'held-out']])).lines).toEqual([
      '12 canaries c0, c1, c2, c3, c4, c5, c6, c7, c8, c9 and 2 more removed',
    ]);
  });
});
