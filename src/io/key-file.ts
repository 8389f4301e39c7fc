// Keys from where users keep them: a file, an environment variable (the action
// passes a secret this way), or, for public keys, a JWKS URL. Key text is never
// echoed in an error.
import { AqrError } from '../errors.js';
import { parsePrivateKey, parsePublicKeys, type KeyEntry } from '../sign/key.js';
import { readTextFile, type ReadText } from './read-text.js';
import { readCapped } from './read-capped.js';
import { fetchWithRetry } from './retry-fetch.js';

const MAX_KEY_BYTES = 1024 * 1024;

/** Public keys from a file, a JWKS URL, or the key text itself (an action input). */
export async function readPublicKeys(fileOrUrl: string, label = 'public key', read: ReadText = readTextFile): Promise<KeyEntry[]> {
  if (/^\s*(\{|-----BEGIN)/.test(fileOrUrl)) return parsePublicKeys(fileOrUrl, label);
  if (/^https?:\/\//i.test(fileOrUrl)) return parsePublicKeys(await fetchText(fileOrUrl), fileOrUrl);
  return parsePublicKeys(await read(fileOrUrl, 'key', MAX_KEY_BYTES), fileOrUrl);
}

export type PrivateKey = Awaited<ReturnType<typeof parsePrivateKey>>;

export async function readPrivateKey(source: {
  file?: string | undefined;
  env?: string | undefined;
  text?: string | undefined;
  label?: string | undefined;
}): Promise<PrivateKey> {
  if (source.text !== undefined) return parsePrivateKey(source.text, source.label ?? 'signing key');
  if (source.env !== undefined) {
    const text = process.env[source.env];
    if (text === undefined || text.trim() === '')
      throw new AqrError('ERR_KEY_INVALID', `environment variable ${source.env} is empty or unset`, { file: `$${source.env}` });
    return parsePrivateKey(text, `$${source.env}`);
  }
  if (source.file === undefined) throw new AqrError('ERR_USAGE', 'no signing key: give --signing-key (the key text, env:NAME or file:PATH)');
  return parsePrivateKey(await readTextFile(source.file, 'key', MAX_KEY_BYTES), source.file);
}

async function fetchText(url: string): Promise<string> {
  let res: Response;
  try {
    res = await fetchWithRetry(url, () => ({
      signal: AbortSignal.timeout(10_000),
      headers: { accept: 'application/jwk-set+json, application/json' },
      redirect: 'follow',
    }));
  } catch (e) {
    throw new AqrError(
      'ERR_INPUT_READ',
      `cannot be fetched (${(e as Error).name === 'TimeoutError' ? 'no answer in 10 s' : ((e as { cause?: { code?: string } }).cause?.code ?? (e as Error).message)})`,
      { file: url },
    );
  }
  if (!res.ok) throw new AqrError('ERR_INPUT_READ', `answered HTTP ${res.status}, expected a JWK Set`, { file: url });
  const length = Number(res.headers.get('content-length') ?? 0);
  if (length > MAX_KEY_BYTES) throw new AqrError('ERR_INPUT_TOO_LARGE', `is ${length} bytes; a key set is at most 1 MiB`, { file: url });
  // Read as a stream and stop at the cap: a server may send no length, or lie.
  const bytes = await readCapped(res.body as ReadableStream<Uint8Array> | null, MAX_KEY_BYTES);
  if (!bytes) throw new AqrError('ERR_INPUT_TOO_LARGE', 'is over 1 MiB; a key set is at most that', { file: url });
  return new TextDecoder().decode(bytes);
}
