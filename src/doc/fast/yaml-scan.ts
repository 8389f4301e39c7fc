// The pieces of the YAML subset both fast YAML readers accept, spelled once:
// simple-yaml.ts (any nesting, every line's number kept) and block-list.ts (the
// flat list of a large manifest, streamed, lines found again only for an
// error). What either accepts must read as YAML 1.2's core schema reads it.
/** Characters the fast path leaves to the full parser wherever they appear (in comments too). */
// eslint-disable-next-line no-control-regex -- control characters are what it looks for
export const ODD = /[\u0000-\u0009\u000b\u000c\u000e-\u001f\u007f-\u009f\u2028\u2029\ufeff\ufffe\uffff\ud800-\udfff]|\r(?!\n)/;

/** The core schema's null and boolean spellings (plain scalars spelled so are not strings): the value, else undefined. */
export function coreWord(k: string): null | boolean | undefined {
  switch (k) {
    case 'null':
    case 'Null':
    case 'NULL':
      return null;
    case 'true':
    case 'True':
    case 'TRUE':
      return true;
    case 'false':
    case 'False':
    case 'FALSE':
      return false;
    default:
      return undefined;
  }
}

/**
 * The text of a quoted scalar that starts `raw`: "..." without an escape, or
 * '...' without a doubled quote, then at most a comment; else undefined.
 */
export function quotedScalar(raw: string): string | undefined {
  const close = raw.indexOf(raw[0] as string, 1);
  if (close === -1) return undefined;
  const inner = raw.slice(1, close);
  if (raw.charCodeAt(0) === 0x22 && inner.includes('\\')) return undefined;
  const after = raw.slice(close + 1);
  if (after !== '' && !/^ +(?:#.*)?$/.test(after)) return undefined;
  return inner;
}

/**
 * The one line scanner of both readers: each next() moves to the next line of
 * `text` with content (not blank, not only a comment), without splitting the
 * text: `n` its number (1-based), `indent` its leading spaces, text[at, stop)
 * the rest without the line break (LF or CR LF), `from` where it starts.
 * A cursor, not a callback: the readers' loops keep their state in locals,
 * which a closure would make twice as slow on a 200,000-task manifest.
 */
export class ContentLines {
  n = 0;
  from = 0;
  at = 0;
  indent = 0;
  stop = 0;
  private start = 0;

  constructor(private readonly text: string) {}

  /** False past the last line with content. */
  next(): boolean {
    const text = this.text;
    for (let start = this.start; start < text.length;) {
      this.n++;
      let end = text.indexOf('\n', start);
      if (end === -1) end = text.length;
      const stop = text.charCodeAt(end - 1) === 0x0d ? end - 1 : end;
      let at = start;
      while (text.charCodeAt(at) === 0x20) at++;
      const from = start;
      start = end + 1;
      if (at < stop && text.charCodeAt(at) !== 0x23) {
        this.start = start;
        this.from = from;
        this.at = at;
        this.indent = at - from;
        this.stop = stop;
        return true;
      }
    }
    this.start = text.length;
    return false;
  }
}
