// aqr export --pack: a verified record exported for each pack into one zip, the
// zip verified by aqr verify, a tampered entry refused, bad input refused with
// nothing written; every control of every pack has evidence or says it has none.
import { existsSync } from 'node:fs';
import { copyFile, readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { PACKS } from '../../src/export/pack.js';
import { controlRows, type ExportTable } from '../../src/export/table.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { aqr, HAS_REFERENCE, INTEROP_SKIP_REASON, keyFiles, PUBLIC_EXAMPLES, tempDir } from '../helpers.js';

let dir: string;
let keys: Awaited<ReturnType<typeof keyFiles>>;
let record: string;
beforeAll(async () => {
  dir = await tempDir();
  keys = await keyFiles(dir, 'k');
  record = join(dir, 'record.yaml');
  const r = await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--out', record, '--signing-key', `file:${keys.privateFile}`);
  expect(r.code, r.err).toBe(0);
});

const exportArgs = (file: string, pack: string, out: string): string[] => [
  'export',
  file,
  '--pack',
  pack,
  '--key',
  keys.publicFile,
  '--signing-key',
  `file:${keys.privateFile}`,
  '--out',
  out,
];

function tableOf(zip: Uint8Array): { table: ExportTable; entries: Record<string, Uint8Array> } {
  const entries = unzipSync(zip);
  return { table: JSON.parse(new TextDecoder().decode(entries['export.json'])) as ExportTable, entries };
}

describe('aqr export', () => {
  it.each(PACKS.map((p) => p.id))('writes a bundle for %s that aqr verify verifies, and refuses it with one entry changed', async (id) => {
    const out = join(dir, `${id.replace('/', '-')}.zip`);
    const r = await aqr(...exportArgs(record, id, out));
    expect(r.code, r.err).toBe(0);
    expect(r.out).toMatch(new RegExp(`${id}@0\\.1, \\d+ of \\d+ controls evidenced`));
    const ok = await aqr('verify', out, '--key', keys.publicFile);
    expect(ok.code, ok.out).toBe(0);
    expect(ok.out).toMatch(/export bundle .* verified/);
    expect(ok.out).toMatch(/signature valid/);

    const zip = new Uint8Array(await readFile(out));
    const { table, entries } = tableOf(zip);
    expect(Object.keys(entries).sort()).toEqual(['export.json', 'record.bar.json', 'record.detail.json', 'record.yaml']);
    expect(table.files.map((f) => f.role).sort()).toEqual(['bar', 'detail', 'record']);
    // The inner record lists the pack and is signed with the record's key; the table holds no score.
    const inner = parse(new TextDecoder().decode(entries['record.yaml'])) as AgentQualityRecord;
    expect(inner.export?.profiles?.map((p) => p.id)).toEqual([id]);
    expect(JSON.stringify(table)).not.toMatch(/"value"|"score"|"result"/);

    // One entry changed, the table left alone: refused, naming the entry.
    const text = new TextDecoder().decode(entries['record.yaml']).replace('release-manager@example.com', 'someone-else@example.com');
    const tampered = join(dir, `${id.replace('/', '-')}.tampered.zip`);
    await writeFile(tampered, zipSync({ ...entries, 'record.yaml': new TextEncoder().encode(text) }));
    const bad = await aqr('verify', tampered, '--key', keys.publicFile);
    expect(bad.code).toBe(1);
    expect(bad.out).toMatch(/record\.yaml does not match its digest in the table/);
    expect(bad.out).toMatch(/signature INVALID/);

    // A row dropped from the table (and its entry rewritten): the recomputed rows differ.
    const dropped = { ...table, controls: table.controls.map((c, i) => (i === 0 ? { ...c, evidence: [], status: 'not evidenced' as const } : c)) };
    const forged = join(dir, `${id.replace('/', '-')}.forged.zip`);
    await writeFile(forged, zipSync({ ...entries, 'export.json': new TextEncoder().encode(JSON.stringify(dropped)) }));
    const f = await aqr('verify', forged, '--key', keys.publicFile);
    expect(f.code).toBe(1);
    expect(f.out).toContain(`does not match the pack and the files (first: control ${table.controls[0]!.id})`);
  });

  it('maps every control of every pack to evidence rows or marks it "not evidenced", and cites each pack\'s source', async () => {
    const signed = parse(await readFile(record, 'utf8')) as AgentQualityRecord;
    const example = HAS_REFERENCE ? (parse(await readFile(join(PUBLIC_EXAMPLES, 'l2-assurance-export.yaml'), 'utf8')) as unknown) : undefined;
    const files = [
      { name: 'record.yaml', role: 'record' as const, digest: 'sha256:0' },
      { name: 'record.bar.json', role: 'bar' as const, digest: 'sha256:1' },
    ];
    for (const pack of PACKS) {
      expect(pack.source.url).toMatch(/^https:\/\//);
      for (const doc of [signed, ...(example === undefined ? [] : [example]), {}]) {
        const rows = controlRows(pack, doc, { bar: { thresholds: [{}] } }, files);
        expect(rows.map((r) => r.id)).toEqual(pack.controls.map((c) => c.id));
        for (const r of rows)
          expect(r.status === 'evidenced' ? r.evidence.length > 0 : r.evidence.length === 0 && r.status === 'not evidenced', `${pack.id} ${r.id}`).toBe(true);
      }
      // An empty record answers nothing but the bar's thresholds.
      expect(controlRows(pack, {}, undefined, files).every((r) => r.status === 'not evidenced')).toBe(true);
    }
  });

  (HAS_REFERENCE ? it : it.skip)(
    `interop: the public example's AIUC-1 and Art. 50 controls are answered by its fields${HAS_REFERENCE ? '' : ` (${INTEROP_SKIP_REASON})`}`,
    async () => {
      const example = parse(await readFile(join(PUBLIC_EXAMPLES, 'l2-assurance-export.yaml'), 'utf8')) as unknown;
      const files = [
        { name: 'record.yaml', role: 'record' as const, digest: 'sha256:0' },
        { name: 'record.bar.json', role: 'bar' as const, digest: 'sha256:1' },
      ];
      const aiuc = controlRows(
        PACKS.find((p) => p.id === 'sg/aiuc-1')!,
        example,
        undefined,
        files,
      );
      for (const id of ['A008', 'B010', 'B006.1', 'B006.3']) expect(aiuc.find((r) => r.id === id)?.status, id).toBe('evidenced');
      const art50 = controlRows(
        PACKS.find((p) => p.id === 'sg/eu-art50')!,
        example,
        undefined,
        files,
      );
      for (const id of ['art50.disclosure', 'art50.m2m-exception']) expect(art50.find((r) => r.id === id)?.status, id).toBe('evidenced');
    },
  );

  it('refuses a record whose proof does not hold, an unknown pack or a wrong key: one line, exit 2, nothing written', async () => {
    const other = await keyFiles(dir, 'other');
    const edited = join(dir, 'edited.yaml');
    await writeFile(edited, (await readFile(record, 'utf8')).replace('release-manager@example.com', 'someone@example.com'));
    await copyFile(record.replace(/\.yaml$/, '.bar.json'), edited.replace(/\.yaml$/, '.bar.json'));
    const before = await readdir(dir);
    const cases: [string[], RegExp][] = [
      [
        exportArgs(edited, 'sg/aiuc-1', join(dir, 'x1.zip')),
        /edited\.yaml: decision\.signature: has a signature that does not verify .*ERR_SIGNATURE_UNVERIFIED/,
      ],
      [exportArgs(record, 'sg/iso-42001', join(dir, 'x2.zip')), /not a known export pack; the packs are sg\/assurance-export, sg\/aiuc-1, sg\/eu-art50/],
      [
        [...exportArgs(record, 'aiuc-1', join(dir, 'x3.zip')).slice(0, 5), other.publicFile, '--signing-key', `file:${keys.privateFile}`],
        /does not verify under the key given/,
      ],
      [[...exportArgs(record, 'aiuc-1', join(dir, 'x4.zip')).slice(0, 7), `file:${other.privateFile}`], /an export is re-signed with the record's own key/],
    ];
    for (const [args, message] of cases) {
      const r = await aqr(...args);
      expect(r.code, r.out).toBe(2);
      expect(r.err.split('\n')).toHaveLength(1);
      expect(r.err).toMatch(message);
    }
    expect((await readdir(dir)).sort()).toEqual([...before, 'other.private.jwk', 'other.public.jwk'].filter((v, i, a) => a.indexOf(v) === i).sort());
    expect(existsSync(join(dir, 'x3.zip'))).toBe(false);
  });
});
