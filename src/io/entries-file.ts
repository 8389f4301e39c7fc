// Measures and decisions given as files: a YAML/JSON list, or a mapping with
// the list under one key. Each entry is checked where it stands (file, line).
import { AqrError } from '../errors.js';
import type { Decision } from '../gate/gates.js';
import type { Parsed } from '../doc/parsed.js';
import { readDocument } from '../doc/read.js';
import { measureProblems } from '../record/registry.js';
import { schemaError } from '../doc/schema-error.js';
import type { Measure } from '../record/types.js';
import { conformsTo } from '../doc/fast/conforms.js';
import { decisionValidator, measureValidator } from '../doc/validator/entries.js';
import { expandFiles } from './files.js';
import { readTextFile } from './read-text.js';

export interface Located<T> {
  value: T;
  file: string;
  line?: number;
}

async function entries(
  patterns: readonly string[],
  key: string,
  what: string,
): Promise<{ parsed: Parsed; file: string; list: unknown[]; base: (string | number)[] }[]> {
  const texts = [];
  for (const file of await expandFiles(patterns, what)) texts.push({ file, text: await readTextFile(file, what) });
  return entriesOf(texts, key, what);
}

async function entriesOf(
  texts: readonly { file: string; text: string }[],
  key: string,
  what: string,
): Promise<{ parsed: Parsed; file: string; list: unknown[]; base: (string | number)[] }[]> {
  const out = [];
  for (const { file, text } of texts) {
    const parsed = await readDocument(text, file);
    const v = parsed.value;
    const list = Array.isArray(v) ? v : (v as Record<string, unknown> | null)?.[key];
    if (!Array.isArray(list))
      throw new AqrError('ERR_INPUT_INVALID', `expected a list of ${what} entries, or a mapping with a ${key}: list`, { file, line: 1 });
    out.push({ parsed, file, list, base: Array.isArray(v) ? [] : [key] });
  }
  return out;
}

export async function readMeasures(patterns: readonly string[]): Promise<Located<Measure>[]> {
  const out: Located<Measure>[] = [];
  for (const { parsed, file, list, base } of await entries(patterns, 'measures', 'measures')) {
    list.forEach((m, i) => {
      const at = [...base, i];
      const sub = { lineOf: (p: readonly (string | number)[]) => parsed.lineOf([...at, ...p]) };
      if (!conformsTo('measure', m)) {
        const validMeasure = measureValidator();
        if (!validMeasure(m)) throw schemaError(validMeasure.errors, sub, file);
      }
      const problem = measureProblems(m as Measure)[0];
      if (problem) {
        const line = parsed.lineOf([...at, problem.field]);
        throw new AqrError('ERR_INPUT_INVALID', problem.message, { file, field: problem.field, ...(line === undefined ? {} : { line }) });
      }
      const line = parsed.lineOf(at);
      out.push({ value: m as Measure, file, ...(line === undefined ? {} : { line }) });
    });
  }
  return out;
}

export async function readDecisions(patterns: readonly string[]): Promise<Decision[]> {
  return decisionsOf(await entries(patterns, 'decisions', 'decisions'));
}

/** Decisions from files' texts already read (from the checkout, git or GitHub). */
export async function decisionsFromTexts(texts: readonly { file: string; text: string }[]): Promise<Decision[]> {
  return decisionsOf(await entriesOf(texts, 'decisions', 'decisions'));
}

function decisionsOf(files: Awaited<ReturnType<typeof entriesOf>>): Decision[] {
  const out: Decision[] = [];
  for (const { parsed, file, list, base } of files) {
    list.forEach((d, i) => {
      const at = [...base, i];
      if (!conformsTo('decision', d)) {
        const validDecision = decisionValidator();
        if (!validDecision(d)) throw schemaError(validDecision.errors, { lineOf: (p) => parsed.lineOf([...at, ...p]) }, file);
      }
      if (out.some((o) => o.id === (d as Decision).id))
        throw new AqrError('ERR_INPUT_DUPLICATE', `decision ${(d as Decision).id} is given twice`, { file, ...lineAt(parsed, at) });
      out.push(d as Decision);
    });
  }
  return out;
}

function lineAt(parsed: Parsed, path: (string | number)[]): { line?: number } {
  const line = parsed.lineOf(path);
  return line === undefined ? {} : { line };
}
