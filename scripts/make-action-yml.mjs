// Writes action.yml from the evaluate flag table (src/flags.ts), so
// the action's inputs are the CLI's flags under the same names.
//   node scripts/make-action-yml.mjs
import { readFileSync, writeFileSync } from 'node:fs';

const src = readFileSync('src/flags.ts', 'utf8');
const table = src.slice(src.indexOf('export const EVALUATE_FLAGS = {'), src.indexOf('} as const satisfies'));
const flags = [...table.matchAll(/^\s+'?([\w-]+)'?: \{\s*kind: '(\w+)',\s*help: '((?:[^'\\]|\\.)*)',?\s*(?:path: true,?\s*)?\},/gm)].map((m) => ({
  name: m[1],
  kind: m[2],
  help: m[3],
}));
const q = (s) => JSON.stringify(s);
const defaults = {
  agent: 'the repository name',
  actor: 'the approver whose environment approval counts, else the workflow itself (github-actions@<owner>/<repo>/.github/workflows/<file>)',
  out: '$RUNNER_TEMP/agent-quality-record.json',
  predicate: 'beside the record (agent-quality-record.predicate.json)',
  vsa: 'beside the record (agent-quality-record.vsa.json)',
};
const lines = [
  'name: Agent Release Gate',
  // The Marketplace shows at most 125 characters.
  `description: ${JSON.stringify("Gate an AI agent's release on its evaluation evidence: sign an Agent Quality Record, comment the gates, fail on no-ship.")}`,
  'author: agent-release-gate',
  'branding:',
  '  icon: shield',
  '  color: green',
  'inputs:',
];
for (const f of flags) {
  let h = f.help;
  if (f.kind === 'list') h += ' (one per line)';
  if (f.kind === 'boolean') h += ' (true or false)';
  if (f.name === 'rollback-to')
    h +=
      '; auto: the harness of the last shipped record, verified under public-key, from an earlier successful push, workflow_dispatch or schedule run of this repository on the default branch (none without public-key); auto-unverified: the same without verifying (UNSAFE: whoever can upload such an artifact chooses the target)';
  if (f.name === 'signing-key') h += '. From a secret: every line of key text is masked in the log';
  if (defaults[f.name]) h += `. Default: ${defaults[f.name]}`;
  lines.push(`  ${f.name}:`, `    description: ${q(h)}`, '    required: false');
}
const extra = [
  ['config', 'A YAML file holding any of the inputs above under their names (paths in it relative to the file); inputs given here win.'],
  ['public-key', 'Public key (JWK, JWK Set or PEM text, a file, or a JWKS URL) that must verify the earlier record rollback-to auto uses.'],
  [
    'github-token',
    'Token for GitHub. Permissions per feature: the comment needs pull-requests: write; rollback-to auto needs actions: read; environment approvals (read only at tier T2, with environment, or when a pinned bar may change) need actions: read, and on a pull request its commits and timeline need pull-requests: read; the pinned bar and config at the base need contents: read (without fetch-depth: 0), and on issue_comment pull-requests: read to find the pull request’s base. A GitHub App installation token works too.',
    '${{ github.token }}',
  ],
  ['comment', 'Pull-request comment: always, on-change or never.', 'always'],
  [
    'comment-key',
    'Tells two gates in one job apart: the sticky comment is keyed by workflow, job and this key (never the profile version, so a changed profile updates the same comment).',
  ],
  [
    'environment',
    'The deployment environment this job runs in (its environment:, which GitHub does not tell a step): only approvals for it count, never one by anyone who wrote, committed or pushed the pull request or started the run, and the approver becomes the actor (needs actions: read; pull-requests: read on pull requests). Without it no approval counts. Approvals are also read at tier T2.',
  ],
  [
    'check-run',
    'Post a check run of this name on the commit with the verdict (success only on ship), a summary and an annotation for each failing gate, so a ruleset can require it by name (docs/enforce-at-deploy.md). Needs checks: write; failing to post only warns, and never turns a hold into a ship. Empty: none.',
  ],
  ['fail-on', 'Verdicts that fail the step, comma-separated.', 'hold,reject'],
  ['artifact-name', 'Name of the workflow artifact that holds the record (for rollback-to auto).', 'agent-quality-record'],
];
for (const [name, desc, def] of extra) {
  lines.push(`  ${name}:`, `    description: ${q(desc)}`, '    required: false');
  if (def !== undefined) lines.push(`    default: ${q(def)}`);
}
const outputs = [
  ['verdict', 'ship, hold or reject.'],
  ['record-path', 'Path of the written (and, with signing-key, signed) record.'],
  ['record-digest', 'sha256 digest of the record file.'],
  ['level', 'Conformance level the record reaches (empty below L1).'],
  [
    'release-permitted',
    "true when the record may release as the public checker's --require-ship has it (L2 or higher, verdict ship, a named actor, every gate passing), else false.",
  ],
  ['failed-gates', 'Ids of the gates that failed, comma-separated.'],
  ['signals-path', 'Path of the signals analysis beside the record (empty without signals).'],
  ['predicate-path', 'Path of the attestation predicate beside the record, for actions/attest (predicate-path).'],
  ['predicate-type', 'The predicate type URI, for actions/attest (predicate-type) and gh attestation verify --predicate-type.'],
  ['vsa-path', 'Path of the SLSA Verification Summary v1 predicate beside the record, for actions/attest (predicate-path).'],
  ['vsa-type', 'https://slsa.dev/verification_summary/v1, for actions/attest (predicate-type) and gh attestation verify --predicate-type.'],
  ['attestation-path', 'Path of the Sigstore bundle signed with signing-key (empty without the attest input).'],
  ['stats-path', 'Path of the confidence bounds, regressions and shadow gates beside the record (empty when the profile uses none).'],
];
lines.push('outputs:');
for (const [name, desc] of outputs) lines.push(`  ${name}:`, `    description: ${q(desc)}`);
lines.push('runs:', '  using: node24', '  main: dist/index.cjs', '');
writeFileSync('action.yml', lines.join('\n'));
console.log(`action.yml: ${flags.length} evaluate inputs, ${extra.length} more`);
