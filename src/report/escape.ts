// Text from inputs and signals is data, never markup: escape it for Markdown
// (tables included) and keep it on one line, shortened. Numbers for people
// are rounded.

export function md(s: unknown, max = 200): string {
  const text = String(s).replace(/[\r\n\t]+/g, ' ');
  const cut = text.length > max ? `${text.slice(0, max - 1)}…` : text;
  return cut.replace(MARKUP, (c: string, at: number) => (c === '@' && mayLinkAt(cut, at) ? `${JOINER}\\@` : escapeOne(c)));
}

/**
 * What md() escapes: HTML (as entities); markup, links, @mentions and $math
 * (a backslash); and where an autolink would start. GFM's autolinks (the
 * autolink extension of cmark-gfm, which renders comments and job summaries)
 * are matched in the source at `www.` and at the ':' of `http://`, `https://`
 * and `ftp://`: the '.' of `www.` and such a ':' become entities (and the
 * first '/' of any `//`, which markdown-it's linkify takes for a link). An
 * e-mail address (`mailto:` and `xmpp:` ones too) is found after the text is
 * decoded and joined, entities and escapes undone: a word joiner (U+2060,
 * invisible) before an '@' that has an address part before it and a dotted
 * domain after it (EMAIL_AT) leaves none before it. Bare domains,
 * which GFM never links, and any other `.`, `:` and `-` are left alone.
 */
const MARKUP = /[\\`*_{}[\]()#+!|<>~&@$]|(?<=www)\.|:(?=\/\/)|\/(?=\/)/gi;

/** The word joiner put before an '@': no e-mail autolink reaches past it. */
const JOINER = '\u2060';
/** An '@' (at lastIndex + 1) as cmark-gfm links it: a character of an address before, a domain with a '.' and a letter or digit after it. */
const EMAIL_AT = /[A-Za-z0-9.+_-]@[A-Za-z0-9_-]*(?:\.[A-Za-z0-9_-]*)*\.[A-Za-z0-9]/y;

function mayLinkAt(text: string, at: number): boolean {
  EMAIL_AT.lastIndex = at - 1;
  return at > 0 && EMAIL_AT.test(text);
}

function escapeOne(c: string): string {
  switch (c) {
    case '<':
      return '&lt;';
    case '>':
      return '&gt;';
    case '&':
      return '&amp;';
    case '.':
      return '&#46;';
    case ':':
      return '&#58;';
    case '/':
      return '&#47;';
    default:
      return `\\${c}`;
  }
}

/** A number for people: 3 significant digits (the record keeps full precision). */
export function num(v: number | boolean | undefined | null): string {
  if (v === undefined || v === null) return '–';
  if (typeof v === 'boolean') return String(v);
  if (!Number.isFinite(v)) return String(v);
  if (Number.isInteger(v) && Math.abs(v) < 1000) return String(v);
  return String(Number(v.toPrecision(3)));
}
