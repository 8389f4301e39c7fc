// The record's optional blocks from the files the inputs name (SuperGauge RFCs
// 0002-0004): each file read and hashed here, its facts taken by the pure
// functions of src/gate/blocks.ts. What is not given is left out, never filled
// in; what cannot be verified is named in the rationale and not recorded.
import { agentCardFacts, bomFormat, mcpPins, type SkillTask } from '../gate/blocks.js';
import { AqrError } from '../errors.js';
import { fileDigest } from '../io/digest.js';
import { decodeText, readFileBytes } from '../io/read-text.js';
import { DIGEST_RE, digestPlaceholderReason } from '../record/digest.js';
import type { AgentCard, Digest, Measure, SupplyChain } from '../record/types.js';
import { sha256Hex } from '../crypto/index.js';

/** The inputs that name the blocks' files (flags in src/flags.ts). */
export interface BlockInputs {
  /** The model file (weights or artifact): sha256 of its bytes, streamed. */
  modelFile?: string;
  /** The publisher's digest of the model, `sha256:<hex>`, when the file is not at hand. */
  modelDigest?: string;
  /** The A2A Agent Card JSON as published, and the URL it is served at (default: its url's origin + /.well-known/agent-card.json). */
  agentCard?: string;
  agentCardUrl?: string;
  /** A CycloneDX or SPDX JSON bill of materials. */
  aibom?: string;
  /** A Sigstore bundle of the build provenance (in-toto statement in DSSE), and what verifies it. */
  provenance?: string;
  provenanceTrustedRoot?: string;
  provenanceKey?: string;
  provenanceIdentity?: string;
  provenanceIssuer?: string;
  /** The agent's MCP config (mcpServers / servers). */
  mcpConfig?: string;
  /** The judge's question pack. */
  judgePack?: string;
}

export interface Blocks {
  modelDigest?: Digest;
  agentCard?: AgentCard;
  /** interop.agent_card_fresh, with the card. */
  measures: Measure[];
  supplyChain?: SupplyChain;
  judgePackDigest?: Digest;
  /** Sentences for the rationale: what was declared rather than hashed, what is unpinned or unverified. */
  notes: string[];
}

const MAX_JSON_BYTES = 64 * 1024 * 1024;

async function readJson(file: string, what: string): Promise<{ value: unknown; digest: Digest }> {
  const bytes = await readFileBytes(file, what, MAX_JSON_BYTES);
  const text = decodeText(bytes, file, what);
  let value: unknown;
  try {
    value = JSON.parse(text);
  } catch (e) {
    throw new AqrError('ERR_INPUT_PARSE', `is not JSON (${what}): ${(e as Error).message}`, { file });
  }
  // The digest of the bytes as given (RFC 0002: never of a re-serialisation).
  return { value, digest: `sha256:${sha256Hex(bytes)}` };
}

/** Every block the inputs name, from its file; an empty result when none is given. */
export async function readBlocks(o: BlockInputs, tasks: Iterable<SkillTask>, hasModel: boolean, hasJudge: boolean): Promise<Blocks> {
  const out: Blocks = { measures: [], notes: [] };
  if (o.modelFile !== undefined || o.modelDigest !== undefined) {
    if (o.modelFile !== undefined && o.modelDigest !== undefined)
      throw new AqrError('ERR_USAGE', '--model-file and --model-digest are two sources of one digest: give one');
    if (!hasModel) throw new AqrError('ERR_USAGE', '--model-file and --model-digest need --model-provider and --model-id (the model they pin)');
    if (o.modelFile !== undefined) out.modelDigest = await fileDigest(o.modelFile);
    else {
      const d = o.modelDigest as string;
      if (!DIGEST_RE.test(d)) throw new AqrError('ERR_USAGE', `--model-digest must be sha256: and 64 lowercase hex digits, got ${JSON.stringify(d)}`);
      const fake = digestPlaceholderReason(d);
      if (fake) throw new AqrError('ERR_USAGE', `--model-digest ${d} ${fake}: give the publisher's real digest or the model file`);
      out.modelDigest = d;
      // The schema has no field that says who computed subject.model.digest: the rationale does.
      out.notes.push(`subject.model.digest is the digest the model's publisher declares (${d}), not one computed here from the model's bytes.`);
    }
  }
  if (o.agentCard !== undefined) {
    const { value, digest } = await readJson(o.agentCard, 'A2A Agent Card');
    const facts = agentCardFacts(value, digest, o.agentCardUrl, tasks, o.agentCard);
    out.agentCard = facts.card;
    out.measures.push({ id: 'interop.agent_card_fresh', value: facts.fresh });
    out.notes.push(...facts.notes);
  } else if (o.agentCardUrl !== undefined) throw new AqrError('ERR_USAGE', '--agent-card-url names where --agent-card is served: give the card file too');
  const sc: SupplyChain = {};
  if (o.aibom !== undefined) {
    const { value, digest } = await readJson(o.aibom, 'bill of materials');
    sc.aibom_format = bomFormat(value, o.aibom);
    sc.aibom_digest = digest;
  }
  if (o.provenance !== undefined) {
    const p = await verifiedProvenance(o);
    if ('digest' in p) {
      sc.slsa_provenance_digest = p.digest;
      sc.provenance_format = p.format;
    } else out.notes.push(p.unverified);
  }
  if (o.mcpConfig !== undefined) {
    const { value } = await readJson(o.mcpConfig, 'MCP config');
    const { servers, unpinned } = mcpPins(value, o.mcpConfig);
    if (servers.length > 0) sc.mcp_servers = servers;
    if (unpinned.length > 0)
      out.notes.push(`MCP servers not pinned by version or digest: ${unpinned.map((u) => `${JSON.stringify(u.name)} (${u.why})`).join('; ')}.`);
  }
  if (Object.keys(sc).length > 0) out.supplyChain = sc;
  if (o.judgePack !== undefined) {
    if (!hasJudge) throw new AqrError('ERR_USAGE', '--judge-pack needs --judge-id and --judge-model (the judge whose pack it is)');
    out.judgePackDigest = await fileDigest(o.judgePack);
  }
  return out;
}

/**
 * The provenance bundle verified by sigstore-js before its digest is recorded:
 * with a public key, or keyless with a trusted root and the signer's identity.
 * Without them, or when it does not verify, the digest is left out and the
 * rationale says why.
 */
async function verifiedProvenance(o: BlockInputs): Promise<{ digest: Digest; format: string } | { unverified: string }> {
  const file = o.provenance as string;
  const [{ checkBundle, parseBundle, readTrustedRoots, readStatement }, { readPublicKeys }, { identityPolicy }, { TrustedRoot }] = await Promise.all([
    import('./verify-bundle.js'),
    import('../io/key-file.js'),
    import('../attest/identity.js'),
    import('@sigstore/protobuf-specs'),
  ]);
  const bytes = await readFileBytes(file, 'provenance bundle', MAX_JSON_BYTES);
  const bundle = parseBundle(decodeText(bytes, file, 'provenance bundle'), file);
  const digest: Digest = `sha256:${sha256Hex(bytes)}`;
  const name = JSON.stringify(file.replace(/^.*[/\\]/, ''));
  const keyless = bundle.verificationMaterial.content.$case !== 'publicKey';
  if (keyless ? o.provenanceTrustedRoot === undefined : o.provenanceKey === undefined)
    return {
      unverified: `The provenance bundle ${name} (${digest}) was not verified (${keyless ? 'signed keyless: no --provenance-trusted-root' : 'signed with a key: no --provenance-key'}): it is not recorded.`,
    };
  if (keyless && o.provenanceIdentity === undefined)
    throw new AqrError(
      'ERR_USAGE',
      'the provenance bundle is signed keyless (a certificate): give --provenance-identity (the signer, exact) with --provenance-trusted-root',
      {
        file,
      },
    );
  const keys = keyless ? undefined : await readPublicKeys(o.provenanceKey as string);
  const policy = keyless ? identityPolicy({ identity: o.provenanceIdentity, issuer: o.provenanceIssuer }) : undefined;
  const roots = keyless
    ? await readTrustedRoots(o.provenanceTrustedRoot as string)
    : [TrustedRoot.fromJSON({ tlogs: [], certificateAuthorities: [], ctlogs: [], timestampAuthorities: [] })];
  let outcome: { ok: boolean; code?: string } = { ok: false, code: 'VERIFICATION_ERROR' };
  for (const root of roots) if (!outcome.ok) outcome = checkBundle(bundle, root, keys, policy);
  if (!outcome.ok)
    return { unverified: `The provenance bundle ${name} (${digest}) does not verify (${outcome.code ?? 'VERIFICATION_ERROR'}): it is not recorded.` };
  const problems: string[] = [];
  const statement = readStatement(bundle, problems);
  if (!statement) return { unverified: `The provenance bundle ${name} verifies but holds no in-toto statement (${problems.join('; ')}): it is not recorded.` };
  const format = statement.predicateType === 'https://slsa.dev/provenance/v1' ? 'slsa/v1' : 'in-toto/v1';
  return { digest, format };
}
