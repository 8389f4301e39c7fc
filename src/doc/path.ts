export type PathSegment = string | number;

/** `measures[1].value` for ['measures', 1, 'value']. */
export function formatPath(path: readonly PathSegment[]): string {
  let out = '';
  for (const seg of path) out += typeof seg === 'number' ? `[${seg}]` : out === '' ? seg : `.${seg}`;
  return out === '' ? '(record)' : out;
}

/** ['measures', 1] for the JSON pointer `/measures/1`. */
export function pointerToPath(pointer: string): PathSegment[] {
  if (pointer === '') return [];
  return pointer
    .slice(1)
    .split('/')
    .map((s) => s.replace(/~1/g, '/').replace(/~0/g, '~'))
    .map((s) => (/^(0|[1-9]\d*)$/.test(s) ? Number(s) : s));
}

export function valueAt(value: unknown, path: readonly PathSegment[]): unknown {
  let v = value;
  for (const seg of path) {
    if (v === null || typeof v !== 'object') return undefined;
    v = (v as Record<string | number, unknown>)[seg];
  }
  return v;
}
