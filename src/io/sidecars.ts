// The sidecars a surface reads beside a record after the run (`aqr comment`):
// the detail (`.detail.json`, report/detail.ts) and the stats sidecar
// (`.stats.json`). Each is optional: absent, it is not used; present but not
// the record's (another record's digest, another format), it is not used and
// the caller is told why in one line. Never a source of the verdict.
import { existsSync } from 'node:fs';
import { STATS_FORMAT, type StatsSidecar } from '../gate/stats.js';
import { readDetail, type DetailSidecar } from '../report/detail.js';
import { besideRecord } from './beside.js';
import { readJsonFile } from './json-file.js';

/** A detail sidecar lists every task's outcomes (`tasks.results`): about 100 bytes a task, so 200,000 tasks fit. */
export const MAX_DETAIL_BYTES = 64 * 1024 * 1024;

export interface Sidecars {
  detail?: DetailSidecar;
  stats?: StatsSidecar;
  /** One line per sidecar found but not used. */
  notes: string[];
}

export async function readSidecars(recordPath: string, recordDigest: string): Promise<Sidecars> {
  const out: Sidecars = { notes: [] };
  const detailPath = besideRecord(recordPath, '.detail.json');
  if (existsSync(detailPath)) {
    const d = readDetail(await readJsonFile(detailPath, 'detail sidecar', (e) => `is not JSON (${e.message})`, MAX_DETAIL_BYTES), recordDigest);
    if (typeof d === 'string') out.notes.push(`${detailPath}: not used: ${d}`);
    else out.detail = d;
  }
  const statsPath = besideRecord(recordPath, '.stats.json');
  if (existsSync(statsPath)) {
    const s = await readJsonFile(statsPath, 'stats sidecar', (e) => `is not JSON (${e.message})`);
    if (isStats(s)) out.stats = s;
    else out.notes.push(`${statsPath}: not used: not a stats sidecar (format ${STATS_FORMAT})`);
  }
  return out;
}

function isStats(v: unknown): v is StatsSidecar {
  if (typeof v !== 'object' || v === null) return false;
  const s = v as Record<string, unknown>;
  return s['format'] === STATS_FORMAT && ['bounds', 'regressions', 'shadow', 'notices'].every((k) => Array.isArray(s[k]));
}
