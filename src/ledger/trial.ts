// One line of the native trial ledger (format aqr.trials/1): one attempt at one task.
import { excerpt } from '../errors.js';
import type { Split } from '../record/types.js';

export interface Trial {
  task_id: string;
  /** 1-based. */
  attempt: number;
  passed: boolean;
  split?: Exclude<Split, 'all'>;
  cost_usd?: number;
  tokens?: number;
  latency_s?: number;
  violations?: { policy?: number; tool_abuse?: number; isolation?: number };
}

export const LEDGER_FORMAT = 'aqr.trials/1';

const FIELDS = 'is not a trial field (task_id, attempt, passed, split, cost_usd, tokens, latency_s, violations)';

/** The field and what is wrong with it, or undefined when the value is a trial. */
export function trialProblem(v: unknown): { field: string; message: string } | undefined {
  if (v === null || typeof v !== 'object' || Array.isArray(v)) return { field: '(line)', message: 'a trial is a JSON object' };
  const t = v as Record<string, unknown>;
  // A switch over the keys JSON.parse made (internalised strings): a third of
  // the cost of a Set lookup a key, on a path taken a million times a run.
  for (const k in t) {
    switch (k) {
      case 'task_id':
      case 'attempt':
      case 'passed':
      case 'split':
      case 'cost_usd':
      case 'tokens':
      case 'latency_s':
      case 'violations':
        continue;
      default:
        return { field: k, message: FIELDS };
    }
  }
  if (typeof t['task_id'] !== 'string' || t['task_id'] === '') return { field: 'task_id', message: 'must be a non-empty string' };
  const a = t['attempt'];
  if (typeof a !== 'number' || !Number.isInteger(a) || a < 1) return { field: 'attempt', message: `must be an integer from 1, got ${excerpt(a)}` };
  if (typeof t['passed'] !== 'boolean') return { field: 'passed', message: `must be true or false, got ${excerpt(t['passed'])}` };
  const s = t['split'];
  if (s !== undefined && s !== 'held-in' && s !== 'held-out') return { field: 'split', message: `must be "held-in" or "held-out", got ${excerpt(s)}` };
  const cost = t['cost_usd'];
  if (cost !== undefined && (typeof cost !== 'number' || !(cost >= 0))) return { field: 'cost_usd', message: `must be a number ≥ 0, got ${excerpt(cost)}` };
  const latency = t['latency_s'];
  if (latency !== undefined && (typeof latency !== 'number' || !(latency >= 0)))
    return { field: 'latency_s', message: `must be a number ≥ 0, got ${excerpt(latency)}` };
  const tok = t['tokens'];
  if (tok !== undefined && (typeof tok !== 'number' || !Number.isInteger(tok) || tok < 0))
    return { field: 'tokens', message: `must be an integer ≥ 0, got ${excerpt(tok)}` };
  const vio = t['violations'];
  if (vio !== undefined) {
    if (vio === null || typeof vio !== 'object' || Array.isArray(vio)) return { field: 'violations', message: 'must be an object of counts' };
    const counts = vio as Record<string, unknown>;
    for (const k in counts) {
      if (k !== 'policy' && k !== 'tool_abuse' && k !== 'isolation')
        return { field: `violations.${k}`, message: 'is not a violation kind (policy, tool_abuse, isolation)' };
      const n = counts[k];
      if (typeof n !== 'number' || !Number.isInteger(n) || n < 0) return { field: `violations.${k}`, message: `must be an integer ≥ 0, got ${excerpt(n)}` };
    }
  }
  return undefined;
}
