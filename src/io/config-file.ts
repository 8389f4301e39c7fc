// A YAML file of evaluate inputs under their flag names (aqr evaluate --config,
// and the action's config input). Paths in it are relative to the file itself,
// as in tsconfig and eslint configs, so it works from any working directory.
import { existsSync } from 'node:fs';
import { dirname, isAbsolute, join } from 'node:path';
import { EVALUATE_FLAGS, type EvaluateFlag, type FlagValues } from '../flags.js';
import { AqrError } from '../errors.js';
import { readDocument } from '../doc/read.js';
import { posixRelative } from './files.js';
import { readTextFile } from './read-text.js';

/** Inputs that name files, folders or globs: resolved against the config file's folder. */
export const CONFIG_PATH_INPUTS = [
  'profile',
  'measures',
  'trials',
  'evidence',
  'tallies',
  'task-manifest',
  'eval-definition',
  'harness',
  'code',
  'authority',
  'decisions',
  'signals',
  'acceptance-rule',
  'rollback-to',
  'out',
  'key',
] as const satisfies readonly EvaluateFlag[];

export async function readConfig(file: string): Promise<FlagValues> {
  return configFromText(await readTextFile(file, 'config'), file);
}

/** A config's text (from the checkout, or from a commit: the bar paths the base named). */
export async function configFromText(text: string, file: string): Promise<FlagValues> {
  const parsed = await readDocument(text, file);
  const v = parsed.value;
  if (v === null || typeof v !== 'object' || Array.isArray(v))
    throw new AqrError('ERR_INPUT_INVALID', 'a config is a mapping of flag names to values', { file, line: 1 });
  const out: FlagValues = {};
  for (const [k, x] of Object.entries(v)) {
    const at = () => {
      const line = parsed.lineOf([k]);
      return { file, field: k, ...(line === undefined ? {} : { line }) };
    };
    // Own properties only: constructor, toString or __proto__ are no evaluate input.
    const flag = Object.hasOwn(EVALUATE_FLAGS, k) ? EVALUATE_FLAGS[k as EvaluateFlag] : undefined;
    if (!flag) throw new AqrError('ERR_INPUT_INVALID', 'is not an evaluate input (see aqr evaluate --help)', at());
    if (flag.kind === 'boolean') {
      if (typeof x !== 'boolean') throw new AqrError('ERR_INPUT_INVALID', 'must be true or false', at());
      out[k as EvaluateFlag] = x;
    } else if (flag.kind === 'list') {
      const list = Array.isArray(x) ? x : [x];
      if (list.some((s) => typeof s !== 'string' && typeof s !== 'number'))
        throw new AqrError('ERR_INPUT_INVALID', 'must be a string or a list of strings', at());
      out[k as EvaluateFlag] = list.map(String);
    } else {
      if (typeof x !== 'string' && typeof x !== 'number') throw new AqrError('ERR_INPUT_INVALID', 'must be a string', at());
      out[k as EvaluateFlag] = String(x);
    }
  }
  return resolvePaths(out, dirname(file));
}

/**
 * Each path input, made relative to the working directory from the config's
 * folder. A profile id (sg/coding-agent@0.1), a digest and `auto` are not
 * paths: they stay as written unless a file of that name sits beside the config.
 */
export function resolvePaths(values: FlagValues, dir: string): FlagValues {
  const one = (p: string): string => (p === '' || isAbsolute(p) ? p : posixRelative(join(dir, p)) || '.');
  for (const k of CONFIG_PATH_INPUTS) {
    const v = values[k];
    if (typeof v === 'string') {
      const notAPath = (k === 'profile' && /@[0-9]/.test(v)) || (k === 'rollback-to' && (v.startsWith('sha256:') || v === 'auto'));
      if (!notAPath || existsSync(join(dir, v))) values[k] = one(v);
    } else if (Array.isArray(v)) values[k] = v.map(one);
  }
  return values;
}
