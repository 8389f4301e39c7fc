import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  describeFailure,
  httpStatus
} from "./chunk-KJL4ST7C.js";
import {
  DEFAULT_RECORD_ARTIFACT,
  checkDeployPolicy
} from "./chunk-WRB6PKTW.js";
import "./chunk-FSOK7FNT.js";
import "./chunk-K5K7RWKF.js";
import "./chunk-P373R5FI.js";
import "./chunk-B3DIRFFH.js";
import "./chunk-VFM2G6YV.js";
import {
  PREDICATE_TYPE
} from "./chunk-VJ3KPJV5.js";
import {
  BarSourceError,
  checkoutSource,
  fromRoot,
  insideRoot
} from "./chunk-HQ6HBTRQ.js";
import "./chunk-FANIYTUJ.js";
import "./chunk-QIHL3Z5K.js";
import "./chunk-CPV5JXSL.js";
import "./chunk-TLEL4NPO.js";
import "./chunk-XFGAI2GH.js";
import "./chunk-NL7M2VS2.js";
import "./chunk-7CSC2EXP.js";
import "./chunk-LP2FYDS3.js";
import "./chunk-TA25MMNT.js";
import "./chunk-32R52CTD.js";
import "./chunk-3LHYYOLB.js";
import "./chunk-4HCHGIET.js";
import "./chunk-CRYWO3G5.js";
import "./chunk-K6OQSGEN.js";
import "./chunk-XDYC6BPR.js";
import "./chunk-ZZ52A57W.js";
import "./chunk-QABMOKKH.js";
import "./chunk-B7PSI4WC.js";
import "./chunk-EIAKEXQU.js";
import "./chunk-N3NFBNC2.js";
import "./chunk-I4NETQDU.js";
import "./chunk-ASVLCMNX.js";
import "./chunk-MYKBDVWF.js";
import "./chunk-VU3GVDTU.js";
import {
  ZipRefused,
  readZipEntries
} from "./chunk-6B5RA472.js";
import "./chunk-APF4LJVI.js";
import "./chunk-G3XACPNI.js";
import "./chunk-TDWOHJOY.js";
import "./chunk-H3GVQIAQ.js";
import "./chunk-RHRCZFGS.js";
import "./chunk-MEDCQDMU.js";
import "./chunk-A74B5NYC.js";
import "./chunk-DQU47NJ7.js";
import "./chunk-QZA6O76R.js";
import "./chunk-3YZ3XDBF.js";
import "./chunk-IYLHJKSN.js";
import {
  parseDocument
} from "./chunk-WFES4PQE.js";
import "./chunk-BFIPOHE7.js";
import "./chunk-YAMR5NNT.js";
import "./chunk-AHJTWVBH.js";
import "./chunk-VRDUKWRR.js";
import {
  readCapped
} from "./chunk-UKLP2F2A.js";
import "./chunk-5CCUPJUU.js";
import {
  MAX_TEXT_BYTES
} from "./chunk-I4NKPTV4.js";
import "./chunk-PTKR7ZAO.js";
import "./chunk-DMNESY7P.js";
import "./chunk-SHO3CQ7S.js";
import "./chunk-NYJ5TMSC.js";
import {
  quote
} from "./chunk-YJYA2IHS.js";
import "./chunk-FXVQAL6E.js";

// src/github/contents.ts
import { resolve } from "node:path";
function contentsSource(octokit, repo, sha, root) {
  const short = sha.slice(0, 12);
  let tree;
  const listAll = async () => {
    let data;
    try {
      ({ data } = await octokit.request("GET /repos/{owner}/{repo}/git/trees/{tree_sha}", {
        owner: repo.owner,
        repo: repo.repo,
        tree_sha: sha,
        recursive: "1"
      }));
    } catch (e) {
      throw new BarSourceError(
        "ERR_INPUT_READ",
        `the tree of commit ${short} cannot be read through GitHub's git trees API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``,
        { file: "." }
      );
    }
    if (data.truncated)
      throw new BarSourceError(
        "ERR_INPUT_TOO_LARGE",
        `the tree of commit ${short} is too large for GitHub's git trees API; check out with fetch-depth: 0 so git expands the globs`,
        { file: "." }
      );
    return (data.tree ?? []).flatMap((e) => e.type === "blob" && typeof e.path === "string" ? fromRoot(e.path, root) ?? [] : []);
  };
  return {
    ref: sha,
    label: `commit ${short}`,
    list: async (folder) => {
      if (insideRoot(folder, root) === void 0 && resolve(folder) !== resolve(root)) return void 0;
      const all = await (tree ??= listAll());
      const prefix = folder === "" || folder === "." ? "" : `${folder.replace(/\/+$/, "")}/`;
      return all.filter((f) => f.startsWith(prefix));
    },
    read: async (path, what, maxBytes = MAX_TEXT_BYTES) => {
      const rel = insideRoot(path, root);
      if (rel === void 0) return checkoutSource().read(path, what, maxBytes);
      const fail = (e) => new BarSourceError(
        "ERR_INPUT_READ",
        `cannot be read at commit ${short} through GitHub's contents API (${describeFailure(e)}); the workflow needs \`permissions: contents: read\``,
        { file: path }
      );
      const route = "GET /repos/{owner}/{repo}/contents/{path}";
      const params = { owner: repo.owner, repo: repo.repo, path: rel, ref: sha };
      let data;
      try {
        ({ data } = await octokit.request(route, params));
      } catch (e) {
        if (httpStatus(e) === 404) return void 0;
        throw fail(e);
      }
      if (Array.isArray(data)) throw new BarSourceError("ERR_INPUT_READ", `is a folder at commit ${short}, expected a ${what}`, { file: path });
      const f = data;
      if (f.type !== "file")
        throw new BarSourceError("ERR_INPUT_READ", `is a ${f.type ?? "thing"} at commit ${short}, expected a ${what} file`, { file: path });
      if (typeof f.size === "number" && f.size > maxBytes)
        throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is ${f.size} bytes at commit ${short}; a ${what} is at most ${maxBytes}`, { file: path });
      if (f.encoding === "base64" && typeof f.content === "string") return Buffer.from(f.content, "base64");
      let raw;
      try {
        ({ data: raw } = await octokit.request(route, { ...params, mediaType: { format: "raw" } }));
      } catch (e) {
        throw fail(e);
      }
      const bytes = typeof raw === "string" ? Buffer.from(raw, "utf8") : raw instanceof ArrayBuffer ? Buffer.from(raw) : void 0;
      if (!bytes) throw new BarSourceError("ERR_INPUT_READ", `came back from GitHub's contents API in a form aqr does not read`, { file: path });
      if (bytes.length > maxBytes)
        throw new BarSourceError("ERR_INPUT_TOO_LARGE", `is over ${maxBytes} bytes at commit ${short}; a ${what} is at most that`, { file: path });
      return bytes;
    }
  };
}

// src/github/artifacts.ts
var ARTIFACT_ZIP_LIMITS = {
  maxZipBytes: 64 * 1024 * 1024,
  maxEntries: 1e4,
  maxChosen: 16,
  maxEntryBytes: 8 * 1024 * 1024,
  maxTotalBytes: 32 * 1024 * 1024
};
async function runArtifact(octokit, repo, runId, name) {
  const arts = (await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", {
    owner: repo.owner,
    repo: repo.repo,
    run_id: runId,
    name,
    per_page: 100
  })).data.artifacts;
  const art = (Array.isArray(arts) ? arts : []).find(
    (a) => a?.name === name && a.expired !== true && typeof a.id === "number"
  );
  if (!art) return void 0;
  const where = `artifact ${quote(name)} of run ${runId}`;
  const size = art.size_in_bytes;
  return { id: art.id, where, ...typeof size === "number" && size > ARTIFACT_ZIP_LIMITS.maxZipBytes ? { tooLarge: size } : {} };
}
async function artifactZip(octokit, repo, id) {
  const res = await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}", {
    owner: repo.owner,
    repo: repo.repo,
    artifact_id: id,
    archive_format: "zip",
    request: { parseSuccessResponseBody: false }
  });
  return await readCapped(res.data, ARTIFACT_ZIP_LIMITS.maxZipBytes) ?? void 0;
}

// src/github/find-record.ts
var RUNS_LOOKED_AT = 20;
async function findRecord(octokit, q) {
  const warn = q.warn ?? (() => {
  });
  const artifactName = q.policy?.record.artifactName ?? DEFAULT_RECORD_ARTIFACT;
  const workflow = q.policy?.record.workflow ?? null;
  const keyless = q.policy?.signer.kind === "keyless";
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/runs", {
    owner: q.owner,
    repo: q.repo,
    head_sha: q.commit,
    per_page: RUNS_LOOKED_AT
  });
  const runs = (Array.isArray(data.workflow_runs) ? data.workflow_runs : []).filter((r) => typeof r.id === "number" && r.head_sha === q.commit).filter(
    (r) => workflow === null || typeof r.path === "string" && (r.path === workflow || r.path.endsWith(`/${workflow}`) || r.path.startsWith(`${workflow}@`))
  );
  let found;
  for (const run of runs) {
    found = await fromRun(octokit, q, run, artifactName, warn);
    if (found) break;
  }
  if (keyless && q.subjectDigest !== void 0 && (!found || found.bundle === void 0)) {
    const bundle = await attestedBundle(octokit, q, warn);
    if (bundle) return found ? { ...found, bundle } : { source: "the attestations API", recordName: `the attestation of ${q.subjectDigest}`, bundle };
  }
  return found;
}
async function fromRun(octokit, q, run, artifactName, warn) {
  const runId = run.id;
  const art = await runArtifact(octokit, q, runId, artifactName);
  if (!art) return void 0;
  const { where } = art;
  if (art.tooLarge !== void 0) {
    warn(`${where} is ${art.tooLarge} bytes, over the ${ARTIFACT_ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return void 0;
  }
  const zip = await artifactZip(octokit, q, art.id);
  if (!zip) {
    warn(`${where} is over the ${ARTIFACT_ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return void 0;
  }
  let entries;
  try {
    entries = readZipEntries(zip, (n) => /\.(json|ya?ml)$/i.test(n), ARTIFACT_ZIP_LIMITS).entries;
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    warn(`${where} ${e.message}; skipped`);
    return void 0;
  }
  const out = { source: where, runId, recordName: where, ...typeof run.html_url === "string" ? { runUrl: run.html_url } : {} };
  for (const e of entries) {
    let text;
    try {
      text = new TextDecoder("utf-8", { fatal: true }).decode(e.bytes);
    } catch {
      warn(`${quote(e.name)} of ${where} is not UTF-8; skipped`);
      continue;
    }
    if (/\.bar\.json$/i.test(e.name)) {
      out.barStatement ??= text;
      continue;
    }
    if (/^\s*\{/.test(text) && /"mediaType"\s*:\s*"application\/vnd\.dev\.sigstore\.bundle/.test(text.slice(0, 4096))) {
      out.bundle ??= text;
      continue;
    }
    if (out.record !== void 0) continue;
    let value;
    try {
      value = parseDocument(text, e.name).value;
    } catch {
      continue;
    }
    if (value !== null && typeof value === "object" && !Array.isArray(value) && Object.hasOwn(value, "supergauge")) {
      out.record = text;
      out.recordName = `${e.name} (${where})`;
    }
  }
  return out.record !== void 0 || out.bundle !== void 0 ? out : void 0;
}
async function attestedBundle(octokit, q, warn) {
  const digest = (q.subjectDigest ?? "").toLowerCase().replace(/^(?=[0-9a-f]{64}$)/, "sha256:");
  let data;
  try {
    ({ data } = await octokit.request("GET /repos/{owner}/{repo}/attestations/{subject_digest}", {
      owner: q.owner,
      repo: q.repo,
      subject_digest: digest,
      predicate_type: PREDICATE_TYPE,
      per_page: 30
    }));
  } catch (e) {
    if (httpStatus(e) === 404) return void 0;
    throw e;
  }
  const list = data.attestations;
  for (const a of Array.isArray(list) ? list : []) {
    if (a?.bundle && typeof a.bundle === "object") return JSON.stringify(a.bundle);
  }
  if (Array.isArray(list) && list.length > 0) warn(`the attestations API lists ${list.length} attestation(s) for ${digest}, none with its bundle inline`);
  return void 0;
}

// src/github/deploy-check.ts
async function checkCommitDeploy(octokit, q) {
  const found = await findRecord(octokit, { owner: q.owner, repo: q.repo, commit: q.commit, subjectDigest: q.subjectDigest, policy: q.policy, warn: q.warn });
  if (!found)
    return {
      found,
      result: {
        ok: false,
        failures: [
          {
            code: "DEPLOY_NO_RECORD",
            message: `no Agent Quality Record was found for commit ${q.commit.slice(0, 12)} of ${q.owner}/${q.repo}: no run of it uploaded the artifact ${JSON.stringify(q.policy.record.artifactName)}${q.policy.signer.kind === "keyless" ? ", and the attestations API holds none for the artifact" : ""}`
          }
        ],
        passed: []
      }
    };
  let source;
  const result = await checkDeployPolicy({
    policy: q.policy,
    ...found.record !== void 0 ? { record: found.record } : {},
    recordName: found.recordName,
    ...found.bundle !== void 0 ? { bundle: found.bundle } : {},
    ...found.barStatement !== void 0 ? { barStatement: found.barStatement } : {},
    ...q.subjectDigest !== void 0 ? { subjectDigest: q.subjectDigest } : {},
    readBarFile: async (path, ref) => {
      source ??= contentsSource(octokit, { owner: q.owner, repo: q.repo }, await commitOf(octokit, q, ref), process.cwd());
      return source.read(path, "bar file");
    },
    now: q.now
  });
  return { found, result };
}
async function commitOf(octokit, q, ref) {
  if (/^[0-9a-f]{40}$/.test(ref)) return ref;
  const { data } = await octokit.request("GET /repos/{owner}/{repo}/branches/{branch}", {
    owner: q.owner,
    repo: q.repo,
    branch: ref.replace(/^refs\/heads\//, "")
  });
  return data.commit.sha;
}
export {
  checkCommitDeploy
};
