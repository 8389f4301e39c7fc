// The inputs of `aqr evaluate` (the table in src/flags.ts) as pipeline options.
import { AqrError } from '../errors.js';
import { EVALUATE_FLAGS, type EvaluateFlag, type FlagValues } from '../flags.js';
import type { EvaluateOptions } from './evaluate.js';
import type { BlockInputs } from './blocks.js';
import type { Judge, ReleaseTier } from '../record/types.js';
import type { TrialsHow } from '../io/import-file.js';
import type { ImportOptions } from '../import/types.js';
import { asTrialsFormat } from '../import/index.js';
import { isExtension, lookupMeasure } from '../record/registry.js';
import type { ProfileGate } from '../profile/types.js';

/**
 * One `--floor` / `--ceiling` (config key and action input of the same name):
 * `MEASURE[:SPLIT]=VALUE`, e.g. `task.completion=0.9`, `reliability.pass_hat_k:held-out=0.8`.
 */
export function flagGate(kind: 'floor' | 'ceiling', text: string): ProfileGate {
  const bad = (why: string) => new AqrError('ERR_USAGE', `--${kind} ${JSON.stringify(text)}: ${why} (MEASURE[:SPLIT]=VALUE, e.g. task.completion=0.9)`);
  const m = /^([^:=\s]+)(?::([^=\s]+))?=(.+)$/.exec(text.trim());
  if (!m) throw bad('not MEASURE[:SPLIT]=VALUE');
  const [, id = '', split, value = ''] = m;
  const def = lookupMeasure(id);
  if (!def && !isExtension(id)) throw bad(`${id} is not a registered measure`);
  if (def && def.value === 'boolean') throw bad(`${id} is a boolean measure: a floor or ceiling needs a number`);
  if (split !== undefined && split !== 'held-out' && split !== 'held-in') throw bad(`the split must be held-out or held-in, got ${JSON.stringify(split)}`);
  const n = Number(value);
  if (value.trim() === '' || !Number.isFinite(n)) throw bad(`${JSON.stringify(value)} is not a number`);
  if (def?.value === 'fraction' && (n < 0 || n > 1)) throw bad(`${id} is a fraction: the value must be in [0, 1]`);
  return {
    id,
    ...(split !== undefined ? { split: split as ProfileGate['split'] & string } : {}),
    [kind]: n,
    evidence: `given as --${kind} ${text.trim()}, not in the profile (a profile gate says why)`,
  };
}

/** `--trials-format`, the subject and the task-id field as how `--trials` are read (evaluate, verify, import and init share it). */
export function toTrialsHow(format: string | undefined, given: { [K in keyof ImportOptions]-?: string | undefined }): TrialsHow | undefined {
  const options: ImportOptions = {};
  for (const k of ['subject', 'taskIdField', 'scorer'] as const) {
    const v = given[k];
    if (v !== undefined) options[k] = v;
  }
  if (format === undefined && Object.keys(options).length === 0) return undefined;
  return { ...(format === undefined ? {} : { format: asTrialsFormat(format) }), options };
}

/**
 * The inputs a run cannot do without, each with a typical value: a first run
 * that lacks several hears of all of them at once, each with the one line
 * (a flag, or the same key in the --config file) that supplies it.
 */
const REQUIRED: readonly (readonly [EvaluateFlag, string])[] = [
  ['profile', 'aqr/assistant-agent@0.1'],
  ['task-manifest', 'tasks.yaml'],
  ['agent', 'my-agent'],
  ['harness', 'agent/'],
  ['authority', 'authority.yaml'],
  ['actor', 'release-manager@example.com'],
];

/** Every required input absent from `v`, as one usage error naming the fix of each; undefined when none is. */
function missingInputs(v: FlagValues): AqrError | undefined {
  const given = (k: EvaluateFlag): boolean => {
    const x = v[k];
    return Array.isArray(x) ? x.some((s) => s !== '') : typeof x === 'string' && x !== '';
  };
  const missing = REQUIRED.filter(([k]) => !given(k));
  if (missing.length === 0) return undefined;
  const fixes = missing.map(([k, eg]) => `--${k} ${eg} (or "${k}: ${eg}" in the config: ${EVALUATE_FLAGS[k].help})`);
  const count = missing.length === 1 ? '1 required input is' : `${missing.length} required inputs are`;
  return new AqrError('ERR_USAGE', `${count} missing; add ${fixes.join('; ')}`);
}

/** Where a private key is read: a file, an environment variable, or its text (never echoed). */
export type KeySource = { file?: string; env?: string; text?: string; label?: string };

/**
 * The one signing key: `signing-key` (its text, `env:NAME` or `file:PATH`),
 * or a deprecated alias (`key`: a file, `key-env`: a variable), which works
 * with a warning. Two given is a usage error. Key text never appears in a
 * message, nor does a value that is none of the three (it may be a secret).
 */
export function signingKeyOf(given: { signingKey?: string | undefined; key?: string | undefined; keyEnv?: string | undefined }): {
  key?: KeySource;
  warnings: string[];
} {
  const named = (['signingKey', 'key', 'keyEnv'] as const).filter((k) => given[k] !== undefined && given[k] !== '');
  if (named.length > 1)
    throw new AqrError('ERR_USAGE', 'give one signing key: signing-key (--signing-key), or one of its deprecated aliases key (--key), key-env (--key-env)');
  if (given.key) return { key: { file: given.key }, warnings: [`key (--key) is deprecated: give signing-key file:${given.key} (--signing-key file:PATH)`] };
  if (given.keyEnv)
    return { key: { env: given.keyEnv }, warnings: [`key-env (--key-env) is deprecated: give signing-key env:${given.keyEnv} (--signing-key env:NAME)`] };
  const v = given.signingKey;
  if (!v) return { warnings: [] };
  if (v.startsWith('env:')) {
    const name = v.slice(4);
    if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(name)) throw new AqrError('ERR_USAGE', 'signing-key env:NAME names an environment variable: letters, digits and _');
    return { key: { env: name }, warnings: [] };
  }
  if (v.startsWith('file:')) {
    if (v.length === 5) throw new AqrError('ERR_USAGE', 'signing-key file:PATH names the key file: the path is empty');
    return { key: { file: v.slice(5) }, warnings: [] };
  }
  if (/^\s*(\{|-----BEGIN )/.test(v)) return { key: { text: v, label: 'signing-key' }, warnings: [] };
  throw new AqrError('ERR_USAGE', 'signing-key is not a key (JWK or PEM text), env:NAME or file:PATH; its value is not shown (it may be a secret)');
}

/** Flag values (already merged with any config) to pipeline options. */
export function toEvaluateOptions(v: FlagValues): EvaluateOptions {
  const str = (k: EvaluateFlag): string | undefined => {
    const x = v[k];
    return typeof x === 'string' && x !== '' ? x : undefined;
  };
  const list = (k: EvaluateFlag): string[] => {
    const x = v[k];
    return Array.isArray(x) ? x.filter((s) => s !== '') : typeof x === 'string' && x !== '' ? [x] : [];
  };
  const missing = missingInputs(v);
  if (missing) throw missing;
  // Present: missingInputs held every required input to be given.
  const need = (k: EvaluateFlag): string => str(k) ?? '';
  const num = (k: EvaluateFlag, min: number, max: number, integer = false): number | undefined => {
    const x = str(k);
    if (x === undefined) return undefined;
    const n = Number(x);
    if (!Number.isFinite(n) || n < min || n > max || (integer && !Number.isInteger(n)))
      throw new AqrError('ERR_USAGE', `--${k} must be ${integer ? 'an integer' : 'a number'} in [${min}, ${max}], got ${JSON.stringify(x)}`);
    return n;
  };
  const tier = str('tier');
  if (tier !== undefined && !['T0', 'T1', 'T2'].includes(tier)) throw new AqrError('ERR_USAGE', `--tier must be T0, T1 or T2, got ${JSON.stringify(tier)}`);
  const harness = list('harness');
  const o: EvaluateOptions = {
    profile: need('profile'),
    measures: list('measures'),
    trials: list('trials'),
    taskManifest: need('task-manifest'),
    sealed: v.sealed === true,
    agent: need('agent'),
    harness,
    code: list('code'),
    authority: need('authority'),
    decisions: list('decisions'),
    evalDefinition: list('eval-definition'),
    actor: need('actor'),
    option: list('option'),
    evaluatorIndependent: v['evaluator-independent'] === true,
    signals: list('signals'),
    evidence: list('evidence'),
    tallies: list('tallies'),
    strict: v.strict === true,
    allowBarChange: v['allow-bar-change'] === true,
  };
  if (tier) o.tier = tier as ReleaseTier;
  const gates = [...list('floor').map((g) => flagGate('floor', g)), ...list('ceiling').map((g) => flagGate('ceiling', g))];
  if (gates.length > 0) o.gates = gates;
  const trialsHow = toTrialsHow(str('trials-format'), { subject: str('trials-subject'), taskIdField: str('task-id'), scorer: str('trials-scorer') });
  if (trialsHow) o.trialsHow = trialsHow;
  const shards = num('expect-shards', 1, 1_000_000, true);
  if (shards !== undefined) o.expectShards = shards;
  if (list('subject-path').length > 0) o.subjects = list('subject-path');
  if (list('subject-digest').length > 0) o.subjectDigests = list('subject-digest');
  for (const [flag, key] of [
    ['acceptance-rule', 'acceptanceRule'],
    ['model-provider', 'modelProvider'],
    ['model-id', 'modelId'],
    ['question', 'question'],
    ['rationale', 'rationale'],
    ['rollback-to', 'rollbackTo'],
    ['now', 'now'],
    ['out', 'out'],
    ['attest', 'attest'],
    ['predicate', 'predicate'],
    ['vsa', 'vsa'],
    ['baseline', 'baseline'],
    ['baseline-key', 'baselineKey'],
    ['bar-ref', 'barRef'],
  ] as const) {
    const x = str(flag);
    if (x !== undefined) o[key] = x;
  }
  const signing = signingKeyOf({ signingKey: str('signing-key'), key: str('key'), keyEnv: str('key-env') });
  if (signing.key) o.key = signing.key;
  if (signing.warnings.length > 0) o.inputWarnings = signing.warnings;
  const judgeId = str('judge-id');
  const judgeModel = str('judge-model');
  if (judgeId || judgeModel) {
    if (!judgeId || !judgeModel) throw new AqrError('ERR_USAGE', '--judge-id and --judge-model go together');
    const judge: Judge = { id: judgeId, model: judgeModel };
    const kappa = num('judge-kappa', -1, 1);
    if (kappa !== undefined) judge.human_agreement_kappa = kappa;
    const sampled = num('judge-sampled', 1, Number.MAX_SAFE_INTEGER, true);
    if (sampled !== undefined) judge.sampled = sampled;
    o.judge = judge;
  }
  const blocks: BlockInputs = {};
  for (const [flag, key] of [
    ['model-file', 'modelFile'],
    ['model-digest', 'modelDigest'],
    ['agent-card', 'agentCard'],
    ['agent-card-url', 'agentCardUrl'],
    ['aibom', 'aibom'],
    ['provenance', 'provenance'],
    ['provenance-key', 'provenanceKey'],
    ['provenance-trusted-root', 'provenanceTrustedRoot'],
    ['provenance-identity', 'provenanceIdentity'],
    ['provenance-issuer', 'provenanceIssuer'],
    ['mcp-config', 'mcpConfig'],
    ['judge-pack', 'judgePack'],
  ] as const) {
    const x = str(flag);
    if (x !== undefined) blocks[key] = x;
  }
  if (Object.keys(blocks).length > 0) o.blocks = blocks;
  return o;
}
