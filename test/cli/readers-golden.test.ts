// The JSON Lines readers (signals, OpenTelemetry traces) give, byte for byte,
// what they gave before they were made fast (issue 13): the report, the record
// written and its sidecars, against copies committed from the earlier code.
// A change meant to alter these outputs regenerates the expected files.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqr, ROOT, tempDir } from '../helpers.js';

const GOLDEN = join(ROOT, 'test/fixtures/golden');
const SIGNALS = ['test/fixtures/golden/signals-mixed.jsonl', 'test/fixtures/signals/*.json', 'test/fixtures/runs/*.json'];
const expected = (name: string) => readFile(join(GOLDEN, name), 'utf8');

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('the signals reader, against its committed output', () => {
  it('prints the same JSON report and the same text report', async () => {
    const json = await aqr('signals', ...SIGNALS, '--json');
    expect(json.code, json.err).toBe(0);
    expect(`${json.out}\n`).toBe(await expected('signals.expected.json'));
    const text = await aqr('signals', ...SIGNALS);
    expect(text.code, text.err).toBe(0);
    expect(`${text.out}\n`).toBe(await expected('signals.expected.txt'));
  });

  it('stops at the same first deviation under --strict', async () => {
    const r = await aqr('signals', SIGNALS[0] as string, '--strict');
    expect(r.code).toBe(2);
    expect(r.err).toBe(
      'aqr: test/fixtures/golden/signals-mixed.jsonl:15: execution signal: self_assessment keys outside the contract: mood (AS_EXTRA_KEYS; --strict) (ERR_INPUT_INVALID)',
    );
  });

  it('writes the same record and signals sidecar from aqr evaluate --signals', async () => {
    const out = join(dir, 'signals.yaml');
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--signals', SIGNALS[0] as string, '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(await expected('signals-record.expected.yaml'));
    expect(await readFile(join(dir, 'signals.signals.json'), 'utf8')).toBe(await expected('signals-record.expected.signals.json'));
  });
});

describe('the OpenTelemetry reader, against its committed output', () => {
  it('writes the same record and bar sidecar from the bundled trace export', async () => {
    const out = join(dir, 'otel.yaml');
    const r = await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--out', out);
    expect(r.code, r.err).toBe(0);
    expect(await readFile(out, 'utf8')).toBe(await expected('otel-record.expected.yaml'));
    expect(await readFile(join(dir, 'otel.bar.json'), 'utf8')).toBe(await expected('otel-record.expected.bar.json'));
  });
});
