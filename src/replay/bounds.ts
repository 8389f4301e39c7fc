// Replay of confidence bounds and regression tests: every bound in the stats
// sidecar is recomputed from the ledger (the bootstrap seeded again from the
// per-task sums, so bit for bit), and the gate's recorded result must follow it. The sidecar is
// not signed, so it only names what to recompute: its thresholds must be the
// record's own, and a bound that would let a gate pass must hold on the ledger.
import { boundGate, statsContext, type Baseline } from '../gate/bounds.js';
import { STATS_FORMAT, type StatsSidecar } from '../gate/stats.js';
import { AqrError } from '../errors.js';
import type { LedgerResult } from '../ledger/measures.js';
import type { ProfileGate } from '../profile/types.js';
import type { AgentQualityRecord } from '../record/types.js';
import { newcombe } from '../gate/interval.js';
import { mcnemarExact, pairedDrop } from '../gate/paired.js';
import { DIGEST_RE } from '../record/digest.js';

export interface BoundMismatch {
  code: 'STATS_MISMATCH';
  what: string;
  recorded: unknown;
  recomputed: unknown;
  message: string;
}

const gateKey = (g: { id: string; split?: string | undefined }) => `${g.id}|${g.split ?? ''}`;

/** Recomputes each bound; returns the mismatches and the gates whose result a bound decided. */
export function replayBounds(
  record: AgentQualityRecord,
  recomputed: LedgerResult,
  stats: StatsSidecar,
  baseline?: Baseline,
): { mismatches: BoundMismatch[]; judged: Set<string>; confirmed: number } {
  const out: BoundMismatch[] = [];
  const judged = new Set<string>();
  let confirmed = 0;
  const miss = (what: string, recorded: unknown, again: unknown, message: string) =>
    out.push({ code: 'STATS_MISMATCH', what, recorded, recomputed: again, message });
  for (const b of stats.bounds) {
    const what = `bound of ${b.id}${b.split ? ` (${b.split})` : ''}`;
    const gate = record.gates.find((g) => gateKey(g) === gateKey(b));
    // A gate the record gives a floor is bounded as that floor, never as some ceiling the sidecar names.
    if ((b.kind === 'floor' || gate?.floor !== undefined) && (b.kind !== 'floor' || gate?.floor !== b.threshold)) {
      miss(
        what,
        `${b.kind} ${b.threshold}`,
        gate?.floor ?? null,
        `${what}: the sidecar's ${b.kind} ${b.threshold} is not the record's floor (${gate?.floor ?? 'no such gate'})`,
      );
      continue;
    }
    const m = recomputed.measures.find((x) => x.id === b.id && (x.split ?? '') === (b.split ?? '') && (x.k ?? 0) === (b.k ?? 0));
    if (!m || typeof m.value !== 'number') {
      miss(what, b.value, null, `${what}: the ledger gives no value to bound`);
      continue;
    }
    const g: ProfileGate = {
      id: b.id,
      ...(b.split ? { split: b.split } : {}),
      ...(b.k !== undefined ? { k: b.k } : {}),
      [b.kind]: b.threshold,
      confidence: b.confidence,
      ...(b.method === 'bootstrap' ? (b.resamples !== undefined ? { resamples: b.resamples } : {}) : { method: b.method }),
    };
    const again = boundGate(g, m, statsContext(recomputed));
    // A sidecar that names its seed names the data it drew from: the ledger's per-task sums must give the same.
    if (b.seed !== undefined && b.seed !== again.seed) {
      miss(
        what,
        b.seed,
        again.seed ?? null,
        `${what}: the sidecar's bootstrap seed ${b.seed} is not the ${again.seed ?? 'none'} the ledger's per-task sums give`,
      );
      continue;
    }
    // JSON has no ∞: an unbounded bootstrap bound is written as null.
    const lower = b.lower ?? Infinity;
    const upper = b.upper ?? Infinity;
    if (again.lower !== lower || again.upper !== upper || again.result !== b.result) {
      miss(
        what,
        { lower: b.lower, upper: b.upper, result: b.result },
        { lower: again.lower, upper: again.upper, result: again.result },
        `${what}: recorded [${b.lower}, ${b.upper}] ${b.result}, recomputed [${again.lower}, ${again.upper}] ${again.result}`,
      );
      continue;
    }
    // The tallies the bound stands on are shown to readers (the comment, verify.html): they must be the ledger's too.
    if (again.value !== b.value || again.n !== b.n || again.x !== b.x) {
      miss(
        what,
        { value: b.value, n: b.n, x: b.x },
        { value: again.value, n: again.n, x: again.x },
        `${what}: the sidecar says ${tally(b)}, the ledger gives ${tally(again)}`,
      );
      continue;
    }
    if (gate) {
      // Only a bound that did not pass explains a recorded fail above the floor; a recorded pass still meets the floor check.
      if (again.result !== 'pass') judged.add(gateKey(gate));
      // An inconclusive or failed bound is written as fail; a pass must have passed.
      const expected = again.result === 'pass' ? 'pass' : 'fail';
      if (gate.result !== expected && !(expected === 'pass' && gate.result === 'fail'))
        miss(`gate ${b.id}`, gate.result, expected, `gate ${b.id}: recorded ${gate.result}, but its bound on the ledger is ${again.result}`);
      else confirmed++;
    } else confirmed++;
  }
  for (const t of stats.regressions) {
    const what = `regression of ${t.id}${t.split ? ` (${t.split})` : ''}`;
    const c = (recomputed.counts ?? []).find((x) => x.id === t.id && (x.split ?? '') === (t.split ?? '') && (x.k ?? 0) === (t.k ?? 0));
    if (!c || c.x !== t.current.x || c.n !== t.current.n) {
      miss(what, t.current, c ? { x: c.x, n: c.n } : null, `${what}: the sidecar's current counts are not the ledger's`);
      continue;
    }
    if (baseline && baseline.record_id === t.baseline.record_id) {
      const b = baseline.measures.find((x) => x.id === t.id && (x.split ?? '') === (t.split ?? '') && (x.k ?? 0) === (t.k ?? 0));
      if (!b || b.value !== t.baseline.value || b.n !== t.baseline.n) {
        miss(what, t.baseline, b ?? null, `${what}: the baseline record does not say what the sidecar says of it`);
        continue;
      }
    }
    // A paired test is recomputed from its discordant counts: the baseline's per-task results are not replayed here.
    const p = t.test === 'mcnemar-exact' ? t.paired : undefined;
    if (t.test === 'mcnemar-exact' && (!p || p.p_value !== mcnemarExact(p.newly_failing, p.newly_passing))) {
      miss(what, p?.p_value ?? null, p ? mcnemarExact(p.newly_failing, p.newly_passing) : null, `${what}: the sidecar's McNemar p-value is not its counts'`);
      continue;
    }
    const drop = p ? pairedDrop(p.newly_failing, p.newly_passing, p.n, t.confidence) : newcombe(t.baseline.x, t.baseline.n, c.x, c.n, t.confidence);
    if (drop.lower !== t.drop.lower || drop.upper !== t.drop.upper)
      miss(what, t.drop, drop, `${what}: recorded drop [${t.drop.lower}, ${t.drop.upper}], recomputed [${drop.lower}, ${drop.upper}]`);
    else confirmed++;
  }
  return { mismatches: out, judged, confirmed };
}

const tally = (b: { value: number; n: number; x?: number | undefined }) => `value ${b.value} on n=${b.n}${b.x !== undefined ? ` (x=${b.x})` : ''}`;

const isNum = (x: unknown): x is number => typeof x === 'number' && Number.isFinite(x);
const isLevel = (x: unknown) => isNum(x) && x > 0.5 && x < 1;
const isCount = (x: unknown) => isNum(x) && Number.isInteger(x) && x >= 0;
const isObj = (x: unknown): x is Record<string, unknown> => typeof x === 'object' && x !== null && !Array.isArray(x);

/** A paired regression's counts: b + c discordant pairs of n, a p-value, and the listed ids as strings. */
function pairedOk(p: unknown): boolean {
  if (!isObj(p) || !isCount(p['n']) || !isCount(p['newly_failing']) || !isCount(p['newly_passing']) || !isNum(p['p_value'])) return false;
  const ids = (x: unknown) => Array.isArray(x) && x.every((e) => typeof e === 'string');
  return (p['newly_failing'] as number) + (p['newly_passing'] as number) <= (p['n'] as number) && ids(p['newly_failing_ids']) && ids(p['newly_passing_ids']);
}

/** The first field of a stats sidecar (or a predicate's stats) that replay cannot take as it is; undefined when all can be. */
export function sidecarProblem(v: Partial<StatsSidecar>): string | undefined {
  const where = (what: string, i: number, field: string) => `${what}[${i}].${field}`;
  for (const [i, b] of (v.bounds ?? []).entries()) {
    if (!isObj(b)) return `bounds[${i}] is not an object`;
    const bad = ((): string | undefined => {
      if (typeof b['id'] !== 'string') return 'id';
      if (b['split'] !== undefined && b['split'] !== 'held-in' && b['split'] !== 'held-out') return 'split';
      if (b['k'] !== undefined && !(isCount(b['k']) && (b['k'] as number) >= 1)) return 'k';
      if (b['kind'] !== 'floor' && b['kind'] !== 'ceiling') return 'kind';
      if (!isNum(b['threshold'])) return 'threshold';
      if (!isLevel(b['confidence'])) return 'confidence';
      if (b['method'] !== 'wilson' && b['method'] !== 'exact' && b['method'] !== 'bootstrap') return 'method';
      if (b['resamples'] !== undefined && !(isCount(b['resamples']) && (b['resamples'] as number) >= 100 && (b['resamples'] as number) <= 100_000))
        return 'resamples';
      if (b['seed'] !== undefined && !(typeof b['seed'] === 'string' && DIGEST_RE.test(b['seed']))) return 'seed';
      if (!(isNum(b['lower']) || b['lower'] === null) || !(isNum(b['upper']) || b['upper'] === null)) return 'lower/upper';
      if (b['result'] !== 'pass' && b['result'] !== 'fail' && b['result'] !== 'inconclusive') return 'result';
      return undefined;
    })();
    if (bad) return `${where('bounds', i, bad)} is missing or out of range`;
  }
  for (const [i, t] of (v.regressions ?? []).entries()) {
    if (!isObj(t)) return `regressions[${i}] is not an object`;
    const counts = (c: unknown) => isObj(c) && isCount(c['x']) && isCount(c['n']) && (c['n'] as number) >= 1 && (c['x'] as number) <= (c['n'] as number);
    const bad = ((): string | undefined => {
      if (typeof t['id'] !== 'string') return 'id';
      if (!isNum(t['max_drop'])) return 'max_drop';
      if (!isLevel(t['confidence'])) return 'confidence';
      if (!counts(t['baseline']) || typeof (t['baseline'] as Record<string, unknown>)['record_id'] !== 'string') return 'baseline';
      if (!counts(t['current'])) return 'current';
      if (!isObj(t['drop']) || !isNum(t['drop']['lower']) || !isNum(t['drop']['upper'])) return 'drop';
      if (t['test'] !== undefined && t['test'] !== 'mcnemar-exact' && t['test'] !== 'newcombe') return 'test';
      if (t['test'] === 'mcnemar-exact' && !pairedOk(t['paired'])) return 'paired';
      return undefined;
    })();
    if (bad) return `${where('regressions', i, bad)} is missing or out of range`;
  }
  return undefined;
}

/** A parsed document as a stats sidecar (`aqr.stats/1`), every field replay reads checked; else an input error naming the file. */
export function asStatsSidecar(v: unknown, file: string): StatsSidecar {
  const s = v as Partial<StatsSidecar> | null;
  if (!s || typeof s !== 'object' || s.format !== STATS_FORMAT || !Array.isArray(s.bounds) || !Array.isArray(s.regressions))
    throw new AqrError('ERR_INPUT_INVALID', `is not a stats sidecar (format ${STATS_FORMAT})`, { file, line: 1 });
  const problem = sidecarProblem(s);
  if (problem) throw new AqrError('ERR_INPUT_INVALID', `stats sidecar: ${problem}`, { file });
  return s as StatsSidecar;
}
