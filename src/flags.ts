// The inputs of `aqr evaluate`: CLI flags, keys of a --config file, and (with
// the same names) the action's inputs. One table, so the three never drift.
// Plain data below io/ and the pipeline: the config file reader (io/), the CLI,
// the action and the pipeline all read it (scripts/make-action-yml.mjs reads
// its source text); src/pipeline/inputs.ts turns the values into options.

export type FlagKind = 'string' | 'boolean' | 'list';

/**
 * One input: its kind and help; `path: true` when its value names a file,
 * folder or glob (a config file's value of it resolves from the config's own
 * folder: src/io/config-file.ts).
 */
export interface FlagSpec {
  kind: FlagKind;
  help: string;
  path?: true;
}

export const EVALUATE_FLAGS = {
  profile: { kind: 'string', help: 'built-in profile id@version (sg/coding-agent@0.1) or a profile file', path: true },
  tier: { kind: 'string', help: 'raise the profile tier (T0, T1, T2); never lower' },
  measures: { kind: 'list', help: 'files or globs of measure entries (YAML/JSON list or measures: key)', path: true },
  trials: { kind: 'list', help: 'files or globs of the trial ledger (JSONL, .gz read too), shards merged', path: true },
  'trials-format': {
    kind: 'string',
    help: 'read --trials as aqr (aqr.trials/1), promptfoo, junit, inspect or deepeval (default: by content; docs/importers.md)',
  },
  'trials-subject': { kind: 'string', help: 'the subject of --trials when an eval file holds several (promptfoo: provider + prompt; Inspect: model)' },
  'trials-scorer': { kind: 'string', help: 'Inspect AI: the scorer that decides pass when a log has several' },
  'task-id': { kind: 'string', help: 'promptfoo: the testCase.metadata field that names the task (default task_id, id, description, vars)' },
  evidence: { kind: 'list', help: 'files or globs of OpenTelemetry trace exports (OTLP/JSON, one export per line or per file, .gz read too)', path: true },
  tallies: {
    kind: 'list',
    help: 'files or globs of partial tallies (aqr tally, one per matrix job), merged as if every shard were read here; instead of trials',
    path: true,
  },
  'expect-shards': { kind: 'string', help: 'the shard files the evidence must cover: fewer hold the verdict (SHARD_MISSING), more are an input error' },
  floor: {
    kind: 'list',
    help: 'a gate without writing a profile: MEASURE[:SPLIT]=VALUE, the measure must reach VALUE (repeat); it adds to the profile or tightens it, never loosens; the profile says why',
  },
  ceiling: { kind: 'list', help: 'a gate without writing a profile: MEASURE[:SPLIT]=VALUE, the measure must not exceed VALUE (repeat); as --floor' },
  'task-manifest': { kind: 'string', help: 'the task set file: tasks with id, split, canary', path: true },
  'eval-definition': {
    kind: 'list',
    help: 'files, folders or globs that decide pass or fail (the eval tool’s config, graders, test and task files): part of the bar, read at the base',
    path: true,
  },
  sealed: { kind: 'boolean', help: 'assert no optimizer or prompt author read the held-out split' },
  agent: { kind: 'string', help: 'the agent under release' },
  'model-provider': { kind: 'string', help: 'model provider' },
  'model-id': { kind: 'string', help: 'model id' },
  harness: { kind: 'list', help: 'files, folders or globs whose tree digest is harness_digest', path: true },
  code: { kind: 'list', help: 'files, folders or globs whose tree digest is code_digest', path: true },
  authority: { kind: 'string', help: 'the policy in force (its digest is grant_digest)', path: true },
  decisions: { kind: 'list', help: 'files of policy-engine decisions {id, result, source}', path: true },
  signals: { kind: 'list', help: 'files or globs of signals: OCP runs, Agent Signals, confidence samples (JSONL or JSON, .gz read too)', path: true },
  'acceptance-rule': { kind: 'string', help: 'the OCP acceptance rule for bare signal lists (a run document carries its own)', path: true },
  strict: { kind: 'boolean', help: 'every signal deviation from its contract is an error' },
  actor: { kind: 'string', help: 'who decides' },
  question: { kind: 'string', help: 'the question decided (T2)' },
  option: { kind: 'list', help: 'an option considered (T2; repeat)' },
  rationale: { kind: 'string', help: 'why (generated from the gates when absent)' },
  'rollback-to': { kind: 'string', help: 'a digest, or a previous record whose harness_digest to roll back to', path: true },
  'evaluator-independent': { kind: 'boolean', help: 'the grader saw the artifact, not the worker’s own account' },
  'judge-id': { kind: 'string', help: 'judge id, when measures are judged' },
  'judge-model': { kind: 'string', help: 'judge model' },
  'judge-kappa': { kind: 'string', help: 'the judge’s Cohen’s kappa against human labels' },
  'judge-sampled': { kind: 'string', help: 'items the judge agreement was measured on' },
  now: { kind: 'string', help: 'the decision time, RFC 3339 (default: the clock)' },
  out: { kind: 'string', help: 'where to write the record (.yaml/.yml: YAML, else JSON)', path: true },
  'signing-key': {
    kind: 'string',
    help: 'sign the record with this private key: its text (JWK or PEM, from a secret), env:NAME (held in an environment variable) or file:PATH; never logged',
  },
  key: { kind: 'string', help: 'deprecated alias of signing-key file:PATH (still works, with a warning)', path: true },
  'key-env': { kind: 'string', help: 'deprecated alias of signing-key env:NAME (still works, with a warning)' },
  attest: { kind: 'string', help: 'write a Sigstore bundle here: an in-toto statement of the record in a DSSE envelope, signed with the key', path: true },
  predicate: { kind: 'string', help: 'write the attestation predicate here (for actions/attest or aqr attest); with attest, beside the record', path: true },
  vsa: {
    kind: 'string',
    help: 'write a SLSA Verification Summary v1 predicate here (for actions/attest; PASSED only when release-permitted is true), beside aqr’s own',
    path: true,
  },
  'subject-path': {
    kind: 'list',
    help: 'files or globs released: the statement subjects, each by sha256 (CLI: --subject too); default the agent and its harness digest',
    path: true,
  },
  'subject-digest': { kind: 'list', help: 'a released artifact by digest, NAME=sha256:HEX' },
  baseline: { kind: 'string', help: 'the last release’s record, for regression gates', path: true },
  'baseline-key': { kind: 'string', help: 'the public key (file or JWKS URL) the baseline must be signed with (default: the signing key’s)', path: true },
  'bar-ref': {
    kind: 'string',
    help: 'judge by the bar (profile and what it extends, task manifest, authority, decisions) and every key of the config as they are at this git ref; the action: default the base of the change the run judges (the base the event names, else the default branch’s head; docs/security.md)',
  },
  'allow-bar-change': { kind: 'boolean', help: 'let a change that alters the bar ship without an approval (the explicit opt-out)' },
  'model-file': { kind: 'string', help: 'the model file (weights or artifact): subject.model.digest is the sha256 of its bytes', path: true },
  'model-digest': {
    kind: 'string',
    help: 'the model’s digest as its publisher declares it (sha256:HEX), when the file is not at hand: subject.model.digest, named as declared in the rationale',
  },
  'agent-card': {
    kind: 'string',
    help: 'the A2A Agent Card JSON as published: subject.agent_card (its digest, the skills the tasks exercise) and interop.agent_card_fresh',
    path: true,
  },
  'agent-card-url': { kind: 'string', help: 'where the Agent Card is served (default: its url’s origin + /.well-known/agent-card.json)' },
  aibom: { kind: 'string', help: 'a CycloneDX or SPDX JSON bill of materials: supply_chain.aibom_digest and aibom_format', path: true },
  provenance: {
    kind: 'string',
    help: 'a Sigstore bundle of the build provenance (in-toto in DSSE): supply_chain.slsa_provenance_digest once it verifies (else named in the rationale)',
    path: true,
  },
  'provenance-key': { kind: 'string', help: 'the public key (file or JWKS URL) the provenance bundle is signed with', path: true },
  'provenance-trusted-root': { kind: 'string', help: 'a keyless provenance bundle: the Sigstore trusted root (JSON) it verifies against', path: true },
  'provenance-identity': { kind: 'string', help: 'a keyless provenance bundle: its signer’s certificate identity (exact)' },
  'provenance-issuer': { kind: 'string', help: 'a keyless provenance bundle: its signer’s OIDC issuer (default GitHub Actions’)' },
  'mcp-config': {
    kind: 'string',
    help: 'the agent’s MCP config (mcpServers or servers): supply_chain.mcp_servers, each pinned by version, image digest or endpoint; unpinned ones named',
    path: true,
  },
  'judge-pack': { kind: 'string', help: 'the judge’s question pack file: assurance.judge.pack_digest (with judge-id and judge-model)', path: true },
} as const satisfies Record<string, FlagSpec>;

export type EvaluateFlag = keyof typeof EVALUATE_FLAGS;
export type FlagValues = Partial<Record<EvaluateFlag, string | boolean | string[]>>;

/**
 * How each input is pinned when a change is judged against a base (a pull
 * request's base commit, `--bar-ref`): the whole config file is read there and
 * every key below compared (docs/security.md, "Why the bar comes from the base branch").
 * - `bar`: a file of the bar itself (profile, manifest, authority, decisions):
 *   read at the base, compared by content (globs expanded at the base).
 * - `file`: a file the verdict rests on: compared by value, and by content
 *   when the base commit holds it (then read as the base has it); one the base
 *   does not hold (a record an earlier step downloaded) is read from the workspace.
 * - `evidence`: files the run produces: compared by value (the path or glob)
 *   only, and read from the workspace.
 * - `value`: compared as written.
 * - `write`: where the run writes: always the base's, never a difference.
 * - `workflow`: decides which bar judges; only the workflow step may set it.
 * A difference holds with BAR_CHANGED unless the change is accepted; the
 * judged run then uses the base's value of every key, else its own.
 */
export type PinKind = 'bar' | 'file' | 'evidence' | 'value' | 'write' | 'workflow';

export const PINNED_AS = {
  profile: 'bar',
  tier: 'value',
  measures: 'evidence',
  trials: 'evidence',
  'trials-format': 'value',
  'trials-subject': 'value',
  'trials-scorer': 'value',
  'task-id': 'value',
  evidence: 'evidence',
  tallies: 'evidence',
  'expect-shards': 'value',
  floor: 'value',
  ceiling: 'value',
  'task-manifest': 'bar',
  'eval-definition': 'bar',
  sealed: 'value',
  agent: 'value',
  'model-provider': 'value',
  'model-id': 'value',
  harness: 'evidence',
  code: 'evidence',
  authority: 'bar',
  decisions: 'bar',
  signals: 'evidence',
  'acceptance-rule': 'file',
  strict: 'value',
  actor: 'value',
  question: 'value',
  option: 'value',
  rationale: 'value',
  'rollback-to': 'file',
  'evaluator-independent': 'value',
  'judge-id': 'value',
  'judge-model': 'value',
  'judge-kappa': 'value',
  'judge-sampled': 'value',
  now: 'value',
  out: 'write',
  'signing-key': 'value',
  key: 'value',
  'key-env': 'value',
  attest: 'write',
  predicate: 'write',
  vsa: 'write',
  'subject-path': 'evidence',
  'subject-digest': 'value',
  baseline: 'file',
  'baseline-key': 'file',
  'bar-ref': 'workflow',
  'allow-bar-change': 'workflow',
  'model-file': 'evidence',
  'model-digest': 'value',
  'agent-card': 'evidence',
  'agent-card-url': 'value',
  aibom: 'evidence',
  provenance: 'evidence',
  'provenance-key': 'file',
  'provenance-trusted-root': 'file',
  'provenance-identity': 'value',
  'provenance-issuer': 'value',
  'mcp-config': 'evidence',
  'judge-pack': 'file',
} as const satisfies Record<EvaluateFlag, PinKind>;

/** The inputs of one kind, in the table's order. */
export function pinnedAs<K extends PinKind>(kind: K): { [F in EvaluateFlag]: (typeof PINNED_AS)[F] extends K ? F : never }[EvaluateFlag][] {
  return (Object.keys(PINNED_AS) as EvaluateFlag[]).filter((k) => PINNED_AS[k] === kind) as never;
}
