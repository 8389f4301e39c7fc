// Every command's flags, help and exit codes in one table: `aqr --help`,
// `aqr <command> --help`, the parser and docs/cli.md's flag list all come from
// here (node scripts/docs-generated.mjs writes the list, test/docs.test.ts
// keeps it in step). To add a flag, add a row to the command's `flags` (evaluate's come from EVALUATE_FLAGS).
import { closestMatch } from 'leven';
import { parseArgs } from 'node:util';
import { AqrError } from '../errors.js';
import { EVALUATE_FLAGS } from '../flags.js';
import type { Io } from './io.js';

export interface FlagSpec {
  type: 'string' | 'boolean';
  /** Repeatable. */
  multiple?: boolean;
  short?: string;
  /** The value's placeholder in help, e.g. FILE. */
  value?: string;
  /** One line. */
  help: string;
  /** What applies when the flag is absent ('off' for a boolean when not given). */
  default?: string;
}

export interface CommandSpec {
  /** Positional arguments as shown in the synopsis. */
  args: string;
  /** One line: what the command does. */
  summary: string;
  flags: Record<string, FlagSpec>;
  exits: readonly (readonly [number, string])[];
  example: string;
}

const USAGE_EXITS = [2, 'bad input or usage (one line on stderr naming file, line and field; nothing written)'] as const;

/** evaluate's flags: the shared input table, with the defaults a person needs to see. */
const EVALUATE_DEFAULTS: Partial<Record<keyof typeof EVALUATE_FLAGS, string>> = {
  profile: 'required',
  tier: "the profile's tier",
  'task-manifest': 'required',
  agent: 'required',
  harness: 'required',
  authority: 'required',
  actor: 'required',
  rationale: 'generated from the gates',
  now: 'the clock',
  out: 'not written',
  'signing-key': 'unsigned',
};
const VALUE_NAMES: Partial<Record<keyof typeof EVALUATE_FLAGS, string>> = {
  profile: 'ID@VERSION|FILE',
  tier: 'T0|T1|T2',
  measures: 'GLOB',
  trials: 'GLOB',
  'trials-format': 'aqr|promptfoo|junit|inspect|deepeval',
  'trials-subject': 'NAME',
  'task-id': 'FIELD',
  evidence: 'GLOB',
  tallies: 'GLOB',
  'expect-shards': 'N',
  'task-manifest': 'FILE',
  'eval-definition': 'PATH',
  harness: 'PATH',
  code: 'PATH',
  authority: 'FILE',
  decisions: 'FILE',
  signals: 'GLOB',
  'acceptance-rule': 'FILE',
  'rollback-to': 'DIGEST|RECORD',
  now: 'RFC3339',
  out: 'FILE',
  'signing-key': 'KEY|env:NAME|file:PATH',
  key: 'FILE',
  'key-env': 'VARIABLE',
  actor: 'WHO',
  agent: 'NAME',
};

function evaluateFlags(): Record<string, FlagSpec> {
  const out: Record<string, FlagSpec> = {
    config: {
      type: 'string',
      value: 'FILE',
      help: 'a YAML file holding any of these inputs under the flag names; paths in it are relative to it; flags win',
      default: 'none',
    },
    json: { type: 'boolean', help: 'print the result as one JSON object' },
    subject: { type: 'string', multiple: true, value: 'FILE|GLOB', help: 'the same as --subject-path', default: 'none' },
  };
  for (const [name, f] of Object.entries(EVALUATE_FLAGS) as [keyof typeof EVALUATE_FLAGS, (typeof EVALUATE_FLAGS)[keyof typeof EVALUATE_FLAGS]][]) {
    const spec: FlagSpec = { type: f.kind === 'boolean' ? 'boolean' : 'string', help: f.help };
    if (f.kind === 'list') spec.multiple = true;
    if (f.kind !== 'boolean') spec.value = VALUE_NAMES[name] ?? 'VALUE';
    const d = EVALUATE_DEFAULTS[name];
    if (d !== undefined) spec.default = d;
    out[name] = spec;
  }
  return out;
}

const LEDGER_FLAGS = {
  ledger: {
    type: 'string',
    multiple: true,
    value: 'PATH',
    help: 'the trial ledger or trace files the record names, to replay every measure',
    default: 'no replay',
  },
  'task-manifest': { type: 'string', value: 'FILE', help: 'the task manifest the record names (needed with --ledger)', default: 'none' },
  'trials-subject': { type: 'string', value: 'NAME', help: EVALUATE_FLAGS['trials-subject'].help, default: 'the only one' },
  'task-id': { type: 'string', value: 'FIELD', help: EVALUATE_FLAGS['task-id'].help, default: 'task_id' },
  'trials-scorer': { type: 'string', value: 'NAME', help: EVALUATE_FLAGS['trials-scorer'].help, default: 'the only one' },
} as const satisfies Record<string, FlagSpec>;

/** The signing key of `aqr sign` and `aqr attest`, one flag with its two deprecated aliases (pipeline/inputs.ts: signingKeyOf). */
const SIGNING_KEY_FLAGS = {
  'signing-key': {
    type: 'string',
    value: 'KEY|env:NAME|file:PATH',
    help: "the record's private key: its text (JWK or PEM), env:NAME (an environment variable holding it) or file:PATH",
    default: 'required',
  },
  key: { type: 'string', value: 'FILE', help: 'deprecated alias of --signing-key file:FILE (works, with a warning)', default: 'none' },
  'key-env': { type: 'string', value: 'VARIABLE', help: 'deprecated alias of --signing-key env:VARIABLE (works, with a warning)', default: 'none' },
} as const satisfies Record<string, FlagSpec>;

/** How an eval tool's files are read: the same words as evaluate's inputs (src/flags.ts). */
const IMPORT_FLAGS = {
  'trials-format': { type: 'string', value: 'aqr|promptfoo|junit|inspect|deepeval', help: EVALUATE_FLAGS['trials-format'].help, default: 'by content' },
  'trials-subject': LEDGER_FLAGS['trials-subject'],
  'task-id': LEDGER_FLAGS['task-id'],
  'trials-scorer': LEDGER_FLAGS['trials-scorer'],
} as const satisfies Record<string, FlagSpec>;

export const COMMANDS = {
  check: {
    args: '<record>...',
    summary: 'the conformance level of each record (L1-L4), and what it misses for the next',
    flags: {
      level: { type: 'string', value: 'L1|L2|L3|L4', help: 'exit 1 unless every record reaches this level (any case)', default: 'none: report only' },
      json: { type: 'boolean', help: 'print one JSON object per record and line' },
      key: {
        type: 'string',
        value: 'FILE|URL',
        help: 'public key (JWK, JWK Set, PEM, or a JWKS URL) to verify signatures, needed for L4',
        default: 'none: signatures unverified',
      },
      'require-ship': {
        type: 'boolean',
        help: "the public checker's release verdict (L2+, ship, a named actor, every gate passing); with --key the signature, with --ledger the replay must hold too",
      },
      ...LEDGER_FLAGS,
      stats: { type: 'string', value: 'FILE', help: 'the stats sidecar whose bounds replay recomputes', default: '<record>.stats.json when present' },
    },
    exits: [
      [0, 'every record checked; each reaches --level, may release (--require-ship), and replays cleanly (--ledger)'],
      [1, 'a record is below --level, its release is blocked (--require-ship), or its replay finds mismatches (--ledger)'],
      USAGE_EXITS,
    ],
    example: 'aqr check examples/record.yaml --key examples/keys/example.public.jwk --level L4',
  },
  evaluate: {
    args: '',
    summary: "gate a release: measures from the evidence, the profile's gates, a verdict, a record",
    flags: evaluateFlags(),
    exits: [[0, 'ship'], [1, 'hold or reject'], USAGE_EXITS],
    example: 'aqr evaluate --config examples/evaluate.yaml --out agent-quality-record.yaml',
  },
  verify: {
    args: '<record|bundle>',
    summary: "check a record's signature (or a Sigstore bundle's, then its record) and, with its ledger, replay every measure and gate",
    flags: {
      key: {
        type: 'string',
        value: 'FILE',
        help: 'the public key (JWK, JWK Set or PEM); this or --jwks (a keyless bundle: --trusted-root instead)',
        default: 'none',
      },
      jwks: { type: 'string', value: 'FILE|URL', help: 'a JWK Set file or URL; this or --key', default: 'none' },
      ...LEDGER_FLAGS,
      tallies: {
        type: 'string',
        multiple: true,
        value: 'GLOB',
        help: 'partial tallies (aqr tally) the record was merged from: each is folded again from its shards among --ledger, and a difference names the tally and the task',
        default: 'not checked',
      },
      stats: { type: 'string', value: 'FILE', help: 'the stats sidecar whose bounds replay recomputes', default: '<record>.stats.json when present' },
      bar: {
        type: 'string',
        multiple: true,
        value: 'FILE',
        help: "bar files (profile, manifest, authority, decisions; or the record's own .bar.json: the files it names) to check against the signed bar bound to the record (<record>.bar.json; a bundle: its predicate's), then the profile's thresholds against the record's gates; an unsigned bar is refused",
        default: 'not checked',
      },
      'trusted-root': {
        type: 'string',
        value: 'FILE',
        help: 'a keyless bundle: the Sigstore trusted root (JSON, or one per line as gh attestation trusted-root prints)',
        default: 'none',
      },
      'certificate-identity': {
        type: 'string',
        value: 'ID',
        help: "a keyless bundle: the signer's certificate identity (SAN), compared exactly; this or --certificate-identity-regexp",
        default: 'none',
      },
      'certificate-identity-regexp': {
        type: 'string',
        value: 'REGEXP',
        help: 'a keyless bundle: a pattern the whole SAN must match (anchored at both ends)',
        default: 'none',
      },
      'certificate-oidc-issuer': {
        type: 'string',
        value: 'URL',
        help: "a keyless bundle: the identity's OIDC issuer, compared exactly",
        default: 'https://token.actions.githubusercontent.com',
      },
      'predicate-type': { type: 'string', value: 'URI', help: 'a bundle: the predicate type it must carry', default: "aqr's own" },
      subject: { type: 'string', multiple: true, value: 'FILE', help: "a bundle: a file that must be among the statement's subjects", default: 'none' },
      'require-ship': {
        type: 'boolean',
        help: 'a record: exit 0 only when the proof holds and the record may release (L2+, ship, a named actor, every gate passing)',
      },
      json: { type: 'boolean', help: 'print the report as one JSON object' },
    },
    exits: [
      [
        0,
        'the proof holds: the signature (and the replay, with --ledger; the bar, with --bar), whatever the verdict; with --require-ship, the record may release too',
      ],
      [1, 'the proof does not hold; with --require-ship, also a valid proof of a record that may not release (hold, reject)'],
      USAGE_EXITS,
    ],
    example: "aqr verify examples/record.yaml --key examples/keys/example.public.jwk --ledger 'examples/ledger/*.jsonl' --task-manifest examples/tasks.yaml",
  },
  'deploy-check': {
    args: '[record|bundle]',
    summary:
      'may this artifact deploy? A record (or its bundle, or the one found for --repo and --commit) held to a deploy policy: proof, release rule, artifact, signer, age, bar',
    flags: {
      policy: {
        type: 'string',
        value: 'FILE',
        help: 'the deploy policy (YAML; src/policy/policy.schema.json, docs/enforce-at-deploy.md)',
        default: 'required',
      },
      'subject-digest': {
        type: 'string',
        value: 'sha256:HEX',
        help: 'the artifact being deployed, by digest: it must be among the subjects the record names',
        default: 'none',
      },
      subject: { type: 'string', value: 'FILE', help: 'the artifact being deployed, a file (its sha256 is the digest)', default: 'none' },
      bundle: {
        type: 'string',
        value: 'FILE',
        help: "the record's Sigstore bundle, beside a record (its statement names the artifacts; a keyless policy needs it)",
        default: '<record>.sigstore.json when present',
      },
      repo: {
        type: 'string',
        value: 'OWNER/NAME',
        help: "find the record through GitHub's API (GITHUB_API_URL, GITHUB_TOKEN): the run artifacts of --commit, or the attestations API",
        default: 'none',
      },
      commit: { type: 'string', value: 'SHA', help: 'with --repo: the commit being deployed', default: 'none' },
      ...LEDGER_FLAGS,
      now: { type: 'string', value: 'RFC3339', help: 'the time the record’s age is measured at', default: 'the clock' },
      json: { type: 'boolean', help: 'print the result as one JSON object' },
    },
    exits: [
      [0, 'every check of the policy holds: the artifact may deploy'],
      [1, 'a check failed (each printed with its code and reason): do not deploy'],
      USAGE_EXITS,
    ],
    example: 'aqr deploy-check agent-quality-record.json --policy quality/deploy-policy.yaml --subject dist/agent.tar.gz',
  },
  tally: {
    args: '<shard>...',
    summary: "a matrix job's partial tally (aqr.tally/1) of its ledger shards, for aqr evaluate --tallies to merge",
    flags: {
      trials: { type: 'string', multiple: true, value: 'GLOB', help: 'more shards: files or globs of the trial ledger (JSONL, .gz read too)', default: 'none' },
      'task-manifest': { type: 'string', value: 'FILE', help: 'the task set the shards were run on (required)', default: 'required' },
      out: { type: 'string', value: 'FILE', help: 'where to write the partial tally (required)', default: 'required' },
      json: { type: 'boolean', help: 'print {"out", "shards", "tasks", "events"} as JSON' },
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr tally shard-03.jsonl --task-manifest tasks.yaml --out tally-03.json',
  },
  keygen: {
    args: '',
    summary: 'make a signing key pair: PREFIX.private.jwk (mode 0600) and PREFIX.public.jwk',
    flags: {
      alg: { type: 'string', value: 'Ed25519|ES256', help: 'the key type', default: 'Ed25519' },
      out: { type: 'string', value: 'PREFIX', help: 'where to write the two files (required)', default: 'required' },
      force: { type: 'boolean', help: 'replace key files that exist' },
    },
    exits: [[0, 'both files written'], USAGE_EXITS],
    example: 'aqr keygen --out release',
  },
  sign: {
    args: '<record>',
    summary: 'sign an existing record (it must be schema-valid, and a signature it carries must verify), and the bar beside it bound to it',
    flags: {
      ...SIGNING_KEY_FLAGS,
      out: { type: 'string', value: 'FILE', help: 'where to write the signed record (.json: JSON)', default: 'the record itself' },
      resign: {
        type: 'boolean',
        help: 'replace the signature of a signed record with one by this key (key rotation); needs --old-key. Without it a signature that does not verify under --key is refused',
      },
      'old-key': {
        type: 'string',
        value: 'FILE',
        help: "with --resign: the public key (JWK, JWK Set, PEM, or a JWKS URL) the record's present signature must verify under first",
        default: 'none',
      },
    },
    exits: [[0, 'signed'], USAGE_EXITS],
    example: 'aqr sign agent-quality-record.yaml --key release.private.jwk',
  },
  signals: {
    args: '<file|glob>...',
    summary: 'read OCP runs, Agent Signals and confidence samples, and print their analysis',
    flags: {
      json: { type: 'boolean', help: 'print the analysis as one JSON object' },
      markdown: { type: 'boolean', help: 'print the analysis as Markdown tables' },
      strict: { type: 'boolean', help: 'every deviation from a contract is an error (exit 2)' },
      rule: { type: 'string', value: 'FILE', help: 'the OCP acceptance rule for bare signal lists', default: "the run document's own" },
    },
    exits: [[0, 'analysed'], USAGE_EXITS],
    example: 'aqr signals quality/signals/*.jsonl --markdown',
  },
  acceptance: {
    args: '<run document>',
    summary: "evaluate a run's acceptance rule (OCP 0.3)",
    flags: {
      rule: { type: 'string', value: 'FILE', help: 'the acceptance rule to apply', default: "the run document's own" },
      now: { type: 'string', value: 'RFC3339', help: 'the time to judge freshness at', default: 'the clock' },
      'min-tier': { type: 'string', value: 'verified|reported|heuristic|asserted', help: 'weaker signals cannot satisfy the rule', default: 'any tier' },
      json: { type: 'boolean', help: 'print the result as one JSON object' },
      strict: { type: 'boolean', help: 'every deviation from the contract is an error (exit 2)' },
    },
    exits: [[0, 'accepted'], [1, 'rejected or unknown'], USAGE_EXITS],
    example: 'aqr acceptance run.json --now 2026-11-29T12:00:00Z',
  },
  attest: {
    args: '<record>',
    summary:
      'an in-toto statement of the record in a Sigstore bundle (DSSE), from the predicate aqr evaluate wrote (a record it does not hold, or whose signature does not verify under the key, is refused)',
    flags: {
      ...SIGNING_KEY_FLAGS,
      predicate: { type: 'string', value: 'FILE', help: 'the predicate aqr evaluate wrote', default: '<record>.predicate.json' },
      subject: { type: 'string', multiple: true, value: 'FILE|GLOB', help: 'a released file, by its sha256', default: 'the agent and its harness digest' },
      'subject-digest': { type: 'string', multiple: true, value: 'NAME=sha256:HEX', help: 'a released artifact by digest', default: 'none' },
      out: { type: 'string', value: 'FILE', help: 'where to write the bundle', default: '<record>.sigstore.json; with --vsa <record>.vsa.sigstore.json' },
      vsa: {
        type: 'boolean',
        help: 'attest a SLSA Verification Summary v1 (https://slsa.dev/verification_summary/v1) of the record instead: PASSED only when the release rule permits the record (release-permitted)',
      },
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr attest agent-quality-record.yaml --key release.private.jwk',
  },
  comment: {
    args: '<record>',
    summary: 'the pull-request comment rendered from a record (verified with a key), for a workflow_run job',
    flags: {
      key: { type: 'string', value: 'FILE', help: 'the public key the record must be signed with; this or --jwks', default: 'none: rendered as not verified' },
      jwks: { type: 'string', value: 'FILE|URL', help: 'a JWK Set file or URL; this or --key', default: 'none' },
      workflow: { type: 'string', value: 'NAME', help: "the gate's workflow name, as in the action's comment marker", default: 'workflow' },
      job: { type: 'string', value: 'NAME', help: "the gate's job id (GITHUB_JOB), as in the action's comment marker", default: 'job' },
      'comment-key': { type: 'string', value: 'KEY', help: "the action's comment-key input, when the gate sets one", default: 'none' },
      baseline: { type: 'string', value: 'RECORD', help: 'the last shipped record, for the measures table', default: 'none' },
      out: { type: 'string', value: 'FILE', help: 'where to write the comment', default: 'printed' },
    },
    exits: [[0, 'rendered'], [1, 'not rendered: the signature does not hold'], USAGE_EXITS],
    example: 'aqr comment agent-quality-record.json --key release.public.jwk --out comment.md',
  },
  report: {
    args: '<record>',
    summary: 'the record as a self-contained HTML page: verdict, gates, measures, charts (inline SVG, no network)',
    flags: {
      html: { type: 'string', value: 'OUT', help: 'the page to write (required)', default: 'required' },
      signals: { type: 'string', value: 'FILE', help: 'the signals analysis beside the record', default: 'none' },
      stats: { type: 'string', value: 'FILE', help: 'the stats sidecar beside the record (intervals)', default: 'none' },
      baseline: { type: 'string', value: 'RECORD', help: 'the last shipped record, for the measures against it', default: 'none' },
      key: { type: 'string', value: 'FILE', help: "the public key the record's signature is checked with", default: 'not checked' },
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr report examples/record.yaml --key examples/keys/example.public.jwk --html record.html',
  },
  import: {
    args: '<file|glob>...',
    summary: "an eval tool's results (promptfoo, JUnit, Inspect AI, DeepEval) as an aqr.trials/1 ledger, with what was mapped, skipped and why",
    flags: {
      out: { type: 'string', value: 'FILE', help: 'write the ledger here (JSON Lines)', default: 'standard output' },
      ...IMPORT_FLAGS,
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr import results.json --out trials.jsonl',
  },
  init: {
    args: '',
    summary: 'a starter from eval results: task manifest, profile, evaluate config, authority, and .github/workflows/agent-gate.yml',
    flags: {
      from: { type: 'string', multiple: true, value: 'FILE|GLOB', help: "the eval tool's results to start from", default: 'required' },
      dir: { type: 'string', value: 'DIR', help: 'where the starter goes (the workflow goes to .github/workflows/)', default: 'quality' },
      ...IMPORT_FLAGS,
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr init --from results.json --dir quality',
  },
  digest: {
    args: '<path|folder|glob>...',
    summary: 'the tree digest that --harness and --code record',
    flags: {
      json: { type: 'boolean', help: 'print {"digest", "files", "skipped"} as JSON' },
      strict: { type: 'boolean', help: 'refuse symbolic links and special files instead of skipping them (never followed)' },
    },
    exits: [[0, 'printed'], USAGE_EXITS],
    example: 'aqr digest examples/harness',
  },
  export: {
    args: '<record>',
    summary:
      "a bundle (one zip) for an auditor: the record's copy listing the pack in export.profiles[], re-signed with its key, its sidecars, and each control of the pack mapped to the evidence that answers it (no scores)",
    flags: {
      pack: { type: 'string', value: 'sg/assurance-export|sg/aiuc-1|sg/eu-art50', help: 'the export pack whose controls are mapped', default: 'required' },
      key: {
        type: 'string',
        value: 'FILE',
        help: "the public key (JWK, JWK Set, PEM, or a JWKS URL) the record's signature must verify under first",
        default: 'required',
      },
      'signing-key': SIGNING_KEY_FLAGS['signing-key'],
      attestation: {
        type: 'string',
        value: 'FILE',
        help: 'a Sigstore bundle attesting the record (aqr attest), carried in the bundle and referenced',
        default: 'none',
      },
      out: { type: 'string', value: 'FILE', help: 'where to write the bundle', default: '<record>.<pack>.export.zip beside the record' },
    },
    exits: [[0, 'written'], USAGE_EXITS],
    example: 'aqr export agent-quality-record.yaml --pack sg/aiuc-1 --key release.public.jwk --signing-key file:release.private.jwk',
  },
} as const satisfies Record<string, CommandSpec>;

export type CommandName = keyof typeof COMMANDS;

function flagWords(name: string, f: FlagSpec): string {
  return `--${name}${f.value ? ` ${f.value}` : ''}`;
}

function defaultOf(f: FlagSpec): string {
  return f.default ?? (f.type === 'boolean' ? 'off' : 'none');
}

/** One line: the command and every flag it takes. */
export function synopsis(name: CommandName): string {
  const c: CommandSpec = COMMANDS[name];
  const flags = Object.entries(c.flags).map(([n, f]) => `[${flagWords(n, f)}${f.multiple ? '...' : ''}]`);
  return ['aqr', name, c.args, ...flags].filter(Boolean).join(' ');
}

/** `aqr <command> --help`. */
export function commandHelp(name: CommandName): string {
  const c: CommandSpec = COMMANDS[name];
  const lines = [`aqr ${name}${c.args ? ` ${c.args}` : ''} [flags]`, '', `  ${c.summary}`, '', 'flags:'];
  for (const [n, f] of Object.entries(c.flags))
    lines.push(`  ${flagWords(n, f)}${f.multiple ? ' (repeatable)' : ''}`, `      ${f.help} (default: ${defaultOf(f)})`);
  lines.push('  --help, -h', '      this text');
  if (Object.values(c.flags).some((f) => f.type === 'boolean'))
    lines.push('  --no-FLAG, --FLAG=false, --FLAG=true', '      a boolean flag turned off or on (over a --config file, say)');
  lines.push('', 'exit codes:');
  for (const [code, when] of c.exits) lines.push(`  ${code}  ${when}`);
  lines.push('', 'example:', `  ${c.example}`);
  return lines.join('\n');
}

/** The flags a mistyped one might have meant, with the help text. */
function unknownFlag(name: CommandName, given: string): AqrError {
  const known = [...Object.keys(COMMANDS[name].flags), 'help'];
  const bare = given.replace(/^-+/, '').split('=')[0] ?? '';
  const near = closestMatch(bare, known, { maxDistance: Math.max(2, Math.floor(bare.length / 3)) });
  const close = near !== undefined && near !== bare ? near : known.find((k) => k.startsWith(bare) && bare.length >= 3);
  return new AqrError('ERR_USAGE', `unknown flag ${given} for aqr ${name}${close ? `; did you mean --${close}?` : ''} (aqr ${name} --help lists every flag)`);
}

/**
 * `--flag=true` and `--flag=false` for a boolean flag, as `--flag` and
 * `--no-flag` (which parseArgs reads with allowNegative): so a `true` in a
 * --config file can be turned off on the command line. Any other value is refused.
 */
function booleanValues(name: CommandName, argv: string[]): string[] {
  const flags: Record<string, FlagSpec> = COMMANDS[name].flags;
  const end = argv.indexOf('--');
  return argv.map((a, i) => {
    const m = /^--([^=]+)=(.*)$/s.exec(a);
    if (!m || (end !== -1 && i > end) || flags[m[1] ?? '']?.type !== 'boolean') return a;
    const [, flag, value] = m;
    if (value === 'true') return `--${flag}`;
    if (value === 'false') return `--no-${flag}`;
    throw new AqrError('ERR_USAGE', `--${flag} takes true or false, got ${JSON.stringify(value)} (or give --${flag} / --no-${flag})`);
  });
}

export type ParsedValues = Record<string, string | boolean | string[] | undefined>;

/**
 * Parses a command's arguments against its flag table. Prints the help and
 * returns undefined on --help; throws ERR_USAGE naming the closest flag for an
 * unknown one.
 */
export function parseCommand(name: CommandName, argv: string[], io: Io): { values: ParsedValues; positionals: string[] } | undefined {
  const options: Record<string, { type: 'string' | 'boolean'; multiple?: boolean; short?: string }> = { help: { type: 'boolean', short: 'h' } };
  for (const [n, f] of Object.entries(COMMANDS[name].flags) as [string, FlagSpec][])
    options[n] = { type: f.type, ...(f.multiple ? { multiple: true } : {}), ...(f.short ? { short: f.short } : {}) };
  let parsed;
  try {
    parsed = parseArgs({ args: booleanValues(name, argv), options, strict: true, allowPositionals: true, allowNegative: true });
  } catch (e) {
    const code = (e as { code?: unknown }).code;
    if (code === 'ERR_PARSE_ARGS_UNKNOWN_OPTION') {
      const given = /'([^']+)'/.exec((e as Error).message)?.[1] ?? '';
      throw unknownFlag(name, given);
    }
    throw e;
  }
  if (parsed.values['help']) {
    io.out(commandHelp(name));
    return undefined;
  }
  return { values: parsed.values as ParsedValues, positionals: parsed.positionals };
}
