// An eval tool's JSON result file as plain data: decoded as strict UTF-8 and
// parsed, or an input error naming the file (the text as common.ts decodes it).
import { AqrError } from '../errors.js';
import { holdToNesting, isObject, textOf } from './common.js';
import type { ImportInput } from './types.js';

const strict = new TextDecoder('utf-8', { fatal: true, ignoreBOM: false });

/** The file's JSON value; not JSON is ERR_INPUT_PARSE naming what the file was read as. */
export function inputJson(input: ImportInput, what: string): unknown {
  const text = textOf(input);
  let value: unknown;
  try {
    value = JSON.parse(text) as unknown;
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', `is not JSON (read as ${what}): ${(e as Error).message}`, { file: input.file }, { cause: e });
  }
  holdToNesting(value, input.file);
  return value;
}

/** The JSON value when the bytes start like a JSON object and parse; undefined otherwise (for sniffing). */
export function sniffJsonObject(input: ImportInput): Record<string, unknown> | undefined {
  const b = input.bytes;
  let i = b[0] === 0xef && b[1] === 0xbb && b[2] === 0xbf ? 3 : 0;
  while (i < b.length && (b[i] === 0x20 || b[i] === 0x0a || b[i] === 0x0d || b[i] === 0x09)) i++;
  if (b[i] !== 0x7b) return undefined;
  try {
    const v = JSON.parse(strict.decode(b)) as unknown;
    return isObject(v) ? v : undefined;
  } catch {
    return undefined;
  }
}
