// The bar bound to a record and signed with its key: the whole bar is covered,
// whatever fields it carries, and the statement names the record by the
// digest of what the record's signature covers.
import { readFile } from 'node:fs/promises';
import { beforeAll, describe, expect, it } from 'vitest';
import type { BarRecord } from '../../src/bar/types.js';
import { barStatement, recordDigest, verifyBarStatement } from '../../src/sign/bar-statement.js';
import { parsePrivateKey, parsePublicKeys, type KeyEntry } from '../../src/sign/key.js';
import { signRecord } from '../../src/sign/sign.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { baseRecord, keyFiles, tempDir } from '../helpers.js';

let key: Awaited<ReturnType<typeof parsePrivateKey>>;
let pub: KeyEntry[];
let record: AgentQualityRecord;
// A field the bar may gain (the config file's keys): covered like the rest.
const bar = {
  ref: 'a'.repeat(40),
  files: [{ role: 'profile', path: 'quality/profile.yaml', sha256: 'b'.repeat(64) }],
  changed: false,
  config: { keys: { profile: 'quality/profile.yaml' } },
} as BarRecord;

beforeAll(async () => {
  const k = await keyFiles(await tempDir(), 'k');
  key = await parsePrivateKey(await readFile(k.privateFile, 'utf8'), 'k');
  pub = await parsePublicKeys(await readFile(k.publicFile, 'utf8'), 'k');
  const { signature: _s, ...decision } = (await baseRecord()).decision;
  record = await signRecord({ ...(await baseRecord()), decision }, key);
});

describe('bar statements', () => {
  it('an honest statement verifies under the record’s key', async () => {
    const s = await barStatement(record, bar, key);
    await expect(verifyBarStatement(JSON.parse(JSON.stringify(s)), record, pub, key.kid)).resolves.toEqual({ ok: true, kid: key.kid });
  });

  it('every field of the bar is covered, one it may gain included', async () => {
    const s = await barStatement(record, bar, key);
    for (const changed of [
      { ...bar, ref: null },
      { ...bar, changed: true },
      { ...bar, config: { keys: { profile: 'lax.yaml' } } },
      { ...bar, files: [] },
    ] as BarRecord[])
      await expect(verifyBarStatement({ ...s, bar: changed }, record, pub)).resolves.toMatchObject({ ok: false, code: 'BAR_SIGNATURE_INVALID' });
  });

  it("the record digest is that of the record's signing payload: the signature does not change it, the content does", async () => {
    const { signature: _s, ...decision } = record.decision;
    expect(recordDigest({ ...record, decision })).toBe(recordDigest(record));
    const other = await signRecord({ ...record, decision: { ...decision, actor: 'someone-else' } }, key);
    expect(recordDigest(other)).not.toBe(recordDigest(record));
    await expect(verifyBarStatement(await barStatement(record, bar, key), other, pub)).resolves.toMatchObject({ ok: false, code: 'BAR_OTHER_RECORD' });
  });

  it("a record's own signature is never read as a bar's (the typ differs)", async () => {
    const s = { ...(await barStatement(record, bar)), signature: record.decision.signature as string };
    await expect(verifyBarStatement(s, record, pub)).resolves.toEqual({
      ok: false,
      code: 'BAR_SIGNATURE_INVALID',
      message: 'signature header typ is not aqr-bar+json (SIGNATURE_FORMAT)',
    });
  });

  it('without a key the statement is unsigned, and says so', async () => {
    const s = await barStatement(record, bar);
    expect(s).toEqual({ record_digest: recordDigest(record), bar });
    await expect(verifyBarStatement(s, record, pub)).resolves.toMatchObject({ ok: false, code: 'BAR_UNSIGNED' });
  });
});
