// The task set: which tasks exist, which split each belongs to, which are
// contamination probes (canaries that must fail).
import { AqrError } from '../errors.js';
import { eachBlockListItem } from '../doc/fast/block-list.js';
import { eachJsonListItem } from '../doc/fast/json-list.js';
import type { Parsed } from '../doc/parsed.js';
import { readDocument } from '../doc/read.js';
import { detectSyntax, MAX_YAML_CHARS } from '../doc/syntax.js';
import type { Split } from '../record/types.js';

export interface ManifestTask {
  id: string;
  split: Exclude<Split, 'all'>;
  canary: boolean;
  /** Position in the manifest: the ledger keeps its per-task state at this index. */
  index: number;
  /** Trajectory rules, when the task declares them (required in order, forbidden, at most). */
  steps?: { required?: string[]; forbidden?: string[]; max?: number };
  /**
   * The digest of each part of the task's definition as the eval tool writes it
   * into every result (promptfoo: `assert`, `vars`; Inspect: `scorers`,
   * `target`; DeepEval: `metrics`), `sha256:` over RFC 8785 JSON: an imported
   * attempt graded by another definition holds (src/import/definition.ts).
   */
  definition?: Record<string, string>;
  /** The Agent Card skill (its `id`) the task exercises, when the task names one (src/gate/blocks.ts). */
  skill?: string;
}

export interface Manifest {
  tasks: Map<string, ManifestTask>;
  /** Non-canary tasks per split. */
  held_in: number;
  held_out: number;
  canary_ids: string[];
}

/** Where a task's field is, for an error. */
type Place = (i: number, field?: string) => { file: string; field: string; line?: number };

/** The tasks as they are added: each checked, indexed and counted. */
class TaskList {
  readonly tasks = new Map<string, ManifestTask>();
  readonly canary_ids: string[] = [];
  held_in = 0;
  held_out = 0;

  constructor(private readonly where: Place) {}

  add(t: unknown, i: number): void {
    const where = this.where;
    if (t === null || typeof t !== 'object' || Array.isArray(t)) throw new AqrError('ERR_INPUT_INVALID', 'a task is a mapping with id and split', where(i));
    // Tasks may carry their own fields (prompt, …); the gate reads only these.
    const { id, split, canary, required_steps, forbidden_steps, max_steps, definition, skill } = t as Record<string, unknown>;
    if (typeof id !== 'string' || id === '') throw new AqrError('ERR_INPUT_INVALID', 'needs an id (a non-empty string)', where(i, 'id'));
    if (split !== 'held-in' && split !== 'held-out')
      throw new AqrError('ERR_INPUT_INVALID', `split must be "held-in" or "held-out", got ${JSON.stringify(split)}`, where(i, 'split'));
    if (canary !== undefined && typeof canary !== 'boolean') throw new AqrError('ERR_INPUT_INVALID', 'canary must be true or false', where(i, 'canary'));
    const tasks = this.tasks;
    if (tasks.has(id)) throw new AqrError('ERR_INPUT_DUPLICATE', `task ${id} is listed twice`, where(i, 'id'));
    // The split as a literal: one string for every task, not a copy of the text's per task.
    const task: ManifestTask = { id, split: split === 'held-in' ? 'held-in' : 'held-out', canary: canary === true, index: tasks.size };
    if (required_steps !== undefined || forbidden_steps !== undefined || max_steps !== undefined) {
      const required = this.names(required_steps, i, 'required_steps');
      const forbidden = this.names(forbidden_steps, i, 'forbidden_steps');
      if (max_steps !== undefined && (typeof max_steps !== 'number' || !Number.isInteger(max_steps) || max_steps < 0))
        throw new AqrError('ERR_INPUT_INVALID', 'must be an integer ≥ 0', where(i, 'max_steps'));
      task.steps = { ...(required ? { required } : {}), ...(forbidden ? { forbidden } : {}), ...(max_steps !== undefined ? { max: max_steps as number } : {}) };
    }
    if (definition !== undefined) task.definition = this.definition(definition, i);
    if (skill !== undefined) {
      if (typeof skill !== 'string' || skill === '')
        throw new AqrError('ERR_INPUT_INVALID', 'skill must be a non-empty string (an Agent Card skill id)', where(i, 'skill'));
      task.skill = skill;
    }
    tasks.set(id, task);
    if (canary === true) this.canary_ids.push(id);
    else if (split === 'held-in') this.held_in++;
    else this.held_out++;
  }

  manifest(): Manifest {
    return { tasks: this.tasks, held_in: this.held_in, held_out: this.held_out, canary_ids: this.canary_ids };
  }

  private definition(v: unknown, i: number): Record<string, string> {
    const digest = /^sha256:[0-9a-f]{64}$/;
    if (v === null || typeof v !== 'object' || Array.isArray(v) || Object.keys(v).length === 0)
      throw new AqrError(
        'ERR_INPUT_INVALID',
        'must map each part of the definition to its digest ({assert: "sha256:…", vars: "sha256:…"})',
        this.where(i, 'definition'),
      );
    const out: Record<string, string> = {};
    for (const [part, d] of Object.entries(v as Record<string, unknown>)) {
      if (typeof d !== 'string' || !digest.test(d))
        throw new AqrError('ERR_INPUT_INVALID', 'must be a sha256 digest (sha256: and 64 lowercase hex digits)', this.where(i, `definition.${part}`));
      out[part] = d;
    }
    return out;
  }

  private names(v: unknown, i: number, field: string): string[] | undefined {
    if (v === undefined) return undefined;
    if (!Array.isArray(v) || v.some((x) => typeof x !== 'string' || x === ''))
      throw new AqrError('ERR_INPUT_INVALID', 'must be a list of step (tool) names', this.where(i, field));
    return v as string[];
  }
}

export function readManifest(parsed: Parsed, file: string): Manifest {
  const v = parsed.value;
  const list = Array.isArray(v) ? v : (v as { tasks?: unknown } | null)?.tasks;
  const base: (string | number)[] = Array.isArray(v) ? [] : ['tasks'];
  if (!Array.isArray(list)) throw new AqrError('ERR_INPUT_INVALID', 'a task manifest is a list of tasks, or a mapping with a tasks: list', { file, line: 1 });
  // Where a task's field is, for errors only: the line is looked up then (a
  // bulk JSON manifest is parsed again for it), never for the tasks that are fine.
  const set = new TaskList((i, field) => {
    const path = field ? [...base, i, field] : [...base, i];
    const line = parsed.lineOf(path);
    return { file, field: `tasks[${i}]${field ? `.${field}` : ''}`, ...(line === undefined ? {} : { line }) };
  });
  for (let i = 0; i < list.length; i++) set.add(list[i], i);
  return set.manifest();
}

/**
 * The task manifest in `text`, JSON or YAML, as readManifest reads it. A YAML
 * list in the simple shape of a large manifest is folded task by task as
 * block-list.ts reads it, so no list of 200,000 parsed tasks is kept beside
 * the task set. Anything else, a bad task included, is read again the full way,
 * so every error is the one readManifest gives, with its line.
 */
export async function manifestFromText(text: string, file: string): Promise<Manifest> {
  const body = text.charCodeAt(0) === 0xfeff ? text.slice(1) : text;
  // A JSON list is folded item by item too (json-list.ts): JSON.parse would keep every task twice at the peak.
  const json = detectSyntax(body) === 'json';
  if (json || body.length <= MAX_YAML_CHARS) {
    const set = new TaskList(() => ({ file, field: '' }));
    try {
      const key = (json ? eachJsonListItem : eachBlockListItem)(body, (t, i) => set.add(t, i));
      if (key === undefined || key === 'tasks') return set.manifest();
    } catch (e) {
      if (!(e instanceof AqrError)) throw e;
    }
  }
  return readManifest(await readDocument(text, file, { bulk: true }), file);
}
