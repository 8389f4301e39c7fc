// What signals may decide: the acceptance rule (a custom gate) and unresolved
// blocking escalations of the severities the profile names. Everything else
// from signals is advisory (soft holds), never a gate.
import type { SignalRules } from '../profile/types.js';
import type { SignalsReport } from '../signals/analysis.js';
import type { GateResult } from './gates.js';
import { explainAcceptance } from '../signals/ocp/acceptance.js';
import { CLI_WORDS, type InputWords } from './words.js';

export const ACCEPTANCE_GATE = 'signals.acceptance_rule';
export const ESCALATION_GATE = 'signals.no_blocking_escalation';

export function signalGates(report: SignalsReport | undefined, rules: SignalRules, words: InputWords = CLI_WORDS): GateResult[] {
  const out: GateResult[] = [];
  const accepted = report?.acceptance ?? [];
  if (accepted.length > 0 || rules.require_acceptance) {
    const base = { id: ACCEPTANCE_GATE, source: 'custom' as const };
    const label = (a: (typeof accepted)[number]) => `acceptance rule ${a.rule}${a.run ? ` (run ${a.run})` : ''}`;
    const rejected = accepted.filter((a) => a.result === 'rejected');
    const unknown = accepted.filter((a) => a.result === 'unknown');
    const contradicted = accepted.filter((a) => a.contradiction !== undefined);
    if (accepted.length === 0)
      out.push({
        ...base,
        result: 'missing',
        reason: `${ACCEPTANCE_GATE}: the profile requires an acceptance rule and no run document or ${words.input('acceptance-rule')} gave one`,
      });
    else if (rejected.length > 0) out.push({ ...base, result: 'fail', reason: rejected.map((a) => `${label(a)} rejected${explainAcceptance(a)}`).join('; ') });
    else if (contradicted.length > 0)
      out.push({ ...base, result: 'missing', contradicted: true, reason: `${ACCEPTANCE_GATE}: ${contradicted.map((a) => a.contradiction).join('; ')}` });
    else if (unknown.length > 0)
      out.push({ ...base, result: 'missing', reason: unknown.map((a) => `${label(a)} is unknown${explainAcceptance(a)}`).join('; ') });
    else out.push({ ...base, result: 'pass', reason: `${accepted.map(label).join(', ')} accepted (weakest tier ${accepted.map((a) => a.tier).join('/')})` });
  }
  const severities = rules.blocking_escalation ?? [];
  if (severities.length > 0) {
    const base = { id: ESCALATION_GATE, source: 'custom' as const };
    if (!report) out.push({ ...base, result: 'missing', reason: `${ESCALATION_GATE}: the profile gates on blocking escalations and no signals were given` });
    else {
      const by = report.agents.escalations.unresolvedBlockingBySeverity;
      const open = severities.reduce((n, s) => n + (by[s] ?? 0), 0);
      out.push(
        open > 0
          ? { ...base, result: 'fail', reason: `${open} unresolved blocking escalation(s) of severity ${severities.join('/')}` }
          : { ...base, result: 'pass', reason: `no unresolved blocking escalation of severity ${severities.join('/')}` },
      );
    }
  }
  return out;
}
