// The page's `aqr verify BUNDLE`: a Sigstore bundle's DSSE envelope checked
// with the dropped public key (src/attest/envelope.ts, WebCrypto), its in-toto
// statement and aqr predicate read by the core (src/attest/), and the gates
// with their thresholds and confidence bounds laid out for the page. Keyless
// bundles (a Fulcio certificate) need Sigstore's trusted root and transparency
// log, which this page does not carry: their signature is shown as not checked.
import { TEST_WORDS } from '../report/paired-view.js';
import { base64Bytes, verifyEnvelope } from '../attest/envelope.js';
import { PREDICATE_TYPE, readPredicateValue, type AqrPredicate } from '../attest/predicate.js';
import { statementFromPayload, type Subject } from '../attest/statement.js';
import type { StatsSidecar } from '../gate/stats.js';
import { AqrError } from '../errors.js';
import { backingMeasure } from '../record/backing.js';
import type { AgentQualityRecord } from '../record/types.js';
import { recordView } from '../report/record-view.js';
import type { GateState } from '../report/view.js';
import type { KeyEntry } from '../sign/key.js';
import type { VerifyOutcome } from '../sign/verifier.js';
import { ed25519FallbackUsed } from './ed25519.js';

const BUNDLE_MEDIA = /^application\/vnd\.dev\.sigstore\.bundle(\.v0\.[123]\+json|\+json;version=0\.[123])$/;

export interface BundleView {
  file: string;
  mediaType: string;
  /** How the bundle names its signer: a public key (by hint) or a certificate (keyless). */
  signer: { kind: 'key'; hint: string } | { kind: 'certificate' };
  /** The envelope's signature, when it was checked. */
  signature?: VerifyOutcome & { implementation?: string };
  /** Why the signature was not checked (keyless, or no key dropped). */
  unchecked?: string;
  statement?: { predicateType: string; subjects: { name: string; sha256: string; matched: string[] }[] };
  /** What keeps the statement or predicate from holding, each one line. */
  problems: string[];
}

interface BundleJson {
  mediaType?: unknown;
  verificationMaterial?: { publicKey?: { hint?: unknown }; x509CertificateChain?: unknown; certificate?: unknown };
  dsseEnvelope?: { payload?: string; payloadType?: string; signatures?: { sig: string; keyid: string }[] };
}

/** The bundle's JSON, its shape checked as far as the page reads it; else an input error naming the file. */
export function parseBundle(text: string, file: string): BundleJson & { mediaType: string } {
  let b: BundleJson;
  try {
    b = JSON.parse(text) as BundleJson;
  } catch {
    throw new AqrError('ERR_INPUT_PARSE', 'is not JSON (a Sigstore bundle)', { file });
  }
  if (b === null || typeof b !== 'object' || typeof b.mediaType !== 'string' || !BUNDLE_MEDIA.test(b.mediaType))
    throw new AqrError('ERR_INPUT_INVALID', 'is not a Sigstore bundle (mediaType application/vnd.dev.sigstore.bundle.v0.3+json)', { file, field: 'mediaType' });
  if (typeof b.verificationMaterial !== 'object' || b.verificationMaterial === null)
    throw new AqrError('ERR_INPUT_INVALID', 'is not a valid Sigstore bundle: verificationMaterial is missing', { file, field: 'verificationMaterial' });
  if (typeof b.dsseEnvelope !== 'object' || b.dsseEnvelope === null)
    throw new AqrError('ERR_INPUT_INVALID', 'signs a message, not a DSSE envelope: there is no statement to verify', { file, field: 'dsseEnvelope' });
  return b as BundleJson & { mediaType: string };
}

/**
 * Checks a bundle's envelope with the keys (when it names a key) and reads its
 * statement: the aqr predicate, and each subject matched against the dropped
 * files' digests (`digests`: sha256 hex → what has it). The statement of an
 * envelope whose signature fails is not read.
 */
export async function checkBundle(
  b: BundleJson & { mediaType: string },
  file: string,
  keys: readonly KeyEntry[] | undefined,
  digests: ReadonlyMap<string, string[]>,
): Promise<{ view: BundleView; predicate?: AqrPredicate }> {
  const vm = b.verificationMaterial ?? {};
  const keyless = vm.publicKey === undefined && (vm.x509CertificateChain !== undefined || vm.certificate !== undefined);
  const hint = typeof vm.publicKey?.hint === 'string' ? vm.publicKey.hint : '';
  const view: BundleView = { file, mediaType: b.mediaType, signer: keyless ? { kind: 'certificate' } : { kind: 'key', hint }, problems: [] };
  if (keyless)
    view.unchecked =
      'signed keyless (a Fulcio certificate): checking it needs the Sigstore trusted root and the signer’s identity, which this page does not carry. Verify it with aqr verify BUNDLE --trusted-root FILE --certificate-identity ID --certificate-oidc-issuer URL';
  else if (!keys) view.unchecked = 'no trusted key given: give the key the bundle names (a JWK or PEM) in the trusted-key field to check its signature';
  else {
    const s = await verifyEnvelope(b.dsseEnvelope, hint || undefined, keys);
    view.signature = s.ok
      ? { ...s, implementation: s.alg === 'Ed25519' && ed25519FallbackUsed() ? '@noble/curves (this browser has no Ed25519 in WebCrypto)' : 'WebCrypto' }
      : s;
    if (!s.ok) return { view };
  }
  const env = b.dsseEnvelope ?? {};
  const payload = base64Bytes(env.payload);
  if (!payload) {
    view.problems.push('the envelope payload is not base64');
    return { view };
  }
  const read = statementFromPayload(String(env.payloadType), payload);
  if ('problem' in read) {
    view.problems.push(read.problem);
    return { view };
  }
  const st = read.statement;
  const subjects = st.subject.map((s: Partial<Subject> | null) => {
    const sha256 = String(s?.digest?.sha256 ?? '');
    return { name: String(s?.name ?? ''), sha256, matched: digests.get(sha256) ?? [] };
  });
  view.statement = { predicateType: st.predicateType, subjects };
  if (st.predicateType !== PREDICATE_TYPE) {
    view.problems.push(`the statement's predicateType is ${JSON.stringify(st.predicateType)}, not aqr's (${PREDICATE_TYPE})`);
    return { view };
  }
  const p = readPredicateValue(st.predicate);
  view.problems.push(...p.problems);
  return { view, ...(p.predicate ? { predicate: p.predicate } : {}) };
}

/** One gate as the page lays it out: its threshold, the value and bound it was judged on, and its state. */
export interface GateRow {
  gate: string;
  /** The key replay's mismatches name it by: `gate ID (SPLIT)`. */
  what: string;
  threshold: string;
  value: number | boolean | null;
  bound: string;
  /** The gate's state as every surface shows it (report/view.ts): an inconclusive gate is never a failure. */
  state: GateState | 'not recorded';
  /** The state with its note: "inconclusive (~216 more tasks)", "shadow (not enforced, would fail)". */
  outcome: string;
  shadow: boolean;
}

const num = (x: number | null | undefined) => (x === null || x === undefined ? '∞' : String(Math.round(x * 1e4) / 1e4));
const gateName = (g: { id: string; split?: string | undefined; k?: number | undefined }) =>
  `${g.id}${g.split ? ` (${g.split})` : ''}${g.k !== undefined ? ` k=${g.k}` : ''}`;
/** The regression's test and the tasks that flipped (report/paired-view.ts), as page text (set as text, never as markup). */
function flippedText(reg: StatsSidecar['regressions'][number]): string {
  const p = reg.test === 'mcnemar-exact' ? reg.paired : undefined;
  const ids = (list: string[], count: number) => (count > 0 ? `: ${list.slice(0, 10).join(', ')}${count > 10 ? `, and ${count - 10} more` : ''}` : '');
  return ` by ${TEST_WORDS[reg.test ?? 'newcombe']}${
    p
      ? `, p = ${num(p.p_value)}; ${p.newly_failing} newly failing${ids(p.newly_failing_ids, p.newly_failing)}; ${p.newly_passing} newly passing${ids(p.newly_passing_ids, p.newly_passing)}`
      : ''
  }`;
}

const same = (a: { id: string; split?: string | undefined }, b: { id: string; split?: string | undefined }) =>
  a.id === b.id && (a.split ?? '') === (b.split ?? '');

/**
 * The record's gates with the thresholds the predicate applied (ceilings and
 * shadow gates too), the stats sidecar's bounds and regressions, and each
 * gate's state from the view (report/record-view.ts).
 */
export function gateRows(record: AgentQualityRecord, stats: StatsSidecar | undefined, predicate: AqrPredicate | undefined): GateRow[] {
  type G = {
    id: string;
    split?: string | undefined;
    k?: number | undefined;
    floor?: number | undefined;
    ceiling?: number | undefined;
    confidence?: number | undefined;
    mode?: string | undefined;
  };
  const gates: G[] = predicate ? [...predicate.thresholds.gates] : [...record.gates];
  for (const b of stats?.bounds ?? [])
    if (!gates.some((g) => same(g, b))) gates.push({ id: b.id, split: b.split, k: b.k, [b.kind]: b.threshold, confidence: b.confidence });
  // The states as the report and the comment show them: the view of the record and its sidecar.
  const lines = recordView(record, { level: null, recordDigest: '', stats, verified: false }).rows;
  return gates.map((g) => {
    const shadow = g.mode === 'shadow';
    const bound = shadow ? undefined : stats?.bounds.find((b) => same(b, g));
    const reg = shadow ? undefined : stats?.regressions.find((r) => same(r, g));
    const measure = backingMeasure(g, record.measures).pick;
    const limits = [
      g.floor !== undefined ? `floor ≥ ${g.floor}` : '',
      g.ceiling !== undefined ? `ceiling ≤ ${g.ceiling}` : '',
      reg ? `drop ≤ ${reg.max_drop}` : '',
    ]
      .filter(Boolean)
      .join(', ');
    const conf = bound
      ? ` on the ${bound.kind === 'floor' ? 'lower' : 'upper'} ${Math.round(bound.confidence * 100)}% bound (${bound.method}${bound.resamples ? `, ${bound.resamples} resamples` : ''})`
      : g.confidence !== undefined
        ? ` at ${Math.round(g.confidence * 100)}%`
        : '';
    const bounds = [
      bound ? `[${num(bound.lower)}, ${num(bound.upper)}] on n=${bound.n}${bound.x !== undefined ? ` (x=${bound.x})` : ''}` : '',
      reg ? `drop from ${reg.baseline.record_id}: [${num(reg.drop.lower)}, ${num(reg.drop.upper)}]${flippedText(reg)}` : '',
    ]
      .filter(Boolean)
      .join('; ');
    const line = lines.find((l) => same(l, g) && (l.state === 'shadow') === shadow);
    return {
      gate: `${gateName(g)}${shadow ? ' (shadow: reported, never enforced)' : ''}`,
      what: `gate ${g.id}${g.split ? ` (${g.split})` : ''}`,
      threshold: (limits || 'decision') + conf,
      value: bound?.value ?? measure?.value ?? null,
      bound: bounds || '–',
      state: line?.state ?? 'not recorded',
      outcome: line?.stateText ?? (shadow ? 'shadow (not run)' : 'not recorded'),
      shadow,
    };
  });
}
