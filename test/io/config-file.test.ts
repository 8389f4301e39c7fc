// Every path-valued key of a config file resolves from the config file's own
// folder, as docs/cli.md says: the keys are marked `path: true` in the flag
// table (src/flags.ts), and this test lists them again by hand, so a key left
// unmarked (or a new flag nobody classified) fails here rather than reading a
// file its author did not mean from the working directory.
import { createHash } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { stringify } from 'yaml';
import type { VerificationSummary } from '../../src/attest/vsa.js';
import { EVALUATE_FLAGS, type EvaluateFlag } from '../../src/flags.js';
import { CONFIG_PATH_INPUTS, readConfig } from '../../src/io/config-file.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

/** The inputs whose value names a file, a folder or a glob. */
const PATH_KEYS: EvaluateFlag[] = [
  'profile',
  'measures',
  'trials',
  'evidence',
  'tallies',
  'task-manifest',
  'eval-definition',
  'harness',
  'code',
  'authority',
  'decisions',
  'signals',
  'acceptance-rule',
  'rollback-to',
  'out',
  'key',
  'attest',
  'predicate',
  'vsa',
  'subject-path',
  'baseline',
  'baseline-key',
  'model-file',
  'agent-card',
  'aibom',
  'provenance',
  'provenance-key',
  'provenance-trusted-root',
  'mcp-config',
  'judge-pack',
];
/** Every other input: a value, a name, a number, a time, a variable's name, a digest or a git ref. */
const NOT_PATH_KEYS: EvaluateFlag[] = [
  'tier',
  'floor',
  'ceiling',
  // its file:PATH form resolves from the config's folder too (pipeline/inputs.ts); its other forms are no path
  'signing-key',
  'trials-format',
  'trials-subject',
  'trials-scorer',
  'task-id',
  'expect-shards',
  'sealed',
  'agent',
  'model-provider',
  'model-id',
  'strict',
  'actor',
  'question',
  'option',
  'rationale',
  'evaluator-independent',
  'judge-id',
  'judge-model',
  'judge-kappa',
  'judge-sampled',
  'now',
  'key-env',
  'subject-digest',
  'bar-ref',
  'allow-bar-change',
  'model-digest',
  'agent-card-url',
  'provenance-identity',
  'provenance-issuer',
];

let dir: string;
beforeAll(async () => {
  dir = await tempDir();
  await mkdir(join(dir, 'quality'), { recursive: true });
});

/** A config in `dir/quality/` holding `values`, read back. */
async function config(name: string, values: Record<string, unknown>) {
  const file = join(dir, 'quality', `${name}.yaml`);
  await writeFile(file, stringify(values));
  return readConfig(file);
}
/** `p` beside the config, as the working directory (the repository root here) names it. */
const beside = (p: string): string =>
  relative(process.cwd(), join(dir, 'quality', p))
    .split('\\')
    .join('/');

describe('the path-valued keys of a config', () => {
  it('every input is listed here as a path or as no path, once', () => {
    const all = Object.keys(EVALUATE_FLAGS).sort();
    expect([...PATH_KEYS, ...NOT_PATH_KEYS].sort()).toEqual(all);
    expect(new Set([...PATH_KEYS, ...NOT_PATH_KEYS]).size).toBe(all.length);
  });

  it('the flag table marks exactly the path-valued keys (path: true)', () => {
    expect([...CONFIG_PATH_INPUTS].sort()).toEqual([...PATH_KEYS].sort());
  });

  for (const k of PATH_KEYS)
    it(`${k} resolves from the config file's folder`, async () => {
      const value = `files/${k}.txt`;
      const list = EVALUATE_FLAGS[k].kind === 'list';
      const read = await config(`path-${k}`, { [k]: list ? [value, 'more/*.jsonl'] : value });
      expect(read[k]).toEqual(list ? [beside(value), beside('more/*.jsonl')] : beside(value));
    });

  for (const k of NOT_PATH_KEYS.filter((x) => EVALUATE_FLAGS[x].kind !== 'boolean'))
    it(`${k} stays as written`, async () => {
      const read = await config(`value-${k}`, { [k]: 'files/x' });
      expect(read[k]).toEqual(EVALUATE_FLAGS[k].kind === 'list' ? ['files/x'] : 'files/x');
    });

  it('a profile id, a digest, auto, auto-unverified, a URL and an absolute path stay as written', async () => {
    const digest = `sha256:${'ab'.repeat(32)}`;
    const abs = join(dir, 'elsewhere/record.json');
    expect(
      await config('ids', { profile: 'sg/coding-agent@0.1', 'rollback-to': digest, 'baseline-key': 'https://example.com/jwks.json', baseline: abs }),
    ).toEqual({
      profile: 'sg/coding-agent@0.1',
      'rollback-to': digest,
      'baseline-key': 'https://example.com/jwks.json',
      baseline: abs,
    });
    for (const auto of ['auto', 'auto-unverified']) expect((await config(auto, { 'rollback-to': auto }))['rollback-to']).toBe(auto);
  });
});

describe('aqr evaluate --config from another folder', () => {
  it('digests the subject beside the config, and writes the predicate and the VSA beside it', async () => {
    // The bundled example's config, moved into a folder of its own: its bar paths made absolute, the written ones relative.
    const example = join(ROOT, 'examples');
    const at = (p: string) => join(example, p);
    const cfg = {
      profile: at('profile.yaml'),
      'task-manifest': at('tasks.yaml'),
      trials: [at('ledger/*.jsonl')],
      sealed: true,
      agent: 'example-coding-agent',
      harness: [at('harness')],
      authority: at('authority.yaml'),
      decisions: [at('decisions.yaml')],
      actor: 'release-manager@example.com',
      now: '2026-11-29T12:00:00Z',
      out: 'out/record.json',
      predicate: 'out/record.predicate.json',
      vsa: 'out/record.vsa.json',
      'subject-path': ['dist/agent.tar'],
    };
    const folder = join(dir, 'team');
    await mkdir(join(folder, 'dist'), { recursive: true });
    await mkdir(join(folder, 'out'), { recursive: true });
    await writeFile(join(folder, 'dist/agent.tar'), 'the agent released\n');
    await writeFile(join(folder, 'evaluate.yaml'), stringify(cfg));
    const r = await aqr('evaluate', '--config', join(folder, 'evaluate.yaml'));
    expect(r.code, r.err).toBe(0);
    const vsa = JSON.parse(await readFile(join(folder, 'out/record.vsa.json'), 'utf8')) as VerificationSummary;
    const sha = createHash('sha256').update('the agent released\n').digest('hex');
    const name = relative(process.cwd(), join(folder, 'dist/agent.tar')).split('\\').join('/');
    expect(vsa.resourceUri).toBe(`pkg:generic/${encodeURIComponent(name)}?checksum=sha256:${sha}`);
    await expect(readFile(join(folder, 'out/record.predicate.json'), 'utf8')).resolves.toContain('"record_digest"');
    await expect(readFile(join(folder, 'out/record.json'), 'utf8')).resolves.toContain('"verdict": "ship"');
  });
});
