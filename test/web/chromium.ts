// Debian's Chromium, driven by playwright-core, for the tests of the pages.
// The browser is found by path; CI installs it (.ci/run), so there (CI or
// AQR_REQUIRE_BROWSER set) a missing browser fails the tests. Elsewhere they
// skip, saying why.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext, type Page } from 'playwright-core';

export const CHROMIUM = process.env['AQR_CHROMIUM'] ?? '/usr/bin/chromium';
export const HAVE_CHROMIUM = existsSync(CHROMIUM);
/** Skip only outside CI: in CI the browser is part of the test run. */
export const SKIP_BROWSER = !HAVE_CHROMIUM && !process.env['CI'] && !process.env['AQR_REQUIRE_BROWSER'];
if (SKIP_BROWSER) console.warn(`browser tests skipped: no Chromium at ${CHROMIUM} (apt-get install chromium, or set AQR_CHROMIUM)`);

export interface Session {
  context: BrowserContext;
  close(): Promise<void>;
}

export async function launch(extraArgs: string[] = []): Promise<Session> {
  if (!HAVE_CHROMIUM) throw new Error(`no Chromium at ${CHROMIUM}: .ci/run installs it (apt-get install chromium)`);
  const profile = await mkdtemp(join(tmpdir(), 'aqr-chromium-'));
  // A fresh profile (--user-data-dir) each time: playwright passes it for a persistent context.
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROMIUM,
    headless: true,
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      ...extraArgs,
    ],
  });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}

/** A page that records every request but the page's own file. */
export async function openPage(s: Session, url: string, init?: () => void): Promise<{ page: Page; requests: string[] }> {
  const page = await s.context.newPage();
  const requests: string[] = [];
  page.on('request', (r) => {
    if (r.url() !== url) requests.push(r.url());
  });
  if (init) await page.addInitScript(init);
  await page.goto(url);
  return { page, requests };
}

/** A key file by its name (.jwk, .pem): what an auditor gives as the trusted key. */
const KEY_FILE = /\.(jwk|pem)$/;

/**
 * Gives verify.html `files` (its evidence picker) and the trusted key (its own
 * field), and returns the report the page rendered (window.aqrReport). Without
 * `trusted`, the key files among `files` (.jwk, .pem) are given as the trusted
 * key, as an auditor would; pass `trusted` (maybe []) to say exactly.
 */
export async function verifyInPage<R>(page: Page, files: string[], trusted?: string[]): Promise<R> {
  const key = trusted ?? files.filter((f) => KEY_FILE.test(f));
  const evidence = trusted ? files : files.filter((f) => !KEY_FILE.test(f));
  if (key.length > 0) await page.setInputFiles('#key', key);
  await page.setInputFiles('#pick', evidence);
  await page.waitForFunction(() => document.body.dataset['state'] === 'done', undefined, { timeout: 50_000 });
  return page.evaluate(() => (window as unknown as { aqrReport: R }).aqrReport);
}

/** An init script: the page's WebCrypto refuses Ed25519 keys, as a browser without Ed25519 does. */
export function withoutEd25519(): void {
  const subtle = crypto.subtle;
  const importKey = subtle.importKey.bind(subtle);
  (subtle as unknown as { importKey: unknown }).importKey = (...a: Parameters<SubtleCrypto['importKey']>) => {
    const alg = a[2] as { name?: string } | string;
    if ((typeof alg === 'string' ? alg : alg.name) === 'Ed25519') return Promise.reject(new DOMException('Unrecognized name.', 'NotSupportedError'));
    return importKey(...a);
  };
}
