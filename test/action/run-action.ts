// The committed dist/index.cjs run as GitHub runs it: a child process with
// INPUT_* variables, GITHUB_OUTPUT, GITHUB_STEP_SUMMARY, GITHUB_EVENT_PATH and
// GITHUB_API_URL pointing at a loopback stand-in for the REST API.
import { execFile, execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import type { FakeGitHub } from './github-api.js';
import { ROOT } from '../helpers.js';

export interface ActionRun {
  code: number;
  stdout: string;
  outputs: Record<string, string>;
  summary: string;
  record?: (Record<string, unknown> & { decision: Record<string, unknown>; gates: { id: string; result: string }[] }) | undefined;
}

let runs = 0;

/** The GITHUB_RUN_ID the next runAction gets. */
export function nextRunId(): number {
  return 5001 + runs;
}

/**
 * This repository's HEAD: the base commit of the pull request runs here
 * (cwd ROOT), so the bar is read from its git history, and it is the same
 * bar as the checkout's unless a test changes it.
 */
export const HEAD = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: ROOT, encoding: 'utf8' }).trim();

export function pullRequest(author = 'octo-dev', fork = false) {
  return {
    pull_request: {
      number: 7,
      user: { login: author },
      head: { repo: { full_name: fork ? 'someone/agent' : 'acme/agent' } },
      base: { sha: HEAD, repo: { full_name: 'acme/agent' } },
    },
    repository: { default_branch: 'main' },
  };
}

/** Runs the action in `dir` (files of the run land there) against `gh`. */
/** How a run differs from the pull_request run in this repository: the event, the working directory (the workspace), more environment. */
export interface RunOptions {
  eventName?: string;
  cwd?: string;
  env?: NodeJS.ProcessEnv;
}

export async function runAction(
  gh: FakeGitHub,
  dir: string,
  inputs: Record<string, string>,
  event: object = pullRequest(),
  options: RunOptions = {},
): Promise<ActionRun> {
  return runActionIn(dir, gh, ++runs, inputs, event, options);
}

/** Runs the action as the `n`th run (GITHUB_RUN_ID 5000 + n). */
export async function runActionIn(
  dir: string,
  gh: FakeGitHub,
  n: number,
  inputs: Record<string, string>,
  event: object = pullRequest(),
  options: RunOptions = {},
): Promise<ActionRun> {
  const files = {
    output: join(dir, `output-${n}`),
    summary: join(dir, `summary-${n}.md`),
    event: join(dir, `event-${n}.json`),
    temp: join(dir, `runner-temp-${n}`),
  };
  await writeFile(files.output, '');
  await writeFile(files.summary, '');
  await writeFile(files.event, JSON.stringify(event));
  const cwd = options.cwd ?? ROOT;
  // As GitHub sets it: the commit the run was started on, the checkout's (actions/checkout's default) when the workspace is a git checkout.
  const sha = await new Promise<string | undefined>((done) =>
    execFile('git', ['rev-parse', '--verify', '--quiet', 'HEAD'], { cwd, env: { PATH: process.env['PATH'], ...options.env } }, (e, out) =>
      done(e ? undefined : out.trim()),
    ),
  );
  const env: NodeJS.ProcessEnv = {
    PATH: process.env['PATH'],
    ...(sha ? { GITHUB_SHA: sha } : {}),
    GITHUB_OUTPUT: files.output,
    GITHUB_STEP_SUMMARY: files.summary,
    GITHUB_EVENT_PATH: files.event,
    GITHUB_EVENT_NAME: options.eventName ?? 'pull_request',
    GITHUB_API_URL: gh.url,
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_RUN_ID: String(5000 + n),
    GITHUB_WORKFLOW: 'release gate',
    GITHUB_JOB: 'gate',
    GITHUB_WORKFLOW_REF: 'acme/agent/.github/workflows/gate.yml@refs/pull/7/merge',
    GITHUB_ACTOR: 'octo-dev',
    RUNNER_TEMP: files.temp,
    'INPUT_GITHUB-TOKEN': 'ghs_test_token_value_0123456789',
    INPUT_CONFIG: 'examples/evaluate.yaml',
    ...options.env,
  };
  for (const [k, v] of Object.entries(inputs)) env[`INPUT_${k.toUpperCase()}`] = v;
  const { code, stdout } = await new Promise<{ code: number; stdout: string }>((done) =>
    execFile(process.execPath, [join(ROOT, 'dist/index.cjs')], { cwd, env, maxBuffer: 64 * 1024 * 1024 }, (err, out) =>
      done({ code: err ? Number(err.code) : 0, stdout: out }),
    ),
  );
  const outputs: Record<string, string> = {};
  for (const m of (await readFile(files.output, 'utf8')).matchAll(/^(\S+)<<(\S+)\n([\s\S]*?)\n\2$/gm)) outputs[m[1]!] = m[3]!;
  const result: ActionRun = { code, stdout, outputs, summary: await readFile(files.summary, 'utf8') };
  if (outputs['record-path']) result.record = JSON.parse(await readFile(outputs['record-path'], 'utf8')) as ActionRun['record'];
  return result;
}
