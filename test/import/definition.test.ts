// Imported attempts bound to the definition the task manifest pins
// (src/import/definition.ts), the manifest's `definition` field, and metric
// custody from those facts (src/gate/integrity.ts).
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { bindDefinitions, definitionDigests } from '../../src/import/definition.js';
import { promptfooImporter } from '../../src/import/promptfoo.js';
import { junitImporter } from '../../src/import/junit.js';
import { readInspect } from '../../src/import/inspect.js';
import { readDeepEval } from '../../src/import/deepeval.js';
import type { Imported } from '../../src/import/types.js';
import { custodyOf } from '../../src/gate/integrity.js';
import { taskDefinitions } from '../../src/pipeline/init.js';
import { manifestFromText } from '../../src/taskset/manifest.js';
import { isAqrError } from '../../src/errors.js';
import { aqr, FIXTURES, tempDir } from '../helpers.js';

const read = async () => {
  const file = 'one-agent.json';
  const bytes = await readFile(join(FIXTURES, 'import/promptfoo', file));
  return { file, imported: promptfooImporter.read({ file, bytes }, {}) };
};

/** The fixture's manifest with each task's definition as `aqr init --from` writes it. */
async function pinnedManifest(edit: (tasks: string) => string = (t) => t) {
  const r = await read();
  const { digests } = taskDefinitions(r.imported.attempts);
  const lines = ['tasks:'];
  for (const [id, d] of digests)
    lines.push(`  - id: ${id}`, `    split: ${id === 'cancel' ? 'held-in' : 'held-out'}`, `    definition: {assert: "${d['assert']}", vars: "${d['vars']}"}`);
  return manifestFromText(edit(`${lines.join('\n')}\n`), 'tasks.yaml');
}

describe('definition digests', () => {
  it('are sha256 over RFC 8785 JSON of each part: key order and number spelling do not change them', () => {
    const a = definitionDigests({ vars: { b: 1, a: 'x' }, assert: [{ type: 'equals', value: '5 days' }] });
    const b = definitionDigests({ assert: [{ value: '5 days', type: 'equals' }], vars: { a: 'x', b: 1.0 } });
    expect(a).toEqual(b);
    expect(Object.keys(a)).toEqual(['assert', 'vars']);
    expect(a['assert']).toMatch(/^sha256:[0-9a-f]{64}$/);
    expect(definitionDigests({ assert: [{ type: 'contains', value: 'days' }] })['assert']).not.toBe(a['assert']);
  });

  it('promptfoo rows carry their test case’s assert and vars', async () => {
    const r = await read();
    expect(r.imported.attempts[0]?.definition).toEqual({
      assert: [{ type: 'contains', value: '{{expected}}' }],
      vars: { question: 'How long do refunds take?', expected: '5 days' },
    });
  });
});

describe('bindDefinitions', () => {
  it('binds every attempt whose definition the manifest pins', async () => {
    const r = await read();
    const b = bindDefinitions([r], await pinnedManifest());
    expect(b).toEqual({ attempts: 10, bound: 10, holds: [] });
  });

  it('an attempt graded by another assertion holds, naming the task, the part and what it was graded by', async () => {
    const r = await read();
    const manifest = await pinnedManifest();
    const row = r.imported.attempts.find((a) => a.task_id === 'hours');
    (row as { definition: Record<string, unknown> }).definition = { ...row?.definition, assert: [{ type: 'icontains', value: '9' }] };
    const b = bindDefinitions([r], manifest);
    expect(b.bound).toBe(9);
    expect(b.holds).toEqual([
      {
        code: 'DEFINITION_CHANGED',
        message:
          'task hours: 1 of 2 attempts in one-agent.json was graded by another definition than the task manifest pins (assert differs; the results grade with assert icontains "9")',
      },
    ]);
  });

  it('a changed expected answer (vars) is named as such', async () => {
    const r = await read();
    const manifest = await pinnedManifest();
    for (const a of r.imported.attempts)
      if (a.task_id === 'refund') a.definition = { ...a.definition, vars: { question: 'How long do refunds take?', expected: 'days' } };
    expect(bindDefinitions([r], manifest).holds[0]?.message).toMatch(
      /^task refund: 2 of 2 attempts .* \(vars differs; the results grade with vars \{"question"/,
    );
  });

  it('a manifest without digests binds nothing and says so; a format that writes no definition says so', async () => {
    const r = await read();
    const plain = await manifestFromText('tasks:\n  - {id: refund, split: held-out}\n', 't.yaml');
    expect(bindDefinitions([r], plain)).toMatchObject({ bound: 0, holds: [], note: expect.stringMatching(/pins no definition digests/) });
    const junit = { file: 'j.xml', imported: { ...r.imported, format: 'junit/1', attempts: r.imported.attempts.map(({ definition: _d, ...a }) => a) } };
    expect(bindDefinitions([junit], plain).note).toBe(
      'The junit/1 results carry no definition of what was checked, so no attempt is bound to the pinned eval definition: each was taken as recorded.',
    );
  });
});

describe('the task manifest’s definition', () => {
  it('must map each part to a sha256 digest: an error names the task and the part', async () => {
    const bad = async (t: string) => {
      try {
        await manifestFromText(t, 'tasks.yaml');
      } catch (e) {
        if (isAqrError(e)) return e.format();
      }
      return 'no error';
    };
    expect(await bad('tasks:\n  - id: a\n    split: held-out\n    definition: {assert: "md5:00"}\n')).toMatch(
      /^tasks\.yaml:2: tasks\[0\]\.definition\.assert: must be a sha256 digest/,
    );
    expect(await bad('tasks:\n  - id: a\n    split: held-out\n    definition: sha256:00\n')).toMatch(/tasks\[0\]\.definition: must map each part/);
  });
});

describe('metric custody from facts', () => {
  const facts = { definitionPinned: true, definitionChanged: false, attempts: 10, bound: 10, derived: new Set(['task.completion', 'reliability.pass_hat_k']) };
  it('external only when the definition was read at the base and every attempt bound or re-derived; the gated measures it computed protected', () => {
    expect(custodyOf(facts, ['task.completion', 'policy.hard_rules', 'task.completion'])).toEqual({
      metric_custody: 'external',
      protected_metric_ids: ['task.completion'],
    });
    expect(custodyOf({ ...facts, bound: 0, rederived: 10 }, [])).toEqual({ metric_custody: 'external' });
  });
  it('shared when an attempt was taken as recorded, or the definition was not read at a base; agent-writable when the change altered it', () => {
    expect(custodyOf({ ...facts, bound: 9 }, ['task.completion'])).toEqual({ metric_custody: 'shared' });
    expect(custodyOf({ ...facts, definitionPinned: false }, ['task.completion'])).toEqual({ metric_custody: 'shared' });
    expect(custodyOf({ ...facts, attempts: 0, bound: 0 }, ['task.completion'])).toEqual({ metric_custody: 'shared' });
    expect(custodyOf({ ...facts, definitionChanged: true }, ['task.completion'])).toEqual({ metric_custody: 'agent-writable' });
  });
});

describe('JUnit writes no definition', () => {
  it('the record and the comment say its attempts were taken as recorded', async () => {
    const dir = await tempDir();
    const out = join(dir, 'record.json');
    const junit = join(FIXTURES, 'import/promptfoo/one-agent.junit.xml');
    const ids = new Set(junitImporter.read({ file: 'j.xml', bytes: await readFile(junit) }, {}).attempts.map((a) => a.task_id));
    const tasks = join(dir, 'tasks.yaml');
    await writeFile(tasks, `tasks:\n${[...ids].map((id) => `  - {id: ${JSON.stringify(id)}, split: held-out}\n`).join('')}`);
    const r = await aqr(
      'evaluate',
      '--profile',
      'examples/profile.yaml',
      '--task-manifest',
      tasks,
      '--trials',
      junit,
      '--eval-definition',
      tasks,
      '--agent',
      'a',
      '--harness',
      tasks,
      '--authority',
      'examples/authority.yaml',
      '--actor',
      'me',
      '--out',
      out,
    );
    expect(r.code, r.err).not.toBe(2);
    const record = JSON.parse(await readFile(out, 'utf8')) as { assurance: { integrity?: { metric_custody?: string } }; decision: { rationale: string } };
    expect(record.decision.rationale).toContain(
      'The junit/1 results carry no definition of what was checked, so no attempt is bound to the pinned eval definition: each was taken as recorded.',
    );
    expect(record.assurance.integrity?.metric_custody).toBe('shared');
    const c = await aqr('comment', out);
    expect(c.out).toContain('metric custody shared \\(JUnit results carry no definition of their tests: taken as recorded\\)');
  });
});

describe('Inspect AI and DeepEval write their definitions too', () => {
  /** A manifest pinning each task's definition as the file has it (all held out). */
  const pinAll = (imported: Imported) => {
    const { digests } = taskDefinitions(imported.attempts);
    const lines = ['tasks:'];
    for (const [id, d] of digests)
      lines.push(
        `  - id: ${JSON.stringify(id)}`,
        '    split: held-out',
        `    definition: {${Object.entries(d)
          .map(([k, v]) => `${k}: "${v}"`)
          .join(', ')}}`,
      );
    return manifestFromText(`${lines.join('\n')}\n`, 'tasks.yaml');
  };

  it('Inspect: a sample graded against another target holds, naming the target', async () => {
    const file = 'epochs.json';
    const imported = readInspect({ file, bytes: await readFile(join(FIXTURES, 'import/inspect', file)) });
    const manifest = await pinAll(imported);
    expect(bindDefinitions([{ file, imported }], manifest).holds).toEqual([]);
    const a = imported.attempts[0] as { task_id: string; definition: Record<string, unknown> };
    a.definition = { ...a.definition, target: 'anything' };
    expect(bindDefinitions([{ file, imported }], manifest).holds[0]?.message).toMatch(
      new RegExp(
        `^task ${a.task_id}: 1 of \\d+ attempts? in epochs\\.json was graded by another definition than the task manifest pins \\(target differs; the results grade with target "anything"\\)$`,
      ),
    );
  });

  it('DeepEval: a metric with a lower threshold holds, naming the metrics', async () => {
    const file = 'test_run_repeat.json';
    const imported = readDeepEval({ file, bytes: await readFile(join(FIXTURES, 'import/deepeval', file)) });
    const manifest = await pinAll(imported);
    // test_tools's two repeats ran different metrics (the fixture's): no definition is pinned for it, so its attempts are not bound.
    expect(bindDefinitions([{ file, imported }], manifest)).toMatchObject({ attempts: 6, bound: 4, holds: [] });
    const a = imported.attempts.find((x) => x.task_id === 'test_capital') as unknown as { task_id: string; definition: { metrics: { threshold: number }[] } };
    a.definition = { ...a.definition, metrics: a.definition.metrics.map((m) => ({ ...m, threshold: 0 })) };
    expect(bindDefinitions([{ file, imported }], manifest).holds[0]?.message).toMatch(/\(metrics differs; the results grade with metrics \[\{.*"threshold":0/);
  });
});
