// `npm test`: the type-check, the lint and the format check run side by side
// (each is one process on one core, and none needs another's result), then the
// test suite, which spreads its files over every core (vitest.config.ts). Each
// check's output is printed whole when it ends, so outputs never interleave.
// The checks are the package's own scripts (`typecheck`, `lint`,
// `format:check`), so each command is spelled once, in package.json.
import { spawn } from 'node:child_process';

const npm = process.env.npm_execpath;
if (!npm) {
  console.error('scripts/test.mjs: run it as `npm test`, which names npm (npm_execpath)');
  process.exit(2);
}

/** Runs `npm run -s <script> [args]`; resolves to its exit code, printing its output (buffered, or live when `live`). */
function run(script, args = [], live = false) {
  return new Promise((resolve) => {
    const child = spawn(process.execPath, [npm, 'run', '-s', script, ...(args.length ? ['--', ...args] : [])], {
      stdio: live ? 'inherit' : ['ignore', 'pipe', 'pipe'],
    });
    const out = [];
    if (!live) {
      child.stdout.on('data', (b) => out.push(b));
      child.stderr.on('data', (b) => out.push(b));
    }
    child.on('close', (code, signal) => {
      const rc = code ?? (signal ? 1 : 0);
      if (!live) {
        process.stdout.write(`── ${script}: ${rc === 0 ? 'ok' : `failed (exit ${rc})`}\n`);
        if (out.length) process.stdout.write(Buffer.concat(out));
      }
      resolve(rc);
    });
  });
}

const started = Date.now();
const checks = await Promise.all(['typecheck', 'lint', 'format:check'].map((s) => run(s)));
const failed = checks.some((rc) => rc !== 0);
if (failed) {
  console.error('npm test: a check failed (above); the test suite did not run');
  process.exit(1);
}
process.stdout.write(`── checks passed in ${((Date.now() - started) / 1000).toFixed(1)} s\n`);
process.exit(await run('test:unit', process.argv.slice(2), true));
