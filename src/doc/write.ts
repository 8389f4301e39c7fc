// Records as YAML text (JSON, and the choice between the two, in text.ts,
// which loads this file only for YAML). YAML quotes every string a YAML 1.1
// reader (PyYAML, Ruby's Psych) would turn into something else, timestamps
// above all, so every reader gets the same strings.
import { Document, parse, visit, type ScalarTag } from 'yaml';
import { canonicalNumber } from './canonical-number.js';

export function toYamlText(value: unknown): string {
  const doc = new Document(value, { version: '1.2' });
  // Numbers in the one spelling YAML 1.1 and 1.2 readers agree on (1.0e-7, not 1e-7).
  const numeric = new Set(['tag:yaml.org,2002:float', 'tag:yaml.org,2002:int']);
  doc.schema.tags = doc.schema.tags.map((t) =>
    numeric.has(t.tag) && !t.format && !('collection' in t && t.collection)
      ? ({ ...t, stringify: (item: { value: unknown }) => canonicalNumber(Number(item.value)) } as ScalarTag)
      : t,
  );
  visit(doc, {
    Scalar(_key, node) {
      if (typeof node.value === 'string' && needsQuotes(node.value)) node.type = 'QUOTE_DOUBLE';
    },
  });
  return doc.toString({ lineWidth: 0 });
}

function needsQuotes(s: string): boolean {
  // What a 1.1 reader makes of the bare string (timestamps, yes/no, 0x…, 1_000, 1:20).
  try {
    // logLevel error: a warning (an unknown directive in `%x`) is not printed; the value is what matters.
    return typeof parse(s, { version: '1.1', schema: 'yaml-1.1', customTags: ['timestamp'], logLevel: 'error' }) !== 'string';
  } catch {
    return true;
  }
}
