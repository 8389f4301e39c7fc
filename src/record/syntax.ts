// What parse.ts and the readers that avoid loading the YAML library
// (read-document.ts) both decide before reading a text.

/**
 * The largest YAML document read (and the largest JSON document given a line
 * for every value): the YAML parser holds some fifty bytes per input character
 * and takes seconds per MiB, and a 24 MB document exhausted V8's heap.
 * Larger JSON goes through JSON.parse (bulk inputs) or JSON Lines.
 */
export const MAX_YAML_CHARS = 8 * 1024 * 1024;

export function detectSyntax(text: string): 'json' | 'yaml' {
  const first = text.match(/^\s*(\S)/)?.[1];
  return first === '{' || first === '[' ? 'json' : 'yaml';
}

/**
 * The deepest nesting the YAML library is given: it recurses once per level,
 * fails near a thousand levels with a stack overflow, and such an overflow in
 * the midst of compiling a regular expression has aborted the whole process
 * (V8's "RegExpCompiler Allocation failed").
 */
export const MAX_NESTING = 512;

/**
 * An upper bound on how deep `text` nests, in one pass: the open flow brackets
 * plus, on each line, the indentation and the `- `, `? ` and `: ` indicators
 * that start it (quotes are not skipped, so brackets inside strings count too).
 */
export function nestingBound(text: string): number {
  let flow = 0;
  let max = 0;
  let lead = 0;
  let leading = true;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (c === 0x0a) {
      lead = 0;
      leading = true;
      continue;
    }
    if (c === 0x5b || c === 0x7b) flow++;
    else if ((c === 0x5d || c === 0x7d) && flow > 0) flow--;
    if (leading) {
      const next = text.charCodeAt(i + 1);
      if (c === 0x20 || c === 0x09 || ((c === 0x2d || c === 0x3f || c === 0x3a) && (next === 0x20 || next === 0x09 || next === 0x0a || Number.isNaN(next)))) lead++;
      else leading = false;
    }
    if (flow + lead > max) max = flow + lead;
  }
  return max;
}
