// One record, one reading. A signature covers the canonical JSON of what the
// YAML reader made of the text; a YAML 1.1 reader (PyYAML, Ruby's Psych) reads
// some plain scalars differently from YAML 1.2 (0126 is 86, 1e0 and 0o1 are
// strings, yes is true, 1_000 is 1000), so one signed text could mean two
// records. Records are written with the spelling both read alike
// (canonicalNumber); `aqr check` warns about any other in a signed record.
import { isScalar, LineCounter, parse, parseDocument, visit } from 'yaml';

/** The spelling of a number that YAML 1.1, YAML 1.2 and JSON read as the same value: JSON's, with a `.0` before a bare exponent and no `-0`. */
export function canonicalNumber(n: number): string {
  if (Object.is(n, -0)) return '0';
  const s = JSON.stringify(n);
  const m = /^(-?\d+)(e[-+]\d+)$/.exec(s);
  return m ? `${m[1]}.0${m[2]}` : s;
}

export interface SpellingWarning {
  code: 'YAML_NUMBER_SPELLING' | 'YAML_1_1_READING' | 'YAML_1_1_DIRECTIVE';
  message: string;
  line: number;
}

function readAs11(source: string): unknown {
  try {
    return parse(source, { version: '1.1', schema: 'yaml-1.1', customTags: ['timestamp'] });
  } catch {
    return source;
  }
}

function same(a: unknown, b: unknown): boolean {
  return a === b || (typeof a === 'number' && typeof b === 'number' && Number.isNaN(a) && Number.isNaN(b));
}

/** Plain scalars of a YAML text spelled other than canonically, or read otherwise by YAML 1.1, and a `%YAML 1.1` directive. */
export function yamlSpellingWarnings(text: string): SpellingWarning[] {
  const lines = new LineCounter();
  const doc = parseDocument(text, { lineCounter: lines, uniqueKeys: false });
  const out: SpellingWarning[] = [];
  if (doc.directives?.yaml.explicit && doc.directives.yaml.version === '1.1') {
    const at = text.search(/^%YAML/m);
    out.push({ code: 'YAML_1_1_DIRECTIVE', line: at < 0 ? 1 : lines.linePos(at).line, message: '%YAML 1.1 directive: YAML 1.2 readers and YAML 1.1 readers read this record differently; remove it' });
  }
  visit(doc, {
    Scalar(_key, node) {
      if (!isScalar(node) || node.type !== 'PLAIN' || typeof node.source !== 'string') return;
      const line = node.range ? lines.linePos(node.range[0]).line : 1;
      const v11 = readAs11(node.source);
      const src = JSON.stringify(node.source);
      if (typeof node.value === 'number' && node.source !== canonicalNumber(node.value)) {
        out.push({ code: 'YAML_NUMBER_SPELLING', line, message: `${src} is not the canonical spelling of ${canonicalNumber(node.value)}${same(v11, node.value) ? '' : `; a YAML 1.1 reader reads it as ${JSON.stringify(String(v11))}`}` });
      } else if (!same(v11, node.value)) {
        const as = v11 instanceof Date ? 'a timestamp' : JSON.stringify(String(v11));
        out.push({ code: 'YAML_1_1_READING', line, message: `${src} is read as ${JSON.stringify(node.value)} here but as ${as} by a YAML 1.1 reader; quote it` });
      }
    },
  });
  return out;
}
