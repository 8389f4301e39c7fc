// Preloaded into each measured node process (node --import): on exit, prints
// its wall time and peak resident memory as one JSON line on stderr.
const start = process.hrtime.bigint();
process.on('exit', () => {
  const ms = Number(process.hrtime.bigint() - start) / 1e6;
  process.stderr.write(`\nBENCH ${JSON.stringify({ ms, maxRssKiB: process.resourceUsage().maxRSS })}\n`);
});
