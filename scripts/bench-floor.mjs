// The floors of the bench, each the least work of its kind over the given files:
//   --bytes  the byte floor, a lower bound of the tool's own method on a
//            ledger: the manifest (--whole) parsed, then each file read in
//            1 MiB chunks, every byte hashed (sha256) and every newline found;
//   default  the JSON floor: every line decoded and JSON.parse-d.
// `--whole FILE` reads FILE as one JSON document (a task manifest) first.
import { createHash } from 'node:crypto';
import { closeSync, createReadStream, openSync, readFileSync, readSync } from 'node:fs';

const CHUNK = 1 << 20;
let lines = 0;
const args = process.argv.slice(2);
const bytes = args[0] === '--bytes';
for (let i = bytes ? 1 : 0; i < args.length; i++) {
  if (args[i] === '--whole') JSON.parse(readFileSync(args[++i], 'utf8'));
  else if (bytes) lines += hashAndCount(args[i]);
  else lines += await parseLines(args[i]);
}
process.stdout.write(`${lines}\n`);

function hashAndCount(file) {
  const fd = openSync(file, 'r');
  const buf = Buffer.allocUnsafe(CHUNK);
  const hash = createHash('sha256');
  let n = 0;
  for (let got = readSync(fd, buf, 0, CHUNK, null); got > 0; got = readSync(fd, buf, 0, CHUNK, null)) {
    const chunk = buf.subarray(0, got);
    hash.update(chunk);
    for (let nl = chunk.indexOf(10); nl !== -1; nl = chunk.indexOf(10, nl + 1)) n++;
  }
  closeSync(fd);
  hash.digest();
  return n;
}

async function parseLines(file) {
  let n = 0;
  let rest = '';
  for await (const chunk of createReadStream(file, { highWaterMark: CHUNK, encoding: 'utf8' })) {
    const text = rest + chunk;
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      JSON.parse(text.slice(start, nl));
      n++;
      start = nl + 1;
    }
    rest = text.slice(start);
  }
  return n;
}
