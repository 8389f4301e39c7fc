// What reading a document gives, whichever reader read it: parse.ts (the YAML
// library) or a fast reader (fast/); a type of its own so neither imports the other.
import type { Document, LineCounter } from 'yaml';
import type { PathSegment } from './path.js';

export interface Parsed {
  /** The document as plain JSON-like data. */
  value: unknown;
  /** 'json' when the text starts with `{` or `[`, else 'yaml'. */
  syntax: 'json' | 'yaml';
  /** Line (1-based) of the value at `path`, or of its nearest ancestor present. */
  lineOf(path: readonly PathSegment[]): number | undefined;
  /** The YAML document as read, with its line counter (not for JSON read in bulk), for readers of its spellings. */
  yaml?: YamlRead;
  /** Instead of `yaml`, when the text was read without the YAML library (simple-yaml.ts): the source of every plain scalar. */
  plain?: readonly string[];
}

export interface YamlRead {
  doc: Document.Parsed;
  lines: LineCounter;
}
