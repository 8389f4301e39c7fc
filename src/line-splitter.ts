// Decoded text, chunk by chunk, cut into lines by hand (no readline): shared by
// the CLI's file reader (io/lines.ts) and the page's (web/files.ts). A line
// ends at \n; a \r before it is dropped. A line longer than one chunk is kept
// as a list of pieces and joined once (repeated `rest + text` made a 64 MiB
// line cost minutes), and no line may be longer than `maxLineChars`.
export class LineSplitter {
  private pieces: string[] = [];
  private pending = 0;
  /** Lines handed over so far. */
  n = 0;
  /** What the callback threw, so a reader tells it from a read error and passes it through untouched. */
  thrown: unknown;
  private readonly each: (line: string, n: number) => void;

  /** `tooLong(n)` makes the error for line n past `maxLineChars`. */
  constructor(
    each: (line: string, n: number) => void,
    private readonly tooLong: (n: number) => Error = (n) => new Error(`line ${n} is too long`),
    private readonly maxLineChars = Infinity,
  ) {
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
    let start = 0;
    for (let nl = text.indexOf('\n'); nl !== -1; nl = text.indexOf('\n', start)) {
      this.emit(text.slice(start, nl));
      start = nl + 1;
    }
    if (start < text.length) {
      this.pending += text.length - start;
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      this.pieces.push(start === 0 ? text : text.slice(start));
    }
  }

  private emit(tail: string): void {
    if (this.pending + tail.length > this.maxLineChars) throw this.tooLong(this.n + 1);
    let line = tail;
    // Most lines fit in one chunk: no pieces to join, and no new list a line.
    if (this.pieces.length > 0) {
      line = this.pieces.join('') + tail;
      this.pieces = [];
      this.pending = 0;
    }
    if (line.charCodeAt(line.length - 1) === 13) line = line.slice(0, -1);
    this.each(line, ++this.n);
  }

  /** Counts a line the caller read itself (from its bytes, io/lines.ts), between whole lines: it is line n + 1. */
  skip(): void {
    this.n++;
  }

  /** The last text; a final line without \n is handed over too. Returns the line count. */
  end(tail = ''): number {
    if (tail !== '') {
      this.pending += tail.length;
      this.pieces.push(tail);
    }
    if (this.pending > 0) {
      if (this.pending > this.maxLineChars) throw this.tooLong(this.n + 1);
      const last = this.pieces.join('');
      this.pieces = [];
      this.pending = 0;
      this.each(last, ++this.n);
    }
    return this.n;
  }
}
