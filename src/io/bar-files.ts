// The bar's files read from one source (the checkout, git, GitHub) and parsed
// by the same readers: profile with its extends chain, task manifest,
// authority policy, decisions. Every file read is listed with its digest.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join } from 'node:path';
import type { Bar, BarFileDigest, BarInputRole } from '../bar/types.js';
import type { Profile } from '../profile/types.js';
import { AqrError, isAqrError } from '../errors.js';
import { MAX_MANIFEST_BYTES } from './limits.js';
import { manifestFromText } from '../taskset/manifest.js';
import { authorityFromBytes } from './authority-file.js';
import { checkoutSource, type BarSource } from './bar-source.js';
import { sha256Hex } from '../crypto/index.js';
import { decisionsFromTexts } from './entries-file.js';
import { byteOrder, expandFiles, isDynamicPattern } from './files.js';
import { loadProfile } from './profile-file.js';
import { decodeText } from './read-text.js';

export interface BarPaths {
  profile: string;
  taskManifest: string;
  authority: string;
  /** Decision files as given (globs are expanded where the bar is read: the checkout, or the commit's tree). */
  decisions: readonly string[];
  /** The files that decide pass or fail (the eval tool's config, graders, tests), as given: folders and globs expanded where the bar is read. */
  evalDefinition?: readonly string[];
  /** The files beside the bar a verdict rests on (acceptance rule, baseline and its key, a rollback-to record), as the config names them. */
  inputs?: Partial<Record<BarInputRole, string>>;
}

/** Whether an input value names a file (not a digest, `auto`, a URL or a key's own text). */
export function namesFile(role: BarInputRole, v: string): boolean {
  if (role === 'rollback-to') return !v.startsWith('sha256:') && v !== 'auto' && v !== 'auto-unverified';
  if (role === 'baseline-key') return !/^https?:\/\//i.test(v) && !/^\s*(\{|-----BEGIN)/.test(v);
  return true;
}

/** A profile loaded from the checkout already (the action reads its tier first), with the files it was read from. */
export interface LoadedProfile {
  ref: string;
  profile: Profile;
  files: readonly BarFileDigest[];
}

/** The profile `ref` names, from the checkout, with its files; undefined when it does not load (the evaluation then says why). */
export async function loadCheckoutProfile(ref: string): Promise<LoadedProfile | undefined> {
  const files: BarFileDigest[] = [];
  try {
    return { ref, profile: await loadProfile(ref, process.cwd(), checkoutSource(), files), files };
  } catch {
    return undefined;
  }
}

/**
 * The bar as `source` holds it. `files` collects each file read, even when a
 * later one fails. A required file absent from the source is an error; a
 * decisions file absent at a commit only means it is new since then.
 * `loaded`: the same profile from the checkout, not read again.
 */
export async function readBar(paths: BarPaths, source: BarSource, files: BarFileDigest[] = [], loaded?: LoadedProfile): Promise<Bar> {
  let profile: Profile;
  if (loaded && loaded.ref === paths.profile && source.ref === null) {
    profile = loaded.profile;
    files.push(...loaded.files);
  } else profile = await loadProfile(paths.profile, process.cwd(), source, files);
  const need = async (file: string, role: BarFileDigest['role'], what: string, max?: number) => {
    const bytes = await source.read(file, what, max);
    if (!bytes) throw new AqrError('ERR_INPUT_READ', source.ref === null ? 'no such file' : `no such file at ${source.label}`, { file });
    const sha256 = sha256Hex(bytes);
    files.push({ role, path: file, sha256 });
    return { bytes, sha256 };
  };
  // The manifest's bytes are let go once decoded: at a million tasks they are 35 MB the parse has no need of.
  const m = await need(paths.taskManifest, 'task-manifest', 'task manifest', MAX_MANIFEST_BYTES).then(({ bytes, sha256 }) => ({
    text: decodeText(bytes, paths.taskManifest, 'task manifest'),
    sha256,
  }));
  const manifest = await manifestFromText(m.text, paths.taskManifest);
  const a = await need(paths.authority, 'authority', 'authority policy');
  const authority = await authorityFromBytes(a.bytes, paths.authority);
  const texts: { file: string; text: string }[] = [];
  if (paths.decisions.length > 0) {
    // At a commit, a file named plainly is read there even when the change deleted it; globs match in its tree.
    const named: string[] = [];
    if (source.ref !== null) for (const p of paths.decisions) if (!(await isDynamicPattern(p))) named.push(p);
    const globbed = paths.decisions.filter((p) => !named.includes(p));
    const matched = globbed.length === 0 ? [] : source.list ? await expandAt(source.list, globbed) : await expandFiles(globbed, 'decisions');
    for (const file of [...named, ...matched]) {
      const bytes = await source.read(file, 'decisions');
      if (!bytes) {
        if (source.ref === null) throw new AqrError('ERR_INPUT_READ', 'no such file', { file });
        continue;
      }
      files.push({ role: 'decisions', path: file, sha256: sha256Hex(bytes) });
      texts.push({ file, text: decodeText(bytes, file, 'decisions') });
    }
  }
  await readEvalDefinition(paths.evalDefinition ?? [], source, files);
  const read = new Map<string, Uint8Array>();
  for (const [role, path] of Object.entries(paths.inputs ?? {}) as [BarInputRole, string][]) {
    if (!namesFile(role, path)) continue;
    // Absent here: a value the readers judge (a digest, say), or a file the base does not hold.
    const bytes = await source.read(path, role);
    if (!bytes) continue;
    files.push({ role, path, sha256: sha256Hex(bytes) });
    read.set(path, bytes);
  }
  return { profile, manifest, manifestDigest: `sha256:${m.sha256}`, authority, decisions: await decisionsFromTexts(texts), files, texts: read };
}

/**
 * The eval definition as `source` holds it, each file by its digest: folders
 * and globs expanded there (at a commit, over its tree: a file the change
 * added is not part of the base's definition, so the diff names it). In the
 * checkout, a path that names nothing is an input error.
 */
async function readEvalDefinition(patterns: readonly string[], source: BarSource, files: BarFileDigest[]): Promise<void> {
  if (patterns.length === 0) return;
  const matched = source.list ? await expandAt(source.list, patterns, 'eval definition') : await expandFiles(patterns, 'eval definition');
  for (const file of matched) {
    const bytes = await source.read(file, 'eval definition file', MAX_MANIFEST_BYTES);
    if (!bytes) {
      if (source.ref === null) throw new AqrError('ERR_INPUT_READ', 'no such file', { file });
      continue;
    }
    files.push({ role: 'eval-definition', path: file, sha256: sha256Hex(bytes) });
  }
}

/**
 * Globs matched over a commit's tree, by the same matcher as on disk: the
 * tree's files below each glob's fixed folder are laid out empty in a
 * temporary folder and matched there. A glob that matches nothing at the
 * commit names no file there (the files are new since), not an error.
 */
async function expandAt(list: NonNullable<BarSource['list']>, patterns: readonly string[], what = 'decisions'): Promise<string[]> {
  const temp = process.env['RUNNER_TEMP'] || tmpdir();
  mkdirSync(temp, { recursive: true });
  const dir = mkdtempSync(join(temp, 'aqr-tree-'));
  try {
    const out = new Set<string>();
    for (const p of patterns) {
      const fixed: string[] = [];
      for (const seg of p.split('/').slice(0, -1)) {
        if (/[*?[\]{}!()]/.test(seg)) break;
        fixed.push(seg);
      }
      const listed = await list(fixed.join('/'));
      // Outside the repository (in no commit): matched on disk.
      if (!listed) {
        for (const f of await expandFiles([p], what)) out.add(f);
        continue;
      }
      for (const f of listed) {
        mkdirSync(join(dir, dirname(f)), { recursive: true });
        writeFileSync(join(dir, f), '');
      }
      try {
        for (const f of await expandFiles([p], what, dir)) out.add(f);
      } catch (e) {
        if (!isAqrError(e) || e.code !== 'ERR_INPUT_READ') throw e;
      }
    }
    return [...out].sort(byteOrder);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}
