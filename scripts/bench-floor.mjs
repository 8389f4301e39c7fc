// The floor: read every line of the given files and JSON.parse it, nothing else.
// `--whole FILE` reads FILE as one JSON document (a task manifest) first.
import { createReadStream, readFileSync } from 'node:fs';

let lines = 0;
const args = process.argv.slice(2);
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--whole') {
    JSON.parse(readFileSync(args[++i], 'utf8'));
    continue;
  }
  let rest = '';
  for await (const chunk of createReadStream(args[i], { highWaterMark: 1 << 20, encoding: 'utf8' })) {
    const text = rest + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      JSON.parse(text.slice(start, nl));
      lines++;
      start = nl + 1;
    }
    rest = text.slice(start);
  }
}
process.stdout.write(`${lines}\n`);
