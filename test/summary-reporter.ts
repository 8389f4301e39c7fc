// Prints the plain closing line `tests: N passed, N failed, N skipped` after
// vitest's own summary, so any CI log reader can count what ran, and before it
// each group of skipped tests that names its reason (the interoperability
// tests: "… (skipped: needs the public reference files in …)").
import type { Reporter, TestModule } from 'vitest/node';

export default class SummaryReporter implements Reporter {
  onTestRunEnd(modules: readonly TestModule[]): void {
    let passed = 0;
    let failed = 0;
    let skipped = 0;
    const reasons = new Map<string, number>();
    for (const m of modules) {
      for (const t of m.children.allTests()) {
        const state = t.result().state;
        if (state === 'passed') passed++;
        else if (state === 'failed') failed++;
        else {
          skipped++;
          const why = t.fullName.split(' > ').find((part) => part.includes('(skipped: '));
          if (why)
            reasons.set(
              `${m.moduleId.replace(/^.*\/test\//, 'test/')}: ${why}`,
              (reasons.get(`${m.moduleId.replace(/^.*\/test\//, 'test/')}: ${why}`) ?? 0) + 1,
            );
        }
      }
    }
    for (const [why, n] of reasons) process.stdout.write(`\nskipped ${n}: ${why}`);
    process.stdout.write(`\ntests: ${passed} passed, ${failed} failed, ${skipped} skipped\n`);
  }
}
