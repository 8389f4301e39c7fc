import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { readPublicKeys } from '../../src/io/key-file.js';
import { fetchWithRetry } from '../../src/io/retry-fetch.js';

let server: Server | undefined;
afterEach(() => new Promise<void>((ok) => (server ? server.close(() => ok()) : ok())));

/** A loopback server answering each request with the next status of `script` (the last one repeats). */
async function scripted(script: number[], body = '{}'): Promise<{ url: string; hits: () => number }> {
  let hits = 0;
  server = createServer((_, res) => {
    const status = script[Math.min(hits++, script.length - 1)]!;
    res.writeHead(status, { 'content-type': 'application/json' });
    res.end(status === 200 ? body : '{"message":"busy"}');
  });
  await new Promise<void>((ok) => server!.listen(0, '127.0.0.1', ok));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}/jwks.json`, hits: () => hits };
}

describe('fetchWithRetry', () => {
  it('retries a 502 and a 429, then returns the 200', async () => {
    const s = await scripted([502, 429, 200]);
    const res = await fetchWithRetry(s.url, () => ({}), { baseMs: 1 });
    expect(res.status).toBe(200);
    expect(s.hits()).toBe(3);
  });

  it('does not retry a 404, and gives up after its retries with the last answer', async () => {
    const missing = await scripted([404]);
    expect((await fetchWithRetry(missing.url, () => ({}), { baseMs: 1 })).status).toBe(404);
    expect(missing.hits()).toBe(1);
    await new Promise<void>((ok) => server!.close(() => ok()));
    const down = await scripted([503]);
    expect((await fetchWithRetry(down.url, () => ({}), { baseMs: 1, retries: 2 })).status).toBe(503);
    expect(down.hits()).toBe(3);
  });

  it('the JWKS fetch rides out a 502', async () => {
    const jwk = { kty: 'OKP', crv: 'Ed25519', x: '11qYAYKxCrfVS_7TyWQHOg7hcvPapiMlrwIaaPcHURo', kid: 'k1' };
    const s = await scripted([502, 200], JSON.stringify({ keys: [jwk] }));
    const keys = await readPublicKeys(s.url);
    expect(keys).toHaveLength(1);
    expect(s.hits()).toBe(2);
  });
});
