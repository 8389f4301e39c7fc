// Prints the README's "Every command and flag" block from the flag table in
// src/cli/spec.ts (run after `npm run build`): paste it over the old block.
// test/cli/help.test.ts fails when the README drifts from the table.
import { execFileSync } from 'node:child_process';

const help = execFileSync(process.execPath, ['dist/cli.js', '--help'], { encoding: 'utf8' });
const lines = help.split('\n').filter((l) => l.startsWith('  aqr '));
process.stdout.write(`\`\`\`\n${lines.map((l) => l.trim()).join('\n')}\n\`\`\`\n`);
