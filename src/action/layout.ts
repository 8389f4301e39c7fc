// Every file that can hold this action's step, compared at the base: the
// caller GITHUB_WORKFLOW_REF names, and each local reusable workflow
// (`jobs.<id>.uses: ./.github/workflows/x.yml`) and local composite action
// (`uses: ./path`, its action.yml or action.yaml) it reaches, followed from
// both sides with a bound. On pull_request GitHub runs these files as the
// change wrote them, so a change to any of them is a change of the bar; each
// differing `with:` input is named with its file, else the changed lines are
// shown. A file reached that cannot be read at the base holds.
import { isAqrError } from '../errors.js';
import type { RunContext } from '../github/context.js';
import { checkoutSource, type BarSource } from '../io/bar-source.js';
import { posixRelative } from '../io/files.js';
import { decodeText } from '../io/read-text.js';
import { readDocument } from '../doc/read.js';

/** How deep local files are followed (GitHub nests reusable workflows and composite actions ten deep) and how many are read at most. */
export const LAYOUT_DEPTH = 10;
export const LAYOUT_FILES = 32;
const SHOWN_LINES = 8;

export interface LayoutComparison {
  /** Differences, each a line of the bar change (BAR_CHANGED). */
  lines: string[];
  /** What could not be compared at the base (BAR_BASE_UNKNOWN). */
  holds: { code: string; message: string }[];
  /** The files where this change itself sets allow-bar-change on a step the base's copy does not. */
  optOutAddedIn: string[];
}

type Kind = 'workflow' | 'action';
/** A step (or a job calling a reusable workflow) whose `with:` inputs are compared: this action's, or a local file's. */
type Entry = { uses: string; with: Record<string, unknown> };
type Parsed = { entries: Entry[]; local: string[]; composite: boolean; error?: string };

const workspace = () => process.env['GITHUB_WORKSPACE'] ?? process.cwd();
const TRUE = /^true$/i;

/** The caller named by GITHUB_WORKFLOW_REF and every local file it reaches, compared between `source` (the base) and the checkout. */
export async function compareLayout(source: BarSource, ctx: RunContext, env: NodeJS.ProcessEnv = process.env): Promise<LayoutComparison> {
  const out: LayoutComparison = { lines: [], holds: [], optOutAddedIn: [] };
  // pull_request_target runs the base's workflow.
  if (ctx.eventName === 'pull_request_target') return out;
  const m = /^([^/]+)\/([^/]+)\/(.+?)@/.exec(env['GITHUB_WORKFLOW_REF'] ?? '');
  // A reusable workflow from another repository: not this repository's to compare.
  if (!m || `${m[1]}/${m[2]}`.toLowerCase() !== `${ctx.owner}/${ctx.repo}`.toLowerCase()) return out;
  const self = env['GITHUB_ACTION_REPOSITORY'];
  const job = env['GITHUB_JOB'];
  const queue: { ref: string; kind: Kind; depth: number }[] = [{ ref: m[3] as string, kind: 'workflow', depth: 0 }];
  const seen = new Set<string>([`workflow ${m[3]}`]);
  let beyond: string | undefined;
  for (let next = queue.shift(); next; next = queue.shift()) {
    const local = await compareFile(source, next.ref, next.kind, { self, job }, out);
    for (const ref of local) {
      // A path out of the repository is no file of it.
      if (ref.split('/').includes('..')) continue;
      const kind: Kind = /^\.github\/workflows\/[^/]+\.ya?ml$/.test(ref) ? 'workflow' : 'action';
      if (seen.has(`${kind} ${ref}`)) continue;
      seen.add(`${kind} ${ref}`);
      if (next.depth + 1 > LAYOUT_DEPTH || seen.size > LAYOUT_FILES) beyond ??= ref;
      else queue.push({ ref, kind, depth: next.depth + 1 });
    }
  }
  if (beyond !== undefined)
    out.holds.push({
      code: 'BAR_BASE_UNKNOWN',
      message: `the workflow ${m[3]} reaches more local files than are followed (${LAYOUT_FILES} files, ${LAYOUT_DEPTH} deep), ${beyond} among them, so what this change does to them is not compared at ${source.label}`,
    });
  return out;
}

/** One file (a workflow, or a local action's folder) compared; returns the local files it reaches on either side. */
async function compareFile(
  source: BarSource,
  ref: string,
  kind: Kind,
  who: { self: string | undefined; job: string | undefined },
  out: LayoutComparison,
): Promise<string[]> {
  const names = kind === 'workflow' ? [ref] : ['action.yml', 'action.yaml'].map((n) => (ref === '' ? n : `${ref}/${n}`));
  const read = async (side: BarSource, atBase: boolean): Promise<{ file: string; bytes: Uint8Array } | undefined | { error: string }> => {
    for (const file of names)
      try {
        const bytes = await side.read(posixRelative(`${workspace()}/${file}`), kind === 'workflow' ? 'workflow' : 'action file');
        if (bytes) return { file, bytes };
      } catch (e) {
        if (!isAqrError(e)) throw e;
        return { error: `${atBase ? `cannot be read at ${source.label}` : 'cannot be read in the checkout'} (${e.format()})` };
      }
    return undefined;
  };
  const [base, head] = await Promise.all([read(source, true), read(checkoutSource(), false)]);
  const word = kind === 'workflow' ? 'the workflow file' : 'the local action';
  for (const side of [base, head])
    if (side && 'error' in side) {
      out.holds.push({ code: 'BAR_BASE_UNKNOWN', message: `${word} ${names[0]} ${side.error}, so what this change does to it cannot be compared` });
      return [];
    }
  const a = base as { file: string; bytes: Uint8Array } | undefined;
  const b = head as { file: string; bytes: Uint8Array } | undefined;
  const either = b ?? a;
  if (!either) return [];
  const file = either.file;
  const [ta, tb] = [a && decodeText(a.bytes, a.file, kind), b && decodeText(b.bytes, b.file, kind)];
  const [pa, pb] = await Promise.all([a && parse(ta as string, a.file, kind, who), b && parse(tb as string, b.file, kind, who)]);
  // What it reaches must be known to be compared: a file read but not understood holds.
  const unread = pa?.error ?? pb?.error;
  if (unread !== undefined)
    out.holds.push({
      code: 'BAR_BASE_UNKNOWN',
      message: `${word} ${file} does not parse (${unread}), so the local files it reaches cannot be followed and compared`,
    });
  const reached = [...new Set([...(pa?.local ?? []), ...(pb?.local ?? [])])];
  // A local action that is not composite (this action itself, `uses: ./`) holds no step: its inputs were compared where it is used.
  if (kind === 'action' && !pa?.composite && !pb?.composite) return [];
  const addedOptOut = optOut(pb) && !optOut(pa);
  if (addedOptOut) out.optOutAddedIn.push(file);
  if (!a) {
    out.lines.push(`${word} ${file} is new since ${source.label}`);
    return reached;
  }
  // A checkout without it (a sparse checkout): GitHub ran it as the change wrote it, unseen.
  if (!b) {
    out.lines.push(`${word} ${a.file} is not in the checkout, so what this change does to it cannot be seen`);
    return reached;
  }
  if (Buffer.compare(Buffer.from(a.bytes), Buffer.from(b.bytes)) === 0) return reached;
  const inputs = withLines(pa?.entries ?? [], pb?.entries ?? [], file);
  if (inputs.length > 0) {
    out.lines.push(`${word} ${file} changed:`, ...inputs);
    return reached;
  }
  const before = new Set((ta as string).split('\n'));
  const after = new Set((tb as string).split('\n'));
  const changed = [
    ...[...before].filter((l) => !after.has(l)).map((l) => `- ${l.trim()}`),
    ...[...after].filter((l) => !before.has(l)).map((l) => `+ ${l.trim()}`),
  ];
  out.lines.push(
    `${word} ${file} changed (${changed.length} line${changed.length === 1 ? '' : 's'}):`,
    ...changed.slice(0, SHOWN_LINES).map((l) => `${file} ${l}`),
    ...(changed.length > SHOWN_LINES ? [`${file}: and ${changed.length - SHOWN_LINES} more lines`] : []),
  );
  return reached;
}

const optOut = (p: Parsed | undefined) => (p?.entries ?? []).some((e) => TRUE.test(String(e.with['allow-bar-change'] ?? '')));

/**
 * A workflow's (or a composite action's) steps that use this action or a
 * local file, and its jobs that call a local reusable workflow; in a
 * workflow, the job GITHUB_JOB names when it is there. None, and the
 * reason, when the text does not parse.
 */
async function parse(text: string, file: string, kind: Kind, who: { self: string | undefined; job: string | undefined }): Promise<Parsed> {
  type Step = { uses?: unknown; with?: unknown };
  type Job = { uses?: unknown; with?: unknown; steps?: unknown };
  let doc: { jobs?: Record<string, Job>; runs?: { using?: unknown; steps?: unknown } } | null;
  try {
    doc = (await readDocument(text, file)).value as typeof doc;
  } catch (e) {
    if (!isAqrError(e)) throw e;
    return { entries: [], local: [], composite: false, error: e.format() };
  }
  const record = (v: unknown): Record<string, unknown> => (v && typeof v === 'object' && !Array.isArray(v) ? (v as Record<string, unknown>) : {});
  const isLocal = (uses: string) => uses.startsWith('./');
  const ours = (uses: string) => isLocal(uses) || (who.self ? uses.toLowerCase().startsWith(`${who.self.toLowerCase()}@`) : true);
  const entries: Entry[] = [];
  const local: string[] = [];
  const step = (s: Step) => {
    if (typeof s?.uses !== 'string' || !ours(s.uses) || (!who.self && !isLocal(s.uses) && s.with === undefined)) return;
    entries.push({ uses: s.uses, with: record(s.with) });
    if (isLocal(s.uses)) local.push(localPath(s.uses));
  };
  const steps = (v: unknown) => (Array.isArray(v) ? (v as Step[]) : []).forEach(step);
  if (kind === 'action') {
    const runs = record(doc?.runs);
    const composite = runs['using'] === 'composite';
    if (composite) steps(runs['steps']);
    return { entries, local, composite };
  }
  const jobs = record(doc?.jobs) as Record<string, Job>;
  const chosen = who.job && jobs[who.job] ? [jobs[who.job] as Job] : Object.values(jobs);
  for (const j of chosen) {
    if (typeof j?.uses === 'string' && isLocal(j.uses)) {
      entries.push({ uses: j.uses, with: record(j.with) });
      local.push(localPath(j.uses));
    }
    steps(j?.steps);
  }
  return { entries, local, composite: false };
}

/** `./path` as the repository path it names: `./` is the root, a trailing slash and `@ref` dropped. */
function localPath(uses: string): string {
  return uses
    .replace(/@.*$/, '')
    .replace(/^\.\/+/, '')
    .replace(/\/+$/, '');
}

/** The `with:` inputs that differ, step by step, one line each naming the file. */
function withLines(sa: Entry[], sb: Entry[], file: string): string[] {
  const show = (v: unknown) => (v === undefined ? 'none' : typeof v === 'string' ? v.split('\n').join(', ') : JSON.stringify(v));
  const lines: string[] = [];
  for (let i = 0; i < Math.max(sa.length, sb.length); i++) {
    const wa = sa[i]?.with ?? {};
    const wb = sb[i]?.with ?? {};
    for (const k of new Set([...Object.keys(wa), ...Object.keys(wb)]))
      if (JSON.stringify(wa[k]) !== JSON.stringify(wb[k]))
        lines.push(`input ${k} of step ${String(sa[i]?.uses ?? sb[i]?.uses)} in ${file}: ${show(wa[k])} → ${show(wb[k])}`);
  }
  return lines;
}
