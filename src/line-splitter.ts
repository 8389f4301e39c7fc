// Decoded text, chunk by chunk, cut into lines by hand (no readline): shared by
// the CLI's file reader (io/lines.ts) and the page's (web/files.ts). A line
// ends at \n; a \r before it is dropped.
export class LineSplitter {
  private rest = '';
  /** Lines handed over so far. */
  n = 0;
  /** What the callback threw, so a reader tells it from a read error and passes it through untouched. */
  thrown: unknown;
  private readonly each: (line: string, n: number) => void;

  constructor(each: (line: string, n: number) => void) {
    this.each = (line, n) => {
      try {
        each(line, n);
      } catch (e) {
        this.thrown = e;
        throw e;
      }
    };
  }

  /** Hands over every line the text completes. */
  push(text: string): void {
    const t = this.rest + text;
    let start = 0;
    for (let nl = t.indexOf('\n', start); nl !== -1; nl = t.indexOf('\n', start)) {
      this.each(t.charCodeAt(nl - 1) === 13 ? t.slice(start, nl - 1) : t.slice(start, nl), ++this.n);
      start = nl + 1;
    }
    this.rest = t.slice(start);
  }

  /** The last text; a final line without \n is handed over too. Returns the line count. */
  end(tail = ''): number {
    const last = this.rest + tail;
    this.rest = '';
    if (last !== '') this.each(last, ++this.n);
    return this.n;
  }
}
