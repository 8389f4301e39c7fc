// `aqr verify --bar FILE...`: the bar files an auditor holds against the bar a
// record names in its sidecar (`<record>.bar.json`): same path, same sha256.
import type { BarFileDigest, BarRecord } from '../bar/types.js';
import { AqrError } from '../errors.js';
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { fileSha256Hex } from '../io/digest.js';
import { BUILT_IN, builtInProfileDir } from '../io/profile-file.js';
import { posixRelative } from '../io/files.js';
import { readTextFile } from '../io/read-text.js';
import { besideRecord } from '../io/beside.js';

export interface BarCheck {
  ok: boolean;
  /** The sidecar read. */
  file: string;
  ref: string | null;
  /** Files whose digest matched. */
  confirmed: string[];
  mismatches: string[];
  /** Files of the bar that were not given, so not checked. */
  unchecked: string[];
}

/** The bar files given, each against the digest `<record>.bar.json` names for its path (built-in profiles against the installed copy). */
export async function checkBar(recordFile: string, given: readonly string[]): Promise<BarCheck> {
  const file = besideRecord(recordFile, '.bar.json');
  const bar = parseBarRecord(await readTextFile(file, 'bar record'), file);
  const out: BarCheck = { ok: true, file, ref: bar.ref, confirmed: [], mismatches: [], unchecked: [] };
  const seen = new Set<BarFileDigest>();
  for (const g of given) {
    const path = posixRelative(g);
    const entries = bar.files.filter((f) => f.path === path);
    if (entries.length === 0) {
      out.mismatches.push(`${path} is not a file of the bar the record names`);
      continue;
    }
    const hex = await fileSha256Hex(g);
    for (const e of entries) {
      seen.add(e);
      if (e.sha256 === hex) out.confirmed.push(path);
      else out.mismatches.push(`${path} (${e.role}): sha256 ${hex}, the record's bar names ${e.sha256}`);
    }
  }
  for (const f of bar.files) {
    if (seen.has(f)) continue;
    // A built-in profile (named by id@version) is checked against this installation's copy.
    const builtIn = f.role === 'profile' && BUILT_IN.test(f.path) ? join(builtInProfileDir(), `${f.path}.yaml`) : undefined;
    if (!builtIn || !existsSync(builtIn)) out.unchecked.push(f.path);
    else if ((await fileSha256Hex(builtIn)) === f.sha256) out.confirmed.push(`${f.path} (built in)`);
    else out.mismatches.push(`${f.path} (built-in profile): this installation's copy differs from the one the record's bar names`);
  }
  out.ok = out.mismatches.length === 0;
  return out;
}

function parseBarRecord(text: string, file: string): BarRecord {
  let v: unknown;
  try {
    v = JSON.parse(text);
  } catch {
    throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (a bar record written beside the record)', { file });
  }
  const b = v as Partial<BarRecord> | null;
  const okFile = (f: unknown) => {
    const x = f as Partial<BarFileDigest> | null;
    return x !== null && typeof x === 'object' && typeof x.role === 'string' && typeof x.path === 'string' && typeof x.sha256 === 'string' && /^[0-9a-f]{64}$/.test(x.sha256);
  };
  if (b === null || typeof b !== 'object' || !(b.ref === null || typeof b.ref === 'string') || typeof b.changed !== 'boolean' || !Array.isArray(b.files) || !b.files.every(okFile))
    throw new AqrError('ERR_INPUT_INVALID', 'is not a bar record ({ref, files: [{role, path, sha256}], changed})', { file });
  return b as BarRecord;
}
