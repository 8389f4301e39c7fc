// The floor: read every line of the given files and JSON.parse it, nothing else.
import { createReadStream } from 'node:fs';

let lines = 0;
for (const file of process.argv.slice(2)) {
  let rest = '';
  for await (const chunk of createReadStream(file, { highWaterMark: 1 << 20, encoding: 'utf8' })) {
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
