// The built action run in a workspace of its own (a copy of examples/, a git
// repository when a test makes one), against the loopback GitHub: the runs
// of the pinned-bar tests (bar.test.ts, pinned-config.test.ts).
import { execFile } from 'node:child_process';
import { cp, readdir, readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import type { FakeGitHub } from './github-api.js';
import { runAction } from './run-action.js';
import { ROOT, tempDir } from '../helpers.js';

/** The base commit the contents API serves (tests that make no git history). */
export const BASE = 'b0'.repeat(20);

export interface Gate {
  code: number;
  stdout: string;
  verdict: string | undefined;
  outputs: Record<string, string>;
  record: {
    emitted_at: string;
    task_set: { sealed: boolean; canary_ids: string[] };
    assurance: { evaluator_independent: boolean };
    profile: { tier: string };
    gates: { id: string; floor?: number; result: string }[];
    decision: { verdict: string; actor: string; rationale: string; rolls_back_to?: string; signature?: unknown };
  };
  bar: { ref: string | null; changed: boolean; files: { role: string; path: string; sha256: string }[] };
  comment: string | undefined;
  summary: string;
}

/** A repository with the bundled example in examples/: the workspace the action runs in. */
export async function workspace(): Promise<string> {
  const ws = await tempDir();
  await cp(join(ROOT, 'examples'), join(ws, 'examples'), { recursive: true });
  return ws;
}

export async function edit(ws: string, file: string, change: (text: string) => string): Promise<void> {
  const path = join(ws, file);
  await writeFile(path, change(await readFile(path, 'utf8')));
}

/** The workspace's files (but .git) as the contents API serves them at `sha`. */
export async function serve(gh: FakeGitHub, ws: string, sha: string): Promise<void> {
  const tree: Record<string, Uint8Array> = {};
  for (const e of await readdir(ws, { recursive: true, withFileTypes: true })) {
    if (!e.isFile()) continue;
    const path = join(e.parentPath, e.name);
    const rel = relative(ws, path);
    // The repository's files, not git's nor the runs' (output-1, runner-temp-1/...).
    if (rel.startsWith('.git/') || /^(output|summary|event|runner-temp)-\d+/.test(rel)) continue;
    tree[rel] = await readFile(path);
  }
  gh.contents[sha] = tree;
}

export function git(ws: string, ...args: string[]): Promise<string> {
  return new Promise((ok, fail) =>
    execFile(
      'git',
      ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', '-c', 'init.defaultBranch=main', ...args],
      { cwd: ws },
      (e, out, err) => (e ? fail(new Error(err)) : ok(out.trim())),
    ),
  );
}

export function pullRequest(author = 'octo-dev', baseSha: string | undefined = BASE) {
  return {
    pull_request: {
      number: 7,
      user: { login: author },
      head: { sha: 'c'.repeat(40), repo: { full_name: 'acme/agent' } },
      base: { ...(baseSha ? { sha: baseSha } : {}), repo: { full_name: 'acme/agent' } },
    },
    repository: { default_branch: 'main' },
  };
}

/** One run of dist/index.cjs in `ws` (the action's working directory), with the config examples/evaluate.yaml unless the inputs say otherwise; its record, bar and comment read back. */
export async function runGate(
  gh: FakeGitHub,
  ws: string,
  inputs: Record<string, string> = {},
  event: object = pullRequest(),
  eventName = 'pull_request',
  env: NodeJS.ProcessEnv = {},
): Promise<Gate> {
  // No repository above the workspace: git must not find this project's own history.
  const r = await runAction(gh, ws, inputs, event, {
    eventName,
    cwd: ws,
    env: { GIT_CEILING_DIRECTORIES: join(ws, '..'), GITHUB_WORKFLOW_REF: '', GITHUB_JOB: '', ...env },
  });
  const recordPath = r.outputs['record-path'];
  return {
    ...r,
    verdict: r.outputs['verdict'],
    // The sidecar is the bar bound to the record and signed: {record_digest, bar, signature}.
    bar: recordPath ? (JSON.parse(await readFile(recordPath.replace(/\.json$/, '.bar.json'), 'utf8')) as { bar: unknown }).bar : undefined,
    comment: gh.comments.filter((c) => c.user.login === 'aqr-bot').at(-1)?.body,
  } as Gate;
}
