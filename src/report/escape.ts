// Text from inputs and signals is data, never markup: escape it for Markdown
// (tables included) and keep it on one line, shortened. md() is the one escape
// for Markdown text and table cells alike (a `|` and a line end never split a
// cell); nothing untrusted goes into a code span, which cannot be escaped.
// num() is the one rounding rule for numbers people read.

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

/** A literal a person types, as a code span; one that a code span cannot hold (a backtick, a `|`, a line end) is escaped text instead. */
export function codeSpan(s: string): string {
  return /^[^`|\r\n]+$/.test(s) ? `\`${s}\`` : md(s);
}

/** A link to a URL the program made (the run's page): only http(s), with nothing that could end the link early; else the text alone. */
export function mdLink(text: string, url: string | undefined): string {
  return url !== undefined && /^https?:\/\/[^\s()<>[\]`"']+$/.test(url) ? `[${md(text)}](${url})` : md(text);
}

export { num } from '../text/number.js';
