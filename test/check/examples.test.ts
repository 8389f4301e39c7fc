// The seven public example records, as this checker sees them. The public
// checker (per shared/reference/README.md) places l1-only below L1,
// l2-assurance-export at L2, and the other five at L3 or L4. It never verifies a
// signature and reads digests only for their shape; this one does both, so
// where the two disagree the test says why.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { expect, it } from 'vitest';
import { parse } from 'yaml';
import { digestFields, digestPlaceholderReason } from '../../src/record/digest.js';
import { toYamlText } from '../../src/doc/write.js';
import { checkFiles } from '../../src/pipeline/check.js';
import { describeInterop, keyFiles, PUBLIC_EXAMPLES, tempDir } from '../helpers.js';

const example = (name: string) => join(PUBLIC_EXAMPLES, `${name}.yaml`);

async function check(file: string, keyFile?: string) {
  const [r] = await checkFiles([file], keyFile ? { keyFile } : {});
  if (!r || 'error' in r) throw r?.error ?? new Error('no result');
  return { level: r.level, codes: r.unmet.map((u) => u.code), fields: r.unmet.map((u) => u.field) };
}

/** The same record with each synthetic digest replaced by a real sha256, to see the rules behind it. */
async function withRealDigests(name: string, dir: string): Promise<string> {
  const record = parse(await readFile(example(name), 'utf8')) as Record<string, unknown>;
  for (const { path, digest } of [...digestFields(record)]) {
    if (!digestPlaceholderReason(digest)) continue;
    let parent: Record<string | number, unknown> = record;
    for (const seg of path.slice(0, -1)) parent = parent[seg] as Record<string | number, unknown>;
    parent[path.at(-1)!] = `sha256:${createHash('sha256').update(path.join('.')).digest('hex')}`;
  }
  const file = join(dir, `${name}.real-digests.yaml`);
  await writeFile(file, toYamlText(record));
  return file;
}

describeInterop('public example records', () => {
  it('l1-only: below L1, as the public checker says (ships over a failing gate, unsealed, placeholder digests)', async () => {
    const r = await check(example('l1-only'));
    expect(r.level).toBeNull();
    expect(r.codes.sort()).toEqual(['DIGEST_PLACEHOLDER', 'DIGEST_PLACEHOLDER', 'SHIP_GATE_FAILED', 'SHIP_UNSEALED']);
    expect(r.fields).toContain('subject.harness_digest');
    expect(r.fields).toContain('task_set.manifest_digest');
  });

  it('l2-agent-card-supply-chain: below L1 here, L3 for the public checker, because its supply-chain digests are typed counting runs', async () => {
    const r = await check(example('l2-agent-card-supply-chain'));
    expect(r.level).toBeNull();
    expect(new Set(r.codes)).toEqual(new Set(['DIGEST_PLACEHOLDER']));
    expect(r.fields).toEqual([
      'supply_chain.aibom_digest',
      'supply_chain.slsa_provenance_digest',
      'supply_chain.tool_digests[0].digest',
      'supply_chain.mcp_servers[0].digest',
    ]);
  });

  it('l2-agent-card-supply-chain with real digests: L3 like the public checker; L4 needs a signature it does not carry', async () => {
    const r = await check(await withRealDigests('l2-agent-card-supply-chain', await tempDir()));
    expect(r).toMatchObject({ level: 'L3', codes: ['SIGNATURE_MISSING'] });
  });

  it('l2-assurance-export: below L1 here, L2 for the public checker: a repeated-block card digest, a patterned MCP digest, and booleans where the registry defines ratios', async () => {
    const r = await check(example('l2-assurance-export'));
    expect(r.level).toBeNull();
    expect(r.codes.sort()).toEqual(['DIGEST_PLACEHOLDER', 'DIGEST_PLACEHOLDER', 'MEASURE_VALUE_TYPE', 'MEASURE_VALUE_TYPE']);
    expect(r.fields).toEqual(expect.arrayContaining(['subject.agent_card.card_digest', 'measures[2].value', 'measures[3].value']));
  });

  it('l2-assurance-export with real digests: still below L1, since policy.hard_rules and safety.isolation are ratios (runs without violations ÷ runs), not booleans', async () => {
    const r = await check(await withRealDigests('l2-assurance-export', await tempDir()));
    expect(r).toMatchObject({ level: null, codes: ['MEASURE_VALUE_TYPE', 'MEASURE_VALUE_TYPE'] });
  });

  it('l3-integrity-soft-hold: below L1 here, L3 for the public checker, because its recompute digest is doubled digits (bb22cc33…)', async () => {
    const r = await check(example('l3-integrity-soft-hold'));
    expect(r).toMatchObject({ level: null, codes: ['DIGEST_PLACEHOLDER'], fields: ['assurance.integrity.recompute_digest'] });
  });

  it('l3-integrity-soft-hold with real digests: L3 like the public checker (judge pinned with kappa, canaries held)', async () => {
    const r = await check(await withRealDigests('l3-integrity-soft-hold', await tempDir()));
    expect(r).toMatchObject({ level: 'L3', codes: ['SIGNATURE_MISSING'] });
  });

  it('l3-jev-soft-hold: below L1 here, L3 for the public checker, because its pack digest is a counting run', async () => {
    const r = await check(example('l3-jev-soft-hold'));
    expect(r).toMatchObject({ level: null, codes: ['DIGEST_PLACEHOLDER'], fields: ['assurance.judge.pack_digest'] });
  });

  it('l3-jev-soft-hold with real digests: L3 like the public checker; its judge_agreement gate is deterministic and above its floor', async () => {
    const r = await check(await withRealDigests('l3-jev-soft-hold', await tempDir()));
    expect(r).toMatchObject({ level: 'L3', codes: ['SIGNATURE_MISSING'] });
  });

  for (const name of ['l4-passing', 'l4-otel-evidence']) {
    it(`${name}: L3 here, L4 for the public checker, whose signature check only looks for a string`, async () => {
      expect(await check(example(name))).toMatchObject({ level: 'L3', codes: ['SIGNATURE_UNVERIFIED'] });
    });

    it(`${name} with --key: still L3, the signature is not a JWS at all`, async () => {
      const dir = await tempDir();
      const { publicFile } = await keyFiles(dir, 'k');
      expect(await check(example(name), publicFile)).toMatchObject({ level: 'L3', codes: ['SIGNATURE_FORMAT'] });
    });
  }
});
