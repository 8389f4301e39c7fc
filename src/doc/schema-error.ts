// One ajv error as a one-line input error: file, line, field and what is wrong.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { AqrError, type ErrorCode } from '../errors.js';
import type { Parsed } from './parsed.js';
import { formatPath, pointerToPath } from './path.js';

export function schemaError(
  errors: readonly ErrorObject[] | null | undefined,
  parsed: Pick<Parsed, 'lineOf'>,
  file: string,
  code: ErrorCode = 'ERR_INPUT_INVALID',
): AqrError {
  // The most specific error first: the deepest path, not an anyOf summary.
  const list = [...(errors ?? [])].filter((e) => e.keyword !== 'if' && e.keyword !== 'anyOf' && e.keyword !== 'oneOf');
  list.sort((a, b) => b.instancePath.length - a.instancePath.length);
  const e = list[0] ?? errors?.[0];
  if (!e) return new AqrError(code, 'is invalid', { file });
  let path = pointerToPath(e.instancePath);
  let message = e.message ?? 'is invalid';
  if (e.keyword === 'additionalProperties') {
    const extra = (e.params as { additionalProperty: string }).additionalProperty;
    path = [...path, extra];
    message = 'is not a known field';
  } else if (e.keyword === 'required') {
    message = `is missing required field '${(e.params as { missingProperty: string }).missingProperty}'`;
  } else if (e.keyword === 'enum') {
    message = `must be one of ${(e.params as { allowedValues: unknown[] }).allowedValues.map((v) => JSON.stringify(v)).join(', ')}`;
  }
  const line = parsed.lineOf(path);
  return new AqrError(code, message, { file, field: formatPath(path), ...(line === undefined ? {} : { line }) });
}
