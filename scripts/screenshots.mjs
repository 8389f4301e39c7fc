// Renders the bundled example's pull-request comment and job summary as a
// reader sees them: the action (dist/index.cjs) runs on examples/evaluate.yaml
// with a pull-request event and a set of generated confidence samples (so the
// reliability diagram has something to draw); its Markdown goes through a GFM
// renderer (markdown-it) and Mermaid (loaded from node_modules, no network) in
// headless Chromium, and each page is saved as a PNG under docs/screenshots/.
// Then the HTML report (`aqr report --html`) of six runs of the example (ship,
// hold, reject, confidence-hold, regression, shadow) at 1280 px and 400 px and
// in dark mode, each clipped to what a reviewer reads first (the header, the
// reasons, the gates): docs/screenshots/report-<case>-<width>[-dark].png.
//   npm run build && npm run screenshots
// Needs Chromium at /usr/bin/chromium (Debian: apt-get install chromium) or
// CHROMIUM=/path/to/chrome. Not part of npm test.
import { execFileSync } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import MarkdownIt from 'markdown-it';
import { chromium } from 'playwright-core';

const ROOT = resolve(import.meta.dirname, '..');
const OUT = join(ROOT, 'docs/screenshots');
const tmp = mkdtempSync(join(tmpdir(), 'aqr-screens-'));

function runExample(extra = {}) {
  const samples = join(tmp, 'confidence.jsonl');
  const lines = [];
  // A plausible agent: success rises with confidence, a little over-confident at the top.
  for (let i = 0; i < 400; i++) {
    const confidence = Math.round((((i * 37) % 100) / 100) * 100) / 100 || 0.05;
    const success = ((i * 7919) % 100) / 100 < confidence * 0.9;
    lines.push(
      JSON.stringify({
        systemActor: 'ci',
        agentName: 'example-coding-agent',
        skill: ['fix_bug', 'write_tests', 'refactor'][i % 3],
        confidence,
        success,
        completedAt: 1764417600 + i,
        correlationId: `c-${i}`,
      }),
    );
  }
  writeFileSync(samples, lines.join('\n'));
  const event = join(tmp, 'event.json');
  writeFileSync(
    event,
    JSON.stringify({
      pull_request: { number: 7, user: { login: 'octo-dev' }, head: { repo: { full_name: 'acme/agent' } }, base: { repo: { full_name: 'acme/agent' } } },
      repository: { default_branch: 'main' },
    }),
  );
  const summary = join(tmp, 'summary.md');
  writeFileSync(summary, '');
  writeFileSync(join(tmp, 'output'), '');
  const env = {
    PATH: process.env.PATH,
    GITHUB_STEP_SUMMARY: summary,
    GITHUB_OUTPUT: join(tmp, 'output'),
    GITHUB_EVENT_PATH: event,
    GITHUB_EVENT_NAME: 'pull_request',
    GITHUB_REPOSITORY: 'acme/agent',
    GITHUB_WORKFLOW: 'release gate',
    GITHUB_JOB: 'gate',
    RUNNER_TEMP: tmp,
    INPUT_CONFIG: 'examples/evaluate.yaml',
    INPUT_SIGNALS: samples,
    'INPUT_GITHUB-TOKEN': '',
    ...extra,
  };
  try {
    execFileSync(process.execPath, [join(ROOT, 'dist/index.cjs')], { cwd: ROOT, env, stdio: 'pipe' });
  } catch (e) {
    // A hold or reject fails the step; the pages are written all the same.
    if (!readFileSync(summary, 'utf8')) throw e;
  }
  return { comment: readFileSync(join(tmp, 'agent-quality-record.comment.md'), 'utf8'), summary: readFileSync(summary, 'utf8') };
}

const md = new MarkdownIt({ html: true, linkify: false });
const defaultFence = md.renderer.rules.fence;
md.renderer.rules.fence = (tokens, i, options, env, self) => {
  const t = tokens[i];
  if (t.info.trim() === 'mermaid') return `<pre class="mermaid">${md.utils.escapeHtml(t.content)}</pre>\n`;
  return defaultFence(tokens, i, options, env, self);
};

// Close to GitHub's own Markdown styles (github-markdown-css, light).
const CSS = `
body { margin: 0; background: #fff; }
.frame { box-sizing: border-box; border: 1px solid #d1d9e0; border-radius: 6px; margin: 16px; }
.frame > header { background: #f6f8fa; border-bottom: 1px solid #d1d9e0; padding: 8px 16px; font: 14px -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif; color: #59636e; border-radius: 6px 6px 0 0; }
.markdown-body { font-family: -apple-system, "Segoe UI", "Noto Sans", Helvetica, Arial, sans-serif, "Noto Color Emoji"; font-size: 14px; line-height: 1.5; color: #1f2328; padding: 16px 24px; word-wrap: break-word; }
.markdown-body h3 { font-size: 1.25em; font-weight: 600; margin: 0 0 16px; }
.markdown-body p, .markdown-body ul, .markdown-body table, .markdown-body pre, .markdown-body details { margin: 0 0 16px; }
.markdown-body ul { padding-left: 2em; }
.markdown-body code { font-family: ui-monospace, SFMono-Regular, Menlo, Consolas, monospace; font-size: 85%; background: rgba(129,139,152,0.12); padding: .2em .4em; border-radius: 6px; word-break: break-all; }
.markdown-body table { border-spacing: 0; border-collapse: collapse; display: block; width: max-content; max-width: 100%; overflow: auto; }
.markdown-body th { font-weight: 600; }
.markdown-body th, .markdown-body td { padding: 6px 13px; border: 1px solid #d1d9e0; }
.markdown-body tr:nth-child(2n) { background: #f6f8fa; }
.markdown-body pre.mermaid { background: #fff; text-align: center; }
.markdown-body summary { cursor: pointer; font-weight: 600; margin-bottom: 8px; }
`;

function page(title, markdown, width) {
  const body = md.render(markdown).replace(/<details>/g, '<details open>');
  return `<!doctype html><html><head><meta charset="utf-8"><style>${CSS}</style></head><body style="width:${width}px"><div class="frame"><header>${title}</header><div class="markdown-body">${body}</div></div></body></html>`;
}

async function shoot(browser, name, title, markdown, width) {
  const context = await browser.newContext({ viewport: { width: width + 32, height: 800 }, deviceScaleFactor: 1 });
  const tab = await context.newPage();
  // No network: everything is inline or read from node_modules.
  await tab.route('**/*', (route) => (route.request().url().startsWith('data:') ? route.continue() : route.abort()));
  await tab.setContent(page(title, markdown, width), { waitUntil: 'load' });
  await tab.addScriptTag({ path: join(ROOT, 'node_modules/mermaid/dist/mermaid.min.js') });
  await tab.evaluate(async () => {
    const m = /** @type {any} */ (globalThis).mermaid;
    m.initialize({ startOnLoad: false, theme: 'default', securityLevel: 'strict', xyChart: { width: 760, height: 420 } });
    await m.run({ querySelector: 'pre.mermaid' });
  });
  const errors = await tab.evaluate(
    () =>
      [.../** @type {any} */ (globalThis).document.querySelectorAll('pre.mermaid')].filter(
        (e) => !e.querySelector('svg') || /Syntax error|Maximum text size/.test(e.textContent ?? ''),
      ).length,
  );
  if (errors > 0) throw new Error(`${name}: ${errors} Mermaid block(s) did not render`);
  await tab.locator('.frame').screenshot({ path: join(OUT, `${name}.png`) });
  await context.close();
  console.log(`docs/screenshots/${name}.png`);
}

/** The example's config with its paths made absolute, written into tmp, `edit` applied. */
function exampleConfig(name, edit = (c) => c) {
  const text = readFileSync(join(ROOT, 'examples/evaluate.yaml'), 'utf8').replace(
    /^(profile|task-manifest|trials|harness|authority|decisions): (.+)$/gm,
    (_l, k, v) => `${k}: ${join(ROOT, 'examples', v)}`,
  );
  const file = join(tmp, `${name}.evaluate.yaml`);
  writeFileSync(file, edit(text));
  return file;
}

/** A profile over the example's, with `gates` (YAML flow lines) added, written into tmp. */
function profileWith(name, gates) {
  const file = join(tmp, `${name}.profile.yaml`);
  writeFileSync(file, `id: example/${name}\nversion: "1"\nextends: ${join(ROOT, 'examples/profile.yaml')}\ngates:\n${gates.map((g) => `  - ${g}\n`).join('')}`);
  return file;
}

/** A baseline that did better on the held-out tasks than the example does now (12 of 12), unsigned. */
function betterBaseline() {
  const file = join(tmp, 'baseline.record.yaml');
  const text = readFileSync(join(ROOT, 'examples/record.yaml'), 'utf8')
    .replace(/record_id: .+/, 'record_id: aqr_example_baseline')
    .replace(/(- id: task\.completion\n\s+value: )0\.75(\n\s+split: held-out)/, '$11$2')
    .replace(/\n\s+signature: .+/, '');
  writeFileSync(file, text);
  return file;
}

/** The report cases: each an `aqr evaluate` of the example, then `aqr report --html` of its record (sidecars beside it). */
function reportCases() {
  const cases = {
    ship: [],
    hold: ['--config', exampleConfig('hold', (c) => c.replace('sealed: true', 'sealed: false'))],
    reject: ['--profile', profileWith('reject', ['{id: task.completion, split: held-out, floor: 0.8, evidence: "stricter"}'])],
    'confidence-hold': ['--profile', join(ROOT, 'examples/profile-confidence.yaml')],
    regression: [
      '--profile',
      profileWith('regression', ['{id: task.completion, split: held-out, floor: 0.7, regression: {max_drop: 0.05, confidence: 0.6}, evidence: "no drop"}']),
      '--baseline',
      betterBaseline(),
    ],
    shadow: ['--profile', profileWith('shadow', ['{id: reliability.pass_hat_k, split: held-out, k: 3, floor: 0.9, mode: shadow, evidence: "next quarter"}'])],
  };
  const pages = {};
  for (const [name, args] of Object.entries(cases)) {
    const record = join(tmp, `${name}.record.yaml`);
    const argv = ['evaluate', ...(args.includes('--config') ? [] : ['--config', exampleConfig(name)]), ...args, '--out', record];
    // A hold or reject exits 1; the record is written all the same.
    try {
      execFileSync(process.execPath, [join(ROOT, 'dist/cli.js'), ...argv], { cwd: ROOT, stdio: 'pipe' });
    } catch (e) {
      if (e.status !== 1) throw e;
    }
    const html = join(tmp, `${name}.html`);
    execFileSync(process.execPath, [join(ROOT, 'dist/cli.js'), 'report', record, '--html', html], { cwd: ROOT, stdio: 'pipe' });
    pages[name] = html;
  }
  return pages;
}

/** The report page at `width`, light or dark, clipped to the header, the reasons and the gates. */
async function shootReport(browser, name, file, width, scheme) {
  const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1, colorScheme: scheme });
  const tab = await context.newPage();
  await tab.route('**/*', (route) => (route.request().url().startsWith('file:') ? route.continue() : route.abort()));
  await tab.goto(pathToFileURL(file).href);
  const end = await tab.locator('#gates').evaluate((e) => e.getBoundingClientRect().bottom + /** @type {any} */ (globalThis).scrollY);
  const out = `report-${name}-${width}${scheme === 'dark' ? '-dark' : ''}.png`;
  await tab.screenshot({ path: join(OUT, out), fullPage: true, clip: { x: 0, y: 0, width, height: Math.ceil(end) + 8 } });
  await context.close();
  console.log(`docs/screenshots/${out}`);
}

mkdirSync(OUT, { recursive: true });
const { comment, summary } = runExample();
// The same example held to a stricter profile, to show failing gates and negative margins.
const strict = join(tmp, 'strict.yaml');
writeFileSync(
  strict,
  `id: example/strict\nversion: "1"\nextends: ${join(ROOT, 'examples/profile.yaml')}\ngates:\n  - {id: task.completion, split: held-out, floor: 0.8, evidence: "stricter"}\n  - {id: reliability.pass_hat_k, split: held-out, k: 3, floor: 0.9, evidence: "stricter"}\n`,
);
const rejected = runExample({ INPUT_PROFILE: strict, 'INPUT_FAIL-ON': 'reject' });
const browser = await chromium.launch({
  executablePath: process.env.CHROMIUM ?? '/usr/bin/chromium',
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update', '--disable-sync', '--no-first-run'],
});
try {
  await shoot(browser, 'comment', 'github-actions <b>bot</b> commented', comment, 880);
  await shoot(browser, 'summary', 'release gate · gate · summary', summary, 880);
  await shoot(browser, 'summary-reject', 'release gate · gate · summary', rejected.summary, 880);
  for (const [name, file] of Object.entries(reportCases()))
    for (const [width, scheme] of [
      [1280, 'light'],
      [400, 'light'],
      [400, 'dark'],
    ])
      await shootReport(browser, name, file, width, scheme);
} finally {
  await browser.close();
  rmSync(tmp, { recursive: true, force: true });
}
