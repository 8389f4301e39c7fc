// The lint rule that keeps the core pure holds at every depth of the core's
// folders, and only there: run ESLint's own API on small snippets.
import { ESLint } from 'eslint';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { ROOT } from '../helpers.js';

const eslint = new ESLint({ cwd: ROOT });

async function restricted(file: string, code: string): Promise<string[]> {
  const [r] = await eslint.lintText(code, { filePath: join(ROOT, file) });
  return (r?.messages ?? []).filter((m) => m.ruleId === 'no-restricted-imports').map((m) => m.message);
}

describe('the core never imports an edge', () => {
  const io = (up: string) => `import { readTextFile } from '${up}io/read-text.js';\nexport const read = readTextFile;\n`;

  for (const [file, up] of [
    ['src/record/probe.ts', '../'],
    ['src/import/probe.ts', '../'],
    ['src/doc/fast/probe.ts', '../../'],
    ['src/signals/ocp/probe.ts', '../../'],
    ['src/signals/agent/deeper/probe.ts', '../../../'],
  ] as const) {
    it(`${file} importing ${up}io/ fails lint`, async () => {
      expect(await restricted(file, io(up))).toEqual([expect.stringMatching(/^'.*io\/read-text\.js' import is restricted .*The core works on plain data/)]);
    });
  }

  it('nor node:fs, the pipeline, the CLI, the action or github, from a nested folder', async () => {
    for (const spec of ['node:fs', '../../pipeline/evaluate.js', '../../cli/main.js', '../../action/main.js', '../../github/client.js'])
      expect(await restricted('src/signals/ocp/probe.ts', `import * as x from '${spec}';\nexport const y = x;\n`), spec).toHaveLength(1);
  });

  it('an edge may import io, and the core may import the core', async () => {
    expect(await restricted('src/pipeline/probe.ts', io('../'))).toEqual([]);
    expect(await restricted('src/signals/ocp/probe.ts', "import { formatPath } from '../../doc/path.js';\nexport const f = formatPath;\n")).toEqual([]);
  });
});
