// An acceptance rule from a file: the rule itself, or a document holding one
// under acceptance_rule (a run document works).
import { AqrError } from '../errors.js';
import { readDocument } from '../doc/read.js';
import type { AcceptanceRule } from '../signals/ocp/types.js';
import { ruleProblem } from '../signals/ocp/validate.js';
import { readTextFile, type ReadText } from './read-text.js';

export async function readRule(file: string, read: ReadText = readTextFile): Promise<AcceptanceRule> {
  const parsed = await readDocument(await read(file, 'acceptance rule'), file);
  const doc = parsed.value as { acceptance_rule?: unknown; run?: { acceptance_rule?: unknown } } | null;
  const v = doc?.acceptance_rule ?? doc?.run?.acceptance_rule ?? parsed.value;
  const problem = ruleProblem(v);
  if (problem) throw new AqrError('ERR_INPUT_INVALID', `${problem} (E195)`, { file, line: 1 });
  return v as AcceptanceRule;
}
