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
