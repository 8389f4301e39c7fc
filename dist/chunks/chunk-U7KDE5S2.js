import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  closestMatch
} from "./chunk-3YZ3XDBF.js";
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/flags.ts
var EVALUATE_FLAGS = {
  profile: { kind: "string", help: "built-in profile id@version (sg/coding-agent@0.1) or a profile file", path: true },
  tier: { kind: "string", help: "raise the profile tier (T0, T1, T2); never lower" },
  measures: { kind: "list", help: "files or globs of measure entries (YAML/JSON list or measures: key)", path: true },
  trials: { kind: "list", help: "files or globs of the trial ledger (JSONL, .gz read too), shards merged", path: true },
  "trials-format": {
    kind: "string",
    help: "read --trials as aqr (aqr.trials/1), promptfoo, junit, inspect or deepeval (default: by content; docs/importers.md)"
  },
  "trials-subject": { kind: "string", help: "the subject of --trials when an eval file holds several (promptfoo: provider + prompt; Inspect: model)" },
  "trials-scorer": { kind: "string", help: "Inspect AI: the scorer that decides pass when a log has several" },
  "task-id": { kind: "string", help: "promptfoo: the testCase.metadata field that names the task (default task_id, id, description, vars)" },
  evidence: { kind: "list", help: "files or globs of OpenTelemetry trace exports (OTLP/JSON, one export per line or per file, .gz read too)", path: true },
  tallies: {
    kind: "list",
    help: "files or globs of partial tallies (aqr tally, one per matrix job), merged as if every shard were read here; instead of trials",
    path: true
  },
  "expect-shards": { kind: "string", help: "the shard files the evidence must cover: fewer hold the verdict (SHARD_MISSING), more are an input error" },
  floor: {
    kind: "list",
    help: "a gate without writing a profile: MEASURE[:SPLIT]=VALUE, the measure must reach VALUE (repeat); it adds to the profile or tightens it, never loosens; the profile says why"
  },
  ceiling: { kind: "list", help: "a gate without writing a profile: MEASURE[:SPLIT]=VALUE, the measure must not exceed VALUE (repeat); as --floor" },
  "task-manifest": { kind: "string", help: "the task set file: tasks with id, split, canary", path: true },
  "eval-definition": {
    kind: "list",
    help: "files, folders or globs that decide pass or fail (the eval tool\u2019s config, graders, test and task files): part of the bar, read at the base",
    path: true
  },
  sealed: { kind: "boolean", help: "assert no optimizer or prompt author read the held-out split" },
  agent: { kind: "string", help: "the agent under release" },
  "model-provider": { kind: "string", help: "model provider" },
  "model-id": { kind: "string", help: "model id" },
  harness: { kind: "list", help: "files, folders or globs whose tree digest is harness_digest", path: true },
  code: { kind: "list", help: "files, folders or globs whose tree digest is code_digest", path: true },
  authority: { kind: "string", help: "the policy in force (its digest is grant_digest)", path: true },
  decisions: { kind: "list", help: "files of policy-engine decisions {id, result, source}", path: true },
  signals: { kind: "list", help: "files or globs of signals: OCP runs, Agent Signals, confidence samples (JSONL or JSON, .gz read too)", path: true },
  "acceptance-rule": { kind: "string", help: "the OCP acceptance rule for bare signal lists (a run document carries its own)", path: true },
  strict: { kind: "boolean", help: "every signal deviation from its contract is an error" },
  actor: { kind: "string", help: "who decides" },
  question: { kind: "string", help: "the question decided (T2)" },
  option: { kind: "list", help: "an option considered (T2; repeat)" },
  rationale: { kind: "string", help: "why (generated from the gates when absent)" },
  "rollback-to": { kind: "string", help: "a digest, or a previous record whose harness_digest to roll back to", path: true },
  "evaluator-independent": { kind: "boolean", help: "the grader saw the artifact, not the worker\u2019s own account" },
  "judge-id": { kind: "string", help: "judge id, when measures are judged" },
  "judge-model": { kind: "string", help: "judge model" },
  "judge-kappa": { kind: "string", help: "the judge\u2019s Cohen\u2019s kappa against human labels" },
  "judge-sampled": { kind: "string", help: "items the judge agreement was measured on" },
  now: { kind: "string", help: "the decision time, RFC 3339 (default: the clock)" },
  out: { kind: "string", help: "where to write the record (.yaml/.yml: YAML, else JSON)", path: true },
  "signing-key": {
    kind: "string",
    help: "sign the record with this private key: its text (JWK or PEM, from a secret), env:NAME (held in an environment variable) or file:PATH; never logged"
  },
  key: { kind: "string", help: "deprecated alias of signing-key file:PATH (still works, with a warning)", path: true },
  "key-env": { kind: "string", help: "deprecated alias of signing-key env:NAME (still works, with a warning)" },
  attest: { kind: "string", help: "write a Sigstore bundle here: an in-toto statement of the record in a DSSE envelope, signed with the key", path: true },
  predicate: { kind: "string", help: "write the attestation predicate here (for actions/attest or aqr attest); with attest, beside the record", path: true },
  vsa: {
    kind: "string",
    help: "write a SLSA Verification Summary v1 predicate here (for actions/attest; PASSED only when release-permitted is true), beside aqr\u2019s own",
    path: true
  },
  "subject-path": {
    kind: "list",
    help: "files or globs released: the statement subjects, each by sha256 (CLI: --subject too); default the agent and its harness digest",
    path: true
  },
  "subject-digest": { kind: "list", help: "a released artifact by digest, NAME=sha256:HEX" },
  baseline: { kind: "string", help: "the last release\u2019s record, for regression gates", path: true },
  "baseline-key": { kind: "string", help: "the public key (file or JWKS URL) the baseline must be signed with (default: the signing key\u2019s)", path: true },
  "bar-ref": {
    kind: "string",
    help: "judge by the bar (profile and what it extends, task manifest, authority, decisions) and every key of the config as they are at this git ref; the action: default the base of the change the run judges (the base the event names, else the default branch\u2019s head; docs/security.md)"
  },
  "allow-bar-change": { kind: "boolean", help: "let a change that alters the bar ship without an approval (the explicit opt-out)" },
  "model-file": { kind: "string", help: "the model file (weights or artifact): subject.model.digest is the sha256 of its bytes", path: true },
  "model-digest": {
    kind: "string",
    help: "the model\u2019s digest as its publisher declares it (sha256:HEX), when the file is not at hand: subject.model.digest, named as declared in the rationale"
  },
  "agent-card": {
    kind: "string",
    help: "the A2A Agent Card JSON as published: subject.agent_card (its digest, the skills the tasks exercise) and interop.agent_card_fresh",
    path: true
  },
  "agent-card-url": { kind: "string", help: "where the Agent Card is served (default: its url\u2019s origin + /.well-known/agent-card.json)" },
  aibom: { kind: "string", help: "a CycloneDX or SPDX JSON bill of materials: supply_chain.aibom_digest and aibom_format", path: true },
  provenance: {
    kind: "string",
    help: "a Sigstore bundle of the build provenance (in-toto in DSSE): supply_chain.slsa_provenance_digest once it verifies (else named in the rationale)",
    path: true
  },
  "provenance-key": { kind: "string", help: "the public key (file or JWKS URL) the provenance bundle is signed with", path: true },
  "provenance-trusted-root": { kind: "string", help: "a keyless provenance bundle: the Sigstore trusted root (JSON) it verifies against", path: true },
  "provenance-identity": { kind: "string", help: "a keyless provenance bundle: its signer\u2019s certificate identity (exact)" },
  "provenance-issuer": { kind: "string", help: "a keyless provenance bundle: its signer\u2019s OIDC issuer (default GitHub Actions\u2019)" },
  "mcp-config": {
    kind: "string",
    help: "the agent\u2019s MCP config (mcpServers or servers): supply_chain.mcp_servers, each pinned by version, image digest or endpoint; unpinned ones named",
    path: true
  },
  "judge-pack": { kind: "string", help: "the judge\u2019s question pack file: assurance.judge.pack_digest (with judge-id and judge-model)", path: true }
};
var PINNED_AS = {
  profile: "bar",
  tier: "value",
  measures: "evidence",
  trials: "evidence",
  "trials-format": "value",
  "trials-subject": "value",
  "trials-scorer": "value",
  "task-id": "value",
  evidence: "evidence",
  tallies: "evidence",
  "expect-shards": "value",
  floor: "value",
  ceiling: "value",
  "task-manifest": "bar",
  "eval-definition": "bar",
  sealed: "value",
  agent: "value",
  "model-provider": "value",
  "model-id": "value",
  harness: "evidence",
  code: "evidence",
  authority: "bar",
  decisions: "bar",
  signals: "evidence",
  "acceptance-rule": "file",
  strict: "value",
  actor: "value",
  question: "value",
  option: "value",
  rationale: "value",
  "rollback-to": "file",
  "evaluator-independent": "value",
  "judge-id": "value",
  "judge-model": "value",
  "judge-kappa": "value",
  "judge-sampled": "value",
  now: "value",
  out: "write",
  "signing-key": "value",
  key: "value",
  "key-env": "value",
  attest: "write",
  predicate: "write",
  vsa: "write",
  "subject-path": "evidence",
  "subject-digest": "value",
  baseline: "file",
  "baseline-key": "file",
  "bar-ref": "workflow",
  "allow-bar-change": "workflow",
  "model-file": "evidence",
  "model-digest": "value",
  "agent-card": "evidence",
  "agent-card-url": "value",
  aibom: "evidence",
  provenance: "evidence",
  "provenance-key": "file",
  "provenance-trusted-root": "file",
  "provenance-identity": "value",
  "provenance-issuer": "value",
  "mcp-config": "evidence",
  "judge-pack": "file"
};

// src/cli/spec.ts
import { parseArgs } from "node:util";
var USAGE_EXITS = [2, "bad input or usage (one line on stderr naming file, line and field; nothing written)"];
var EVALUATE_DEFAULTS = {
  profile: "required",
  tier: "the profile's tier",
  "task-manifest": "required",
  agent: "required",
  harness: "required",
  authority: "required",
  actor: "required",
  rationale: "generated from the gates",
  now: "the clock",
  out: "not written",
  "signing-key": "unsigned"
};
var VALUE_NAMES = {
  profile: "ID@VERSION|FILE",
  tier: "T0|T1|T2",
  measures: "GLOB",
  trials: "GLOB",
  "trials-format": "aqr|promptfoo|junit|inspect|deepeval",
  "trials-subject": "NAME",
  "task-id": "FIELD",
  evidence: "GLOB",
  tallies: "GLOB",
  "expect-shards": "N",
  "task-manifest": "FILE",
  "eval-definition": "PATH",
  harness: "PATH",
  code: "PATH",
  authority: "FILE",
  decisions: "FILE",
  signals: "GLOB",
  "acceptance-rule": "FILE",
  "rollback-to": "DIGEST|RECORD",
  now: "RFC3339",
  out: "FILE",
  "signing-key": "KEY|env:NAME|file:PATH",
  key: "FILE",
  "key-env": "VARIABLE",
  actor: "WHO",
  agent: "NAME"
};
function evaluateFlags() {
  const out = {
    config: {
      type: "string",
      value: "FILE",
      help: "a YAML file holding any of these inputs under the flag names; paths in it are relative to it; flags win",
      default: "none"
    },
    json: { type: "boolean", help: "print the result as one JSON object" },
    subject: { type: "string", multiple: true, value: "FILE|GLOB", help: "the same as --subject-path", default: "none" }
  };
  for (const [name, f] of Object.entries(EVALUATE_FLAGS)) {
    const spec = { type: f.kind === "boolean" ? "boolean" : "string", help: f.help };
    if (f.kind === "list") spec.multiple = true;
    if (f.kind !== "boolean") spec.value = VALUE_NAMES[name] ?? "VALUE";
    const d = EVALUATE_DEFAULTS[name];
    if (d !== void 0) spec.default = d;
    out[name] = spec;
  }
  return out;
}
var LEDGER_FLAGS = {
  ledger: {
    type: "string",
    multiple: true,
    value: "PATH",
    help: "the trial ledger or trace files the record names, to replay every measure",
    default: "no replay"
  },
  "task-manifest": { type: "string", value: "FILE", help: "the task manifest the record names (needed with --ledger)", default: "none" },
  "trials-subject": { type: "string", value: "NAME", help: EVALUATE_FLAGS["trials-subject"].help, default: "the only one" },
  "task-id": { type: "string", value: "FIELD", help: EVALUATE_FLAGS["task-id"].help, default: "task_id" },
  "trials-scorer": { type: "string", value: "NAME", help: EVALUATE_FLAGS["trials-scorer"].help, default: "the only one" }
};
var SIGNING_KEY_FLAGS = {
  "signing-key": {
    type: "string",
    value: "KEY|env:NAME|file:PATH",
    help: "the record's private key: its text (JWK or PEM), env:NAME (an environment variable holding it) or file:PATH",
    default: "required"
  },
  key: { type: "string", value: "FILE", help: "deprecated alias of --signing-key file:FILE (works, with a warning)", default: "none" },
  "key-env": { type: "string", value: "VARIABLE", help: "deprecated alias of --signing-key env:VARIABLE (works, with a warning)", default: "none" }
};
var IMPORT_FLAGS = {
  "trials-format": { type: "string", value: "aqr|promptfoo|junit|inspect|deepeval", help: EVALUATE_FLAGS["trials-format"].help, default: "by content" },
  "trials-subject": LEDGER_FLAGS["trials-subject"],
  "task-id": LEDGER_FLAGS["task-id"],
  "trials-scorer": LEDGER_FLAGS["trials-scorer"]
};
var COMMANDS = {
  check: {
    args: "<record>...",
    summary: "the conformance level of each record (L1-L4), and what it misses for the next",
    flags: {
      level: { type: "string", value: "L1|L2|L3|L4", help: "exit 1 unless every record reaches this level (any case)", default: "none: report only" },
      json: { type: "boolean", help: "print one JSON object per record and line" },
      key: {
        type: "string",
        value: "FILE|URL",
        help: "public key (JWK, JWK Set, PEM, or a JWKS URL) to verify signatures, needed for L4",
        default: "none: signatures unverified"
      },
      "require-ship": {
        type: "boolean",
        help: "the public checker's release verdict (L2+, ship, a named actor, every gate passing); with --key the signature, with --ledger the replay must hold too"
      },
      ...LEDGER_FLAGS,
      stats: { type: "string", value: "FILE", help: "the stats sidecar whose bounds replay recomputes", default: "<record>.stats.json when present" }
    },
    exits: [
      [0, "every record checked; each reaches --level, may release (--require-ship), and replays cleanly (--ledger)"],
      [1, "a record is below --level, its release is blocked (--require-ship), or its replay finds mismatches (--ledger)"],
      USAGE_EXITS
    ],
    example: "aqr check examples/record.yaml --key examples/keys/example.public.jwk --level L4"
  },
  evaluate: {
    args: "",
    summary: "gate a release: measures from the evidence, the profile's gates, a verdict, a record",
    flags: evaluateFlags(),
    exits: [[0, "ship"], [1, "hold or reject"], USAGE_EXITS],
    example: "aqr evaluate --config examples/evaluate.yaml --out agent-quality-record.yaml"
  },
  verify: {
    args: "<record|bundle>",
    summary: "check a record's signature (or a Sigstore bundle's, then its record) and, with its ledger, replay every measure and gate",
    flags: {
      key: {
        type: "string",
        value: "FILE",
        help: "the public key (JWK, JWK Set or PEM); this or --jwks (a keyless bundle: --trusted-root instead)",
        default: "none"
      },
      jwks: { type: "string", value: "FILE|URL", help: "a JWK Set file or URL; this or --key", default: "none" },
      ...LEDGER_FLAGS,
      tallies: {
        type: "string",
        multiple: true,
        value: "GLOB",
        help: "partial tallies (aqr tally) the record was merged from: each is folded again from its shards among --ledger, and a difference names the tally and the task",
        default: "not checked"
      },
      stats: { type: "string", value: "FILE", help: "the stats sidecar whose bounds replay recomputes", default: "<record>.stats.json when present" },
      bar: {
        type: "string",
        multiple: true,
        value: "FILE",
        help: "bar files (profile, manifest, authority, decisions; or the record's own .bar.json: the files it names) to check against the signed bar bound to the record (<record>.bar.json; a bundle: its predicate's), then the profile's thresholds against the record's gates; an unsigned bar is refused",
        default: "not checked"
      },
      "trusted-root": {
        type: "string",
        value: "FILE",
        help: "a keyless bundle: the Sigstore trusted root (JSON, or one per line as gh attestation trusted-root prints)",
        default: "none"
      },
      "certificate-identity": {
        type: "string",
        value: "ID",
        help: "a keyless bundle: the signer's certificate identity (SAN), compared exactly; this or --certificate-identity-regexp",
        default: "none"
      },
      "certificate-identity-regexp": {
        type: "string",
        value: "REGEXP",
        help: "a keyless bundle: a pattern the whole SAN must match (anchored at both ends)",
        default: "none"
      },
      "certificate-oidc-issuer": {
        type: "string",
        value: "URL",
        help: "a keyless bundle: the identity's OIDC issuer, compared exactly",
        default: "https://token.actions.githubusercontent.com"
      },
      "predicate-type": { type: "string", value: "URI", help: "a bundle: the predicate type it must carry", default: "aqr's own" },
      subject: { type: "string", multiple: true, value: "FILE", help: "a bundle: a file that must be among the statement's subjects", default: "none" },
      "require-ship": {
        type: "boolean",
        help: "a record: exit 0 only when the proof holds and the record may release (L2+, ship, a named actor, every gate passing)"
      },
      json: { type: "boolean", help: "print the report as one JSON object" }
    },
    exits: [
      [
        0,
        "the proof holds: the signature (and the replay, with --ledger; the bar, with --bar), whatever the verdict; with --require-ship, the record may release too"
      ],
      [1, "the proof does not hold; with --require-ship, also a valid proof of a record that may not release (hold, reject)"],
      USAGE_EXITS
    ],
    example: "aqr verify examples/record.yaml --key examples/keys/example.public.jwk --ledger 'examples/ledger/*.jsonl' --task-manifest examples/tasks.yaml"
  },
  "deploy-check": {
    args: "[record|bundle]",
    summary: "may this artifact deploy? A record (or its bundle, or the one found for --repo and --commit) held to a deploy policy: proof, release rule, artifact, signer, age, bar",
    flags: {
      policy: {
        type: "string",
        value: "FILE",
        help: "the deploy policy (YAML; src/policy/policy.schema.json, docs/enforce-at-deploy.md)",
        default: "required"
      },
      "subject-digest": {
        type: "string",
        value: "sha256:HEX",
        help: "the artifact being deployed, by digest: it must be among the subjects the record names",
        default: "none"
      },
      subject: { type: "string", value: "FILE", help: "the artifact being deployed, a file (its sha256 is the digest)", default: "none" },
      bundle: {
        type: "string",
        value: "FILE",
        help: "the record's Sigstore bundle, beside a record (its statement names the artifacts; a keyless policy needs it)",
        default: "<record>.sigstore.json when present"
      },
      repo: {
        type: "string",
        value: "OWNER/NAME",
        help: "find the record through GitHub's API (GITHUB_API_URL, GITHUB_TOKEN): the run artifacts of --commit, or the attestations API",
        default: "none"
      },
      commit: { type: "string", value: "SHA", help: "with --repo: the commit being deployed", default: "none" },
      ...LEDGER_FLAGS,
      now: { type: "string", value: "RFC3339", help: "the time the record\u2019s age is measured at", default: "the clock" },
      json: { type: "boolean", help: "print the result as one JSON object" }
    },
    exits: [
      [0, "every check of the policy holds: the artifact may deploy"],
      [1, "a check failed (each printed with its code and reason): do not deploy"],
      USAGE_EXITS
    ],
    example: "aqr deploy-check agent-quality-record.json --policy quality/deploy-policy.yaml --subject dist/agent.tar.gz"
  },
  tally: {
    args: "<shard>...",
    summary: "a matrix job's partial tally (aqr.tally/1) of its ledger shards, for aqr evaluate --tallies to merge",
    flags: {
      trials: { type: "string", multiple: true, value: "GLOB", help: "more shards: files or globs of the trial ledger (JSONL, .gz read too)", default: "none" },
      "task-manifest": { type: "string", value: "FILE", help: "the task set the shards were run on (required)", default: "required" },
      out: { type: "string", value: "FILE", help: "where to write the partial tally (required)", default: "required" },
      json: { type: "boolean", help: 'print {"out", "shards", "tasks", "events"} as JSON' }
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr tally shard-03.jsonl --task-manifest tasks.yaml --out tally-03.json"
  },
  keygen: {
    args: "",
    summary: "make a signing key pair: PREFIX.private.jwk (mode 0600) and PREFIX.public.jwk",
    flags: {
      alg: { type: "string", value: "Ed25519|ES256", help: "the key type", default: "Ed25519" },
      out: { type: "string", value: "PREFIX", help: "where to write the two files (required)", default: "required" },
      force: { type: "boolean", help: "replace key files that exist" }
    },
    exits: [[0, "both files written"], USAGE_EXITS],
    example: "aqr keygen --out release"
  },
  sign: {
    args: "<record>",
    summary: "sign an existing record (it must be schema-valid, and a signature it carries must verify), and the bar beside it bound to it",
    flags: {
      ...SIGNING_KEY_FLAGS,
      out: { type: "string", value: "FILE", help: "where to write the signed record (.json: JSON)", default: "the record itself" },
      resign: {
        type: "boolean",
        help: "replace the signature of a signed record with one by this key (key rotation); needs --old-key. Without it a signature that does not verify under --key is refused"
      },
      "old-key": {
        type: "string",
        value: "FILE",
        help: "with --resign: the public key (JWK, JWK Set, PEM, or a JWKS URL) the record's present signature must verify under first",
        default: "none"
      }
    },
    exits: [[0, "signed"], USAGE_EXITS],
    example: "aqr sign agent-quality-record.yaml --key release.private.jwk"
  },
  signals: {
    args: "<file|glob>...",
    summary: "read OCP runs, Agent Signals and confidence samples, and print their analysis",
    flags: {
      json: { type: "boolean", help: "print the analysis as one JSON object" },
      markdown: { type: "boolean", help: "print the analysis as Markdown tables" },
      strict: { type: "boolean", help: "every deviation from a contract is an error (exit 2)" },
      rule: { type: "string", value: "FILE", help: "the OCP acceptance rule for bare signal lists", default: "the run document's own" }
    },
    exits: [[0, "analysed"], USAGE_EXITS],
    example: "aqr signals quality/signals/*.jsonl --markdown"
  },
  acceptance: {
    args: "<run document>",
    summary: "evaluate a run's acceptance rule (OCP 0.3)",
    flags: {
      rule: { type: "string", value: "FILE", help: "the acceptance rule to apply", default: "the run document's own" },
      now: { type: "string", value: "RFC3339", help: "the time to judge freshness at", default: "the clock" },
      "min-tier": { type: "string", value: "verified|reported|heuristic|asserted", help: "weaker signals cannot satisfy the rule", default: "any tier" },
      json: { type: "boolean", help: "print the result as one JSON object" },
      strict: { type: "boolean", help: "every deviation from the contract is an error (exit 2)" }
    },
    exits: [[0, "accepted"], [1, "rejected or unknown"], USAGE_EXITS],
    example: "aqr acceptance run.json --now 2026-11-29T12:00:00Z"
  },
  attest: {
    args: "<record>",
    summary: "an in-toto statement of the record in a Sigstore bundle (DSSE), from the predicate aqr evaluate wrote (a record it does not hold, or whose signature does not verify under the key, is refused)",
    flags: {
      ...SIGNING_KEY_FLAGS,
      predicate: { type: "string", value: "FILE", help: "the predicate aqr evaluate wrote", default: "<record>.predicate.json" },
      subject: { type: "string", multiple: true, value: "FILE|GLOB", help: "a released file, by its sha256", default: "the agent and its harness digest" },
      "subject-digest": { type: "string", multiple: true, value: "NAME=sha256:HEX", help: "a released artifact by digest", default: "none" },
      out: { type: "string", value: "FILE", help: "where to write the bundle", default: "<record>.sigstore.json; with --vsa <record>.vsa.sigstore.json" },
      vsa: {
        type: "boolean",
        help: "attest a SLSA Verification Summary v1 (https://slsa.dev/verification_summary/v1) of the record instead: PASSED only when the release rule permits the record (release-permitted)"
      }
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr attest agent-quality-record.yaml --key release.private.jwk"
  },
  comment: {
    args: "<record>",
    summary: "the pull-request comment rendered from a record (verified with a key), for a workflow_run job",
    flags: {
      key: { type: "string", value: "FILE", help: "the public key the record must be signed with; this or --jwks", default: "none: rendered as not verified" },
      jwks: { type: "string", value: "FILE|URL", help: "a JWK Set file or URL; this or --key", default: "none" },
      workflow: { type: "string", value: "NAME", help: "the gate's workflow name, as in the action's comment marker", default: "workflow" },
      job: { type: "string", value: "NAME", help: "the gate's job id (GITHUB_JOB), as in the action's comment marker", default: "job" },
      "comment-key": { type: "string", value: "KEY", help: "the action's comment-key input, when the gate sets one", default: "none" },
      baseline: { type: "string", value: "RECORD", help: "the last shipped record, for the measures table", default: "none" },
      out: { type: "string", value: "FILE", help: "where to write the comment", default: "printed" }
    },
    exits: [[0, "rendered"], [1, "not rendered: the signature does not hold"], USAGE_EXITS],
    example: "aqr comment agent-quality-record.json --key release.public.jwk --out comment.md"
  },
  report: {
    args: "<record>",
    summary: "the record as a self-contained HTML page: verdict, gates, measures, charts (inline SVG, no network)",
    flags: {
      html: { type: "string", value: "OUT", help: "the page to write (required)", default: "required" },
      signals: { type: "string", value: "FILE", help: "the signals analysis beside the record", default: "none" },
      stats: { type: "string", value: "FILE", help: "the stats sidecar beside the record (intervals)", default: "none" },
      baseline: { type: "string", value: "RECORD", help: "the last shipped record, for the measures against it", default: "none" },
      key: { type: "string", value: "FILE", help: "the public key the record's signature is checked with", default: "not checked" }
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr report examples/record.yaml --key examples/keys/example.public.jwk --html record.html"
  },
  import: {
    args: "<file|glob>...",
    summary: "an eval tool's results (promptfoo, JUnit, Inspect AI, DeepEval) as an aqr.trials/1 ledger, with what was mapped, skipped and why",
    flags: {
      out: { type: "string", value: "FILE", help: "write the ledger here (JSON Lines)", default: "standard output" },
      ...IMPORT_FLAGS
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr import results.json --out trials.jsonl"
  },
  init: {
    args: "",
    summary: "a starter from eval results: task manifest, profile, evaluate config, authority, and .github/workflows/agent-gate.yml",
    flags: {
      from: { type: "string", multiple: true, value: "FILE|GLOB", help: "the eval tool's results to start from", default: "required" },
      dir: { type: "string", value: "DIR", help: "where the starter goes (the workflow goes to .github/workflows/)", default: "quality" },
      ...IMPORT_FLAGS
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr init --from results.json --dir quality"
  },
  digest: {
    args: "<path|folder|glob>...",
    summary: "the tree digest that --harness and --code record",
    flags: {
      json: { type: "boolean", help: 'print {"digest", "files", "skipped"} as JSON' },
      strict: { type: "boolean", help: "refuse symbolic links and special files instead of skipping them (never followed)" }
    },
    exits: [[0, "printed"], USAGE_EXITS],
    example: "aqr digest examples/harness"
  },
  export: {
    args: "<record>",
    summary: "a bundle (one zip) for an auditor: the record's copy listing the pack in export.profiles[], re-signed with its key, its sidecars, and each control of the pack mapped to the evidence that answers it (no scores)",
    flags: {
      pack: { type: "string", value: "sg/assurance-export|sg/aiuc-1|sg/eu-art50", help: "the export pack whose controls are mapped", default: "required" },
      key: {
        type: "string",
        value: "FILE",
        help: "the public key (JWK, JWK Set, PEM, or a JWKS URL) the record's signature must verify under first",
        default: "required"
      },
      "signing-key": SIGNING_KEY_FLAGS["signing-key"],
      attestation: {
        type: "string",
        value: "FILE",
        help: "a Sigstore bundle attesting the record (aqr attest), carried in the bundle and referenced",
        default: "none"
      },
      out: { type: "string", value: "FILE", help: "where to write the bundle", default: "<record>.<pack>.export.zip beside the record" }
    },
    exits: [[0, "written"], USAGE_EXITS],
    example: "aqr export agent-quality-record.yaml --pack sg/aiuc-1 --key release.public.jwk --signing-key file:release.private.jwk"
  }
};
function flagWords(name, f) {
  return `--${name}${f.value ? ` ${f.value}` : ""}`;
}
function defaultOf(f) {
  return f.default ?? (f.type === "boolean" ? "off" : "none");
}
function synopsis(name) {
  const c = COMMANDS[name];
  const flags = Object.entries(c.flags).map(([n, f]) => `[${flagWords(n, f)}${f.multiple ? "..." : ""}]`);
  return ["aqr", name, c.args, ...flags].filter(Boolean).join(" ");
}
function commandHelp(name) {
  const c = COMMANDS[name];
  const lines = [`aqr ${name}${c.args ? ` ${c.args}` : ""} [flags]`, "", `  ${c.summary}`, "", "flags:"];
  for (const [n, f] of Object.entries(c.flags))
    lines.push(`  ${flagWords(n, f)}${f.multiple ? " (repeatable)" : ""}`, `      ${f.help} (default: ${defaultOf(f)})`);
  lines.push("  --help, -h", "      this text");
  if (Object.values(c.flags).some((f) => f.type === "boolean"))
    lines.push("  --no-FLAG, --FLAG=false, --FLAG=true", "      a boolean flag turned off or on (over a --config file, say)");
  lines.push("", "exit codes:");
  for (const [code, when] of c.exits) lines.push(`  ${code}  ${when}`);
  lines.push("", "example:", `  ${c.example}`);
  return lines.join("\n");
}
function unknownFlag(name, given) {
  const known = [...Object.keys(COMMANDS[name].flags), "help"];
  const bare = given.replace(/^-+/, "").split("=")[0] ?? "";
  const near = closestMatch(bare, known, { maxDistance: Math.max(2, Math.floor(bare.length / 3)) });
  const close = near !== void 0 && near !== bare ? near : known.find((k) => k.startsWith(bare) && bare.length >= 3);
  return new AqrError("ERR_USAGE", `unknown flag ${given} for aqr ${name}${close ? `; did you mean --${close}?` : ""} (aqr ${name} --help lists every flag)`);
}
function booleanValues(name, argv) {
  const flags = COMMANDS[name].flags;
  const end = argv.indexOf("--");
  return argv.map((a, i) => {
    const m = /^--([^=]+)=(.*)$/s.exec(a);
    if (!m || end !== -1 && i > end || flags[m[1] ?? ""]?.type !== "boolean") return a;
    const [, flag, value] = m;
    if (value === "true") return `--${flag}`;
    if (value === "false") return `--no-${flag}`;
    throw new AqrError("ERR_USAGE", `--${flag} takes true or false, got ${JSON.stringify(value)} (or give --${flag} / --no-${flag})`);
  });
}
function parseCommand(name, argv, io) {
  const options = { help: { type: "boolean", short: "h" } };
  for (const [n, f] of Object.entries(COMMANDS[name].flags))
    options[n] = { type: f.type, ...f.multiple ? { multiple: true } : {}, ...f.short ? { short: f.short } : {} };
  let parsed;
  try {
    parsed = parseArgs({ args: booleanValues(name, argv), options, strict: true, allowPositionals: true, allowNegative: true });
  } catch (e) {
    const code = e.code;
    if (code === "ERR_PARSE_ARGS_UNKNOWN_OPTION") {
      const given = /'([^']+)'/.exec(e.message)?.[1] ?? "";
      throw unknownFlag(name, given);
    }
    throw e;
  }
  if (parsed.values["help"]) {
    io.out(commandHelp(name));
    return void 0;
  }
  return { values: parsed.values, positionals: parsed.positionals };
}

export {
  EVALUATE_FLAGS,
  PINNED_AS,
  COMMANDS,
  synopsis,
  parseCommand
};
