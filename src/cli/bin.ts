#!/usr/bin/env node
// Entry of dist/cli.js.
import { run } from './main.js';

// A reader that stops early (`aqr ... | head`) is not an error of ours.
for (const stream of [process.stdout, process.stderr]) {
  stream.on('error', (e: NodeJS.ErrnoException) => {
    if (e.code === 'EPIPE') process.exit(process.exitCode ?? 0);
    throw e;
  });
}

process.exitCode = await run(process.argv.slice(2));
