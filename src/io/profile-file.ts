// Profiles from disk: a built-in one by `id@version` (profiles/<id>@<version>.yaml
// in this package), or a file, with its `extends` chain loaded and folded.
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { AqrError } from '../errors.js';
import { extendProfile, fromDoc, thresholdWarnings } from '../profile/merge.js';
import type { Profile } from '../profile/types.js';
import { validateProfile } from '../profile/validate.js';
import { parseDocument } from '../record/parse.js';
import { posixRelative } from './files.js';
import { readTextFile } from './read-text.js';

const BUILT_IN = /^[a-z0-9]+(?:[-/][a-z0-9._-]+)*@[0-9][0-9A-Za-z.-]*$/;

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

export async function loadProfile(ref: string, from = process.cwd()): Promise<Profile> {
  const profile = await load(ref, from, []);
  profile.warnings.push(...thresholdWarnings(profile));
  return profile;
}

async function load(ref: string, from: string, seen: string[]): Promise<Profile> {
  const file = locate(ref, from);
  if (seen.includes(file)) throw new AqrError('ERR_PROFILE_INVALID', `extends itself through ${[...seen, file].join(' → ')}`, { file });
  const parsed = parseDocument(await readTextFile(file, 'profile'), file);
  const doc = validateProfile(parsed, file);
  if (doc.extends === undefined) return fromDoc(doc);
  const parent = await load(doc.extends, dirname(file), [...seen, file]);
  return extendProfile(parent, doc, file);
}

function locate(ref: string, from: string): string {
  const path = resolve(from, ref);
  // Named as the user would write it: relative to the working directory.
  if (existsSync(path)) return posixRelative(path);
  if (BUILT_IN.test(ref)) {
    const builtIn = join(builtInProfileDir(), `${ref}.yaml`);
    if (existsSync(builtIn)) return posixRelative(builtIn);
    throw new AqrError('ERR_PROFILE_NOT_FOUND', `no built-in profile ${ref} (built in: profiles/<id>@<version>.yaml)`);
  }
  throw new AqrError('ERR_PROFILE_NOT_FOUND', 'no such profile file', { file: ref });
}
