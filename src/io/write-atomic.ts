// Nothing half-written: a file appears whole or not at all (write a sibling,
// then rename over the target in one step).
import { randomBytes } from 'node:crypto';
import { mkdir, rename, rm, writeFile } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { AqrError } from '../errors.js';

export async function writeFileAtomic(file: string, data: string, mode = 0o644): Promise<void> {
  const dir = dirname(file);
  const tmp = join(dir, `.${basename(file)}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    await mkdir(dir, { recursive: true });
    await writeFile(tmp, data, { mode, flag: 'wx' });
    await rename(tmp, file);
  } catch (e) {
    await rm(tmp, { force: true });
    throw new AqrError('ERR_OUTPUT_WRITE', `cannot be written (${(e as NodeJS.ErrnoException).code ?? (e as Error).message})`, { file });
  }
}
