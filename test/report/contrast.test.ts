// Every text on the report page and on verify.html meets WCAG AA (4.5:1) in
// both colour schemes: the contrast of each text colour on each background it
// sits on, computed from the colours the CSS itself declares (its custom
// properties, light and under prefers-color-scheme: dark).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { STYLE } from '../../src/report/html-style.js';
import { ROOT } from '../helpers.js';

/** WCAG 2 relative luminance of #rrggbb. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * (r as number) + 0.7152 * (g as number) + 0.0722 * (b as number);
}
export function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** The custom properties the CSS declares, light (outside any @media) and dark (light overridden by the dark block). */
function schemes(css: string): { light: Record<string, string>; dark: Record<string, string> } {
  const dark = /@media\s*\(prefers-color-scheme:\s*dark\)\s*\{\s*:root\s*\{([^}]*)\}/.exec(css);
  const vars = (text: string) => Object.fromEntries([...text.matchAll(/--([\w-]+)\s*:\s*(#[0-9a-fA-F]{6})\b/g)].map((m) => [m[1]!, m[2]!.toLowerCase()]));
  const light = vars(dark ? css.replace(dark[0], '') : css);
  return { light, dark: { ...light, ...vars(dark?.[1] ?? '') } };
}

/** [text, background] by custom property: every pairing the CSS makes. */
const REPORT: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'soft'],
  ['muted', 'bg'],
  ['muted', 'soft'],
  ...['pass', 'fail', 'inconclusive', 'shadow', 'info'].flatMap((s): [string, string][] => [
    [s, 'bg'],
    [s, 'soft'],
  ]),
  // The banner and the chips: the state's colour behind the text.
  ...['pass', 'fail', 'inconclusive', 'shadow'].map((s): [string, string] => ['on-state', s]),
];
const VERIFY: [string, string][] = [
  ['fg', 'bg'],
  ['fg', 'soft'],
  ['muted', 'bg'],
  ['muted', 'soft'],
  ...['ok', 'bad', 'hold', 'shadow'].flatMap((s): [string, string][] => [
    [s, 'bg'],
    [s, 'soft'],
  ]),
  // The proof banner.
  ...['ok', 'bad', 'hold'].map((s): [string, string] => ['on-state', s]),
];

const below = (css: string, pairs: [string, string][]) => {
  const out: string[] = [];
  for (const [scheme, v] of Object.entries(schemes(css)))
    for (const [fg, bg] of pairs) {
      const [a, b] = [v[fg], v[bg]];
      if (!a || !b) out.push(`${scheme}: --${fg} or --${bg} is not declared`);
      else if (contrast(a, b) < 4.5) out.push(`${scheme}: --${fg} ${a} on --${bg} ${b} is ${contrast(a, b).toFixed(2)}:1`);
    }
  return out;
};

describe('contrast', () => {
  it('is computed as WCAG 2 does, and catches the old dark banner (white on #3FB950)', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21, 5);
    expect(contrast('#ffffff', '#3fb950')).toBeLessThan(2.6);
    expect(below(':root{--fg:#ffffff;--bg:#3fb950}', [['fg', 'bg']])).toEqual([
      'light: --fg #ffffff on --bg #3fb950 is 2.54:1',
      'dark: --fg #ffffff on --bg #3fb950 is 2.54:1',
    ]);
  });

  it('of every text on the report page is AA in light and dark', () => {
    expect(STYLE).toMatch(/prefers-color-scheme:dark/);
    expect(below(STYLE, REPORT)).toEqual([]);
  });

  it('of every text on verify.html is AA in light and dark, the proof banner too', async () => {
    const css = await readFile(join(ROOT, 'src/web/verify.css'), 'utf8');
    expect(css).not.toMatch(/GrayText|color:\s*#fff\b/);
    expect(below(css, VERIFY)).toEqual([]);
  });
});
