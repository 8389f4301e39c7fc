// The task set: which tasks exist, which split each belongs to, which are
// contamination probes (canaries that must fail).
import { AqrError } from '../errors.js';
import type { Parsed } from '../record/parse.js';
import type { Split } from '../record/types.js';

export interface ManifestTask {
  id: string;
  split: Exclude<Split, 'all'>;
  canary: boolean;
  /** Position in the manifest: the ledger keeps its per-task state at this index. */
  index: number;
  /** Trajectory rules, when the task declares them (required in order, forbidden, at most). */
  steps?: { required?: string[]; forbidden?: string[]; max?: number };
}

export interface Manifest {
  tasks: Map<string, ManifestTask>;
  /** Non-canary tasks per split. */
  held_in: number;
  held_out: number;
  canary_ids: string[];
}

export function readManifest(parsed: Parsed, file: string): Manifest {
  const v = parsed.value;
  const list = Array.isArray(v) ? v : (v as { tasks?: unknown } | null)?.tasks;
  const base: (string | number)[] = Array.isArray(v) ? [] : ['tasks'];
  if (!Array.isArray(list)) throw new AqrError('ERR_INPUT_INVALID', 'a task manifest is a list of tasks, or a mapping with a tasks: list', { file, line: 1 });
  const tasks = new Map<string, ManifestTask>();
  const canary_ids: string[] = [];
  let held_in = 0;
  let held_out = 0;
  list.forEach((t: unknown, i) => {
    const where = (field?: string) => {
      const path = field ? [...base, i, field] : [...base, i];
      const line = parsed.lineOf(path);
      return { file, field: `tasks[${i}]${field ? `.${field}` : ''}`, ...(line === undefined ? {} : { line }) };
    };
    if (t === null || typeof t !== 'object' || Array.isArray(t)) throw new AqrError('ERR_INPUT_INVALID', 'a task is a mapping with id and split', where());
    const { id, split, canary, required_steps, forbidden_steps, max_steps, ...rest } = t as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') throw new AqrError('ERR_INPUT_INVALID', 'needs an id (a non-empty string)', where('id'));
    if (split !== 'held-in' && split !== 'held-out') throw new AqrError('ERR_INPUT_INVALID', `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where('split'));
    if (canary !== undefined && typeof canary !== 'boolean') throw new AqrError('ERR_INPUT_INVALID', 'canary must be true or false', where('canary'));
    if (tasks.has(id)) throw new AqrError('ERR_INPUT_DUPLICATE', `task ${id} is listed twice`, where('id'));
    void rest; // tasks may carry their own fields (prompt, …); the gate reads only these
    const names = (v: unknown, field: string) => {
      if (v === undefined) return undefined;
      if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x === '')) throw new AqrError('ERR_INPUT_INVALID', 'must be a list of step (tool) names', where(field));
      return v as string[];
    };
    const task: ManifestTask = { id, split, canary: canary === true, index: tasks.size };
    const required = names(required_steps, 'required_steps');
    const forbidden = names(forbidden_steps, 'forbidden_steps');
    if (max_steps !== undefined && (typeof max_steps !== 'number' || !Number.isInteger(max_steps) || max_steps < 0)) throw new AqrError('ERR_INPUT_INVALID', 'must be an integer ≥ 0', where('max_steps'));
    if (required || forbidden || max_steps !== undefined) task.steps = { ...(required ? { required } : {}), ...(forbidden ? { forbidden } : {}), ...(max_steps !== undefined ? { max: max_steps as number } : {}) };
    tasks.set(id, task);
    if (canary === true) canary_ids.push(id);
    else if (split === 'held-in') held_in++;
    else held_out++;
  });
  return { tasks, held_in, held_out, canary_ids };
}
