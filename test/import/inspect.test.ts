// The Inspect AI reader on real logs: the project's own EvalLogs (.json on
// disk, and .eval zips built from them with fflate) for every rule (epochs,
// score values, several scorers, judged scorers, errors, missing samples,
// status, hostile zips), and a public log in both encodings.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, unzipSync, zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { inspectImporter, INSPECT_ZIP_LIMITS, readInspect } from '../../src/import/inspect.js';
import { qualifyTaskIds } from '../../src/import/qualify.js';
import type { Imported, ImportInput, ImportOptions } from '../../src/import/types.js';
import { rawZip } from '../action/github-api.js';
import { describeInterop, FIXTURES, SHARED } from '../helpers.js';

const DIR = join(FIXTURES, 'import/inspect');
const enc = (v: unknown) => new TextEncoder().encode(JSON.stringify(v));

async function fixture(name: string): Promise<ImportInput> {
  return { file: name, bytes: new Uint8Array(await readFile(join(DIR, name))) };
}

async function logOf(name: string): Promise<Record<string, unknown> & { samples: Record<string, unknown>[] }> {
  return JSON.parse(await readFile(join(DIR, name), 'utf8'));
}

/** The .eval encoding of a log: header.json, one entry a sample and epoch, and the reductions and summaries Inspect writes beside them. */
function evalZip(log: Record<string, unknown> & { samples: Record<string, unknown>[] }, reversed = false): Uint8Array {
  const { samples, ...header } = log;
  const entries: [string, Uint8Array][] = [
    ['_journal/start.json', enc({ version: header['version'], eval: header['eval'], plan: header['plan'] })],
    ...samples.map((s): [string, Uint8Array] => [`samples/${String(s['id'])}_epoch_${String(s['epoch'])}.json`, enc(s)]),
    ['reductions.json', enc([{ scorer: 'match', samples: samples.map((s) => ({ value: 1, sample_id: s['id'] })) }])],
    ['summaries.json', enc([])],
    ['header.json', enc(header)],
  ];
  return zipSync(Object.fromEntries(reversed ? entries.reverse() : entries));
}

function refusal(input: ImportInput, options: ImportOptions = {}): AqrError {
  try {
    readInspect(input, options);
  } catch (e) {
    if (e instanceof AqrError) return e;
    throw e;
  }
  throw new Error(`${input.file} was read`);
}

/** The attempts without where they came from (the two encodings name places differently). */
const mapped = (r: Imported) => r.attempts.map(({ at: _at, definition: _d, ...a }) => a);

describe('an EvalLog (.json)', () => {
  it('one attempt a sample and epoch, decided by the deterministic scorer; an errored sample fails', async () => {
    const r = readInspect(await fixture('epochs.json'));
    expect(r.format).toBe('inspect.log/2');
    expect(r.subject).toBe('openai/gpt-4o-mini');
    expect(r.group).toBe('qa');
    expect(mapped(r)).toEqual([
      { task_id: '1', attempt: 1, passed: true, tokens: 120, cost_usd: 0.012, latency_s: 1.5 },
      { task_id: '1', attempt: 2, passed: false, tokens: 90, latency_s: 2.25 },
      { task_id: '3', attempt: 1, passed: false, latency_s: 0.25 },
      // The model-graded scorer's failures ride on the attempt (judged_failed), never deciding it.
      { task_id: 'two', attempt: 1, passed: true, latency_s: 0.5, judged_failed: ['model_graded_fact'] },
      { task_id: 'two', attempt: 2, passed: false, judged_failed: ['model_graded_fact'] },
    ]);
    expect(r.attempts[0]!.at).toBe('samples[0]');
    // Each attempt carries the definition it was graded by: the scorer that decides, the task's scorers, the sample's target.
    expect(r.attempts[0]!.definition).toMatchObject({ scorers: { decides: expect.any(String) }, target: expect.anything() });
  });

  it('model_graded_fact is a judged measure, never the verdict', async () => {
    const r = readInspect(await fixture('epochs.json'));
    expect(r.judged).toEqual([{ name: 'model_graded_fact', count: 4, passed: 2 }]);
  });

  it('warns when samples are missing against results.total_samples', async () => {
    const r = readInspect(await fixture('epochs.json'));
    expect(r.warnings).toEqual(['results.total_samples is 6 but the log holds 5 samples: the missing ones are not counted']);
  });

  it('warns when the status is not success', async () => {
    const r = readInspect(await fixture('cancelled.json'));
    expect(r.warnings[0]).toMatch(/^status is "cancelled", not "success"/);
  });

  it('C passes; I, P, N fail; a number passes only at 1; a bool as is; other values are skipped, counted and named', async () => {
    const r = readInspect(await fixture('values.json'));
    expect(Object.fromEntries(r.attempts.map((a) => [a.task_id, a.passed]))).toEqual({
      c: true,
      i: false,
      p: false,
      n: false,
      one: true,
      zero: false,
      true: true,
      false: false,
    });
    expect(r.skipped).toEqual([
      { reason: 'scorer match gave a value that is not C, I, P, N, a number or true/false', count: 2, examples: ['word', 'dict'] },
      { reason: 'no score from scorer match', count: 1, examples: ['none'] },
    ]);
  });

  it('with several deterministic scorers, --scorer chooses; without it the file is refused naming them', async () => {
    const input = await fixture('several-scorers.json');
    expect(refusal(input).format()).toMatch(/^several-scorers\.json:\d+: results\.scores: has several scorers \(match, includes\): choose .* --scorer/);
    expect(readInspect(input, { scorer: 'includes' }).attempts.map((a) => a.passed)).toEqual([false, true]);
    expect(readInspect(input, { scorer: 'match' }).attempts.map((a) => a.passed)).toEqual([true, false]);
    expect(refusal(input, { scorer: 'model_graded_qa' }).message).toMatch(/model-graded: a judged measure, never the one that decides a pass/);
    expect(refusal(input, { scorer: 'exact' }).message).toBe('has no scorer "exact" (scorers: match, includes, model_graded_qa)');
  });

  it('a log whose only scorer is model-graded has no deterministic verdict, errored samples or not: refused naming it', async () => {
    const e = refusal(await fixture('judged-only.json'));
    expect(e.format()).toBe(
      'judged-only.json: holds no deterministic verdict: only model-graded scorers (model_graded_qa), which are judged measures and never decide a pass (ERR_INPUT_INVALID)',
    );
  });

  it('refuses a log version it does not know, and a subject that is not the log’s model', async () => {
    const log = await logOf('epochs.json');
    expect(refusal({ file: 'v1.json', bytes: enc({ ...log, version: 1 }) }).format()).toBe(
      'v1.json:1: version: is 1; this reader knows Inspect AI log version 2 (ERR_INPUT_INVALID)',
    );
    expect(refusal(await fixture('epochs.json'), { subject: 'anthropic/claude' }).message).toMatch(/^is "openai\/gpt-4o-mini", not the subject asked for/);
  });

  it('refuses bad fields naming the place, the line and the field', async () => {
    const input = await fixture('epochs.json');
    const text = new TextDecoder().decode(input.bytes).replace('"total_time": 2.25', '"total_time": -1');
    expect(refusal({ file: 'epochs.json', bytes: new TextEncoder().encode(text) }).format()).toMatch(
      /^epochs\.json:\d+: samples\[1\]\.total_time: must be a number ≥ 0 \(the latency_s of an attempt\), got -1 \(ERR_INPUT_INVALID\)$/,
    );
    const log = await logOf('epochs.json');
    log.samples[1]!['epoch'] = log.samples[0]!['epoch'];
    expect(refusal({ file: 'dup.json', bytes: enc(log) }).code).toBe('ERR_INPUT_DUPLICATE');
    expect(refusal({ file: 'empty.json', bytes: enc({ ...log, samples: [] }) }).code).toBe('ERR_INPUT_EMPTY');
  });
});

describe('an .eval log (zip)', () => {
  it('gives the same attempts as the same log in JSON, whatever the order of its entries', async () => {
    const log = await logOf('epochs.json');
    const json = readInspect(await fixture('epochs.json'));
    for (const reversed of [false, true]) {
      const r = readInspect({ file: 'epochs.eval', bytes: evalZip(log, reversed) });
      expect(mapped(r)).toEqual(mapped(json));
      expect([r.format, r.judged, r.warnings]).toEqual([json.format, json.judged, json.warnings]);
      expect(r.attempts[0]!.at).toBe('samples/1_epoch_1.json');
    }
  });

  it('a log still being written (only _journal/start.json, no header.json) is read with a warning that it did not finish', async () => {
    const log = await logOf('values.json');
    const { 'header.json': _header, ...entries } = unzipSync(evalZip(log));
    const r = readInspect({ file: 'running.eval', bytes: zipSync(entries) });
    expect(r.attempts).toHaveLength(8);
    expect(r.warnings).toEqual([expect.stringMatching(/^status is "started", not "success"/)]);
    const { '_journal/start.json': _start, ...none } = entries;
    expect(refusal({ file: 'none.eval', bytes: zipSync(none) }).message).toBe('is a zip without header.json: not an Inspect AI .eval log');
  });

  it('never reads reductions as attempts', async () => {
    const log = await logOf('values.json');
    expect(readInspect({ file: 'v.eval', bytes: evalZip(log) }).attempts).toHaveLength(8);
  });

  it('names the entry, line and field of a bad sample', async () => {
    const log = await logOf('epochs.json');
    log.samples[0]!['epoch'] = 0;
    expect(refusal({ file: 'bad.eval', bytes: evalZip(log) }).format()).toMatch(
      /^bad\.eval: samples\/1_epoch_0\.json:1: epoch: must be an epoch number from 1, got 0/,
    );
  });

  it('refuses a zip bomb: a sample that inflates past its declared size', () => {
    const bomb = deflateSync(new Uint8Array(2 * 1024 * 1024));
    const zip = rawZip([
      { name: 'header.json', data: enc({ version: 2, status: 'success', eval: { task: 't', model: 'm' } }) },
      { name: 'samples/1_epoch_1.json', data: bomb, method: 8, size: 1000 },
    ]);
    const e = refusal({ file: 'bomb.eval', bytes: zip });
    expect(e.format()).toMatch(/^bomb\.eval: samples\/1_epoch_1\.json: cannot be read from the \.eval zip: inflates past 1000 bytes/);
  });

  it('refuses entries sharing one stream, an entry named twice, and a broken zip', () => {
    const sample = enc({ id: 1, epoch: 1, scores: { match: { value: 'C' } } });
    const shared = rawZip([
      { name: 'header.json', data: enc({ version: 2, status: 'success', eval: { task: 't', model: 'm' } }) },
      { name: 'samples/1_epoch_1.json', data: sample },
      { name: 'samples/1_epoch_2.json', sameDataAs: 1 },
    ]);
    expect(refusal({ file: 'shared.eval', bytes: shared }).message).toMatch(/overlapping another entry/);
    const twice = rawZip([
      { name: 'header.json', data: enc({ version: 2, status: 'success', eval: { task: 't', model: 'm' } }) },
      { name: 'samples/1_epoch_1.json', data: sample },
      { name: 'samples/1_epoch_1.json', data: enc({ id: 1, epoch: 1, scores: { match: { value: 'I' } } }) },
    ]);
    expect(refusal({ file: 'twice.eval', bytes: twice }).format()).toBe('twice.eval: samples/1_epoch_1.json: is in the .eval zip twice (ERR_INPUT_INVALID)');
    const broken = new Uint8Array([0x50, 0x4b, 0x03, 0x04, 1, 2, 3]);
    expect(refusal({ file: 'broken.eval', bytes: broken }).format()).toBe(
      'broken.eval: cannot be read as an Inspect AI .eval log: the zip is not a zip (no end of central directory) (ERR_INPUT_PARSE)',
    );
  });

  it('has limits of its own, larger than an artifact’s, and refuses a zip over them before reading it', () => {
    expect(INSPECT_ZIP_LIMITS.maxChosen).toBeGreaterThan(1000);
    const big = new Uint8Array(INSPECT_ZIP_LIMITS.maxZipBytes + 1);
    big.set([0x50, 0x4b, 0x03, 0x04]);
    expect(refusal({ file: 'big.eval', bytes: big }).code).toBe('ERR_INPUT_TOO_LARGE');
  });
});

describe('several logs', () => {
  it('prefixes task ids with the task when the files read name more than one task, never otherwise', async () => {
    const qa = readInspect(await fixture('epochs.json'));
    const values = readInspect(await fixture('values.json'));
    expect(qualifyTaskIds([qa, qa]).flatMap((r) => r.attempts.map((a) => a.task_id))).toContain('1');
    const both = qualifyTaskIds([qa, values]);
    expect(both[0]!.attempts[0]!.task_id).toBe('qa/1');
    expect(both[1]!.attempts[0]!.task_id).toBe('values/c');
  });
});

describe('sniff', () => {
  it('knows an EvalLog by its first fields and an .eval by its header entry', async () => {
    const log = await logOf('epochs.json');
    expect(inspectImporter.sniff(await fixture('epochs.json'))).toBe(true);
    expect(inspectImporter.sniff({ file: 'x.eval', bytes: evalZip(log) })).toBe(true);
    expect(inspectImporter.sniff({ file: 'x.zip', bytes: zipSync({ 'record.json': enc({}) }) })).toBe(false);
    expect(inspectImporter.sniff({ file: 'x.json', bytes: enc({ results: { version: 3 } }) })).toBe(false);
  });
});

describeInterop('a public Inspect AI log in both encodings (../shared/reference/eval-tools/inspect)', () => {
  const dir = join(SHARED, 'reference/eval-tools/inspect');
  const read = async (name: string) => {
    const input = { file: name, bytes: new Uint8Array(await readFile(join(dir, name))) };
    expect(inspectImporter.sniff(input)).toBe(true);
    return readInspect(input);
  };

  it('maps the one sample of the match scorer (value I) to one failed attempt, the same from .eval and .json', async () => {
    const [json, zip] = [await read('log_formats.json'), await read('log_formats.eval')];
    for (const r of [json, zip]) {
      expect(r.format).toBe('inspect.log/2');
      expect(r.subject).toBe('ollama/llama3.1');
      expect(r.group).toBe('popularity');
      expect(mapped(r)).toEqual([{ task_id: '1', attempt: 1, passed: false }]);
      expect([r.judged, r.skipped, r.warnings]).toEqual([[], [], []]);
    }
  });
});

describe('a scorer that calls a model is judged whatever its name (issue 38)', () => {
  /** several-scorers.json with `includes` made to look like a grader in one way. */
  async function withIncludes(change: (log: Record<string, unknown> & { samples: Record<string, unknown>[] }) => void): Promise<ImportInput> {
    const log = await logOf('several-scorers.json');
    change(log);
    return { file: 'graded.json', bytes: enc(log) };
  }
  const scoreOf = (s: Record<string, unknown>) => (s['scores'] as Record<string, Record<string, unknown>>)['includes'] as Record<string, unknown>;

  it('its parameters name a model, or its scores carry the grader’s messages or model: judged, and match decides alone', async () => {
    const ways = [
      (log: Record<string, unknown>) => {
        ((log['results'] as { scores: Record<string, unknown>[] }).scores[1] as Record<string, unknown>)['params'] = { model: 'openai/gpt-4.1' };
      },
      (log: Record<string, unknown> & { samples: Record<string, unknown>[] }) => {
        for (const s of log.samples) scoreOf(s)['metadata'] = { grading: [{ role: 'user', content: 'grade it' }] };
      },
      (log: Record<string, unknown> & { samples: Record<string, unknown>[] }) => {
        for (const s of log.samples) scoreOf(s)['metadata'] = { grader_model: 'anthropic/claude' };
      },
      (log: Record<string, unknown>) => {
        (log['eval'] as Record<string, unknown>)['scorers'] = [{ name: 'includes', options: { model: 'openai/gpt-4.1' } }];
      },
    ];
    for (const way of ways) {
      const r = readInspect(await withIncludes(way));
      // no "several scorers" refusal: includes is judged, match is the only deterministic scorer
      expect(r.attempts.map((a) => a.passed)).toEqual([true, false]);
      expect(r.judged.map((j) => j.name).sort()).toEqual(['includes', 'model_graded_qa']);
      expect(refusal(await withIncludes(way), { scorer: 'includes' }).message).toMatch(/model-graded: a judged measure/);
    }
  });

  it('records the model and the scorer that chose the rows', async () => {
    const r = readInspect(await fixture('several-scorers.json'), { scorer: 'match' });
    expect(r.selection).toEqual({ subject: r.subject, scorer: 'match' });
  });
});
