// The gate's verdict as a check run (GitHub's Checks API): a conclusion a
// ruleset can require by the check's name, a title, the comment's Markdown as
// the summary, and one annotation a failing gate on the line of the profile
// that sets it. Plain data here; src/github/check-run.ts posts it.
import { oneLine } from '../errors.js';
import type { GateView } from './view.js';

/** GitHub's limits on a check run's output (REST API, "Create a check run"): 65,535 characters a text, 50 annotations a request. */
export const CHECK_TEXT_LIMIT = 65_535;
export const ANNOTATIONS_PER_REQUEST = 50;
/** Annotations sent at most; the summary names every gate anyway. */
const MAX_ANNOTATIONS = 200;

export interface CheckAnnotation {
  path: string;
  start_line: number;
  end_line: number;
  annotation_level: 'failure' | 'warning' | 'notice';
  title: string;
  message: string;
}

export interface CheckRunOutput {
  /** success only on ship: hold and reject fail the check, so a required check blocks the merge. */
  conclusion: 'success' | 'failure';
  title: string;
  summary: string;
  annotations: CheckAnnotation[];
}

/**
 * The check run of a gate's run. `summary` is the comment's Markdown (already
 * escaped and bounded by renderComment); `profile` is the profile file as a
 * repository path and its text, to place each failing gate's annotation.
 */
export function checkRunOutput(v: GateView, summary: string, profile?: { path: string; text: string }): CheckRunOutput {
  const failing = v.rows.filter((r) => r.state === 'fail');
  const first = v.reasonLines[0];
  const title = oneLine(
    v.verdict === 'ship'
      ? `ship: ${v.rows.filter((r) => r.state === 'pass').length} gates passed`
      : `${v.verdict}${failing.length > 0 ? `: ${failing.length} gate${failing.length === 1 ? '' : 's'} failed` : ''}${first ? ` (${first.code})` : ''}`,
  ).slice(0, 200);
  const annotations: CheckAnnotation[] = [];
  if (profile)
    for (const r of failing.slice(0, MAX_ANNOTATIONS)) {
      const line = gateLine(profile.text, r.id);
      annotations.push({
        path: profile.path,
        start_line: line,
        end_line: line,
        annotation_level: 'failure',
        title: oneLine(`gate ${r.name}: ${r.stateText}`).slice(0, 255),
        message: oneLine(`${r.reason} (record ${v.shortDigest}, verdict ${v.verdict})`).slice(0, 1000),
      });
    }
  return { conclusion: v.verdict === 'ship' ? 'success' : 'failure', title, summary: bounded(summary), annotations };
}

/** The line of `id: <gate>` in a profile's text (1 when it is not found, as an inherited gate's is not). */
export function gateLine(text: string, id: string): number {
  const lines = text.split('\n');
  const escaped = id.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
  const re = new RegExp(`^\\s*(?:-\\s+)?id:\\s*["']?${escaped}["']?\\s*(?:#.*)?$`);
  const at = lines.findIndex((l) => re.test(l));
  return at < 0 ? 1 : at + 1;
}

function bounded(s: string): string {
  if (s.length <= CHECK_TEXT_LIMIT) return s;
  const note = '\n\n… (cut to the check run’s 65,535 characters; the job summary has it whole)';
  return s.slice(0, CHECK_TEXT_LIMIT - note.length) + note;
}
