// The bar's files read from one source (the checkout, git, GitHub) and parsed
// by the same readers: profile with its extends chain, task manifest,
// authority policy, decisions. Every file read is listed with its digest.
import type { Bar, BarFileDigest } from '../bar/types.js';
import type { Profile } from '../profile/types.js';
import { AqrError } from '../errors.js';
import { MAX_MANIFEST_BYTES } from '../pipeline/limits.js';
import { manifestFromText } from '../taskset/manifest.js';
import { authorityFromBytes } from './authority-file.js';
import { checkoutSource, type BarSource } from './bar-source.js';
import { sha256Hex } from '../record/digest.js';
import { decisionsFromTexts } from './entries-file.js';
import { expandFiles, isDynamicPattern } from './files.js';
import { loadProfile } from './profile-file.js';
import { decodeText } from './read-text.js';

export interface BarPaths {
  profile: string;
  taskManifest: string;
  authority: string;
  /** Decision files as given (globs are expanded in the checkout). */
  decisions: readonly string[];
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
  const m = await need(paths.taskManifest, 'task-manifest', 'task manifest', MAX_MANIFEST_BYTES);
  const manifest = await manifestFromText(decodeText(m.bytes, paths.taskManifest, 'task manifest'), paths.taskManifest);
  const a = await need(paths.authority, 'authority', 'authority policy');
  const authority = await authorityFromBytes(a.bytes, paths.authority);
  const texts: { file: string; text: string }[] = [];
  if (paths.decisions.length > 0) {
    // At a commit, a file named plainly is read there even when the change deleted it; globs match in the checkout.
    const named: string[] = [];
    if (source.ref !== null) for (const p of paths.decisions) if (!(await isDynamicPattern(p))) named.push(p);
    const globbed = paths.decisions.filter((p) => !named.includes(p));
    for (const file of [...named, ...(globbed.length > 0 ? await expandFiles(globbed, 'decisions') : [])]) {
      const bytes = await source.read(file, 'decisions');
      if (!bytes) {
        if (source.ref === null) throw new AqrError('ERR_INPUT_READ', 'no such file', { file });
        continue;
      }
      files.push({ role: 'decisions', path: file, sha256: sha256Hex(bytes) });
      texts.push({ file, text: decodeText(bytes, file, 'decisions') });
    }
  }
  return { profile, manifest, manifestDigest: `sha256:${m.sha256}`, authority, decisions: await decisionsFromTexts(texts), files };
}
