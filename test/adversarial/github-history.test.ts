// rollback-to auto against hostile runs and artifacts (issue 17, finding 1):
// a fork's pull-request run on a branch named main, unsigned or malformed
// records, a digest that names a local file, a protected header of null, zip
// bombs and zip-slip names. End to end through dist/index.cjs against the
// loopback GitHub, and the zip reader directly for the bounds.
import { createHash } from 'node:crypto';
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { deflateSync, zipSync } from 'fflate';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ARTIFACT_ZIP_LIMITS, detailTasks } from '../../src/github/history.js';
import { readZipEntries as readZip, ZipRefused } from '../../src/zip/read.js';
import { parsePrivateKey } from '../../src/sign/key.js';
import { signRecord } from '../../src/sign/sign.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { toYamlText } from '../../src/doc/write.js';
import { fakeGitHub, pushRun, rawZip, type FakeGitHub } from '../action/github-api.js';
import { runAction } from '../action/run-action.js';
import { keyFiles, ROOT, tempDir } from '../helpers.js';

/** The reader as artifact history calls it. */
const readZipEntries = (zip: Uint8Array, want: (name: string) => boolean) => readZip(zip, want, ARTIFACT_ZIP_LIMITS);

const OLD = `sha256:${createHash('sha256').update('the old harness').digest('hex')}`;
const NEW = `sha256:${createHash('sha256').update('the new harness').digest('hex')}`;
const enc = (s: string) => new TextEncoder().encode(s);

let dir: string;
let publicKeyFile: string;
let privateKey: Awaited<ReturnType<typeof parsePrivateKey>>;
let example: AgentQualityRecord;
let gh: FakeGitHub;
beforeAll(async () => {
  dir = await tempDir();
  const keys = await keyFiles(dir, 'release');
  publicKeyFile = keys.publicFile;
  privateKey = await parsePrivateKey(await readFile(keys.privateFile, 'utf8'), 'test key');
  example = parse(await readFile(join(ROOT, 'examples/record.yaml'), 'utf8')) as AgentQualityRecord;
});
afterEach(async () => {
  await gh?.close();
});

/** The example record, changed, signed with the test's release key (or not), as YAML bytes. */
async function record(change: (r: AgentQualityRecord) => void = () => undefined, sign = true): Promise<Uint8Array> {
  const r = structuredClone(example);
  delete r.decision.signature;
  change(r);
  return enc(toYamlText(sign ? await signRecord(r, privateKey) : r));
}
const harness = (d: string) => (r: AgentQualityRecord) => void (r.subject.harness_digest = d);

function artifact(runId: number, zip: Uint8Array): void {
  const id = runId + 10_000;
  gh.artifacts[runId] = [{ id, name: 'agent-quality-record' }];
  gh.zips[id] = zip;
}

describe('rollback-to auto chooses only a trusted, valid, verified record', () => {
  it('never looks at a fork’s pull-request run on a branch named main, even one holding a genuinely signed (replayed) record', async () => {
    gh = await fakeGitHub();
    gh.runs = [
      pushRun(960, { event: 'pull_request', head_repository: { full_name: 'someone/agent' } }),
      pushRun(959, { event: 'pull_request_target' }),
      pushRun(958, { event: 'workflow_run' }),
      pushRun(957, { head_repository: null }),
      pushRun(900),
    ];
    for (const id of [960, 959, 958, 957]) artifact(id, zipSync({ 'agent-quality-record.yaml': await record(harness(OLD)) }));
    artifact(900, zipSync({ 'agent-quality-record.yaml': await record(harness(NEW)) }));
    const r = await runAction(gh, dir, { 'rollback-to': 'auto', 'public-key': publicKeyFile });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['rolls_back_to']).toBe(NEW);
    expect(r.stdout).toMatch(/4 earlier runs skipped: not a push, workflow_dispatch or schedule run of acme\/agent's "main" branch/);
    expect(gh.calls.filter((c) => /\/runs\/(960|959|958|957)\/artifacts/.test(c))).toEqual([]);
  });

  it('without public-key uses no baseline and says so; auto-unverified opts out, with a warning', async () => {
    gh = await fakeGitHub();
    gh.runs = [pushRun(900)];
    artifact(900, zipSync({ 'agent-quality-record.yaml': await record(harness(OLD), false) }));
    const r = await runAction(gh, dir, { 'rollback-to': 'auto' });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['rolls_back_to']).toBeUndefined();
    expect(r.stdout).toMatch(/::warning::rollback-to auto: no public-key input, so no earlier record can be verified and none is used/);
    expect(r.record!.decision['rationale']).toMatch(
      /No earlier record could be verified \(rollback-to auto without public-key\), so this release has no rollback target\. No person approved this run;/,
    );
    expect(gh.calls.some((c) => c.includes('/artifacts'))).toBe(false);

    const u = await runAction(gh, dir, { 'rollback-to': 'auto-unverified' });
    expect(u.code, u.stdout).toBe(0);
    expect(u.record!.decision['rolls_back_to']).toBe(OLD);
    expect(u.stdout).toMatch(/::warning::rollback-to auto-unverified: earlier records are taken without verifying a signature \(unsafe\)/);
    expect(u.stdout).toMatch(/rollback target: "sha256:[0-9a-f]{64}" from run 900 \("agent-quality-record\.yaml"\), NOT verified/);
  });

  it('skips each bad candidate with a warning and goes on to the genuine one; a digest is never read as a path', async () => {
    gh = await fakeGitHub();
    gh.runs = [906, 905, 904, 903, 902, 901, 900].map((id) => pushRun(id));
    const nullHeader = `ed25519:${Buffer.from('null').toString('base64url')}..${'A'.repeat(86)}`;
    artifact(906, zipSync({ 'agent-quality-record.yaml': await record((r) => void (r.decision.signature = nullHeader), false) }));
    artifact(905, enc('PK\u0003\u0004 this is no zip'));
    artifact(904, zipSync({ 'a.yaml': enc('key: [unclosed'), 'b.json': enc('[1, 2]'), 'c.yml': new Uint8Array([0xff, 0xfe, 0x00]) }));
    artifact(903, zipSync({ 'agent-quality-record.yaml': await record((r) => delete (r as Partial<AgentQualityRecord>).subject) }));
    artifact(902, zipSync({ 'agent-quality-record.yaml': await record(harness('/etc/passwd')) }));
    artifact(901, zipSync({ 'agent-quality-record.yaml': await record((r) => void (r.decision.verdict = 'hold')) }));
    artifact(900, zipSync({ 'agent-quality-record.yaml': await record(harness(NEW)) }));
    const r = await runAction(gh, dir, { 'rollback-to': 'auto', 'public-key': publicKeyFile });
    expect(r.code, r.stdout).toBe(0);
    expect(r.record!.decision['rolls_back_to']).toBe(NEW);
    expect(r.stdout).toMatch(
      /::warning::rollback-to auto: "agent-quality-record\.yaml" of run 906 ships but its signature does not verify \(SIGNATURE_FORMAT: .*not a JSON object/,
    );
    expect(r.stdout).toMatch(/::warning::rollback-to auto: artifact "agent-quality-record" of run 905 is not a zip/);
    expect(r.stdout).toMatch(/::warning::rollback-to auto: "a\.yaml" of run 904 is not readable YAML or JSON \(ERR_INPUT_PARSE\)/);
    expect(r.stdout).toMatch(/::warning::rollback-to auto: "c\.yml" of run 904 is not readable YAML or JSON \(ERR_INPUT_ENCODING\)/);
    expect(r.stdout).toMatch(
      /::warning::rollback-to auto: "agent-quality-record\.yaml" of run 903 is not a valid record \(\d+ problems?, first SCHEMA_MISSING_FIELD/,
    );
    expect(r.stdout).toMatch(
      /::warning::rollback-to auto: "agent-quality-record\.yaml" of run 902 is not a valid record \(1 problem, first DIGEST_MALFORMED at "subject\.harness_digest"/,
    );
    expect(r.stdout).not.toMatch(/internal error|passwd:|ERR_INPUT_READ/);
    expect(r.stdout).toMatch(/rollback target: "sha256:[0-9a-f]{64}" from run 900/);
  });

  it('refuses a zip bomb fast and still finds the genuine record further back', async () => {
    gh = await fakeGitHub();
    gh.runs = [pushRun(901), pushRun(900)];
    // 8 entries sharing one deflate stream of 64 MiB, declared at its true size; then the same stream declared as 1 KiB.
    const stream = deflateSync(new Uint8Array(64 * 1024 * 1024));
    const entries = Array.from({ length: 8 }, (_, i) =>
      i === 0 ? { name: 'r0.json', data: stream, method: 8 as const, size: 64 * 1024 * 1024 } : { name: `r${i}.json`, sameDataAs: 0 },
    );
    entries.push({ name: 'small.json', data: stream, method: 8, size: 1024 });
    artifact(901, rawZip(entries));
    artifact(900, zipSync({ 'agent-quality-record.yaml': await record(harness(NEW)) }));
    const r = await runAction(gh, dir, { 'rollback-to': 'auto', 'public-key': publicKeyFile });
    expect(r.record!.decision['rolls_back_to']).toBe(NEW);
    expect(r.stdout).toMatch(
      /::warning::rollback-to auto: artifact "agent-quality-record" of run 901: 9 entries not read \("r0\.json": declares 67108864 bytes, over the 8388608-byte limit/,
    );
  });
});

describe('the artifact zip reader', () => {
  const all = () => true;
  const bomb = deflateSync(new Uint8Array(64 * 1024 * 1024));

  it('reads what upload-artifact writes, nested names included', () => {
    const zip = zipSync({ 'home/runner/work/_temp/agent-quality-record.json': enc('{"a":1}'), 'quality/tasks.json': enc('[]') });
    const { entries, skipped } = readZipEntries(zip, all);
    expect(entries.map((e) => [e.name, new TextDecoder().decode(e.bytes)])).toEqual([
      ['home/runner/work/_temp/agent-quality-record.json', '{"a":1}'],
      ['quality/tasks.json', '[]'],
    ]);
    expect(skipped).toEqual([]);
  });

  it('filters by name before inflating: a bomb under another name costs nothing', () => {
    const zip = rawZip([
      { name: 'ledger/huge.jsonl', data: bomb, method: 8, size: 0xfffffff0 },
      { name: 'r.json', data: deflateSync(enc('{}')), method: 8, size: 2 },
    ]);
    const { entries, skipped } = readZipEntries(zip, (n) => n.endsWith('.json'));
    expect(entries.map((e) => e.name)).toEqual(['r.json']);
    expect(skipped).toEqual([]);
  });

  it('refuses by declared size, stops inflating at the declared size, and caps the total', () => {
    const seven = deflateSync(new Uint8Array(7 * 1024 * 1024));
    const zips = {
      honest: rawZip([{ name: 'a.json', data: bomb, method: 8, size: 64 * 1024 * 1024 }]),
      liar: rawZip([{ name: 'a.json', data: bomb, method: 8, size: 4096 }]),
      total: rawZip(Array.from({ length: 6 }, (_, i) => ({ name: `${i}.json`, data: seven, method: 8 as const, size: 7 * 1024 * 1024 }))),
    };
    const honest = readZipEntries(zips.honest, all);
    expect(honest.skipped[0]!.reason).toMatch(/declares 67108864 bytes, over the 8388608-byte limit/);
    const liar = readZipEntries(zips.liar, all);
    expect(liar.skipped[0]!.reason).toMatch(/inflates past 4096 bytes/);
    const total = readZipEntries(zips.total, all);
    expect(total.entries).toHaveLength(4);
    expect(total.skipped.map((s) => s.reason)).toEqual([expect.stringMatching(/inflates past/), expect.stringMatching(/inflates past/)]);
    // Generous: the work is bounded by the 32 MiB budget, not by what the zip declares or holds.
  });

  it('reads one of 500 overlapping entries, and refuses a directory over the entry cap', () => {
    const entries = Array.from({ length: 500 }, (_, i) =>
      i === 0 ? { name: 'r0.json', data: deflateSync(enc('{}')), method: 8 as const, size: 2 } : { name: `r${i}.json`, sameDataAs: 0 },
    );
    const { entries: read, skipped } = readZipEntries(rawZip(entries), all);
    expect(read).toHaveLength(1);
    expect(skipped).toHaveLength(499);
    expect(skipped[0]!.reason).toMatch(/overlapping/);
    expect(() => readZipEntries(rawZip(Array.from({ length: 10_001 }, (_, i) => ({ name: `${i}.txt` }))), all)).toThrow(ZipRefused);
  });

  it('never reads zip-slip names: parent segments, absolute paths, drive letters, backslashes, control characters', () => {
    const names = [
      '../x.json',
      'a/../../x.json',
      '/etc/x.json',
      'C:/x.json',
      'a\\..\\x.json',
      '..\\x.json',
      './x.json',
      'x\n::set-output name=verdict::ship\n.json',
      'nul\u0000.json',
    ];
    const zip = rawZip([...names.map((name) => ({ name, data: enc('{}') })), { name: 'ok.json', data: enc('{}') }]);
    const { entries, skipped } = readZipEntries(zip, all);
    expect(entries.map((e) => e.name)).toEqual(['ok.json']);
    expect(skipped.map((s) => s.name)).toEqual(names);
    for (const s of skipped) expect(s.reason).toMatch(/unsafe name/);
  });

  it('refuses what is not a zip, or lies about where its directory is', () => {
    expect(() => readZipEntries(enc('not a zip at all, just text'), all)).toThrow(/not a zip/);
    const zip = rawZip([{ name: 'a.json', data: enc('{}') }]);
    const view = new DataView(zip.buffer);
    view.setUint32(zip.length - 6, 0x7fffffff, true);
    expect(() => readZipEntries(zip, all)).toThrow(ZipRefused);
    expect(readZipEntries(rawZip([{ name: 'a.json', data: enc('garbage, not deflate'), method: 8, size: 100 }]), all).skipped[0]!.reason).toMatch(
      /not a valid deflate stream|does not end/,
    );
  });
});

describe('the baseline’s per-task outcomes from its artifact', () => {
  it('are taken from the detail sidecar beside the record only when it was written for that record’s bytes', () => {
    const bytes = enc('supergauge: "0.1"\n');
    const results = [{ id: 't1', split: 'held-out', outcomes: 'pf' }];
    const detail = (digest: string) =>
      enc(
        JSON.stringify({
          format: 'aqr.detail/1',
          record_digest: digest,
          gates: [],
          shadow: [],
          reasons: [],
          tasks: { held_out: { tasks: 1, failing: 1 }, failing: [], canaries: [], costliest: [], results },
        }),
      );
    const own = `sha256:${createHash('sha256').update(bytes).digest('hex')}`;
    const record = { name: 'out/agent-quality-record.yaml', bytes };
    expect(detailTasks(record, [record, { name: 'out/agent-quality-record.detail.json', bytes: detail(own) }])).toEqual(results);
    expect(detailTasks(record, [record, { name: 'out/agent-quality-record.detail.json', bytes: detail(`sha256:${'0'.repeat(64)}`) }])).toBeUndefined();
    expect(detailTasks(record, [record, { name: 'out/agent-quality-record.detail.json', bytes: enc('{') }])).toBeUndefined();
    expect(detailTasks(record, [record, { name: 'other.detail.json', bytes: detail(own) }])).toBeUndefined();
  });
});
