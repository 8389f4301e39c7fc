// Text for a runner's log. GitHub's runner reads every line a step prints as a
// possible workflow command: a line whose first non-blank characters are `::`
// (`::set-output`, `::add-mask::`, `::warning file=…::`, `::stop-commands::`),
// and, in the legacy form, `##[command]` anywhere in a line. Inside a command's
// value it decodes %0A, %0D and %25. So text from outside (task and canary ids,
// rule names, reasons, run ids, digests from artifacts, a JWS kid, agent names,
// signal fields) goes through here before it is printed, by the action and by
// the CLI alike:
// - `quote` wraps one untrusted value: JSON-quoted (CR, LF, other controls and
//   U+2028/2029 escaped), bounded in length;
// - `safeLines` is the last step before a line is printed: no line of its
//   output starts a workflow command.

const QUOTE_MAX = 200;

/** One untrusted value inside a message: JSON-quoted, line breaks and control characters escaped, at most ~200 characters. */
export function quote(value: unknown): string {
  const s = typeof value === 'string' ? value : String(value);
  const cut = s.length > QUOTE_MAX ? `${s.slice(0, QUOTE_MAX)}…` : s;
  return JSON.stringify(cut).replace(/[\u0085\u2028\u2029]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`);
}

/**
 * Text made safe to print on a runner: each line (split at CR, LF or CRLF) has
 * a leading `::` escaped as `\::` and every `##[` written `##\u005b`, which
 * keeps JSON output valid and decoding to the same string.
 */
export function safeLines(text: string): string {
  return text
    .split(/\r\n|\r|\n/)
    .map((line) => line.replaceAll('##[', '##\\u005b').replace(/^(\s*)::/, '$1\\::'))
    .join('\n');
}
