// The Agent Quality Record (SuperGauge 0.1) as plain data. Field names follow the
// specification exactly, so a parsed record is this type once it is schema-valid.

/** A profile's release tier (what a ship demands). Not a signal's evidence tier (SignalTier). */
export type ReleaseTier = 'T0' | 'T1' | 'T2';
export type Split = 'held-in' | 'held-out' | 'all';
export type Verdict = 'ship' | 'hold' | 'reject';
export type GateSource = 'acs' | 'assert' | 'native' | 'custom';
/** `sha256:` followed by 64 lowercase hex digits. */
export type Digest = string;

export interface Profile {
  id: string;
  version: string;
  tier: ReleaseTier;
}

export interface Authority {
  grant_digest?: Digest;
  acs_policy_version?: string;
  sandbox?: string;
  egress?: 'deny-by-default' | 'allow-list' | 'unrestricted';
  capabilities?: string[];
}

export interface AgentCard {
  well_known_url: string;
  card_digest: Digest;
  version?: string;
  etag?: string;
  skill_ids?: string[];
}

export interface Subject {
  agent: string;
  harness_digest: Digest;
  code_digest?: Digest;
  model?: { provider: string; id: string; digest?: Digest };
  authority: Authority;
  agent_card?: AgentCard;
}

export interface TaskSet {
  manifest_digest: Digest;
  held_in?: number;
  held_out?: number;
  sealed: boolean;
  canary_ids?: string[];
}

export interface Measure {
  id: string;
  value: number | boolean;
  split?: Split;
  n?: number;
  k?: number;
  unit?: string;
  pack?: string;
}

export interface Gate {
  id: string;
  result: 'pass' | 'fail';
  floor?: number;
  split?: Split;
  source?: GateSource;
}

export interface Judge {
  id: string;
  model: string;
  human_agreement_kappa?: number;
  sampled?: number;
  pack_digest?: Digest;
  calibration_ece?: number;
}

export interface Evidence {
  ledger: string;
  format: string;
  events?: number;
  replayable: boolean;
}

export interface Canary {
  id: string;
  expected: 'pass' | 'fail';
  observed: 'pass' | 'fail';
}

export interface Integrity {
  metric_custody?: 'external' | 'shared' | 'agent-writable';
  recompute_digest?: Digest;
  recompute_party?: string;
  protected_metric_ids?: string[];
  canaries?: Canary[];
  hermetic_workspace?: boolean;
  capability_disjoint_roles?: boolean;
  review_feedback?: 'opaque' | 'generic-reject' | 'detailed';
  mechanical_override?: boolean;
}

export interface Assurance {
  judge?: Judge;
  evidence: Evidence;
  evaluator_independent: boolean;
  integrity?: Integrity;
}

export interface Decision {
  verdict: Verdict;
  actor: string;
  rolls_back_to?: Digest;
  /** `<alg>:<compact JWS with detached payload>` */
  signature?: string;
  question?: string;
  options?: string[];
  rationale?: string;
}

export interface SupplyChain {
  aibom_digest?: Digest;
  aibom_format?: string;
  slsa_provenance_digest?: Digest;
  provenance_format?: string;
  model_digests?: { provider: string; id: string; digest: Digest }[];
  tool_digests?: { name: string; digest: Digest }[];
  mcp_servers?: { name: string; version?: string; digest?: Digest; endpoint_digest?: Digest }[];
}

export interface ExportProfiles {
  profiles?: { id: string; version: string; standard_cut?: string; controls?: string[] }[];
}

export interface AgentQualityRecord {
  supergauge: '0.1';
  record_id: string;
  emitted_at: string;
  profile: Profile;
  subject: Subject;
  task_set: TaskSet;
  measures: Measure[];
  gates: Gate[];
  assurance: Assurance;
  decision: Decision;
  supply_chain?: SupplyChain;
  export?: ExportProfiles;
}
