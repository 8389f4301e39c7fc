// The spelling warnings of a signed YAML record (yaml-spelling.ts), with the
// YAML library loaded only when a spelling needs it: a record read by the fast
// reader (simple-yaml.ts) whose plain scalars are all spelled as aqr writes them
// has none.
import type { Parsed } from './parsed.js';
import { surelyReadAlike } from './fast/simple-yaml.js';
import type { SpellingWarning } from './yaml-spelling.js';

/** yamlSpellingWarnings(text, parsed.yaml), skipped when every plain scalar is surely read alike. */
export async function spellingWarnings(parsed: Parsed, text: () => Promise<string>): Promise<SpellingWarning[]> {
  if (parsed.plain?.every(surelyReadAlike)) return [];
  const { yamlSpellingWarnings } = await import('./yaml-spelling.js');
  return yamlSpellingWarnings(await text(), parsed.yaml);
}
