import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);
import {
  level1,
  quote,
  readCapped
} from "./chunk-BNPA6BGV.js";
import {
  parseDocument
} from "./chunk-TI5XECJ6.js";
import "./chunk-ZZ7JACEK.js";
import "./chunk-Q3O4JKZN.js";
import "./chunk-6CG3XQYC.js";
import "./chunk-CKQYGLST.js";
import {
  formatPath
} from "./chunk-OGGXDNLE.js";
import {
  isAqrError
} from "./chunk-JQDCCLXZ.js";
import {
  describeFailure
} from "./chunk-SCIOXX7Q.js";
import "./chunk-N55DHIQ6.js";

// node_modules/fflate/esm/index.mjs
import { createRequire } from "module";
var require2 = createRequire("/");
var _a;
var Worker;
var isMarkedAsUntransferable;
try {
  _a = require2("worker_threads"), Worker = _a.Worker, isMarkedAsUntransferable = _a.isMarkedAsUntransferable;
} catch (e) {
}
var u8 = Uint8Array;
var u16 = Uint16Array;
var i32 = Int32Array;
var fleb = new u8([
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  0,
  1,
  1,
  1,
  1,
  2,
  2,
  2,
  2,
  3,
  3,
  3,
  3,
  4,
  4,
  4,
  4,
  5,
  5,
  5,
  5,
  0,
  /* unused */
  0,
  0,
  /* impossible */
  0
]);
var fdeb = new u8([
  0,
  0,
  0,
  0,
  1,
  1,
  2,
  2,
  3,
  3,
  4,
  4,
  5,
  5,
  6,
  6,
  7,
  7,
  8,
  8,
  9,
  9,
  10,
  10,
  11,
  11,
  12,
  12,
  13,
  13,
  /* unused */
  0,
  0
]);
var clim = new u8([16, 17, 18, 0, 8, 7, 9, 6, 10, 5, 11, 4, 12, 3, 13, 2, 14, 1, 15]);
var freb = function(eb, start) {
  var b = new u16(31);
  for (var i2 = 0; i2 < 31; ++i2) {
    b[i2] = start += 1 << eb[i2 - 1];
  }
  var r = new i32(b[30]);
  for (var i2 = 1; i2 < 30; ++i2) {
    for (var j = b[i2]; j < b[i2 + 1]; ++j) {
      r[j] = j - b[i2] << 5 | i2;
    }
  }
  return { b, r };
};
var _a = freb(fleb, 2);
var fl = _a.b;
var revfl = _a.r;
fl[28] = 258, revfl[258] = 28;
var _b = freb(fdeb, 0);
var fd = _b.b;
var revfd = _b.r;
var rev = new u16(32768);
for (i = 0; i < 32768; ++i) {
  x = (i & 43690) >> 1 | (i & 21845) << 1;
  x = (x & 52428) >> 2 | (x & 13107) << 2;
  x = (x & 61680) >> 4 | (x & 3855) << 4;
  rev[i] = ((x & 65280) >> 8 | (x & 255) << 8) >> 1;
}
var x;
var i;
var hMap = (function(cd, mb, r) {
  var s = cd.length;
  var i2 = 0;
  var l = new u16(mb);
  for (; i2 < s; ++i2) {
    if (cd[i2])
      ++l[cd[i2] - 1];
  }
  var le = new u16(mb);
  for (i2 = 1; i2 < mb; ++i2) {
    le[i2] = le[i2 - 1] + l[i2 - 1] << 1;
  }
  var co;
  if (r) {
    co = new u16(1 << mb);
    var rvb = 15 - mb;
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        var sv = i2 << 4 | cd[i2];
        var r_1 = mb - cd[i2];
        var v = le[cd[i2] - 1]++ << r_1;
        for (var m = v | (1 << r_1) - 1; v <= m; ++v) {
          co[rev[v] >> rvb] = sv;
        }
      }
    }
  } else {
    co = new u16(s);
    for (i2 = 0; i2 < s; ++i2) {
      if (cd[i2]) {
        co[i2] = rev[le[cd[i2] - 1]++] >> 15 - cd[i2];
      }
    }
  }
  return co;
});
var flt = new u8(288);
for (i = 0; i < 144; ++i)
  flt[i] = 8;
var i;
for (i = 144; i < 256; ++i)
  flt[i] = 9;
var i;
for (i = 256; i < 280; ++i)
  flt[i] = 7;
var i;
for (i = 280; i < 288; ++i)
  flt[i] = 8;
var i;
var fdt = new u8(32);
for (i = 0; i < 32; ++i)
  fdt[i] = 5;
var i;
var flrm = /* @__PURE__ */ hMap(flt, 9, 1);
var fdrm = /* @__PURE__ */ hMap(fdt, 5, 1);
var max = function(a) {
  var m = a[0];
  for (var i2 = 1; i2 < a.length; ++i2) {
    if (a[i2] > m)
      m = a[i2];
  }
  return m;
};
var bits = function(d, p, m) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8) >> (p & 7) & m;
};
var bits16 = function(d, p) {
  var o = p / 8 | 0;
  return (d[o] | d[o + 1] << 8 | d[o + 2] << 16) >> (p & 7);
};
var shft = function(p) {
  return (p + 7) / 8 | 0;
};
var slc = function(v, s, e) {
  if (s == null || s < 0)
    s = 0;
  if (e == null || e > v.length)
    e = v.length;
  return new u8(v.subarray(s, e));
};
var ec = [
  "unexpected EOF",
  "invalid block type",
  "invalid length/literal",
  "invalid distance",
  "stream finished",
  "no stream handler",
  ,
  // determined by compression function
  "no callback",
  "invalid UTF-8 data",
  "extra field too long",
  "date not in range 1980-2099",
  "filename too long",
  "stream finishing",
  "invalid zip data"
  // determined by unknown compression method
];
var err = function(ind, msg, nt) {
  var e = new Error(msg || ec[ind]);
  e.code = ind;
  if (Error.captureStackTrace)
    Error.captureStackTrace(e, err);
  if (!nt)
    throw e;
  return e;
};
var inflt = function(dat, st, buf, dict) {
  var sl = dat.length, dl = dict ? dict.length : 0;
  if (!sl || st.f && !st.l)
    return buf || new u8(0);
  var noBuf = !buf;
  var resize = noBuf || st.i != 2;
  var noSt = st.i;
  if (noBuf)
    buf = new u8(sl * 3);
  var cbuf = function(l2) {
    var bl = buf.length;
    if (l2 > bl) {
      var nbuf = new u8(Math.max(bl * 2, l2));
      nbuf.set(buf);
      buf = nbuf;
    }
  };
  var final = st.f || 0, pos = st.p || 0, bt = st.b || 0, lm = st.l, dm = st.d, lbt = st.m, dbt = st.n;
  var tbts = sl * 8;
  do {
    if (!lm) {
      final = bits(dat, pos, 1);
      var type = bits(dat, pos + 1, 3);
      pos += 3;
      if (!type) {
        var s = shft(pos) + 4, l = dat[s - 4] | dat[s - 3] << 8, t = s + l;
        if (t > sl) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + l);
        buf.set(dat.subarray(s, t), bt);
        st.b = bt += l, st.p = pos = t * 8, st.f = final;
        continue;
      } else if (type == 1)
        lm = flrm, dm = fdrm, lbt = 9, dbt = 5;
      else if (type == 2) {
        var hLit = bits(dat, pos, 31) + 257, hcLen = bits(dat, pos + 10, 15) + 4;
        var tl = hLit + bits(dat, pos + 5, 31) + 1;
        pos += 14;
        var ldt = new u8(tl);
        var clt = new u8(19);
        for (var i2 = 0; i2 < hcLen; ++i2) {
          clt[clim[i2]] = bits(dat, pos + i2 * 3, 7);
        }
        pos += hcLen * 3;
        var clb = max(clt), clbmsk = (1 << clb) - 1;
        var clm = hMap(clt, clb, 1);
        for (var i2 = 0; i2 < tl; ) {
          var r = clm[bits(dat, pos, clbmsk)];
          pos += r & 15;
          var s = r >> 4;
          if (s < 16) {
            ldt[i2++] = s;
          } else {
            var c = 0, n = 0;
            if (s == 16)
              n = 3 + bits(dat, pos, 3), pos += 2, c = ldt[i2 - 1];
            else if (s == 17)
              n = 3 + bits(dat, pos, 7), pos += 3;
            else if (s == 18)
              n = 11 + bits(dat, pos, 127), pos += 7;
            while (n--)
              ldt[i2++] = c;
          }
        }
        var lt = ldt.subarray(0, hLit), dt = ldt.subarray(hLit);
        lbt = max(lt);
        dbt = max(dt);
        lm = hMap(lt, lbt, 1);
        dm = hMap(dt, dbt, 1);
      } else
        err(1);
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
    }
    if (resize)
      cbuf(bt + 131072);
    var lms = (1 << lbt) - 1, dms = (1 << dbt) - 1;
    var lpos = pos;
    for (; ; lpos = pos) {
      var c = lm[bits16(dat, pos) & lms], sym = c >> 4;
      pos += c & 15;
      if (pos > tbts) {
        if (noSt)
          err(0);
        break;
      }
      if (!c)
        err(2);
      if (sym < 256)
        buf[bt++] = sym;
      else if (sym == 256) {
        lpos = pos, lm = null;
        break;
      } else {
        var add = sym - 254;
        if (sym > 264) {
          var i2 = sym - 257, b = fleb[i2];
          add = bits(dat, pos, (1 << b) - 1) + fl[i2];
          pos += b;
        }
        var d = dm[bits16(dat, pos) & dms], dsym = d >> 4;
        if (!d)
          err(3);
        pos += d & 15;
        var dt = fd[dsym];
        if (dsym > 3) {
          var b = fdeb[dsym];
          dt += bits16(dat, pos) & (1 << b) - 1, pos += b;
        }
        if (pos > tbts) {
          if (noSt)
            err(0);
          break;
        }
        if (resize)
          cbuf(bt + 131072);
        var end = bt + add;
        if (bt < dt) {
          var shift = dl - dt, dend = Math.min(dt, end);
          if (shift + bt < 0)
            err(3);
          for (; bt < dend; ++bt)
            buf[bt] = dict[shift + bt];
        }
        for (; bt < end; ++bt)
          buf[bt] = buf[bt - dt];
      }
    }
    st.l = lm, st.p = lpos, st.b = bt, st.f = final;
    if (lm)
      final = 1, st.m = lbt, st.d = dm, st.n = dbt;
  } while (!final);
  return bt != buf.length && noBuf ? slc(buf, 0, bt) : buf.subarray(0, bt);
};
var et = /* @__PURE__ */ new u8(0);
var Inflate = /* @__PURE__ */ (function() {
  function Inflate2(opts, cb) {
    if (typeof opts == "function")
      cb = opts, opts = {};
    this.ondata = cb;
    var dict = opts && opts.dictionary && opts.dictionary.subarray(-32768);
    this.s = { i: 0, b: dict ? dict.length : 0 };
    this.o = new u8(32768);
    this.p = new u8(0);
    if (dict)
      this.o.set(dict);
  }
  Inflate2.prototype.e = function(c) {
    if (!this.ondata)
      err(5);
    if (this.d)
      err(4);
    if (!this.p.length)
      this.p = c;
    else if (c.length) {
      var n = new u8(this.p.length + c.length);
      n.set(this.p), n.set(c, this.p.length), this.p = n;
    }
  };
  Inflate2.prototype.c = function(final) {
    this.s.i = +(this.d = final || false);
    var bts = this.s.b;
    var dt = inflt(this.p, this.s, this.o);
    this.ondata(slc(dt, bts, this.s.b), this.d);
    this.o = slc(dt, this.s.b - 32768), this.s.b = this.o.length;
    this.p = slc(this.p, this.s.p / 8 | 0), this.s.p &= 7;
  };
  Inflate2.prototype.push = function(chunk, final) {
    this.e(chunk), this.c(final);
  };
  return Inflate2;
})();
var td = typeof TextDecoder != "undefined" && /* @__PURE__ */ new TextDecoder();
var tds = 0;
try {
  td.decode(et, { stream: true });
  tds = 1;
} catch (e) {
}

// src/github/artifact-zip.ts
var ZIP_LIMITS = { maxZipBytes: 64 * 1024 * 1024, maxEntries: 1e4, maxChosen: 16, maxEntryBytes: 8 * 1024 * 1024, maxTotalBytes: 32 * 1024 * 1024 };
var ZipRefused = class extends Error {
};
var CHUNK = 1024;
function isSafeEntryName(name) {
  if (name === "" || name.startsWith("/") || name.includes("\\") || /^[A-Za-z]:/.test(name)) return false;
  if (/[\u0000-\u001f\u007f]/.test(name)) return false;
  return !name.split("/").some((s) => s === ".." || s === ".");
}
function readZipEntries(zip, want, limits = ZIP_LIMITS) {
  if (zip.byteLength > limits.maxZipBytes) throw new ZipRefused(`is ${zip.byteLength} bytes, over the ${limits.maxZipBytes}-byte limit`);
  const view = new DataView(zip.buffer, zip.byteOffset, zip.byteLength);
  const eocd = findEndOfDirectory(view);
  const count = view.getUint16(eocd + 10, true);
  const cdSize = view.getUint32(eocd + 12, true);
  const cdOffset = view.getUint32(eocd + 16, true);
  if (count === 65535 || cdOffset === 4294967295) throw new ZipRefused("is a ZIP64 archive, which no record artifact needs");
  if (count > limits.maxEntries) throw new ZipRefused(`has ${count} entries, over the limit of ${limits.maxEntries}`);
  if (cdOffset + cdSize > eocd) throw new ZipRefused("has a central directory outside the file");
  const out = { entries: [], skipped: [] };
  const chosen = [];
  let p = cdOffset;
  for (let i2 = 0; i2 < count; i2++) {
    if (p + 46 > eocd || view.getUint32(p, true) !== 33639248) throw new ZipRefused("has a malformed central directory");
    const flags = view.getUint16(p + 8, true);
    const method = view.getUint16(p + 10, true);
    const csize = view.getUint32(p + 20, true);
    const usize = view.getUint32(p + 24, true);
    const nameLen = view.getUint16(p + 28, true);
    const next = p + 46 + nameLen + view.getUint16(p + 30, true) + view.getUint16(p + 32, true);
    const local = view.getUint32(p + 42, true);
    if (next > eocd) throw new ZipRefused("has a malformed central directory");
    const name = new TextDecoder("utf-8").decode(zip.subarray(p + 46, p + 46 + nameLen));
    p = next;
    if (name.endsWith("/") && usize === 0) continue;
    if (!want(name)) continue;
    const skip = (reason) => void out.skipped.push({ name, reason });
    if (!isSafeEntryName(name)) skip("an unsafe name (absolute, a backslash, a .. segment or a control character)");
    else if (flags & 1) skip("encrypted");
    else if (method !== 0 && method !== 8) skip(`compression method ${method}`);
    else if (usize > limits.maxEntryBytes || csize > limits.maxEntryBytes) skip(`declares ${Math.max(usize, csize)} bytes, over the ${limits.maxEntryBytes}-byte limit`);
    else if (method === 0 && csize !== usize) skip("a stored entry whose sizes disagree");
    else if (chosen.length >= limits.maxChosen) skip(`more than ${limits.maxChosen} candidate entries`);
    else {
      if (local + 30 > zip.byteLength || view.getUint32(local, true) !== 67324752) {
        skip("a local header outside the file");
        continue;
      }
      const start = local + 30 + view.getUint16(local + 26, true) + view.getUint16(local + 28, true);
      const end = start + csize;
      if (end > cdOffset) skip("data outside the file");
      else if (chosen.some((c) => start < c.end && c.start < end)) skip("data overlapping another entry");
      else chosen.push({ name, method, start, end, size: usize });
    }
  }
  let budget = limits.maxTotalBytes;
  for (const c of chosen) {
    const data = zip.subarray(c.start, c.end);
    if (c.method === 0) {
      if (c.size > budget) {
        out.skipped.push({ name: c.name, reason: `over the ${limits.maxTotalBytes}-byte total` });
        continue;
      }
      budget -= c.size;
      out.entries.push({ name: c.name, bytes: data.slice() });
      continue;
    }
    const cap = Math.min(c.size, budget);
    const bytes = inflateCapped(data, cap);
    if (typeof bytes === "string") {
      out.skipped.push({ name: c.name, reason: bytes });
      continue;
    }
    budget -= bytes.byteLength;
    out.entries.push({ name: c.name, bytes });
  }
  return out;
}
function findEndOfDirectory(view) {
  const min = Math.max(0, view.byteLength - 22 - 65535);
  for (let i2 = view.byteLength - 22; i2 >= min; i2--) if (view.getUint32(i2, true) === 101010256) return i2;
  throw new ZipRefused("is not a zip (no end of central directory)");
}
var OverBudget = class extends Error {
};
function inflateCapped(data, cap) {
  const parts = [];
  let size = 0;
  let done = false;
  const inflate = new Inflate((chunk, final) => {
    size += chunk.byteLength;
    if (size > cap) throw new OverBudget();
    parts.push(chunk);
    if (final) done = true;
  });
  try {
    for (let i2 = 0; i2 < data.byteLength; i2 += CHUNK) inflate.push(data.subarray(i2, i2 + CHUNK), i2 + CHUNK >= data.byteLength);
    if (data.byteLength === 0) inflate.push(new Uint8Array(0), true);
  } catch (e) {
    if (e instanceof OverBudget) return `inflates past ${cap} bytes (its declared size or the total left)`;
    return "not a valid deflate stream";
  }
  if (!done) return "a deflate stream that does not end";
  const out = new Uint8Array(size);
  let at = 0;
  for (const part of parts) {
    out.set(part, at);
    at += part.byteLength;
  }
  return out;
}

// src/github/history.ts
var RUNS_LOOKED_AT = 20;
var PAGES = 3;
var PER_PAGE = 100;
var TRUSTED_EVENTS = /* @__PURE__ */ new Set(["push", "workflow_dispatch", "schedule"]);
async function findBaseline(octokit, ctx, search) {
  const { warn } = search;
  if (!ctx.workflowFile) {
    warn("rollback-to auto: the workflow file is unknown (GITHUB_WORKFLOW_REF), so earlier runs cannot be listed");
    return void 0;
  }
  const branch = ctx.defaultBranch ?? (await octokit.request("GET /repos/{owner}/{repo}", { owner: ctx.owner, repo: ctx.repo })).data.default_branch;
  const runs = await trustedRuns(octokit, ctx, branch, search);
  for (const runId of runs) {
    try {
      const found = await fromRun(octokit, ctx, runId, search);
      if (found) return found;
    } catch (e) {
      warn(`rollback-to auto: run ${quote(runId)} could not be read (${describeFailure(e)}); looking further back`);
    }
  }
  return void 0;
}
async function trustedRuns(octokit, ctx, branch, search) {
  const self = `${ctx.owner}/${ctx.repo}`.toLowerCase();
  const out = [];
  let others = 0;
  for (let page = 1; page <= PAGES && out.length < RUNS_LOOKED_AT; page++) {
    const { data } = await octokit.request("GET /repos/{owner}/{repo}/actions/workflows/{workflow_id}/runs", { owner: ctx.owner, repo: ctx.repo, workflow_id: ctx.workflowFile, branch, status: "success", exclude_pull_requests: true, per_page: PER_PAGE, page });
    const list = data.workflow_runs ?? [];
    if (!Array.isArray(list)) break;
    for (const r of list) {
      if (typeof r?.id !== "number" || r.id === ctx.runId) continue;
      const trusted = typeof r.event === "string" && TRUSTED_EVENTS.has(r.event) && r.head_branch === branch && r.conclusion === "success" && typeof r.head_repository?.full_name === "string" && r.head_repository.full_name.toLowerCase() === self;
      if (!trusted) others++;
      else if (out.length < RUNS_LOOKED_AT) out.push(r.id);
    }
    if (list.length < PER_PAGE) break;
  }
  if (others > 0) search.info(`rollback-to auto: ${others} earlier run${others === 1 ? "" : "s"} skipped: not a push, workflow_dispatch or schedule run of ${self}'s ${quote(branch)} branch`);
  return out;
}
async function fromRun(octokit, ctx, runId, search) {
  const { artifactName, warn } = search;
  const arts = (await octokit.request("GET /repos/{owner}/{repo}/actions/runs/{run_id}/artifacts", { owner: ctx.owner, repo: ctx.repo, run_id: runId, name: artifactName, per_page: 100 })).data.artifacts;
  const art = (Array.isArray(arts) ? arts : []).find((a) => a?.name === artifactName && a.expired !== true && typeof a.id === "number");
  if (!art) return void 0;
  const where = `artifact ${quote(artifactName)} of run ${runId}`;
  if (typeof art.size_in_bytes === "number" && art.size_in_bytes > ZIP_LIMITS.maxZipBytes) {
    warn(`rollback-to auto: ${where} is ${art.size_in_bytes} bytes, over the ${ZIP_LIMITS.maxZipBytes}-byte limit; skipped`);
    return void 0;
  }
  let zip;
  try {
    const res = await octokit.request("GET /repos/{owner}/{repo}/actions/artifacts/{artifact_id}/{archive_format}", { owner: ctx.owner, repo: ctx.repo, artifact_id: art.id, archive_format: "zip", request: { parseSuccessResponseBody: false } });
    const bytes = await readCapped(res.data, ZIP_LIMITS.maxZipBytes);
    if (!bytes) throw new Error(`the body is over ${ZIP_LIMITS.maxZipBytes} bytes`);
    zip = bytes;
  } catch (e) {
    warn(`rollback-to auto: ${where} could not be downloaded (${describeFailure(e)})`);
    return void 0;
  }
  let contents;
  try {
    contents = readZipEntries(zip, isCandidateName);
  } catch (e) {
    if (!(e instanceof ZipRefused)) throw e;
    warn(`rollback-to auto: ${where} ${e.message}; skipped`);
    return void 0;
  }
  if (contents.skipped.length > 0) {
    const shown = contents.skipped.slice(0, 3).map((s) => `${quote(s.name)}: ${s.reason}`).join("; ");
    warn(`rollback-to auto: ${where}: ${contents.skipped.length} entr${contents.skipped.length === 1 ? "y" : "ies"} not read (${shown}${contents.skipped.length > 3 ? "; \u2026" : ""})`);
  }
  for (const entry of contents.entries) {
    const at = `${quote(entry.name)} of run ${runId}`;
    try {
      const found = await candidate(entry.name, entry.bytes, at, search);
      if (found) return { ...found, runId, file: entry.name };
    } catch (e) {
      warn(`rollback-to auto: ${at} could not be checked (${isAqrError(e) ? e.format() : e.message}); looking further back`);
    }
  }
  return void 0;
}
function isCandidateName(name) {
  return /\.(json|ya?ml)$/i.test(name) && !/\.signals\.json$/i.test(name);
}
async function candidate(name, bytes, at, search) {
  let value;
  try {
    value = parseDocument(new TextDecoder("utf-8", { fatal: true }).decode(bytes), name).value;
  } catch (e) {
    search.warn(`rollback-to auto: ${at} is not readable YAML or JSON (${isAqrError(e) ? e.code : "ERR_INPUT_ENCODING"}); skipped`);
    return void 0;
  }
  if (value === null || typeof value !== "object" || Array.isArray(value) || !Object.hasOwn(value, "supergauge")) return void 0;
  const unmet = level1(value);
  const first = unmet[0];
  if (first) {
    search.warn(`rollback-to auto: ${at} is not a valid record (${unmet.length} problem${unmet.length === 1 ? "" : "s"}, first ${first.code}${first.path ? ` at ${quote(formatPath(first.path))}` : ""}: ${quote(first.message)}); skipped`);
    return void 0;
  }
  const record = value;
  if (record.decision.verdict !== "ship") return void 0;
  if (!search.verifier) return { record, verified: false };
  const v = await search.verifier.verify(record);
  if (!v.ok) {
    search.warn(`rollback-to auto: ${at} ships but its signature does not verify (${v.code}: ${v.message}); looking further back`);
    return void 0;
  }
  return { record, verified: true };
}
export {
  findBaseline
};
