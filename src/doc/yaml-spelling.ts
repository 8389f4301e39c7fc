// One record, one reading. A signature covers the canonical JSON of what the
// YAML reader made of the text; a YAML 1.1 reader (PyYAML, Ruby's Psych) reads
// some plain scalars differently from YAML 1.2 (0126 is 86, 1e0 and 0o1 are
// strings, yes is true, 1_000 is 1000), so one signed text could mean two
// records. Records are written with the spelling both read alike
// (canonicalNumber); `aqr check` warns about any other in a signed record.
import { isScalar, isSeq, LineCounter, parse, parseDocument, Schema, visit, type Scalar } from 'yaml';
import type { YamlRead } from './parsed.js';
import { canonicalNumber } from './canonical-number.js';

export { canonicalNumber };

export interface SpellingWarning {
  code: 'YAML_NUMBER_SPELLING' | 'YAML_1_1_READING' | 'YAML_1_1_DIRECTIVE';
  message: string;
  line: number;
}

// The YAML 1.1 schema, built once: the same tags as { schema: 'yaml-1.1',
// customTags: ['timestamp'] } under version 1.1.
let schema11: Schema | undefined;
const options11 = () => ({
  version: '1.1' as const,
  schema: (schema11 ??= new Schema({ resolveKnownTags: false, schema: 'yaml-1.1', customTags: ['timestamp'] })),
});

function readAs11(source: string): unknown {
  try {
    // A warning (an unknown directive in `%x`) is no part of the value: never printed to the terminal.
    return parse(source, { ...options11(), logLevel: 'error' });
  } catch {
    return source;
  }
}

/** A spelling that may be read as an item of a block sequence: one line, no surrounding space, no document marker or directive. */
const BATCHABLE = /^(?!---|\.\.\.|%)[^\s\p{Cc}](?:[^\p{Cc}]*[^\s\p{Cc}])?$/u;

/**
 * Each spelling as YAML 1.1 reads it alone. Reading each one as a document of
 * its own was most of what `aqr check` spent on a signed YAML record, so they
 * are read together, as the items of one block sequence; an item counts only
 * when the reader took it as exactly that plain scalar (else, and for all when
 * the sequence has an error or a warning, the spelling is read alone).
 */
function readAllAs11(sources: readonly string[]): Map<string, unknown> {
  const out = new Map<string, unknown>();
  const batch = [...new Set(sources)].filter((s) => BATCHABLE.test(s));
  if (batch.length > 0) {
    const doc = parseDocument(batch.map((s) => `- ${s}`).join('\n'), options11());
    const items = isSeq(doc.contents) ? doc.contents.items : [];
    if (doc.errors.length === 0 && doc.warnings.length === 0 && items.length === batch.length) {
      let values: unknown[] = [];
      try {
        values = doc.toJS() as unknown[];
      } catch {
        // Read alone below.
      }
      items.forEach((item, i) => {
        if (i < values.length && isScalar(item) && item.type === 'PLAIN' && item.source === batch[i]) out.set(batch[i] as string, values[i]);
      });
    }
  }
  for (const s of sources) if (!out.has(s)) out.set(s, readAs11(s));
  return out;
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));
}

/** Plain scalars of a YAML text spelled other than canonically, or read otherwise by YAML 1.1, and a `%YAML 1.1` directive. `read`: the text as parseDocument (./parse.ts) read it. */
export function yamlSpellingWarnings(text: string, read?: YamlRead): SpellingWarning[] {
  // The document parseDocument (./parse.ts) already read from this text, when given: not read twice.
  const lines = read?.lines ?? new LineCounter();
  const doc = read?.doc ?? parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const out: SpellingWarning[] = [];
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version === '1.1') {
    const at = text.search(/^%YAML/m);
    out.push({
      code: 'YAML_1_1_DIRECTIVE',
      line: at < 0 ? 1 : lines.linePos(at).line,
      message: '%YAML 1.1 directive: YAML 1.2 readers and YAML 1.1 readers read this record differently; remove it',
    });
  }
  const plain: Scalar[] = [];
  visit(doc, {
    Scalar(_key, node) {
      if (isScalar(node) && node.type === 'PLAIN' && typeof node.source === 'string') plain.push(node);
    },
  });
  const as11 = readAllAs11(plain.map((node) => node.source as string));
  for (const node of plain) {
    const line = node.range ? lines.linePos(node.range[0]).line : 1;
    const v11 = as11.get(node.source as string);
    const src = JSON.stringify(node.source);
    if (typeof node.value === 'number' && node.source !== canonicalNumber(node.value)) {
      out.push({
        code: 'YAML_NUMBER_SPELLING',
        line,
        message: `${src} is not the canonical spelling of ${canonicalNumber(node.value)}${same(v11, node.value) ? '' : `; a YAML 1.1 reader reads it as ${JSON.stringify(String(v11))}`}`,
      });
    } else if (!same(v11, node.value)) {
      const as = v11 instanceof Date ? 'a timestamp' : JSON.stringify(String(v11));
      out.push({ code: 'YAML_1_1_READING', line, message: `${src} is read as ${JSON.stringify(node.value)} here but as ${as} by a YAML 1.1 reader; quote it` });
    }
  }
  return out;
}
