// A GateView from its plain parts, the derived ones (rows, reason lines, the
// level's why, the short digest) made as gateView makes them: for tests that
// build a view by hand rather than from a record.
import { gateLine, reasonLines, shortDigest, type GateView } from '../../src/report/view.js';
import { levelWhy } from '../../src/report/wording.js';

type Derived = 'rows' | 'reasonLines' | 'levelWhy' | 'shortDigest' | 'links';

export function viewOf(v: Omit<GateView, Derived> & Partial<Pick<GateView, Derived>>): GateView {
  const rows = v.rows ?? v.gates.map((g) => gateLine(g));
  return {
    ...v,
    rows,
    reasonLines: v.reasonLines ?? reasonLines(v.reasons, v.gates, rows, 'action'),
    levelWhy: v.levelWhy ?? levelWhy(v.level, undefined),
    shortDigest: v.shortDigest ?? shortDigest(v.recordDigest),
    links: v.links ?? {},
  };
}
