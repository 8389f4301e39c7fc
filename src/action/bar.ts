// The action's part in pinning the bar: which commit the bar is read at (the
// pull request's base, or bar-ref), through what (git history of the checkout,
// else GitHub's contents API), and which paths name it (the base's config).
import * as core from '@actions/core';
import { AqrError, isAqrError } from '../errors.js';
import { contentsSource } from '../github/contents.js';
import type { Octokit } from '../github/client.js';
import type { RunContext } from '../github/context.js';
import type { BarPaths } from '../io/bar-files.js';
import { gitCommit, gitSource, type BarSource } from '../io/bar-source.js';
import { configFromText } from '../io/config-file.js';
import { decodeText } from '../io/read-text.js';
import type { FlagValues } from '../pipeline/inputs.js';
import type { ActionInputs } from './inputs.js';

/**
 * Where the bar is read: the ref in bar-ref, else the pull request's base
 * commit; from git objects when the checkout has that commit (fetch-depth: 0),
 * else through GitHub's contents API. On push and other events, the checkout.
 */
export async function pinnedBarSource(octokit: Octokit | undefined, ctx: RunContext, flags: FlagValues): Promise<BarSource | undefined> {
  const given = typeof flags['bar-ref'] === 'string' && flags['bar-ref'] !== '' ? flags['bar-ref'] : undefined;
  delete flags['bar-ref'];
  const ref = given ?? ctx.baseSha;
  if (ref === undefined) {
    if (ctx.prNumber !== undefined) core.warning('the pull_request event names no base commit: the bar is read from the checkout');
    return undefined;
  }
  const sha = await gitCommit(ref);
  if (sha) {
    core.info(`the bar is read at ${sha} from the git history of the checkout`);
    return gitSource(sha);
  }
  if (!/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(ref)) throw new AqrError('ERR_USAGE', `bar-ref ${JSON.stringify(ref)} names no commit in the checkout (give a commit SHA, or check out with fetch-depth: 0)`);
  if (!octokit) throw new AqrError('ERR_USAGE', `the bar must be read at ${ref.slice(0, 12)}, which the checkout does not hold, and there is no github-token to read it through GitHub's API (give github-token with contents: read, or check out with fetch-depth: 0)`);
  core.info(`the bar is read at ${ref} through GitHub's contents API`);
  return contentsSource(octokit, ctx, ref, process.env['GITHUB_WORKSPACE'] ?? process.cwd());
}

/**
 * The config file is the pull request's own: it could point the profile at
 * another file that was lax at the base too. The bar's paths are those the
 * base's config named (inputs of the workflow step still win).
 */
export async function barPathsAtBase(source: BarSource, inputs: ActionInputs): Promise<Partial<BarPaths> | undefined> {
  const file = inputs.config as string;
  const bytes = await source.read(file, 'config');
  if (!bytes) return undefined;
  let base: FlagValues;
  try {
    base = { ...(await configFromText(decodeText(bytes, file, 'config'), file)), ...inputs.flags };
  } catch (e) {
    if (!isAqrError(e)) throw e;
    core.warning(`the config file at ${source.label} does not load (${e.format()}); the bar's paths are this pull request's`);
    return undefined;
  }
  const str = (v: unknown) => (typeof v === 'string' && v !== '' ? v : undefined);
  const out: Partial<BarPaths> = {};
  const profile = str(base.profile);
  const taskManifest = str(base['task-manifest']);
  const authority = str(base.authority);
  if (profile) out.profile = profile;
  if (taskManifest) out.taskManifest = taskManifest;
  if (authority) out.authority = authority;
  const decisions = base.decisions;
  out.decisions = Array.isArray(decisions) ? decisions : typeof decisions === 'string' && decisions !== '' ? [decisions] : [];
  return out;
}
