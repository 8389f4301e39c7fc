import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  AqrError
} from "./chunk-DMNESY7P.js";

// src/export/packs/assurance-export.json
var assurance_export_default = {
  id: "sg/assurance-export",
  version: "0.1",
  title: "SuperGauge assurance export: the record's own evidence, control by control",
  source: {
    name: "SuperGauge Agent Quality Record draft, export profiles (schema property export.profiles[], RFCs 0001-0005, packs/assurance-export.md)",
    url: "https://github.com/SuperagenticAI/supergauge/blob/main/packs/assurance-export.md",
    note: "Export claims are checklist mappings over existing evidence, not scores (the public example examples/l2-assurance-export.yaml)."
  },
  controls: [
    {
      id: "subject.identity",
      title: "What was evaluated: the agent, its harness and code by digest, the model",
      evidence: [
        { kind: "digest", path: "subject.harness_digest" },
        { kind: "digest", path: "subject.code_digest" },
        { kind: "digest", path: "subject.model.digest" },
        { kind: "field", path: "subject.model.id" }
      ]
    },
    {
      id: "task_set.integrity",
      title: "Against which tasks: the task manifest by digest, its held-out split and canaries",
      evidence: [
        { kind: "digest", path: "task_set.manifest_digest" },
        { kind: "field", path: "task_set.held_out" },
        { kind: "field", path: "task_set.canary_ids" }
      ]
    },
    {
      id: "gates.thresholds",
      title: "Which conditions had to hold: the gates and the thresholds the bar applied",
      evidence: [
        { kind: "field", path: "gates" },
        { kind: "threshold", path: "bar.thresholds" }
      ]
    },
    {
      id: "evidence.replayable",
      title: "The evidence the measures were computed from, by digest, and whether it replays",
      evidence: [
        { kind: "field", path: "assurance.evidence.ledger" },
        { kind: "field", path: "assurance.evidence.replayable" },
        { kind: "field", path: "assurance.evaluator_independent" }
      ]
    },
    {
      id: "judge.pinned",
      title: "A model judge, when one scored anything: which judge and its pack by digest",
      evidence: [
        { kind: "field", path: "assurance.judge" },
        { kind: "digest", path: "assurance.judge.pack_digest" }
      ]
    },
    {
      id: "supply_chain",
      title: "What the agent was built from: AI bill of materials, build provenance, pinned MCP servers",
      evidence: [
        { kind: "field", path: "supply_chain.aibom" },
        { kind: "field", path: "supply_chain.provenance" },
        { kind: "field", path: "supply_chain.mcp_servers" },
        { kind: "attestation", path: "attestation" }
      ]
    },
    {
      id: "decision.signoff",
      title: "Who signed off: the decision, its actor and signature",
      evidence: [
        { kind: "approval", path: "decision.actor" },
        { kind: "approval", path: "decision.signature" },
        { kind: "field", path: "decision.verdict" },
        { kind: "field", path: "decision.rolls_back_to" }
      ]
    }
  ]
};

// src/export/packs/aiuc-1.json
var aiuc_1_default = {
  id: "sg/aiuc-1",
  version: "0.1",
  standard_cut: "2026-07-15",
  title: "AIUC-1 controls answered by an Agent Quality Record",
  source: {
    name: "AIUC-1, the AI agent standard (cut 2026-07-15); control ids as SuperGauge's public example examples/l2-assurance-export.yaml maps them",
    url: "https://www.aiuc-1.com/",
    note: "Control titles here are short paraphrases for the table; the standard's own text is authoritative. Only the controls the public example names are mapped."
  },
  controls: [
    {
      id: "A008",
      title: "Data and privacy: the agent's data access and egress are bounded and stated",
      evidence: [
        { kind: "field", path: "subject.authority.egress" },
        { kind: "field", path: "subject.authority.capabilities" },
        { kind: "field", path: "measures[id=safety.isolation]" },
        { kind: "field", path: "gates[id=safety.isolation]" }
      ]
    },
    {
      id: "B006.1",
      title: "Security: the agent's system access is limited (sandbox, policy version, capabilities)",
      evidence: [
        { kind: "field", path: "subject.authority.sandbox" },
        { kind: "field", path: "subject.authority.acs_policy_version" },
        { kind: "field", path: "gates[id=policy.hard_rules]" },
        { kind: "field", path: "gates[id=safety.tool_abuse]" }
      ]
    },
    {
      id: "B006.3",
      title: "Security: the tools and servers the agent may call are pinned",
      evidence: [
        { kind: "field", path: "supply_chain.mcp_servers" },
        { kind: "digest", path: "subject.agent_card.card_digest" },
        { kind: "field", path: "subject.agent_card.skill_ids" }
      ]
    },
    {
      id: "B010",
      title: "Security: adversarial inputs (prompt injection) were tested before release",
      evidence: [
        { kind: "field", path: "measures[id=safety.injection_resistance]" },
        { kind: "field", path: "gates[id=safety.injection_resistance]" },
        { kind: "threshold", path: "bar.thresholds" }
      ]
    },
    {
      id: "E015",
      title: "Accountability: the release decision is logged, signed and attributable",
      evidence: [
        { kind: "approval", path: "decision.actor" },
        { kind: "approval", path: "decision.signature" },
        { kind: "field", path: "assurance.evidence.ledger" },
        { kind: "attestation", path: "attestation" }
      ]
    }
  ]
};

// src/export/packs/eu-art50.json
var eu_art50_default = {
  id: "sg/eu-art50",
  version: "0.1",
  title: "EU AI Act Article 50 transparency checklist rows answered by an Agent Quality Record",
  source: {
    name: "Regulation (EU) 2024/1689 (AI Act), Article 50: transparency obligations for providers and deployers of certain AI systems; checklist labels as SuperGauge's public example examples/l2-assurance-export.yaml names them",
    url: "https://eur-lex.europa.eu/eli/reg/2024/1689/oj#art_50",
    note: "A checklist of where the evidence for each paragraph sits, not a legal assessment."
  },
  controls: [
    {
      id: "art50.disclosure",
      title: "Art. 50(1): people interacting with the system are informed they interact with an AI system; the agent and interface as published",
      evidence: [
        { kind: "field", path: "subject.agent" },
        { kind: "field", path: "subject.agent_card.well_known_url" },
        { kind: "digest", path: "subject.agent_card.card_digest" },
        { kind: "field", path: "subject.agent_card.version" }
      ]
    },
    {
      id: "art50.m2m-exception",
      title: "Art. 50(1) exception claimed for a machine-to-machine interface: the rationale signed with the decision",
      evidence: [
        { kind: "field", path: "decision.rationale" },
        { kind: "approval", path: "decision.actor" },
        { kind: "approval", path: "decision.signature" }
      ]
    },
    {
      id: "art50.marking",
      title: "Art. 50(2): synthetic output marked as artificially generated, in a machine-readable format",
      evidence: [{ kind: "field", path: "measures[id=transparency.output_marking]" }]
    },
    {
      id: "art50.model",
      title: "Which model generated the output, by digest (for the provider's marking and disclosure duties)",
      evidence: [
        { kind: "field", path: "subject.model.provider" },
        { kind: "field", path: "subject.model.id" },
        { kind: "digest", path: "subject.model.digest" }
      ]
    }
  ]
};

// src/export/pack.ts
var EVIDENCE_KINDS = ["field", "digest", "approval", "threshold", "attestation"];
var PACKS = [assurance_export_default, aiuc_1_default, eu_art50_default].map(
  (p) => checkPack(p, `packs/${String(p.id)}`)
);
function packById(id) {
  const want = id.startsWith("sg/") ? id : `sg/${id}`;
  const p = PACKS.find((x) => x.id === want);
  if (!p) throw new AqrError("ERR_USAGE", `--pack ${JSON.stringify(id)} is not a known export pack; the packs are ${PACKS.map((x) => x.id).join(", ")}`);
  return p;
}
function checkPack(v, where) {
  const bad = (why) => {
    throw new AqrError("ERR_INPUT_INVALID", `export pack ${why}`, { file: where });
  };
  const p = v;
  if (!p || typeof p !== "object") return bad("is not an object");
  if (typeof p.id !== "string" || !p.id.startsWith("sg/")) bad("needs an id sg/...");
  if (typeof p.version !== "string" || p.version === "") bad("needs a version");
  if (!p.source || typeof p.source.url !== "string" || !/^https:\/\//.test(p.source.url) || typeof p.source.name !== "string")
    bad("needs its source cited (source.name, source.url)");
  if (!Array.isArray(p.controls) || p.controls.length === 0) bad("needs controls");
  const ids = /* @__PURE__ */ new Set();
  for (const c of p.controls) {
    if (typeof c?.id !== "string" || ids.has(c.id)) bad(`has a control without an id, or one twice (${String(c?.id)})`);
    ids.add(c.id);
    if (!Array.isArray(c.evidence) || c.evidence.length === 0) bad(`control ${c.id} names no evidence`);
    for (const e of c.evidence)
      if (!EVIDENCE_KINDS.includes(e.kind) || typeof e.path !== "string") bad(`control ${c.id} has evidence of an unknown kind or without a path`);
  }
  return p;
}

// src/export/table.ts
var EXPORT_FORMAT = "aqr.export/1";
var TABLE_ENTRY = "export.json";
function atPath(doc, path) {
  let cur = doc;
  for (const step of path.split(".").reduce(joinBracketed, [])) {
    const m = /^([^[\]]+)(?:\[id=([^\]]+)\])?$/.exec(step);
    if (!m || cur === null || typeof cur !== "object") return void 0;
    cur = cur[m[1]];
    if (m[2] !== void 0) cur = Array.isArray(cur) ? cur.find((x) => x?.id === m[2]) : void 0;
  }
  return cur;
}
function joinBracketed(acc, part) {
  const last = acc[acc.length - 1];
  if (last !== void 0 && last.includes("[") && !last.includes("]")) acc[acc.length - 1] = `${last}.${part}`;
  else acc.push(part);
  return acc;
}
function present(v) {
  if (v === void 0 || v === null || v === "") return false;
  if (Array.isArray(v)) return v.length > 0;
  if (typeof v === "object") return Object.keys(v).length > 0;
  return true;
}
function controlRows(pack, record, bar, files) {
  const of = (role) => files.find((f) => f.role === role);
  const recordFile = of("record");
  return pack.controls.map((c) => {
    const evidence = [];
    for (const e of c.evidence) {
      if (e.kind === "attestation") {
        const a = of("attestation");
        if (a) evidence.push({ kind: e.kind, file: a.name, path: e.path, digest: a.digest });
        continue;
      }
      if (e.kind === "threshold") {
        const b = of("bar");
        if (b && present(atPath(bar, e.path))) evidence.push({ kind: e.kind, file: b.name, path: e.path });
        continue;
      }
      const v = atPath(record, e.path);
      if (!recordFile || !present(v)) continue;
      const row = { kind: e.kind, file: recordFile.name, path: e.path };
      if (e.kind === "digest" && typeof v === "string") row.digest = v;
      evidence.push(row);
    }
    return { id: c.id, title: c.title, status: evidence.length > 0 ? "evidenced" : "not evidenced", evidence };
  });
}
function exportProfile(pack, rows) {
  const controls = rows.filter((r) => r.status === "evidenced").map((r) => r.id);
  return {
    id: pack.id,
    version: pack.version,
    ...pack.standard_cut ? { standard_cut: pack.standard_cut } : {},
    ...controls.length > 0 ? { controls } : {}
  };
}

export {
  PACKS,
  packById,
  EXPORT_FORMAT,
  TABLE_ENTRY,
  controlRows,
  exportProfile
};
