// GitHub's OpenAPI description of the operations this project calls
// (test/fixtures/github-openapi.json, excerpted by scripts/openapi-excerpt.mjs),
// and what is wrong with a request the loopback fake received, as that
// description sees it. Shared by test/github/openapi.test.ts and the
// protection rule server's tests (test/server/).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { Request } from '../action/github-api.js';
import { ROOT } from '../helpers.js';

export interface Schema {
  type?: string;
  nullable?: boolean;
  enum?: unknown[];
  required?: string[];
  properties?: Record<string, Schema>;
  items?: Schema;
  anyOf?: Schema[];
}
export interface Operation {
  method: string;
  path: string;
  operationId: string;
  parameters: { name: string; in: string; required: boolean; schema?: Schema }[];
  requestBody?: Schema;
  success?: { status: string; schema: Schema };
}
export const spec = JSON.parse(await readFile(join(ROOT, 'test/fixtures/github-openapi.json'), 'utf8')) as { apiVersion: string; operations: Operation[] };

export function operationOf(r: Request): { op: Operation; params: Record<string, string> } | undefined {
  for (const op of spec.operations) {
    if (op.method !== r.method) continue;
    const names: string[] = [];
    const re = new RegExp(`^${op.path.replace(/\{(\w+)\}/g, (_, n: string) => (names.push(n), '([^/]+)'))}$`);
    const m = re.exec(r.path);
    if (m) return { op, params: Object.fromEntries(names.map((n, i) => [n, decodeURIComponent(m[i + 1]!)])) };
  }
  return undefined;
}

export function typeProblems(value: unknown, s: Schema | undefined, at: string): string[] {
  if (!s) return [];
  if (value === null) return s.nullable ? [] : [`${at} is null`];
  if (s.anyOf) return s.anyOf.some((x) => typeProblems(value, x, at).length === 0) ? [] : [`${at} matches none of its shapes`];
  const t = s.type;
  const ok =
    t === undefined ||
    (t === 'integer'
      ? Number.isInteger(value)
      : t === 'array'
        ? Array.isArray(value)
        : t === 'object'
          ? typeof value === 'object' && !Array.isArray(value)
          : typeof value === t);
  if (!ok) return [`${at} is ${JSON.stringify(value)}, not ${t}`];
  if (s.enum && !s.enum.includes(value)) return [`${at} is ${JSON.stringify(value)}, not one of ${s.enum.join(', ')}`];
  return [];
}

/** What is wrong with one request, as GitHub's description of its operation sees it. */
export function requestProblems(r: Request): string[] {
  const found = operationOf(r);
  if (!found) return [`${r.method} ${r.path}: no such operation in GitHub's REST API`];
  const { op, params } = found;
  const out: string[] = [];
  const where = `${r.method} ${op.path}`;
  for (const p of op.parameters) {
    const raw = p.in === 'path' ? params[p.name] : p.in === 'query' ? r.query[p.name] : undefined;
    if (raw === undefined) {
      if (p.required) out.push(`${where}: required ${p.in} parameter ${p.name} is missing`);
      continue;
    }
    const value =
      p.schema?.type === 'integer' && /^-?\d+$/.test(raw) ? Number(raw) : p.schema?.type === 'boolean' && /^(true|false)$/.test(raw) ? raw === 'true' : raw;
    out.push(...typeProblems(value, p.schema, `${where} ${p.name}`));
  }
  for (const q of Object.keys(r.query))
    if (!op.parameters.some((p) => p.in === 'query' && p.name === q)) out.push(`${where}: query parameter ${q} is not the operation's`);
  const body = r.body as Record<string, unknown>;
  if (op.requestBody) {
    // A body of several shapes (anyOf) is right when it is right for one of them; else the first shape's problems are told.
    const shapes = op.requestBody.anyOf ?? [op.requestBody];
    const each = shapes.map((shape) => bodyProblems(body, shape, where));
    out.push(...(each.find((p) => p.length === 0) ?? each[0]!));
  } else if (Object.keys(body).length > 0) out.push(`${where}: the operation takes no body`);
  if (r.headers['x-github-api-version'] !== spec.apiVersion) out.push(`${where}: X-GitHub-Api-Version is ${String(r.headers['x-github-api-version'])}`);
  return out;
}

function bodyProblems(body: Record<string, unknown>, shape: Schema, where: string): string[] {
  const out: string[] = [];
  for (const k of shape.required ?? []) if (!(k in body)) out.push(`${where}: body field ${k} is missing`);
  for (const [k, v] of Object.entries(body)) {
    const s = shape.properties?.[k];
    if (!s) out.push(`${where}: body field ${k} is not the operation's`);
    else out.push(...typeProblems(v, s, `${where} body.${k}`));
  }
  return out;
}
