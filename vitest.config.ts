import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['test/**/*.test.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    // vitest's default is one worker fewer than the cores: one worker on a
    // 2-core runner, which then waits alone on each child process (the built
    // action, Chromium, Python). A worker a core halves the suite there.
    maxWorkers: availableParallelism(),
    reporters: ['default', './test/summary-reporter.ts'],
  },
});
