// L3: reliability over repeated runs, a pinned judge with human agreement when
// anything was judged, and evaluator independence asserted.
import { lookupMeasure } from '../record/registry.js';
import type { AgentQualityRecord } from '../record/types.js';
import type { Unmet } from './types.js';

export function level3(r: AgentQualityRecord): Unmet[] {
  const out: Unmet[] = [];
  if (!r.measures.some((m) => m.id === 'reliability.pass_hat_k' && (m.k ?? 0) >= 2))
    out.push({
      level: 'L3',
      code: 'PASS_HAT_K_MISSING',
      path: ['measures'],
      message: 'reliability.pass_hat_k with k ≥ 2 is not reported: reliability across repeated runs is unknown',
    });
  if (!r.assurance.evaluator_independent)
    out.push({
      level: 'L3',
      code: 'EVALUATOR_NOT_INDEPENDENT',
      path: ['assurance', 'evaluator_independent'],
      message: 'assurance.evaluator_independent is false: the grader may have seen the worker’s own account',
    });
  const judged = r.measures.filter((m) => lookupMeasure(m.id)?.kind === 'judged').map((m) => m.id);
  if (judged.length > 0) {
    const judge = r.assurance.judge;
    if (!judge)
      out.push({
        level: 'L3',
        code: 'JUDGE_NOT_PINNED',
        path: ['assurance'],
        message: `judged measures (${judged.join(', ')}) but no assurance.judge pins the judge id and model`,
      });
    else if (judge.human_agreement_kappa === undefined)
      out.push({
        level: 'L3',
        code: 'JUDGE_KAPPA_MISSING',
        path: ['assurance', 'judge'],
        message: `judged measures (${judged.join(', ')}) but assurance.judge has no human_agreement_kappa`,
      });
  }
  return out;
}
