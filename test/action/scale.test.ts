// The action at scale, through dist/index.cjs: 20,000 measures, 10,000 gates
// and 12,000 agent::skill rows. The summary stays within GitHub's 1 MiB in
// bytes, the comment within 65,536 characters, every table, list and fence is
// well formed as a GFM parser reads it, and every Mermaid block is within
// Mermaid's limits.
import { writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fakeGitHub, type FakeGitHub } from './github-api.js';
import { runActionIn, type ActionRun } from './run-action.js';
import { ROOT, tempDir } from '../helpers.js';
import { pageShape } from '../report/gfm.js';

const MEASURES = 20_000;
const GATES = 10_000;
const SKILLS = 12_000;

let gh: FakeGitHub;
let run: ActionRun;
beforeAll(async () => {
  const dir = await tempDir();
  const measures = join(dir, 'measures.json');
  await writeFile(
    measures,
    JSON.stringify({ measures: Array.from({ length: MEASURES }, (_, i) => ({ id: `x-scale.measure_${i}`, value: (i % 1000) / 1000, unit: 'μs' })) }),
  );
  const profile = join(dir, 'profile.yaml');
  const gates = Array.from({ length: GATES }, (_, i) => `  - {id: x-scale.measure_${i}, floor: 0.3, evidence: "scale"}`);
  await writeFile(profile, `id: acme/scale\nversion: "1"\nextends: ${relative(dir, join(ROOT, 'examples/profile.yaml'))}\ngates:\n${gates.join('\n')}\n`);
  const signals = join(dir, 'samples.jsonl');
  await writeFile(
    signals,
    Array.from({ length: SKILLS }, (_, i) =>
      JSON.stringify({
        systemActor: 'sys',
        agentName: `agent_${i % 40}`,
        skill: `skill–${i}`,
        confidence: (i % 10) / 10 + 0.05,
        success: i % 3 !== 0,
        completedAt: 1,
        correlationId: `c${i}`,
      }),
    ).join('\n'),
  );
  gh = await fakeGitHub();
  run = await runActionIn(dir, gh, 1, { profile: relative(ROOT, profile), measures: relative(ROOT, measures), signals: relative(ROOT, signals) });
}, 120_000);
afterAll(() => gh?.close());

describe('the action at scale', () => {
  it('gates 10,000 gates over 20,000 measures and rejects, with a one-line annotation', () => {
    expect(run.code, run.stdout.slice(-2000)).toBe(1);
    expect(run.outputs['verdict']).toBe('reject');
    expect(run.record!.gates.length).toBeGreaterThanOrEqual(GATES);
    const error = run.stdout.split('\n').filter((l) => l.startsWith('::error::'));
    expect(error).toHaveLength(1);
    expect(error[0]!.length).toBeLessThan(700);
  });

  it('writes a job summary within 1 MiB in bytes, well formed, every Mermaid block within limits', () => {
    expect(Buffer.byteLength(run.summary, 'utf8')).toBeLessThanOrEqual(1024 * 1024);
    const shape = pageShape(run.summary);
    expect(shape.problems).toEqual([]);
    expect(shape.tables.length).toBeGreaterThanOrEqual(2);
    for (const t of shape.tables) expect(t.rows).toBeGreaterThan(0);
    // The 3,000 failing gates come first and whole; the rest is said in notes outside the tables.
    expect(shape.tables[0]!.rows).toBe(3000);
    expect(run.summary).toMatch(/\n\n_…[\d,]+ more (passing gates|measures) not shown here; every (gate|measure) is in the record/);
  });

  it('writes one comment within 65,536 characters, well formed, with the failing gates', () => {
    const body = gh.comments[0]!.body;
    expect(gh.comments).toHaveLength(1);
    expect(body.length).toBeLessThanOrEqual(65_536);
    expect([...body].length).toBeLessThanOrEqual(65_536);
    const shape = pageShape(body);
    expect(shape.problems).toEqual([]);
    expect(shape.listItems).toBe(21);
    expect(shape.tables[0]!.rows).toBeGreaterThan(100);
    expect(body).toMatch(
      /\|\n\n_…[\d,]+ more gates that fail or are not settled not shown here; every gate is in the record \(artifact `agent-quality-record`\)\._/,
    );
  });

  it('cuts the signals section with a note like the rest', () => {
    // Either the agent::skill table is cut between rows or the whole analysis is named as left out.
    expect(run.summary).toMatch(/more agent::skill rows not shown here|The signals analysis is left out for space|more (failing|passing) gates|more measures/);
  });
});
