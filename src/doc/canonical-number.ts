// How aqr spells a number in a record: apart from the YAML library, so that
// readers that do not load it (simple-yaml.ts) share it.

/** The spelling of a number that YAML 1.1, YAML 1.2 and JSON read as the same value: JSON's, with a `.0` before a bare exponent and no `-0`. */
export function canonicalNumber(n: number): string {
  if (Object.is(n, -0)) return '0';
  const s = JSON.stringify(n);
  const m = /^(-?\d+)(e[-+]\d+)$/.exec(s);
  return m ? `${m[1]}.0${m[2]}` : s;
}
