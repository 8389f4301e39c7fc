// The whole config file pinned: when a change is judged against a base (a pull
// request's base commit, `--bar-ref`), the config is read there too, every key
// of it, and the two are compared key by key as PINNED_AS (src/flags.ts)
// says. The CLI and the action both come through here.
import { AqrError, isAqrError } from '../errors.js';
import type { BarSource } from '../io/bar-source.js';
import { configFromText } from '../io/config-file.js';
import { decodeText } from '../io/read-text.js';
import type { EvaluateOptions } from './evaluate.js';
import { PINNED_AS, type EvaluateFlag, type FlagValues } from '../flags.js';
import { toEvaluateOptions } from './inputs.js';

/** The config as `source` holds it: its values, or why it does not load there (absent, not valid). */
export async function configAt(source: BarSource, file: string): Promise<FlagValues | AqrError> {
  const bytes = await source.read(file, 'config');
  if (!bytes) return new AqrError('ERR_INPUT_READ', `no such file at ${source.label}`, { file });
  try {
    return await configFromText(decodeText(bytes, file, 'config'), file);
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return e;
  }
}

const SHOWN = 80;

function show(v: FlagValues[EvaluateFlag]): string {
  if (v === undefined) return 'none';
  const text = Array.isArray(v) ? v.join(', ') : String(v);
  return text.length > SHOWN ? `${text.slice(0, SHOWN - 1)}…` : text;
}

/** A signing key as a diff line may show it: a reference (env:, file:) as written, key text never. */
function secretShown(v: FlagValues[EvaluateFlag]): string {
  return typeof v === 'string' && !/^(env|file):/.test(v) ? 'key text (not shown)' : show(v);
}

/**
 * The keys that differ, one plain line each ("config examples/evaluate.yaml:
 * tier T2 → none"). The bar's own files are compared as files (bar/diff.ts),
 * and where the run writes is always the base's: neither is listed here.
 */
export function configLines(base: FlagValues, proposed: FlagValues, file: string): string[] {
  const lines: string[] = [];
  for (const k of Object.keys(PINNED_AS) as EvaluateFlag[]) {
    const kind = PINNED_AS[k];
    if (kind !== 'file' && kind !== 'evidence' && kind !== 'value') continue;
    // Key text is a secret: a change of it is named, never shown.
    const shown = k === 'signing-key' ? secretShown : show;
    if (JSON.stringify(base[k]) !== JSON.stringify(proposed[k])) lines.push(`config ${file}: ${k} ${shown(base[k])} → ${shown(proposed[k])}`);
  }
  return lines;
}

/**
 * The base's side of a pinned run: its options (from its config and the same
 * inputs that win over any config), and the differences from the change's.
 * `finish` completes an options set as the caller completes its own (the
 * action: the signing key, the baseline rollback-to: auto found).
 */
export function baseInputs(
  base: FlagValues | AqrError,
  proposed: FlagValues,
  file: string,
  label: string,
  finish: (o: EvaluateOptions) => EvaluateOptions = (o) => o,
): NonNullable<EvaluateOptions['base']> {
  if (isAqrError(base)) return { lines: [`the config file ${file} does not load at ${label} (${base.format()}): the bar is this change's own`] };
  const lines = configLines(base, proposed, file);
  try {
    return { options: finish(toEvaluateOptions(base)), lines };
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { lines: [...lines, `the inputs at ${label} are not complete (${e.format()}): the bar is this change's own`] };
  }
}
