// dist/verify.html: the browser verifier as one self-contained file. The page
// runs the CLI's pure core (src/web/ is its edge), bundled by esbuild for the
// browser, inlined with its styles, under a Content-Security-Policy that allows
// exactly this script and this style (by sha256) and no request of any kind.
// Called by scripts/build.mjs; deterministic like the other bundles.
import { createHash } from 'node:crypto';
import { readFile, writeFile } from 'node:fs/promises';
import { resolve } from 'node:path';
import { build } from 'esbuild';
import { standaloneValidators } from './standalone-validators.mjs';

/** The crypto port's runtime for the page: src/crypto/index.ts names the Node
 * one (./node.js), the page gets WebCrypto and @noble (src/crypto/web.ts).
 * Nothing else is swapped: the schemas, like dist/'s, are the validators
 * ajv's standalone code made at build time (scripts/standalone-validators.mjs). */
const CRYPTO_FACE = resolve('src/crypto/index.ts');
const CRYPTO_WEB = resolve('src/crypto/web.ts');

const sha256b64 = (text) => createHash('sha256').update(text, 'utf8').digest('base64');

export async function buildVerifyHtml(outdir, version, validators = standaloneValidators()) {
  const result = await build({
    entryPoints: ['src/web/page.ts'],
    bundle: true,
    write: false,
    platform: 'browser',
    format: 'iife',
    target: 'chrome120',
    minify: true,
    legalComments: 'none',
    charset: 'utf8',
    logLevel: 'warning',
    define: { __AQR_VERSION__: JSON.stringify(version) },
    plugins: [
      {
        name: 'aqr-page-crypto',
        setup(b) {
          b.onResolve({ filter: /^\.\/node\.js$/ }, (args) => (args.importer === CRYPTO_FACE ? { path: CRYPTO_WEB } : undefined));
          // The core reaches crypto through the port only; a node:crypto here is a file that does not.
          b.onResolve({ filter: /^(node:)?crypto$/ }, (args) => ({
            errors: [{ text: `the page has no node:crypto (imported by ${args.importer}); call src/crypto/index.ts` }],
          }));
        },
      },
      validators,
    ],
  });
  const script = result.outputFiles[0].text.trimEnd();
  if (/<\/script|<!--/i.test(script)) throw new Error('build: the page script holds </script or <!--');
  const style = (await readFile('src/web/verify.css', 'utf8')).trimEnd();
  const csp = [
    `default-src 'none'`,
    `script-src 'sha256-${sha256b64(script)}'`,
    `style-src 'sha256-${sha256b64(style)}'`,
    `img-src data:`,
    `base-uri 'none'`,
    `form-action 'none'`,
  ].join('; ');
  const template = await readFile('src/web/verify.html', 'utf8');
  // Split and join, not String.replace: the script holds `$` sequences.
  const fill = (text, name, value) => text.split(name).join(value);
  const html = fill(fill(fill(fill(template, '__CSP__', csp), '__VERSION__', version), '__STYLE__', style), '__SCRIPT__', script);
  await writeFile(resolve(outdir, 'verify.html'), html);
}
