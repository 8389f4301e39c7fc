// The action's inputs: every aqr evaluate flag under its own name (read with
// the flag table, so the two never drift), plus what only a workflow has.
import * as core from '@actions/core';
import { AqrError } from '../errors.js';
import { EVALUATE_FLAGS, type EvaluateFlag, type FlagValues } from '../flags.js';

export type CommentMode = 'always' | 'on-change' | 'never';

export interface ActionInputs {
  flags: FlagValues;
  config?: string;
  token: string;
  publicKey?: string;
  comment: CommentMode;
  failOn: Set<string>;
  artifactName: string;
  /** Distinguishes two gates' comments in one job (the comment-key input). */
  commentKey?: string;
  /** The deployment environment the job runs in: its approvals are read. */
  environment?: string;
  /** The name of the check run to post with the verdict (the check-run input); none when absent. */
  checkRun?: string;
}

export function readInputs(): ActionInputs {
  const flags: FlagValues = {};
  for (const [name, f] of Object.entries(EVALUATE_FLAGS) as [EvaluateFlag, (typeof EVALUATE_FLAGS)[EvaluateFlag]][]) {
    if (f.kind === 'list') {
      const list = core.getMultilineInput(name);
      if (list.length > 0) flags[name] = list;
    } else if (f.kind === 'boolean') {
      const v = core.getInput(name).toLowerCase();
      if (v !== '') {
        if (v !== 'true' && v !== 'false') throw new AqrError('ERR_USAGE', `input ${name} must be true or false, got ${JSON.stringify(v)}`);
        flags[name] = v === 'true';
      }
    } else {
      const v = core.getInput(name);
      if (v !== '') flags[name] = v;
    }
  }
  const comment = (core.getInput('comment') || 'always') as CommentMode;
  if (!['always', 'on-change', 'never'].includes(comment))
    throw new AqrError('ERR_USAGE', `input comment must be always, on-change or never, got ${JSON.stringify(comment)}`);
  const failOn = new Set(
    (core.getInput('fail-on') || 'hold,reject')
      .split(',')
      .map((s) => s.trim())
      .filter(Boolean),
  );
  for (const v of failOn)
    if (!['ship', 'hold', 'reject'].includes(v)) throw new AqrError('ERR_USAGE', `input fail-on lists verdicts (hold, reject), got ${JSON.stringify(v)}`);
  // A secret arrives masked only as a whole; mask each line of a PEM as well (an env: or file: reference is no secret).
  const signingKey = flags['signing-key'];
  if (typeof signingKey === 'string' && !/^(env|file):/.test(signingKey))
    for (const line of [signingKey, ...signingKey.split(/\r?\n/)]) if (line.trim().length >= 8) core.setSecret(line.trim());
  const out: ActionInputs = {
    flags,
    token: core.getInput('github-token'),
    comment,
    failOn,
    artifactName: core.getInput('artifact-name') || 'agent-quality-record',
  };
  const config = core.getInput('config');
  if (config) out.config = config;
  const commentKey = core.getInput('comment-key');
  if (commentKey) out.commentKey = commentKey;
  const environment = core.getInput('environment');
  if (environment) out.environment = environment;
  const checkRun = core.getInput('check-run').trim();
  if (checkRun) out.checkRun = checkRun;
  const publicKey = core.getInput('public-key');
  if (publicKey) out.publicKey = publicKey;
  return out;
}
