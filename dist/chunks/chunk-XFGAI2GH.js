import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  partialDifference,
  partialOf,
  partialText,
  readPartial
} from "./chunk-NL7M2VS2.js";
import {
  manifestFromText
} from "./chunk-7CSC2EXP.js";
import {
  writeFileAtomic
} from "./chunk-LP2FYDS3.js";
import {
  readTrials
} from "./chunk-CRYWO3G5.js";
import {
  MAX_MANIFEST_BYTES
} from "./chunk-ZZ52A57W.js";
import {
  fileDigest,
  fileSha256Hex
} from "./chunk-I4NETQDU.js";
import {
  expandFiles
} from "./chunk-ASVLCMNX.js";
import {
  VERSION
} from "./chunk-IYLHJKSN.js";
import {
  readTextFile
} from "./chunk-I4NKPTV4.js";

// src/pipeline/tally.ts
async function readManifestFile(file) {
  const manifest = await manifestFromText(await readTextFile(file, "task manifest", MAX_MANIFEST_BYTES), file);
  return { manifest, digest: await fileDigest(file) };
}
async function tallyShards(shards, manifest, manifestDigest) {
  const read = await readTrials(shards, manifest);
  return partialOf(read.tally, {
    shards: read.entries.map((e) => ({ name: e.file, sha256: e.sha256, lines: e.lines })),
    skipped: read.blank,
    manifestDigest,
    evidenceFormat: read.format,
    tool: `aqr ${VERSION}`
  });
}
async function runTally(o) {
  const { manifest, digest } = await readManifestFile(o.taskManifest);
  const partial = await tallyShards(o.shards, manifest, digest);
  await writeFileAtomic(o.out, partialText(partial));
  return { partial, out: o.out, blank: partial.lines.skipped };
}
async function checkTallies(tallies, ledger, manifestFile) {
  const { manifest, digest } = await readManifestFile(manifestFile);
  const byContent = /* @__PURE__ */ new Map();
  for (const f of await expandFiles(ledger, "trial ledger")) byContent.set(await fileSha256Hex(f), f);
  const out = [];
  const miss = (file, recorded, recomputed, why) => out.push({ code: "TALLY_MISMATCH", what: file, recorded, recomputed, message: `partial tally ${file}: ${why}` });
  for (const file of await expandFiles(tallies, "partial tally")) {
    const given = await readPartial(file, manifest);
    if (given.manifest_digest !== digest) {
      miss(file, given.manifest_digest, digest, `counts another task manifest (${given.manifest_digest}) than ${manifestFile} (${digest})`);
      continue;
    }
    const absent = given.shards.find((s) => !byContent.has(s.sha256));
    if (absent) {
      miss(
        file,
        absent.sha256,
        null,
        `its shard ${absent.name} (sha256 ${absent.sha256.slice(0, 12)}\u2026) is not among the --ledger files, so it cannot be checked`
      );
      continue;
    }
    const again = await tallyShards(
      given.shards.map((s) => byContent.get(s.sha256)),
      manifest,
      digest
    );
    const names = new Map(given.shards.map((s) => [s.sha256, s.name]));
    const renamed = {
      ...again,
      shards: again.shards.map((s) => ({ ...s, name: names.get(s.sha256) ?? s.name })).sort((a, b) => a.name < b.name ? -1 : a.name > b.name ? 1 : 0)
    };
    const differs = partialDifference(given, renamed);
    if (differs) miss(file, null, null, `${differs}: the tally is not what its shards give`);
  }
  return out;
}

export {
  readManifestFile,
  runTally,
  checkTallies
};
