// The record as a page (aqr report --html): escaping, the CSP, intervals from a
// stats file; and in Chromium, the example, a reject, a hold and a hold on a
// confidence bound rendered with their charts and no request, in the states
// the comment shows (an inconclusive gate is never a failure), light and dark.
// `npm run screenshots` draws the pages for docs/screenshots/.
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { renderHtmlReport, statsIntervals } from '../../src/report/html.js';
import { recordView } from '../../src/report/record-view.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import type { RegressionReport } from '../../src/gate/bounds.js';
import { STATS_FORMAT, type StatsSidecar } from '../../src/gate/stats.js';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';
import { launch, openPage, SKIP_BROWSER, type Session } from '../web/chromium.js';

const EX = join(ROOT, 'examples');
const example = async () => parse(await readFile(join(EX, 'record.yaml'), 'utf8')) as AgentQualityRecord;
const render = (record: AgentQualityRecord, extra: Partial<Parameters<typeof renderHtmlReport>[0]> = {}) =>
  renderHtmlReport({
    record,
    view: recordView(record, { level: 'L3', recordDigest: `sha256:${'ab'.repeat(32)}`, verified: false }),
    file: 'record.yaml',
    version: 'test',
    ...extra,
  });

describe('the HTML report', () => {
  it('escapes every untrusted text: the record, the signals analysis, the stats file', async () => {
    const r = await example();
    r.subject.agent = '<script>alert(1)</script>';
    r.decision.rationale = '"><img src=x onerror=alert(2)>';
    r.gates[0]!.id = 'x-<b>bold</b>';
    const html = render(r, {
      signals: {
        acceptance: [{ rule: '<i>rule</i>', result: 'accepted', tier: null }],
        confidence: { buckets: [], summaries: [{ agentName: '<svg onload=alert(3)>', skill: 's', sampleCount: 1 }] },
        softHolds: [{ code: 'X', message: '<a href="https://evil.example">x</a>' }],
      },
      stats: { measures: [{ id: '<u>', interval: [0, 1] }] },
    });
    expect(html).not.toMatch(/<script|<img|<svg onload|<a href|<i>|<b>bold/);
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(html).toContain('&quot;&gt;&lt;img src=x onerror=alert(2)&gt;');
    expect(html).toContain('&lt;svg onload=alert(3)&gt;');
  });

  it('has no script, no reference to the network, and a CSP that allows only its own style', async () => {
    const html = render(await example());
    expect(html).not.toMatch(/<script/i);
    expect(html).not.toMatch(/(src|href)=/i);
    const csp = /http-equiv="Content-Security-Policy" content="([^"]+)"/.exec(html)?.[1];
    expect(csp).toMatch(/^default-src 'none'; style-src 'sha256-[A-Za-z0-9+/=]+'/);
    const style = /<style>([\s\S]*)<\/style>/.exec(html)![1]!;
    const { createHash } = await import('node:crypto');
    expect(csp).toContain(`'sha256-${createHash('sha256').update(style).digest('base64')}'`);
  });

  it('shows intervals from a stats file, and says so when the file is not understood', async () => {
    const r = await example();
    const html = render(r, { stats: { measures: [{ id: 'task.completion', split: 'held-out', interval: [0.468, 0.911], level: 0.95 }] } });
    expect(html).toContain('<th>interval</th>');
    expect(html).toContain('0.468 – 0.911 (95%)');
    expect(statsIntervals({ nope: 1 }).note).toMatch(/no bounds or measures list/);
    expect(render(r, { stats: { nope: 1 } })).toContain('the stats file has no bounds or measures list');
    expect(render(r)).not.toContain('<th>interval</th>');
  });

  it('names a regression that failed a gate, its baseline and the drop, with no green margin beside it', async () => {
    const record = await example();
    record.decision.verdict = 'reject';
    const gate = record.gates.find((g) => g.id === 'task.completion' && g.split === 'held-out')!;
    gate.result = 'fail';
    const regression: RegressionReport = {
      id: 'task.completion',
      split: 'held-out',
      max_drop: 0.05,
      confidence: 0.6,
      baseline: { value: 1, n: 12, x: 12, record_id: 'rec-before' },
      current: { value: 0.75, n: 12, x: 9 },
      drop: { lower: 0.22, upper: 0.28 },
      result: 'fail',
      reason: 'dropped',
    };
    const stats = { format: STATS_FORMAT, bounds: [], regressions: [regression], shadow: [], notices: [] } as unknown as StatsSidecar;
    const html = renderHtmlReport({
      record,
      view: recordView(record, { level: 'L3', recordDigest: `sha256:${'ab'.repeat(32)}`, stats, verified: false }),
      file: 'record.yaml',
      version: 'test',
    });
    const row = /<tr data-gate="task\.completion \(held-out\)">.*?<\/tr>/.exec(html)?.[0] ?? '';
    expect(row).toContain('data-state="fail">✘ fail (regressed against rec-before)</td>');
    expect(row).toContain('against rec-before: 1 then, 0.75 now, a drop of 0.25 (at most 0.05): regression fail');
    // The margin over the floor is positive, yet the gate fails: not green.
    expect(row).toMatch(/<td class="n ">\+0\.05<\/td>/);
    expect(row).not.toContain('class="n pos"');
  });

  it('aqr report writes the page and refuses what is not a record', async () => {
    const dir = await tempDir();
    const out = join(dir, 'r.html');
    const ok = await aqr('report', join(EX, 'record.yaml'), '--html', out);
    expect(ok).toMatchObject({ code: 0, out: `${out}: ship, conformance L3` });
    expect(await readFile(out, 'utf8')).toContain('L4 once the signature is verified');
    const keyed = await aqr('report', join(EX, 'record.yaml'), '--key', join(EX, 'keys/example.public.jwk'), '--html', out);
    expect(keyed).toMatchObject({ code: 0, out: `${out}: ship, conformance L4` });
    const other = await aqr('report', join(EX, 'record.yaml'), '--key', (await keyFiles(dir, 'other')).publicFile, '--html', out);
    expect(other.out).toMatch(/conformance L3$/);
    expect(await readFile(out, 'utf8')).toMatch(/L3: .*\(SIGNATURE_KID_MISMATCH: signed with key kid/);
    const bad = await aqr('report', join(EX, 'tasks.yaml'), '--html', join(dir, 'x.html'));
    expect(bad.code).toBe(2);
    expect(bad.err).toMatch(/tasks\.yaml:1: is not an Agent Quality Record.*\(ERR_NOT_A_RECORD\)/);
    expect((await aqr('report', join(EX, 'record.yaml'))).err).toMatch(/--html OUT is required/);
  });
});

/** Confidence samples, calibrated but overconfident at the top. */
function samples(n: number): string {
  let seed = 7;
  const rnd = () => (seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31;
  const lines: string[] = [];
  for (let i = 0; i < n; i++) {
    const confidence = Math.round(rnd() * 100) / 100;
    lines.push(JSON.stringify({ agentName: 'example-coding-agent', skill: i % 2 ? 'fix-bug' : 'write-test', confidence, success: rnd() < confidence * 0.85 }));
  }
  return `${lines.join('\n')}\n`;
}

describe.skipIf(SKIP_BROWSER)('the HTML report in Chromium', () => {
  let s: Session;
  let dir: string;
  beforeAll(async () => {
    s = await launch();
    dir = await tempDir();
  });
  afterAll(async () => s?.close());

  async function evaluated(name: string, edit: (config: string) => Promise<string>, signals?: string): Promise<string> {
    const config = join(dir, `${name}.yaml`);
    // The example's paths are relative to examples/; written elsewhere, the config names them absolutely.
    const absolute = (await readFile(join(EX, 'evaluate.yaml'), 'utf8')).replace(
      /^(profile|task-manifest|trials|harness|authority|decisions): (.+)$/gm,
      (_l, k: string, v: string) => `${k}: ${join(EX, v)}`,
    );
    await writeFile(config, await edit(absolute));
    const out = join(dir, `${name}.record.yaml`);
    const r = await aqr('evaluate', '--config', config, '--out', out, ...(signals ? ['--signals', signals] : []));
    expect(r.err).toBe('');
    return out;
  }

  const cases: { name: string; verdict: string; make: () => Promise<{ record: string; extra: string[] }> }[] = [
    {
      name: 'ship',
      verdict: 'ship',
      make: async () => {
        const stats = join(dir, 'stats.json');
        // Wilson 95% intervals for 9 of 12 and 9 of 12, as a stats tool would write them.
        await writeFile(
          stats,
          JSON.stringify({
            measures: [
              { id: 'task.completion', split: 'held-out', interval: [0.468, 0.911], level: 0.95 },
              { id: 'reliability.pass_hat_k', split: 'held-out', k: 3, interval: [0.468, 0.911], level: 0.95 },
            ],
          }),
        );
        return { record: join(EX, 'record.yaml'), extra: ['--stats', stats, '--key', join(EX, 'keys/example.public.jwk')] };
      },
    },
    {
      name: 'reject',
      verdict: 'reject',
      make: async () => {
        const profile = join(dir, 'strict-profile.yaml');
        await writeFile(profile, (await readFile(join(EX, 'profile.yaml'), 'utf8')).replace('floor: 0.7', 'floor: 0.8'));
        return { record: await evaluated('reject', async (c) => c.replace(/^profile: .+$/m, `profile: ${profile}`)), extra: [] };
      },
    },
    {
      name: 'hold',
      verdict: 'hold',
      make: async () => {
        const signals = join(dir, 'confidence.jsonl');
        await writeFile(signals, samples(400));
        const record = await evaluated('hold', async (c) => c.replace('sealed: true', 'sealed: false'), signals);
        return { record, extra: ['--signals', record.replace(/\.yaml$/, '.signals.json')] };
      },
    },
    {
      name: 'confidence-hold',
      verdict: 'hold',
      make: async () => ({
        record: await evaluated('confidence-hold', async (c) => c.replace(/^profile: .+$/m, `profile: ${join(EX, 'profile-confidence.yaml')}`)),
        extra: [],
      }),
    },
  ];

  it('shows a gate held on its confidence bound as inconclusive, never as a failure, as the comment does; light and dark', async () => {
    const record = await evaluated('bound', async (c) => c.replace(/^profile: .+$/m, `profile: ${join(EX, 'profile-confidence.yaml')}`));
    const out = join(dir, 'bound.html');
    // The detail and stats sidecars beside the record are read: no flag names them.
    expect(await aqr('report', record, '--html', out)).toMatchObject({ code: 0, err: '' });
    const comment = await aqr('comment', record);
    const { page } = await openPage(s, pathToFileURL(out).href);
    const row = page.locator('#gates tbody tr[data-gate="task.completion (held-out)"]');
    const state = row.locator('td.st');
    await expect(state.innerText()).resolves.toMatch(/^◐ inconclusive \(~\d+ more tasks\)$/);
    await expect(state.getAttribute('data-state')).resolves.toBe('inconclusive');
    expect(await state.evaluate((e) => getComputedStyle(e).color)).toBe('rgb(154, 103, 0)');
    // Judged on its lower bound, so its margin is negative, never a green +0.05.
    await expect(row.innerText()).resolves.toMatch(/0\.5\d* \(lower bound\)\s+≥ 0\.7\s+−0\.1\d*/);
    await expect(row.innerText()).resolves.not.toMatch(/✘|fail/);
    // No gate of this hold fails; the shadow gate is grey and not enforced; the ceiling shows its threshold.
    expect(await page.locator('#gates td.st[data-state="fail"]').count()).toBe(0);
    await expect(page.locator('#gates tbody tr[data-gate="reliability.pass_hat_k (held-out, k=3)"] td.st[data-state="shadow"]').innerText()).resolves.toMatch(
      /^○ shadow \(not enforced, would fail\)$/,
    );
    await expect(page.locator('#gates tbody tr[data-gate="efficiency.cost_per_success"]').innerText()).resolves.toMatch(/\(upper bound\)\s+≤ 0\.6/);
    // The chart draws the bound, amber; every reason of the verdict is in Why; the level is the comment's.
    await expect(page.locator('#gates li[data-state="inconclusive"] .bv').innerText()).resolves.toMatch(/^0\.5\d* \(the bound; measured 0\.75\)/);
    await expect(page.locator('#why').innerText()).resolves.toMatch(/Held: gate task\.completion \(held-out\) is not settled.*GATE_INCONCLUSIVE/);
    const level = /conformance (L\d)/.exec(comment.out)?.[1];
    await expect(page.locator('header').innerText()).resolves.toMatch(new RegExp(`conformance\\s*${level}:`));
    // Dark mode: the page's own dark palette, the banner's text dark on the bright amber.
    await page.emulateMedia({ colorScheme: 'dark' });
    expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(13, 17, 23)');
    expect(await page.locator('.banner').evaluate((e) => [getComputedStyle(e).color, getComputedStyle(e).backgroundColor])).toEqual([
      'rgb(13, 17, 23)',
      'rgb(210, 153, 34)',
    ]);
    await page.close();
  });

  for (const c of cases)
    it(`renders the ${c.name} page with its charts and no request`, async () => {
      const { record, extra } = await c.make();
      const out = join(dir, `${c.name}.html`);
      const r = await aqr('report', record, ...extra, '--html', out);
      expect(r).toMatchObject({ code: 0 });
      expect(r.out).toContain(`: ${c.verdict},`);
      const url = pathToFileURL(out).href;
      const { page, requests } = await openPage(s, url);
      await page.setViewportSize({ width: 860, height: 900 });
      // The style's hash is in the CSP: were it not, the banner would have no colour.
      const bg = await page.locator('.banner').evaluate((e) => getComputedStyle(e).backgroundColor);
      expect(bg).toBe({ ship: 'rgb(26, 127, 55)', hold: 'rgb(154, 103, 0)', reject: 'rgb(207, 34, 46)' }[c.verdict]);
      // The page states every gate in one of the four words, as the comment does.
      for (const t of await page.locator('#gates tbody td.st').allInnerTexts()) expect(t).toMatch(/^. (pass|fail|inconclusive|shadow)\b/);
      await expect(page.locator('.banner .v').innerText()).resolves.toMatch(new RegExp(c.verdict, 'i'));
      expect(await page.locator('#gates svg rect').count()).toBeGreaterThan(0);
      if (c.name === 'hold') expect(await page.locator('#signals svg[aria-label="reliability diagram"] rect').count()).toBeGreaterThan(3);
      if (c.name === 'ship') await expect(page.locator('#measures').innerText()).resolves.toContain('0.468 – 0.911 (95%)');
      if (c.name === 'ship')
        await expect(page.locator('header').innerText()).resolves.toMatch(
          /conformance\s*L4[\s\S]*signed\s*the record carries ed25519; it held against key AWYvmyTCAGezXzFcv2EB2Chn2lU6FEi_If6A4VTrnE8 when this page was made\. This page proves nothing by itself: verify the record with aqr verify/,
        );
      if (c.name === 'reject')
        await expect(page.locator('#why').innerText()).resolves.toMatch(
          /Rejected: gate task\.completion \(held-out\) is 0\.75, below its floor 0\.8 — .* GATE_FAILED/,
        );
      // Readable on a phone (375 and 400 px): nothing wider than the screen but the scrolling tables, whose first column is the result.
      for (const width of [375, 400]) {
        await page.setViewportSize({ width, height: 800 });
        expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);
        await expect(page.locator('#gates th').first().innerText()).resolves.toBe('result');
        // The result and the gate's name both in view, the name wrapped rather than cut; the numbers scroll.
        for (const td of await page.locator('#gates tbody tr td:nth-child(-n+2)').all()) {
          const box = (await td.boundingBox())!;
          expect(box.x + box.width).toBeLessThanOrEqual(width);
          expect(await td.evaluate((e) => e.scrollWidth <= e.clientWidth)).toBe(true);
        }
        // Every id (gates, measures, tasks) breaks only after a '.' or '_' or at a space: never "pass_hat_ k".
        expect(await page.evaluate(idBreaks)).toEqual([]);
      }
      expect(requests).toEqual([]);
    });
});

/**
 * In the page: each place an id (`.id`) wraps to a new line, as "before|after";
 * those that do not follow a '.', a '_' or a space are returned (none should be).
 */
function idBreaks(): string[] {
  const bad: string[] = [];
  for (const el of Array.from(document.querySelectorAll('.id'))) {
    const text = el.textContent ?? '';
    const walker = document.createTreeWalker(el, NodeFilter.SHOW_TEXT);
    const chars: { c: string; top: number }[] = [];
    for (let n = walker.nextNode(); n; n = walker.nextNode())
      for (let i = 0; i < (n.textContent ?? '').length; i++) {
        const r = document.createRange();
        r.setStart(n, i);
        r.setEnd(n, i + 1);
        const rect = r.getClientRects()[0];
        if (rect) chars.push({ c: (n.textContent ?? '')[i] as string, top: Math.round(rect.top) });
      }
    for (let i = 1; i < chars.length; i++) {
      const [a, b] = [chars[i - 1]!, chars[i]!];
      if (b.top > a.top + 2 && !/[._\s]/.test(a.c) && !/\s/.test(b.c)) bad.push(`${text.slice(0, i)}|${text.slice(i)}`);
    }
  }
  return bad;
}
