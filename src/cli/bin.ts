#!/usr/bin/env node
// Entry of dist/cli.js.
import module from 'node:module';
import { run } from './main.js';

// On Node >= 22.1, the code compiled for the modules loaded from here on (the
// command's own, see main.ts) is kept on disk and reused by later runs. Node 20
// has no such cache; nothing changes there.
(module as { enableCompileCache?: () => unknown }).enableCompileCache?.();

// A reader that stops early (`aqr ... | head`) is not an error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

process.exitCode = await run(process.argv.slice(2));
