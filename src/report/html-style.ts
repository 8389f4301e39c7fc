// The report page's style: one palette per colour scheme (the page follows
// prefers-color-scheme), every text colour chosen for WCAG AA (4.5:1) on the
// backgrounds it sits on; test/report/contrast.test.ts computes each pair from
// this CSS. A state has one colour everywhere: the banner, the result column,
// the bars and the chips. On a phone a table cell wraps (the result and the
// gate name stay in view, never cut); only the number columns scroll.

const LIGHT = {
  fg: '#1f2328',
  bg: '#ffffff',
  soft: '#f6f8fa',
  line: '#d0d7de',
  muted: '#59636e',
  pass: '#1a7f37',
  fail: '#cf222e',
  inconclusive: '#9a6700',
  shadow: '#59636e',
  info: '#0969da',
  'on-state': '#ffffff',
};
const DARK: typeof LIGHT = {
  fg: '#e6edf3',
  bg: '#0d1117',
  soft: '#161b22',
  line: '#3d444d',
  muted: '#9198a1',
  pass: '#3fb950',
  fail: '#f85149',
  inconclusive: '#d29922',
  shadow: '#9198a1',
  info: '#4493f8',
  'on-state': '#0d1117',
};

const vars = (p: typeof LIGHT) =>
  Object.entries(p)
    .map(([k, v]) => `--${k}:${v}`)
    .join(';');

const STATES = ['pass', 'fail', 'inconclusive', 'shadow'] as const;

export const STYLE = `:root{${vars(LIGHT)};color-scheme:light dark}
@media (prefers-color-scheme:dark){:root{${vars(DARK)}}}
*{box-sizing:border-box}body{font:15px/1.5 system-ui,-apple-system,"Segoe UI",sans-serif;color:var(--fg);background:var(--bg);margin:0 auto;max-width:60rem;padding:1rem}
h1{font-size:1.35rem;margin:.2rem 0}h2{font-size:1.1rem;margin:1.4rem 0 .4rem;border-bottom:1px solid var(--line);padding-bottom:.2rem}
code{font:13px ui-monospace,SFMono-Regular,Menlo,monospace;overflow-wrap:anywhere}
.banner{border-radius:8px;padding:.8rem 1rem;color:var(--on-state);margin:.6rem 0}.banner.ship{background:var(--pass)}.banner.hold{background:var(--inconclusive)}.banner.reject{background:var(--fail)}
.banner .v{font-size:1.6rem;font-weight:800;text-transform:uppercase;letter-spacing:.04em;margin-right:.6rem}
.meta{display:grid;grid-template-columns:repeat(auto-fit,minmax(14rem,1fr));gap:.2rem 1rem;margin:.4rem 0}.meta div{overflow-wrap:anywhere}.meta div.wide{grid-column:1/-1}.meta b{font-weight:600;color:var(--muted);margin-right:.3rem}
.scroll{overflow-x:auto}table{border-collapse:collapse;width:100%;margin:.4rem 0}th,td{border-bottom:1px solid var(--line);padding:.3rem .5rem;text-align:left;vertical-align:top}th{background:var(--soft)}td.n{text-align:right;font-variant-numeric:tabular-nums;white-space:nowrap}
td:first-child,th:first-child{position:sticky;left:0;background:var(--bg);z-index:1}th:first-child{background:var(--soft)}td.st{white-space:nowrap}
${STATES.map((s) => `.${s},.st-${s} .bl{color:var(--${s});font-weight:600}.st-${s} .bar{fill:var(--${s})}.chip.st-${s}{background:var(--${s})}`).join('')}
.neg{color:var(--fail)}.pos{color:var(--pass)}
ul.why li{margin:.2rem 0}ul.why code.code{color:var(--muted);font-size:.8em}.note,.legend,footer,.bn{color:var(--muted)}.note{font-size:.9em}.legend{font-size:.85em}
.bars{list-style:none;padding:0;margin:.4rem 0;max-width:40rem}.bars li{margin:.45rem 0}.bl{overflow-wrap:anywhere}.bn{font-size:.85em}.bv{font-size:.9em;font-variant-numeric:tabular-nums}
svg.track{width:100%;height:14px;margin:.1rem 0 0;max-width:none}svg .rail{fill:var(--soft);stroke:var(--line)}svg .thr{stroke:var(--fg);stroke-width:2}
.chips{line-height:2}.chip{color:var(--on-state);border-radius:1rem;padding:.1rem .6rem;font-size:.9em;font-weight:600;white-space:nowrap}
svg{width:100%;height:auto;max-width:40rem;display:block;margin:.4rem 0}svg.square{max-width:20rem}
svg .grid{stroke:var(--line);stroke-width:1}svg .tick{font-size:11px;fill:var(--muted)}svg .lbl{font-size:12px;fill:var(--fg)}svg .val{font-size:12px;fill:var(--fg);font-weight:600}
svg .bar-info{fill:var(--info)}svg .ci{stroke:var(--fg);stroke-width:1.5;fill:none}svg .diag{stroke:var(--fg);stroke-dasharray:4 3}svg .dot{fill:var(--fg)}
footer{margin-top:2rem;font-size:.85em;overflow-wrap:anywhere}
.id .seg{white-space:nowrap}
h4{font-size:.95rem;margin:.8rem 0 .2rem}details.more,details.rationale{margin:.2rem 0}details summary{cursor:pointer;color:var(--info)}blockquote{margin:.4rem 0;padding:0 .8rem;border-left:3px solid var(--line)}
@media (max-width:480px){body{padding:.6rem;font-size:14px}.banner .v{font-size:1.3rem;display:block}td.st{white-space:normal;min-width:6.5rem}td{overflow-wrap:anywhere}td:not(.n){min-width:9rem}}
@media print{body{max-width:none;padding:0}.banner,.chip{-webkit-print-color-adjust:exact;print-color-adjust:exact}.scroll{overflow:visible}h2{break-after:avoid}table,svg{break-inside:avoid}}`;
