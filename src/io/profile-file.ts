// Profiles from disk: a built-in one by `id@version` (profiles/<id>@<version>.yaml
// in this package), or a file, with its `extends` chain loaded and folded.
import { existsSync, readdirSync } from 'node:fs';
import { closestMatch } from 'leven';
import { dirname, join, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AqrError } from '../errors.js';
import { extendProfile, fromDoc, thresholdWarnings } from '../profile/merge.js';
import type { Profile } from '../profile/types.js';
import { validateProfile } from '../profile/validate.js';
import { readDocument } from '../doc/read.js';
import { posixRelative } from './files.js';
import type { BarFileDigest } from '../bar/types.js';
import { sha256Hex } from '../crypto/index.js';
import { checkoutSource, type BarSource } from './bar-source.js';
import { decodeText, readFileBytes } from './read-text.js';

/** A built-in profile's name, `id@version`. */
export const BUILT_IN = /^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9][0-9A-Za-z.-]*$/;

/** The package's own profiles/ folder, found upward from this module (src/ or dist/). */
export function builtInProfileDir(): string {
  let dir = dirname(fileURLToPath(import.meta.url));
  for (;;) {
    const candidate = join(dir, 'profiles');
    if (existsSync(join(dir, 'package.json')) && existsSync(candidate)) return candidate;
    const up = dirname(dir);
    if (up === dir) throw new AqrError('ERR_PROFILE_NOT_FOUND', 'the built-in profiles/ folder is missing from this installation');
    dir = up;
  }
}

/**
 * A profile by file or built-in `id@version`, its `extends` chain folded in.
 * Files are read from `source` (default: the checkout); each one read is added
 * to `files` with its digest. Built-in profiles come from this package.
 */
export async function loadProfile(ref: string, from = process.cwd(), source: BarSource = checkoutSource(), files: BarFileDigest[] = []): Promise<Profile> {
  const profile = await load(ref, from, [], source, files);
  profile.warnings.push(...thresholdWarnings(profile));
  return profile;
}

async function load(
  ref: string,
  from: string,
  seen: string[],
  source: BarSource,
  files: BarFileDigest[],
  namedBy?: { file: string; line: number | undefined },
): Promise<Profile> {
  let located: { file: string; bytes: Uint8Array; name: string };
  try {
    located = await locate(ref, from, source);
  } catch (e) {
    // A missing parent is reported where it is named: the extends: line.
    if (!namedBy || !(e instanceof AqrError)) throw e;
    throw new AqrError(e.code, e.message, { file: namedBy.file, field: 'extends', ...(namedBy.line === undefined ? {} : { line: namedBy.line }) });
  }
  const { file, bytes, name } = located;
  if (seen.includes(file)) throw new AqrError('ERR_PROFILE_INVALID', `extends itself through ${[...seen, file].join(' → ')}`, { file });
  files.push({ role: 'profile', path: name, sha256: sha256Hex(bytes) });
  const parsed = await readDocument(decodeText(bytes, file, 'profile'), file);
  const doc = validateProfile(parsed, file);
  if (doc.extends === undefined) return fromDoc(doc);
  // extends: is relative to the profile naming it, as in tsconfig and eslint configs.
  const parent = await load(doc.extends, dirname(file), [...seen, file], source, files, { file, line: parsed.lineOf(['extends']) });
  return extendProfile(parent, doc, file);
}

async function locate(ref: string, from: string, source: BarSource): Promise<{ file: string; bytes: Uint8Array; name: string }> {
  // Named as the user would write it: relative to the working directory.
  const path = posixRelative(resolve(from, ref));
  const bytes = await source.read(path, 'profile');
  if (bytes) return { file: path, bytes, name: path };
  if (BUILT_IN.test(ref)) {
    // Part of this package, not of the repository: the same at every ref, named by its id.
    const builtIn = join(builtInProfileDir(), `${ref}.yaml`);
    if (existsSync(builtIn)) return { file: posixRelative(builtIn), bytes: await readFileBytes(builtIn, 'profile'), name: ref };
    throw new AqrError('ERR_PROFILE_NOT_FOUND', `no built-in profile ${ref}${builtInHint(ref)}`, { file: ref });
  }
  const versions = builtInProfiles().filter((p) => p.startsWith(`${ref}@`));
  if (versions.length > 0) throw new AqrError('ERR_PROFILE_NOT_FOUND', `a built-in profile is named with its version: ${versions.join(', ')}`, { file: ref });
  const where = source.ref === null ? '' : ` at ${source.label}`;
  throw new AqrError(
    'ERR_PROFILE_NOT_FOUND',
    `no such profile file${where} (tried ${path})${/^[a-z0-9-]+\/[a-z0-9._-]+$/i.test(ref) && !/\.(ya?ml|json)$/i.test(ref) ? `; built-in profiles: ${builtInProfiles().join(', ')}` : ''}`,
    { file: ref },
  );
}

/** The built-in profiles as `id@version`, from the package's profiles/ folder. */
export function builtInProfiles(): string[] {
  const root = builtInProfileDir();
  return readdirSync(root, { recursive: true, encoding: 'utf8' })
    .filter((f) => f.endsWith('.yaml'))
    .map((f) => f.slice(0, -'.yaml'.length).split(sep).join('/'))
    .sort();
}

function builtInHint(ref: string): string {
  const all = builtInProfiles();
  const near = closestMatch(ref, all, { maxDistance: Math.max(3, Math.floor(ref.length / 3)) });
  return `${near ? ` (did you mean ${near}?)` : ''}; built in: ${all.join(', ')}`;
}
