// The supported Node.js range is one fact: package.json's engines, the README,
// the action's runtime and every installed package's own engines agree.
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import semver from 'semver';
import { expect, it } from 'vitest';
import { ROOT } from './helpers.js';

const pkg = JSON.parse(await readFile(join(ROOT, 'package.json'), 'utf8')) as { engines: { node: string } };
const range = pkg.engines.node;

it('every package in the lock file runs on every Node.js the engines range admits', async () => {
  const lock = JSON.parse(await readFile(join(ROOT, 'package-lock.json'), 'utf8')) as { packages: Record<string, { engines?: { node?: string } | string[] }> };
  const narrower: string[] = [];
  for (const [name, p] of Object.entries(lock.packages)) {
    const theirs = !p.engines || Array.isArray(p.engines) ? undefined : p.engines.node;
    if (name === '' || theirs === undefined || !semver.validRange(theirs)) continue;
    if (!semver.subset(range, theirs)) narrower.push(`${name} needs ${theirs}`);
  }
  expect(narrower, `engines ${range} admits a Node.js these packages do not support`).toEqual([]);
});

it('the README and the action state the same range', async () => {
  const readme = await readFile(join(ROOT, 'README.md'), 'utf8');
  expect(readme).toContain(`Node.js ${range.replace(/^\^/, '').replace(/\.0 \|\| >=24$/, '')} or later`);
  const action = await readFile(join(ROOT, 'action.yml'), 'utf8');
  const using = /using: node(\d+)/.exec(action)?.[1];
  expect(semver.satisfies(`${using}.0.0`, range)).toBe(true);
});
