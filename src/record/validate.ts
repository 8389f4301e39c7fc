// JSON Schema validation (draft 2020-12) with errors turned into stable codes.
// The schema agrees with the public SuperGauge 0.1 schema, ship rule and T2
// clause included, so a record the public schema rejects never reaches L1 here.
import type { ErrorObject } from 'ajv/dist/2020.js';
import { AqrError } from '../errors.js';
import { SCHEMAS } from '../doc/schemas.js';
import { conformsTo } from '../doc/fast/conforms.js';
import { recordValidator } from '../doc/validator/record.js';
import { formatPath, pointerToPath, valueAt, type PathSegment } from '../doc/path.js';

export interface SchemaIssue {
  code: string;
  path: PathSegment[];
  message: string;
}

/** At most this many schema issues are listed; a last one says how many more there were. */
export const MAX_SCHEMA_ISSUES = 100;

/**
 * A record about to be written, refused when it fails its own schema: nothing
 * writes, or lets out a signature over, what `aqr check` would call below L1.
 * The first issue is named; where it is the T2 clause, in the words of the
 * verdict's own T2 holds (`reasons`: they name the flags or action inputs
 * that supply what is missing).
 */
export function assertSchemaValid(record: unknown, reasons: readonly { code: string; message: string }[] = []): void {
  const issues = schemaIssues(record);
  const first = issues[0];
  if (!first) return;
  const said = first.code === 'T2_DECISION_INCOMPLETE' ? reasons.filter((r) => r.code.startsWith('T2_')).map((r) => r.message) : [];
  const more = issues.length > 1 ? ` (and ${issues.length - 1} more)` : '';
  throw new AqrError(
    'ERR_RECORD_INVALID',
    `the record these inputs make would fail the record schema: ${said.length > 0 ? said.join('; ') : first.message}${more}; nothing was written`,
  );
}

export function schemaIssues(value: unknown): SchemaIssue[] {
  if (conformsTo('record', value)) return [];
  const validate = recordValidator();
  if (validate(value)) return [];
  const out: SchemaIssue[] = [];
  const seen = new Set<string>();
  for (const e of validate.errors ?? []) {
    const issue = toIssue(e, value);
    if (!issue) continue;
    const key = `${issue.code}|${formatPath(issue.path)}|${issue.message}`;
    if (!seen.has(key)) {
      seen.add(key);
      out.push(issue);
    }
  }
  const merged = mergeT2(out);
  if (merged.length > MAX_SCHEMA_ISSUES) {
    const more = merged.length - MAX_SCHEMA_ISSUES;
    merged.length = MAX_SCHEMA_ISSUES;
    merged.push({ code: 'SCHEMA_TOO_MANY', path: [], message: `and ${more} more schema problems (only the first ${MAX_SCHEMA_ISSUES} are listed)` });
  }
  return merged;
}

/** The T2 clause's missing fields, each named once, in one issue pointing at the first. */
function mergeT2(issues: SchemaIssue[]): SchemaIssue[] {
  const t2 = issues.filter((i) => i.code === 'T2_DECISION_INCOMPLETE');
  const first = t2[0];
  if (!first || t2.length < 2) return issues;
  const fields = [...new Set(t2.map((i) => `decision.${String(i.path.at(-1))}`))];
  const merged: SchemaIssue = { ...first, message: `tier T2 needs ${fields.join(', ')} (a recorded human decision and a signature)` };
  return issues.flatMap((i) => (i === first ? [merged] : i.code === 'T2_DECISION_INCOMPLETE' ? [] : [i]));
}

const defs = SCHEMAS.record.$defs;
const AUTHORITY_ANYOF = '#/properties/subject/properties/authority/anyOf';

function toIssue(e: ErrorObject, record: unknown): SchemaIssue | undefined {
  const path = pointerToPath(e.instancePath);
  const at = formatPath(path);
  const sp = e.schemaPath;
  // `if` only says a `then` failed; the `then` error carries the detail. The
  // measure's k rule is the registry's to report (MEASURE_K_MISSING).
  // Errors under a $ref carry paths relative to it, so shared definitions are
  // recognised by identity (ajv's verbose mode hands back the schema object).
  if (e.keyword === 'if') return undefined;
  if (e.parentSchema === defs.measure.then)
    return {
      code: 'MEASURE_K_MISSING',
      path: [...path, 'k'],
      message: `${at}: ${String(valueAt(record, [...path, 'id']))} needs k (attempts per task, at least 2)`,
    };
  if (sp.startsWith('#/allOf/0/')) {
    const gate = valueAt(record, path.slice(0, 2)) as { id?: unknown } | undefined;
    return { code: 'SHIP_GATE_FAILED', path, message: `verdict is ship but gate ${String(gate?.id ?? at)} failed` };
  }
  if (sp.startsWith('#/allOf/1/')) return { code: 'SHIP_UNSEALED', path, message: 'verdict is ship but task_set.sealed is false' };
  if (sp.startsWith('#/allOf/2/')) {
    const missing = (e.params as { missingProperty?: string }).missingProperty ?? '?';
    return {
      code: 'T2_DECISION_INCOMPLETE',
      path: [...path, missing],
      message: `tier T2 needs decision.${missing} (a recorded human decision and a signature)`,
    };
  }
  if (sp === AUTHORITY_ANYOF)
    return { code: 'AUTHORITY_MISSING', path, message: 'subject.authority needs grant_digest or acs_policy_version: the policy in force' };
  if (sp.startsWith(`${AUTHORITY_ANYOF}/`)) return undefined;
  switch (e.keyword) {
    case 'additionalProperties': {
      const extra = (e.params as { additionalProperty: string }).additionalProperty;
      return {
        code: 'SCHEMA_UNKNOWN_FIELD',
        path: [...path, extra],
        message: `unknown field '${extra.length > 60 ? `${extra.slice(0, 60)}…` : extra}' in ${at}`,
      };
    }
    case 'required': {
      const missing = (e.params as { missingProperty: string }).missingProperty;
      return { code: 'SCHEMA_MISSING_FIELD', path, message: `${at} is missing required field '${missing}'` };
    }
  }
  if (e.parentSchema === defs.digest && e.keyword === 'pattern')
    return { code: 'DIGEST_MALFORMED', path, message: `${at} must be sha256: followed by 64 lowercase hex digits` };
  if (sp === '#/properties/supergauge/const')
    return {
      code: 'SCHEMA_VERSION',
      path,
      message: `supergauge must be "0.1" (this checker implements SuperGauge 0.1), got ${JSON.stringify(valueAt(record, path))}`,
    };
  if (sp.startsWith('#/properties/emitted_at/'))
    return { code: 'SCHEMA_TIMESTAMP', path, message: `emitted_at must be an RFC 3339 timestamp in UTC, got ${JSON.stringify(valueAt(record, path))}` };
  return { code: 'SCHEMA_INVALID', path, message: `${at} ${e.message ?? 'is invalid'}${describeParams(e)}` };
}

function describeParams(e: ErrorObject): string {
  const p = e.params as Record<string, unknown>;
  if (e.keyword === 'enum' && Array.isArray(p['allowedValues'])) return `: ${(p['allowedValues'] as unknown[]).map((v) => JSON.stringify(v)).join(', ')}`;
  if (e.keyword === 'const') return `: ${JSON.stringify(p['allowedValue'])}`;
  return '';
}
