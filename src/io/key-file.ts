import { parsePublicKeys, type KeyEntry } from '../sign/key.js';
import { readTextFile } from './read-text.js';

export async function readPublicKeys(file: string): Promise<KeyEntry[]> {
  return parsePublicKeys(await readTextFile(file, 'key', 1024 * 1024), file);
}
