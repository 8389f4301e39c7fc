// The record's optional blocks taken from evidence, never declared (SuperGauge
// RFC 0002: the A2A Agent Card; RFC 0003: the bill of materials and the MCP
// servers): plain data in (a parsed file, the digest of its bytes, the task
// set), plain data out (the block, and sentences for the rationale). The files
// are read and hashed by src/pipeline/blocks.ts.
import { AqrError } from '../errors.js';
import type { AgentCard, Digest, SupplyChain } from '../record/types.js';
import { sha256Hex } from '../crypto/index.js';

/** A task as the Agent Card check reads it: its id, whether it is a canary, and the skill it names. */
export interface SkillTask {
  id: string;
  canary: boolean;
  skill?: string;
}

export interface AgentCardFacts {
  card: AgentCard;
  /** `interop.agent_card_fresh` (measures/interop.agent_card_fresh.md): digest match and skill subset. */
  fresh: boolean;
  /** Skills the task set exercises that the card does not publish (fresh is false). */
  notOnCard: string[];
  /** Skills the card publishes that no task exercises. */
  notExercised: string[];
  /** Tasks (canaries aside) that name no skill. */
  tasksWithoutSkill: string[];
  notes: string[];
}

const LIST_MAX = 5;
const listed = (xs: readonly string[]) =>
  `${xs
    .slice(0, LIST_MAX)
    .map((x) => JSON.stringify(x))
    .join(', ')}${xs.length > LIST_MAX ? `, … (${xs.length})` : ''}`;

/**
 * The Agent Card binding from the card's bytes as published (their digest,
 * computed by the caller) and the task set. The mapping of tasks to skills:
 * a task of the manifest names the card skill it exercises (`skill: <id>`);
 * `skill_ids`, the skills this release claims under the record (RFC 0002's
 * allowlist), are the skills the task set exercises, so the release claims
 * only what was measured. `interop.agent_card_fresh` is then as the measure
 * defines it: the digest is of the bytes given (a match by construction), and
 * every `skill_ids` entry must be the `id` of a skill on the card.
 */
export function agentCardFacts(value: unknown, digest: Digest, wellKnownUrl: string | undefined, tasks: Iterable<SkillTask>, file: string): AgentCardFacts {
  if (value === null || typeof value !== 'object' || Array.isArray(value))
    throw new AqrError('ERR_INPUT_INVALID', 'is not an A2A Agent Card (a JSON object with name, url, version and skills)', { file });
  const v = value as Record<string, unknown>;
  if (!Array.isArray(v['skills'])) throw new AqrError('ERR_INPUT_INVALID', 'an A2A Agent Card lists its skills (an array)', { file, field: 'skills' });
  const onCard: string[] = [];
  v['skills'].forEach((s, i) => {
    const id = s !== null && typeof s === 'object' ? (s as Record<string, unknown>)['id'] : undefined;
    if (typeof id !== 'string' || id === '')
      throw new AqrError('ERR_INPUT_INVALID', 'a skill needs an id (a non-empty string)', { file, field: `skills[${i}].id` });
    onCard.push(id);
  });
  const url = wellKnownUrl ?? wellKnownOf(v['url'], file);
  if (!/^https?:\/\/[^/\s]+/.test(url)) throw new AqrError('ERR_USAGE', `--agent-card-url must be an absolute http(s) URL, got ${JSON.stringify(url)}`);
  const exercised: string[] = [];
  const tasksWithoutSkill: string[] = [];
  for (const t of tasks) {
    if (t.canary) continue;
    if (t.skill === undefined) tasksWithoutSkill.push(t.id);
    else if (!exercised.includes(t.skill)) exercised.push(t.skill);
  }
  const cardSet = new Set(onCard);
  const notOnCard = exercised.filter((s) => !cardSet.has(s));
  const notExercised = onCard.filter((s) => !exercised.includes(s));
  const card: AgentCard = { well_known_url: url, card_digest: digest };
  if (typeof v['version'] === 'string' && v['version'] !== '') card.version = v['version'];
  if (exercised.length > 0) card.skill_ids = exercised;
  const notes: string[] = [];
  if (notOnCard.length > 0)
    notes.push(`The task set exercises skills the Agent Card does not publish (${listed(notOnCard)}): interop.agent_card_fresh is false.`);
  if (notExercised.length > 0) notes.push(`The Agent Card publishes skills no task exercises (${listed(notExercised)}): they are not claimed by this record.`);
  if (tasksWithoutSkill.length > 0) notes.push(`${tasksWithoutSkill.length} tasks name no Agent Card skill (${listed(tasksWithoutSkill)}).`);
  return { card, fresh: notOnCard.length === 0, notOnCard, notExercised, tasksWithoutSkill, notes };
}

/** A2A discovery: the card of an agent served at `url` is at its origin's `/.well-known/agent-card.json`. */
function wellKnownOf(url: unknown, file: string): string {
  let origin: string;
  try {
    origin = new URL(String(url)).origin;
  } catch {
    throw new AqrError('ERR_USAGE', `the Agent Card's url ${JSON.stringify(url)} is not an absolute URL: give --agent-card-url`, { file, field: 'url' });
  }
  if (!/^https?:/.test(origin)) throw new AqrError('ERR_USAGE', `the Agent Card's url is not http(s): give --agent-card-url`, { file, field: 'url' });
  return `${origin}/.well-known/agent-card.json`;
}

/**
 * The format label of a bill of materials (`aibom_format`) from its own fields,
 * or an input error naming what is missing: CycloneDX JSON (`bomFormat`,
 * `specVersion`; `+aibom` when it lists a machine-learning model or a data set),
 * SPDX 2 JSON (`spdxVersion`, `SPDXID`, `creationInfo`) or SPDX 3 JSON-LD (`@context`).
 */
export function bomFormat(value: unknown, file: string): string {
  const v = (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  if (v['bomFormat'] === 'CycloneDX') {
    const spec = v['specVersion'];
    if (typeof spec !== 'string' || !/^1\.[0-9]$/.test(spec))
      throw new AqrError('ERR_INPUT_INVALID', `a CycloneDX BOM needs specVersion (1.x), got ${JSON.stringify(spec)}`, { file, field: 'specVersion' });
    const components = v['components'];
    if (components !== undefined && !Array.isArray(components))
      throw new AqrError('ERR_INPUT_INVALID', 'components must be an array', { file, field: 'components' });
    let ml = false;
    (components ?? []).forEach((c: unknown, i: number) => {
      const o = (c ?? {}) as Record<string, unknown>;
      if (typeof o['type'] !== 'string' || typeof o['name'] !== 'string')
        throw new AqrError('ERR_INPUT_INVALID', 'a component needs a type and a name', { file, field: `components[${i}]` });
      if (o['type'] === 'machine-learning-model' || o['type'] === 'data') ml = true;
    });
    return `cyclonedx-${spec}${ml ? '+aibom' : ''}`;
  }
  if (typeof v['spdxVersion'] === 'string') {
    const spec = v['spdxVersion'];
    if (!/^SPDX-2\.[0-9]$/.test(spec))
      throw new AqrError('ERR_INPUT_INVALID', `spdxVersion must be SPDX-2.x, got ${JSON.stringify(spec)}`, { file, field: 'spdxVersion' });
    for (const f of ['SPDXID', 'name', 'creationInfo'])
      if (v[f] === undefined) throw new AqrError('ERR_INPUT_INVALID', `an SPDX document needs ${f}`, { file, field: f });
    return `spdx-${spec.slice(5)}`;
  }
  const ctx = v['@context'];
  if ((typeof ctx === 'string' ? [ctx] : Array.isArray(ctx) ? ctx : []).some((c) => typeof c === 'string' && /spdx\.org\/rdf\/3\./.test(c))) return 'spdx-3.0';
  throw new AqrError('ERR_INPUT_INVALID', 'is neither a CycloneDX JSON BOM (bomFormat) nor an SPDX JSON document (spdxVersion, or an SPDX 3 @context)', {
    file,
  });
}

export type McpServer = NonNullable<SupplyChain['mcp_servers']>[number];

/**
 * The MCP servers of an agent's config (`mcpServers`, as Claude Desktop, Claude
 * Code and Cursor write it, or `servers`, as VS Code's mcp.json), each with
 * what pins it: a package run by npx/bunx/pnpm dlx/uvx at an exact version
 * (`version`), a container image by digest (`digest`), a remote server's
 * endpoint (`endpoint_digest`: sha256 of its URL without query or credentials
 * and its auth scheme, never a secret). What pins none of these is named in `unpinned`.
 */
export function mcpPins(value: unknown, file: string): { servers: McpServer[]; unpinned: { name: string; why: string }[] } {
  const v = (value !== null && typeof value === 'object' && !Array.isArray(value) ? value : {}) as Record<string, unknown>;
  const key = v['mcpServers'] !== undefined ? 'mcpServers' : v['servers'] !== undefined ? 'servers' : undefined;
  const table = key ? v[key] : undefined;
  if (!key || table === null || typeof table !== 'object' || Array.isArray(table))
    throw new AqrError('ERR_INPUT_INVALID', 'is not an MCP config: no mcpServers (or servers) mapping of server names', { file });
  const servers: McpServer[] = [];
  const unpinned: { name: string; why: string }[] = [];
  for (const [name, s] of Object.entries(table as Record<string, unknown>)) {
    if (name === '' || s === null || typeof s !== 'object' || Array.isArray(s))
      throw new AqrError('ERR_INPUT_INVALID', 'a server is a mapping with a command or a url', { file, field: `${key}.${name}` });
    const o = s as Record<string, unknown>;
    const entry: McpServer = { name };
    const pin = typeof o['url'] === 'string' ? endpointPin(o) : commandPin(o);
    if (pin.version) entry.version = pin.version;
    if (pin.digest) entry.digest = pin.digest;
    if (pin.endpoint) entry.endpoint_digest = pin.endpoint;
    if (pin.why) unpinned.push({ name, why: pin.why });
    servers.push(entry);
  }
  return { servers, unpinned };
}

interface Pin {
  version?: string;
  digest?: Digest;
  endpoint?: Digest;
  why?: string;
}

const EXACT_VERSION = /^v?[0-9]+\.[0-9]+\.[0-9]+(?:[-+][0-9A-Za-z.-]+)?$/;

function commandPin(o: Record<string, unknown>): Pin {
  const command = typeof o['command'] === 'string' ? o['command'].replace(/^.*[/\\]/, '') : undefined;
  const args = Array.isArray(o['args']) ? o['args'].filter((a): a is string => typeof a === 'string') : [];
  if (!command) return { why: 'no command and no url' };
  if (command === 'docker' || command === 'podman') {
    const image = args.find((a) => /@sha256:[0-9a-f]{64}$/.test(a));
    if (image) return { digest: `sha256:${image.slice(-64)}` };
    return { why: 'a container image without @sha256: digest' };
  }
  const runner = command === 'npx' || command === 'bunx' || command === 'uvx' || (command === 'pnpm' && args[0] === 'dlx');
  if (!runner) return { why: `a local command (${JSON.stringify(command)}) whose build is not pinned here` };
  const rest = command === 'pnpm' ? args.slice(1) : args;
  // The package is the first argument that is not an option (npx -y pkg@1.2.3, uvx pkg==1.2.3).
  const spec = rest.find((a) => !a.startsWith('-'));
  if (!spec) return { why: `${command} without a package` };
  const at = spec.lastIndexOf('@');
  const version = command === 'uvx' && spec.includes('==') ? spec.slice(spec.indexOf('==') + 2) : at > 0 ? spec.slice(at + 1) : '';
  if (EXACT_VERSION.test(version)) return { version: version.replace(/^v/, '') };
  return { why: `package ${JSON.stringify(spec)} is not at an exact version` };
}

function endpointPin(o: Record<string, unknown>): Pin {
  let u: URL;
  try {
    u = new URL(String(o['url']));
  } catch {
    return { why: 'a url that is not absolute' };
  }
  const headers = (o['headers'] ?? {}) as Record<string, unknown>;
  const auth = Object.entries(headers).find(([k]) => k.toLowerCase() === 'authorization')?.[1];
  const scheme = typeof auth === 'string' ? (auth.trim().split(/\s+/)[0] ?? '').toLowerCase() : 'none';
  // The descriptor RFC 0003 asks for: the endpoint without query, fragment or credentials, and the auth scheme.
  const descriptor = JSON.stringify({ url: `${u.protocol}//${u.host}${u.pathname}`, auth: scheme });
  return { endpoint: `sha256:${sha256Hex(descriptor)}`, why: 'a remote server: its endpoint is digested, the code it runs cannot be pinned from here' };
}
