// Files that travel with a record sit beside it: `x.yaml` → `x.signals.json`,
// `x.stats.json`, `x.bar.json`, `x.predicate.json`, `x.detail.json`, `x.comment.md`.

/** The path of the file with `suffix` beside the record at `recordPath`. */
export function besideRecord(recordPath: string, suffix: string): string {
  return `${recordPath.replace(/\.(ya?ml|json)$/i, '')}${suffix}`;
}
