// Agent Signals (seed 000): reading real emitters, the analytics, privacy.
import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { readSignals } from '../../src/io/signals-file.js';
import { SignalAnalysis } from '../../src/signals/analysis.js';
import { aqr, describeInterop, FIXTURES, SHARED, tempDir } from '../helpers.js';

// The project's own Agent Signals files, written with the deviations real
// emitters (and the public examples) show: no timestamp, extra keys, a nested
// escalation reason, a missing severity.
const EXAMPLES = join(FIXTURES, 'signals');
const PUBLIC = join(SHARED, 'reference/agent-signals/examples');
let n = 0;
const uuid = () => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;
const exec = (run: string, confidence: number, extra: object = {}) => ({
  signal_type: 'execution',
  schema_version: '0.1.1',
  run_id: run,
  timestamp: '2026-11-01T10:00:00Z',
  agent_name: 'agent-a',
  self_assessment: { confidence, accuracy: 3, completeness: 3 },
  ...extra,
});
const outcome = (run: string, quality: number, extra: object = {}) => ({
  signal_type: 'outcome',
  schema_version: '0.1.1',
  run_id: run,
  timestamp: '2026-11-01T11:00:00Z',
  agent_name: 'evaluator',
  quality_rating: quality,
  ...extra,
});

function analyse(values: unknown[], options: ConstructorParameters<typeof SignalAnalysis>[0] = {}) {
  const a = new SignalAnalysis(options);
  values.forEach((v, i) => a.add(v, { file: 'signals.jsonl', line: i + 1 }));
  return a.report();
}

/** What reading a folder of the four signal kinds, each deviating as emitters do, must report. */
async function readsDeviatingExamples(dir: string, partnership: number) {
  const a = new SignalAnalysis();
  await readSignals([dir], a);
  const r = a.report();
  expect(r.counts).toMatchObject({ records: 4, agentSignals: 4, skipped: 0 });
  expect(r.agents.counts).toEqual({ execution: 1, outcome: 1, escalation: 1, partnership: 1 });
  expect(r.deviations.byCode).toEqual({ AS_MISSING_TIMESTAMP: 4, AS_EXTRA_KEYS: 3, AS_NESTED_REASON: 1, AS_MISSING_FIELD: 1 });
  // A deviation about one field points at that field's line in the (multi-line)
  // document; one about the signal as a whole, at its first line.
  for (const d of r.deviations.first) {
    expect(d).toMatchObject({ file: expect.stringMatching(/\/\w+\.json$/), action: 'read' });
    if (d.field === undefined) expect(d.line).toBe(1);
    else {
      const key = d.field.split('.').at(-1)!;
      const lines = (await readFile(d.file, 'utf8')).split('\n');
      expect(d.line, `${d.file} ${d.field}`).toBeGreaterThan(1);
      expect(lines[d.line! - 1], `${d.file} ${d.field}`).toContain(`"${key}":`);
    }
  }
  expect(
    r.deviations.first
      .filter((d) => d.field !== undefined)
      .map((d) => d.code)
      .sort(),
  ).toEqual(['AS_EXTRA_KEYS', 'AS_EXTRA_KEYS', 'AS_EXTRA_KEYS', 'AS_NESTED_REASON']);
  expect(r.agents.escalations.bySeverity).toEqual({ unknown: { blocking: 0, nonBlocking: 1 } });
  expect(r.agents.partnership).toMatchObject({ total: partnership, outcomeValidated: 0 });
  return r;
}

async function strictNamesFileAndLine(dir: string) {
  for (const f of await readdir(dir)) {
    const r = await aqr('signals', join(dir, f), '--strict');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(new RegExp(`${f}:1: .* \\(AS_\\w+; --strict\\) \\(ERR_INPUT_INVALID\\)$`));
  }
}

describe('reading Agent Signals files that deviate as emitters do (project corpus)', () => {
  it('reads all four in the default mode and reports every deviation with file and line', async () => {
    const r = await readsDeviatingExamples(EXAMPLES, 1);
    // execution and outcome share a run_id: confidence 2 against quality 3.
    expect(r.agents.calibration).toMatchObject({ n: 1, mean: 4, unjoinedExecutions: 0, unjoinedOutcomes: 0 });
  });

  it('makes each deviation an error under --strict, naming file and line', () => strictNamesFileAndLine(EXAMPLES));

  it('never copies their free text into the analysis', async () => {
    const r = await aqr('signals', EXAMPLES, '--json');
    for (const text of ['licence header', 'generated client', 'Skip files marked', 'checklist for the diff']) expect(r.out).not.toContain(text);
    const md = await aqr('signals', EXAMPLES, '--markdown');
    expect(md.out).not.toContain('licence header');
  });
});

describeInterop('the public Agent Signals examples', () => {
  it('reads all four with the same deviations as the project corpus', async () => {
    const r = await readsDeviatingExamples(PUBLIC, 2);
    expect(r.agents.calibration).toMatchObject({ n: 1, mean: 4 });
  });

  it('makes each deviation an error under --strict, naming file and line', () => strictNamesFileAndLine(PUBLIC));

  it('never copies their free text into the analysis', async () => {
    const r = await aqr('signals', PUBLIC, '--json');
    for (const text of ['Breaking change in public API', 'Add multi-module dependency', 'Transitive dependency conflict', 'Edge case in test coverage'])
      expect(r.out).not.toContain(text);
  });
});

describe('agent analytics', () => {
  it('calibrates each run as 5 − |confidence − quality| and keeps the distribution', () => {
    const [a, b, c] = [uuid(), uuid(), uuid()];
    const r = analyse([exec(a, 5), outcome(a, 5), exec(b, 5), outcome(b, 2), outcome(c, 3), exec(c, 1)]);
    expect(r.agents.calibration).toMatchObject({ n: 3, histogram: [0, 1, 1, 0, 1], mean: 3.3333 });
  });

  it('flags flat confidence with good calibration as the gaming tell, and not a spread agent', () => {
    const values: object[] = [];
    for (let i = 0; i < 12; i++) {
      const r = uuid();
      values.push(exec(r, 3), outcome(r, i % 2 ? 3 : 4));
      const s = uuid();
      values.push(exec(s, 1 + (i % 5), { agent_name: 'agent-b' }), outcome(s, 1 + (i % 5)));
    }
    const r = analyse(values, { softHolds: { flat_confidence: true } });
    const byAgent = Object.fromEntries(r.agents.agents.map((a) => [a.agent, a]));
    expect(byAgent['agent-a']).toMatchObject({ gamingTell: true, confidence: { modeShare: 1, stddev: 0 } });
    expect(byAgent['agent-b']).toMatchObject({ gamingTell: false, calibration: { mean: 5 } });
    expect(r.softHolds.map((h) => h.code)).toEqual(['SOFT_FLAT_CONFIDENCE']);
    expect(analyse(values).softHolds).toEqual([]);
  });

  it('tracks continuation gap, delta and recovery together along resumed_from chains', () => {
    const [a, b, c] = [uuid(), uuid(), uuid()];
    const r = analyse([
      exec(a, 4, { self_assessment: { confidence: 4, accuracy: 4, completeness: 4, continuation_readiness: 5 } }),
      outcome(a, 4, { continuation: { recovery_rating: 2 } }),
      exec(b, 3, { resumed_from_run_id: a, self_assessment: { confidence: 3, accuracy: 3, completeness: 3, continuation_readiness: 1 } }),
      outcome(b, 3, { continuation: { recovery_rating: 1 } }),
      exec(c, 3, { resumed_from_run_id: b }),
    ]);
    expect(r.agents.continuation).toMatchObject({
      handoffs: 2,
      delta: { mean: 1.5, overclaimed: 1, underclaimed: 0 },
      zeroGapFailedRecovery: 1,
      chains: { links: 2, verifiedLinks: 2, unverifiedLinks: 0, longest: 2 },
    });
    expect(r.agents.continuation.gap.histogram).toEqual([1, 0, 0, 1, 0]);
    expect(r.agents.continuation.recovery.histogram).toEqual([1, 1, 0, 0, 0]);
  });

  it('counts a resumed_from loop (a from b, b from a) and a chain 100,000 runs long without overflowing the stack', () => {
    const [a, b, c] = [uuid(), uuid(), uuid()];
    // A run met twice on a walk back ends it: each run of a loop counts once.
    const loop = analyse([exec(a, 3, { resumed_from_run_id: b }), exec(b, 3, { resumed_from_run_id: a })]);
    expect(loop.agents.continuation.chains).toEqual({ links: 2, verifiedLinks: 0, unverifiedLinks: 2, longest: 1 });
    expect(analyse([exec(c, 3, { resumed_from_run_id: c })]).agents.continuation.chains).toEqual({
      links: 1,
      verifiedLinks: 0,
      unverifiedLinks: 1,
      longest: 0,
    });
    const ids = Array.from({ length: 100_000 }, uuid);
    const long = analyse(ids.map((id, i) => exec(id, 3, i === 0 ? {} : { resumed_from_run_id: ids[i - 1] })));
    expect(long.agents.continuation.chains).toMatchObject({ links: 99_999, longest: 99_999 });
  });

  it('counts escalations by severity and keeps blocking ones open until an outcome for the run', () => {
    const [a, b] = [uuid(), uuid()];
    const esc = (run: string, severity: string, blocking: boolean) => ({
      signal_type: 'escalation',
      schema_version: '0.1.0',
      run_id: run,
      timestamp: '2026-11-01T10:30:00Z',
      agent_name: 'agent-a',
      reason: 'needs a human',
      severity,
      blocking,
    });
    const r = analyse([esc(a, 'high', true), esc(b, 'critical', true), outcome(a, 4), esc(uuid(), 'low', false)]);
    expect(r.agents.escalations.bySeverity).toEqual({
      high: { blocking: 1, nonBlocking: 0 },
      critical: { blocking: 1, nonBlocking: 0 },
      low: { blocking: 0, nonBlocking: 1 },
    });
    expect(r.agents.escalations.unresolvedBlocking).toEqual([{ run_id: b, severity: 'critical' }]);
  });

  it('ranks partnership recommendations outcome_validated first, then by priority, without their text', () => {
    const p = {
      signal_type: 'partnership',
      schema_version: '0.1.0',
      run_id: uuid(),
      timestamp: '2026-11-01T10:00:00Z',
      agent_name: 'reviewer',
      observed_agent: 'agent-a',
      observation: { signal_count_reviewed: 9, time_window: '7d' },
    };
    const r = analyse([
      {
        ...p,
        recommendations: [
          { type: 'skill_update', target: 'x', description: 'secret plan', validation_status: 'self_report_only', priority: 'high' },
          { type: 'known_pattern', target: 'y', validation_status: 'outcome_validated', priority: 'low' },
        ],
      },
      { ...p, run_id: uuid(), recommendations: [{ type: 'skill_update', target: 'z', validation_status: 'outcome_validated', priority: 'high' }] },
    ]);
    expect(r.agents.partnership.recommendations.map((x) => x.target)).toEqual(['z', 'y', 'x']);
    expect(JSON.stringify(r)).not.toContain('secret plan');
  });

  it('raises each opted-in soft hold, and none unasked', () => {
    const [a, b] = [uuid(), uuid()];
    const values = [
      exec(a, 5, { self_assessment: { confidence: 5, accuracy: 5, completeness: 5, continuation_readiness: 5 } }),
      outcome(a, 1, { continuation: { recovery_rating: 2 } }),
      exec(b, 4),
      outcome(b, 2),
    ];
    const policy = { min_calibration: 3, continuation_overclaim: true };
    expect(analyse(values, { softHolds: policy }).softHolds).toEqual([
      { code: 'SOFT_CALIBRATION', message: "mean calibration 2 is below the profile's 3" },
      { code: 'SOFT_CONTINUATION_OVERCLAIM', message: '1 of 1 handoffs overclaimed readiness' },
    ]);
    expect(analyse(values).softHolds).toEqual([]);
  });

  it('prints the analysis as Markdown tables', async () => {
    const r = await aqr('signals', EXAMPLES, '--markdown');
    expect(r.out).toMatch(/^\*\*Signals\*\*: 4 records from 4 files/);
    expect(r.out).toContain('| agent | runs | confidence mean ± sd | runs on its most common value | calibration mean | flat confidence, good calibration |');
    expect(r.out).toContain('| corpus-review-bot | 1 | 2 ± 0 | 100% | 4 | no |');
  });

  it('prints the whole analysis in text and Markdown, as in JSON: escalations and partnership recommendations too', async () => {
    const [a, b, c] = [uuid(), uuid(), uuid()];
    const values = [
      exec(a, 4, { self_assessment: { confidence: 4, accuracy: 4, completeness: 4, continuation_readiness: 5 } }),
      outcome(a, 2, { continuation: { recovery_rating: 2 } }),
      exec(b, 3, { resumed_from_run_id: a }),
      {
        signal_type: 'escalation',
        schema_version: '0.1.0',
        run_id: c,
        timestamp: '2026-11-01T10:30:00Z',
        agent_name: 'agent-a',
        reason: 'r',
        severity: 'critical',
        blocking: true,
      },
      {
        signal_type: 'partnership',
        schema_version: '0.1.0',
        run_id: uuid(),
        timestamp: '2026-11-01T10:00:00Z',
        agent_name: 'reviewer',
        observed_agent: 'agent-a',
        observation: { signal_count_reviewed: 3, time_window: '7d' },
        recommendations: [{ type: 'skill_update', target: 'triage', validation_status: 'outcome_validated', priority: 'high' }],
      },
      { agentName: 'agent-a', skill: 'triage', confidence: 0.9, success: false, timestamp: '2026-11-01T10:00:00Z' },
    ];
    const f = join(await tempDir(), 'all.jsonl');
    await writeFile(f, values.map((v) => JSON.stringify(v)).join('\n'));
    const json = JSON.parse((await aqr('signals', f, '--json')).out) as {
      agents: { escalations: { unresolvedBlockingCount: number }; partnership: { total: number } };
      confidence: { samples: number };
    };
    expect(json).toMatchObject({ agents: { escalations: { unresolvedBlockingCount: 1 }, partnership: { total: 1 } }, confidence: { samples: 1 } });
    const text = (await aqr('signals', f)).out;
    expect(text).toContain('escalations: critical 1 (1 blocking); 1 blocking unresolved');
    expect(text).toContain(`  unresolved blocking escalation: run ${c}, severity critical`);
    expect(text).toContain('partnership: 1 recommendations, 1 outcome-validated');
    expect(text).toContain('  validated   high skill_update → triage (about agent-a)');
    expect(text).toMatch(/^continuation: 1 handoffs, .* 1 resumed runs/m);
    expect(text).toMatch(/^agent agent-a: 2 runs, confidence 3\.5/m);
    expect(text).toMatch(/^confidence agent-a::triage: 1 samples/m);
    expect(text).toMatch(/^ {2}\[0\.9, 1\) +1 sample +confidence/m);
    const md = (await aqr('signals', f, '--markdown')).out;
    expect(md).toContain(`| ${c} | critical |`);
    expect(md).toContain('| outcome_validated | high | skill\\_update | triage | agent-a |');
  });

  it('skips what has no single meaning, and counts it', () => {
    const r = analyse([exec(uuid(), 7), { signal_type: 'mood', run_id: uuid(), agent_name: 'a' }, { hello: 'world' }, 42]);
    expect(r.counts).toMatchObject({ records: 4, agentSignals: 0, skipped: 4 });
    expect(r.deviations.byCode).toEqual({ AS_BAD_RATING: 1, AS_UNKNOWN_TYPE: 1, SIG_UNKNOWN_KIND: 1, SIG_NOT_AN_OBJECT: 1 });
  });
});

describe('privacy', () => {
  it('flags e-mail addresses, secrets, repository URLs and code by file, line and field, never by text', async () => {
    const run = uuid();
    const leaky = [
      exec(run, 3, { patterns: { what_worked: 'asked jane.doe@corp.example about it' } }),
      outcome(run, 4, {
        issues_found: [
          'token ghp_abcdefghijklmnopqrstuvwxyz0123456789AB leaked',
          'see https://github.com/acme/secret-repo',
          'function leak() {\n  return 1;\n}',
        ],
      }),
    ];
    const dir = await tempDir();
    const f = join(dir, 'leaky.jsonl.gz');
    await writeFile(f, gzipSync(leaky.map((x) => JSON.stringify(x)).join('\n')));
    const r = await aqr('signals', f, '--json');
    expect(r.code).toBe(0);
    const report = JSON.parse(r.out) as {
      privacy: { byKind: Record<string, number>; findings: { file: string; line: number; field: string; kind: string }[] };
    };
    expect(report.privacy.byKind).toEqual({ email: 1, secret: 1, repository_url: 1, code: 1 });
    expect(report.privacy.findings).toContainEqual({ file: expect.stringMatching(/leaky\.jsonl\.gz$/), line: 2, field: 'issues_found[0]', kind: 'secret' });
    for (const text of ['jane.doe', 'ghp_abcdef', 'acme/secret-repo', 'function leak']) expect(r.out).not.toContain(text);
  });

  it('points at the line of the flagged field inside a multi-line JSON document', async () => {
    const f = join(await tempDir(), 'pretty.json');
    await writeFile(f, JSON.stringify(outcome(uuid(), 4, { issues_found: ['fine', 'mail jane.doe@corp.example please'] }), null, 2));
    const lines = (await readFile(f, 'utf8')).split('\n');
    const report = JSON.parse((await aqr('signals', f, '--json')).out) as { privacy: { findings: { line: number; field: string }[] } };
    expect(report.privacy.findings).toEqual([expect.objectContaining({ field: 'issues_found[1]', line: lines.findIndex((l) => l.includes('jane.doe')) + 1 })]);
    expect(report.privacy.findings[0]!.line).toBeGreaterThan(1);
  });
});
