// The conformance level of one record: levels are cumulative, so the first
// level with unmet requirements ends the climb and those requirements are the
// answer.
import type { AgentQualityRecord } from '../record/types.js';
import { level1 } from './level1.js';
import { level2 } from './level2.js';
import { level3 } from './level3.js';
import { level4 } from './level4.js';
import type { CheckOptions, CheckResult, Unmet } from './types.js';
import type { ReplayResult } from '../replay/replay.js';

export async function checkRecord(value: unknown, options: CheckOptions = {}): Promise<CheckResult> {
  const l1 = level1(value);
  if (l1.length > 0) return { level: null, unmet: l1 };
  const record = value as AgentQualityRecord;
  const l2 = level2(record);
  if (l2.length > 0) return { level: 'L1', unmet: l2 };
  const l3 = level3(record);
  if (l3.length > 0) return { level: 'L2', unmet: l3 };
  const l4 = await level4(record, options);
  if (l4.length > 0) return { level: 'L3', unmet: l4 };
  return { level: 'L4', unmet: [] };
}

/** A replay's mismatches as L4's unmet requirements (`REPLAY_<code>`), for the replay hook. */
export function replayUnmet(r: ReplayResult): Unmet[] {
  return r.mismatches.map((m) => ({ level: 'L4', code: `REPLAY_${m.code}`, message: `replay: ${m.message}` }));
}
