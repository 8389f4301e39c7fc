// The bundled trace export: the same record as the equivalent trial ledger,
// replayable with aqr verify --ledger.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { gzipSync } from 'node:zlib';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';

let dir: string;
let keys: Awaited<ReturnType<typeof keyFiles>>;
beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'k');
});

async function evaluate(name: string, args: string[]): Promise<{ code: number; err: string; record: AgentQualityRecord; file: string }> {
  const file = join(dir, `${name}.yaml`);
  const r = await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--out', file, ...args);
  return { code: r.code, err: r.err, file, record: r.code === 2 ? ({} as AgentQualityRecord) : (parse(await readFile(file, 'utf8')) as AgentQualityRecord) };
}

describe('OpenTelemetry evidence', () => {
  it('gives, measure for measure, the record the equivalent trial ledger gives, plus tool and trajectory measures', async () => {
    const traces = await evaluate('traces', []);
    const ledger = await evaluate('ledger', ['--evidence', '', '--measures', '', '--trials', 'examples/otel/trials.jsonl']);
    expect(traces.code, traces.err).toBe(0);
    expect(ledger.record.measures.length).toBeGreaterThanOrEqual(10);
    for (const m of ledger.record.measures) expect(traces.record.measures, m.id).toContainEqual(m);
    expect(traces.record.measures.filter((m) => !ledger.record.measures.some((x) => x.id === m.id)).map((m) => m.id)).toEqual([
      'tool.correctness',
      'trajectory.valid',
    ]);
    expect(traces.record.decision.verdict).toBe('ship');
    expect(traces.record.gates.map((g) => g.result)).toEqual(
      ledger.record.gates
        .filter((g) => g.id !== 'tool.correctness')
        .map((g) => g.result)
        .concat('pass'),
    );
    const lines = (await readFile(join(ROOT, 'examples/otel/traces.jsonl'), 'utf8'))
      .trim()
      .split('\n')
      .map((l) => JSON.parse(l) as { resourceSpans: { scopeSpans: { spans: { events?: unknown[] }[] }[] }[] });
    const spans = lines.flatMap((l) => l.resourceSpans[0]!.scopeSpans[0]!.spans);
    expect(spans.length).toBeGreaterThan(3000);
    expect(traces.record.assurance.evidence).toEqual({
      ledger: expect.stringMatching(/^examples\/otel\/traces\.jsonl#sha256:[0-9a-f]{64}$/),
      format: 'opentelemetry/1.x',
      events: spans.length + spans.reduce((n, s) => n + (s.events?.length ?? 0), 0),
      replayable: true,
    });
  });

  it('replays from the traces, and a flipped end-state assertion fails the replay naming the measure', async () => {
    const signed = await evaluate('signed', ['--key', keys.privateFile]);
    const replay = ['--key', keys.publicFile, '--task-manifest', 'examples/otel/tasks.yaml'];
    const ok = await aqr('verify', signed.file, ...replay, '--ledger', 'examples/otel/traces.jsonl');
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/replay: 15 measures, 3 gates and 2 canaries confirmed/);
    // The same traces gzipped replay too (their digest differs, so that mismatch is all).
    const gz = join(dir, 'traces.jsonl.gz');
    await writeFile(gz, gzipSync(await readFile(join(ROOT, 'examples/otel/traces.jsonl'))));
    const zipped = JSON.parse((await aqr('verify', signed.file, ...replay, '--ledger', relative(ROOT, gz), '--json')).out) as {
      replay: { mismatches: { code: string }[] };
    };
    expect(zipped.replay.mismatches.map((m) => m.code)).toEqual(['LEDGER_DIGEST']);
    const text = await readFile(join(ROOT, 'examples/otel/traces.jsonl'), 'utf8');
    // Flip the end-state assertion of t040's first attempt.
    const flipped = text
      .split('\n')
      .map((line) => {
        if (!line.includes('"stringValue":"t040"') || !line.includes('"sg.attempt.index","value":{"intValue":"1"}')) return line;
        const doc = JSON.parse(line) as { resourceSpans: { scopeSpans: { spans: { attributes: { key: string; value: { boolValue?: boolean } }[] }[] }[] }[] };
        for (const span of doc.resourceSpans[0]!.scopeSpans[0]!.spans)
          for (const a of span.attributes) if (a.key === 'sg.task.passed') a.value.boolValue = !a.value.boolValue;
        return JSON.stringify(doc);
      })
      .join('\n');
    expect(flipped).not.toBe(text);
    const bad = join(dir, 'flipped.jsonl');
    await writeFile(bad, flipped);
    const r = await aqr('verify', signed.file, ...replay, '--ledger', relative(ROOT, bad), '--json');
    expect(r.code).toBe(1);
    const report = JSON.parse(r.out) as { replay: { mismatches: { code: string; what: string; recorded: unknown; recomputed: unknown }[] } };
    expect(report.replay.mismatches).toContainEqual(
      expect.objectContaining({
        code: 'MEASURE_MISMATCH',
        what: 'task.completion (held-out)',
        recorded: signed.record.measures.find((m) => m.id === 'task.completion' && m.split === 'held-out')!.value,
      }),
    );
  });

  it('refuses traces of another task set, naming the trace and span, and writes nothing', async () => {
    const text = await readFile(join(ROOT, 'examples/otel/traces.jsonl'), 'utf8');
    const manifest = (parse(await readFile(join(ROOT, 'examples/otel/evaluate.yaml'), 'utf8')) as { 'task-manifest': string })['task-manifest'];
    expect(manifest).toBe('tasks.yaml'); // relative to the config file
    const other = text.replace(
      /"key":"sg\.task_set\.manifest_digest","value":\{"stringValue":"sha256:[0-9a-f]{64}"\}/,
      `"key":"sg.task_set.manifest_digest","value":{"stringValue":"sha256:${'5d'.repeat(4)}${'a1b2c3d4e5f60718'.repeat(3)}${'9e8d7c6b'}"}`,
    );
    const f = join(dir, 'other.jsonl');
    await writeFile(f, other);
    const r = await evaluate('other', ['--evidence', relative(ROOT, f)]);
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/other\.jsonl:1: trace [0-9a-f]{32} span [0-9a-f]{16} is evidence for task set sha256:5d5d/);
  });

  it('leaves pass^k missing, with the reason, when repeated attempts show no reset', async () => {
    const text = await readFile(join(ROOT, 'examples/otel/traces.jsonl'), 'utf8');
    const f = join(dir, 'no-reset.jsonl');
    await writeFile(f, text.replaceAll('"name":"sg.attempt.reset"', '"name":"sg.attempt.note"'));
    const r = await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--evidence', relative(ROOT, f), '--json');
    const result = JSON.parse(r.out) as { verdict: string; reasons: { code: string; message: string }[] };
    expect(result.verdict).toBe('hold');
    expect(result.reasons).toEqual([
      {
        verdict: 'hold',
        code: 'GATE_NO_EVIDENCE',
        message: expect.stringMatching(
          /reliability\.pass_hat_k \(held-out\): task \w+ attempt 2 \(trace [0-9a-f]+\) has no sg\.attempt\.reset event: repeated attempts may share state/,
        ),
      },
    ]);
  });
});
