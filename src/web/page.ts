// verify.html's script: files in (drop, pick, or a folder for the harness),
// the trusted key in a field of its own (never taken from the evidence), the
// report of src/web/verify.ts out, as DOM nodes built with textContent so no
// text from a file is ever read as markup. The proof and the verdict are shown
// apart, each in its own colour: a signed reject is a valid proof of a reject.
import { shownValue, type Checklist, type GateLine } from '../check/checklist.js';
import { num, plural } from '../text/number.js';
import { MARKS } from '../report/marks.js';
import type { Level } from '../check/types.js';
import { installEd25519Fallback } from './ed25519.js';
import type { GateRow } from './bundle.js';
import type { Dropped } from './files.js';
import { verifyDropped, type VerifyReport } from './verify.js';

installEd25519Fallback();

const files: Dropped = new Map();
const folder = new Set<string>();
/** The key the auditor trusts: its own field, never the evidence. */
const trusted: Dropped = new Map();
const $ = (id: string) => document.getElementById(id) as HTMLElement;

type Child = Node | string | null | undefined | false;
function h(tag: string, attrs: Record<string, string> = {}, ...children: Child[]): HTMLElement {
  const el = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) el.setAttribute(k, v);
  for (const c of children) if (c !== null && c !== undefined && c !== false) el.append(typeof c === 'string' ? document.createTextNode(c) : c);
  return el;
}
const table = (head: string[], rows: Child[][], cls = '') =>
  h(
    'table',
    cls ? { class: cls } : {},
    h('thead', {}, h('tr', {}, ...head.map((x) => h('th', {}, x)))),
    h('tbody', {}, ...rows.map((r) => h('tr', {}, ...r.map((c) => h('td', {}, c))))),
  );
const mark = (ok: boolean, yes = 'valid', no = 'invalid') => h('span', { class: ok ? 'ok' : 'bad' }, ok ? `✔ ${yes}` : `✘ ${no}`);
/** A value as people read it: every number through the one formatter (src/text/number.ts). */
const val = (v: unknown) => (v === null || v === undefined ? '–' : typeof v === 'number' ? num(v) : typeof v === 'string' ? v : JSON.stringify(v));
/** An id (a gate, a measure) that may break only after `.` and `_`, never inside a word: one character a line on a phone was unreadable. */
function idCode(id: string, attrs: Record<string, string> = {}): HTMLElement {
  const el = h('code', { ...attrs, class: `id${attrs['class'] ? ` ${attrs['class']}` : ''}` });
  // Each piece unbreakable (a hyphen in `held-out` is no break), a <wbr> after each `.` and `_`, the space before a split a break as text has.
  for (const part of id.split(/(?<=[._ ])/)) el.append(h('span', { class: 'nb' }, part), document.createElement('wbr'));
  el.lastChild?.remove();
  return el;
}
/** A list longer than `shown` kept whole but collapsed after its first items, its count saying what it counts. */
function collapsed(items: HTMLElement[], counted: string, shown = 8, cls = ''): HTMLElement {
  const list = (xs: HTMLElement[]) => h('ul', cls ? { class: cls } : {}, ...xs);
  if (items.length <= shown) return list(items);
  return h(
    'div',
    { class: 'collapsed' },
    list(items.slice(0, shown)),
    h('details', {}, h('summary', {}, `${plural(items.length - shown, counted)} more (${plural(items.length, counted)} in all)`), list(items.slice(shown))),
  );
}
const size = (n: number) => (n >= 1048576 ? `${(n / 1048576).toFixed(1)} MiB` : n >= 1024 ? `${(n / 1024).toFixed(1)} KiB` : `${n} B`);

function add(list: Iterable<File>, asFolder: boolean): void {
  for (const f of list) {
    const name = (asFolder && f.webkitRelativePath) || f.name;
    files.set(name, f);
    if (asFolder) folder.add(name);
  }
  void run();
}

let running = Promise.resolve();
let pending = 0;
function run(): Promise<void> {
  // Marked at once, not when the queued run starts: a caller waiting for 'done' never sees the last run's.
  pending++;
  document.body.dataset['state'] = 'running';
  running = running.then(async () => {
    try {
      $('status').textContent = 'verifying…';
      const report = await verifyDropped(files, folder, {
        trusted,
        harnessPrefix: ($('harness-prefix') as HTMLInputElement).value.trim(),
        onProgress: (w) => ($('status').textContent = `${w}…`),
      });
      render(report);
      (window as unknown as { aqrReport: VerifyReport }).aqrReport = report;
    } catch (e) {
      $('status').textContent = `internal error: ${e instanceof Error ? e.message : String(e)} (please report this)`;
    } finally {
      if (--pending === 0) document.body.dataset['state'] = 'done';
    }
  });
  return running;
}

function section(id: string, title: string, ok: boolean | undefined, ...body: Child[]): HTMLElement {
  const s = h('section', { id, class: ok === undefined ? '' : ok ? 'pass' : 'fail' }, h('h2', {}, title), ...body);
  if (ok !== undefined) s.dataset['ok'] = String(ok);
  return s;
}

/** The trusted key as the headline and its field name it: kid and RFC 7638 thumbprint. */
function keyLine(r: VerifyReport): HTMLElement {
  const k = r.trustedKey;
  return k
    ? h('span', { class: 'trusted-key' }, `trusted key ${k.file} · ${k.alg} · kid `, h('code', {}, k.kid), ' · thumbprint ', h('code', {}, k.thumbprint))
    : h('span', { class: 'trusted-key' }, 'no trusted key given');
}

/** The checklist's states in the one mark table (report/marks.ts); the page's word for not-run is 'not checked'. */
const STATE_MARK = { pass: MARKS.pass.mark, fail: MARKS.fail.mark, 'not checked': MARKS['not-run'].mark } as const;
/** A gate's state in its colour, as the report shows it: an inconclusive gate amber, a shadow gate grey. */
const STATE_CLASS: Record<GateRow['state'], string> = { pass: 'ok', fail: 'bad', inconclusive: 'warn', shadow: 'shadow', 'not recorded': 'skip' };
const stateClass = (st: keyof typeof STATE_MARK) => (st === 'pass' ? 'ok' : st === 'fail' ? 'bad' : 'skip');

function checklistSection(c: Checklist): HTMLElement {
  const row = (cells: Child[], st: keyof typeof STATE_MARK, attrs: Record<string, string>) => {
    const tr = h(
      'tr',
      { ...attrs, 'data-state': st },
      h('td', {}, h('span', { class: stateClass(st) }, `${STATE_MARK[st]} ${st}`)),
      ...cells.map((x) => h('td', {}, x)),
    );
    return tr;
  };
  return section(
    'checklist',
    'What was checked',
    c.proof === 'invalid' ? false : c.proof === 'valid' && c.replayed ? true : undefined,
    h('table', { class: 'checks' }, h('tbody', {}, ...c.items.map((i) => row([h('strong', {}, i.check), i.detail], i.state, { 'data-check': i.check })))),
    c.custody ? h('p', { id: 'custody' }, h('strong', {}, 'Metric custody'), ` (as the record says it): ${c.custody}`) : '',
    c.gates.length > 0 ? h('h3', {}, 'Gates: re-derived from the evidence, or taken as recorded') : '',
    c.gates.length > 0
      ? h(
          'table',
          { class: 'gate-basis' },
          h(
            'tbody',
            {},
            ...c.gates.map((g) => row([idCode(g.gate), `recorded ${g.recorded}`, g.basis, g.detail], g.state, { 'data-gate': g.gate, 'data-basis': g.basis })),
          ),
        )
      : '',
  );
}

/** A level only as far as it was checked: L4 asks for the evidence replayed. */
function levelShown(level: Level | null, replayed: boolean): string {
  if (level === null) return 'below L1';
  return level === 'L4' && !replayed ? 'L3 checked; L4 needs replay' : level;
}

/** The headline of a proof that does not hold: what failed, by name. */
function whatFailed(r: VerifyReport): string {
  const b = r.bundle;
  const recordDigest = r.digests.find((d) => d.what.startsWith('record file') && !d.ok);
  if (b?.signature && !b.signature.ok) return 'Bundle signature does not verify';
  if (b && !b.signature) return 'Bundle signature not checked';
  // The DSSE envelope carries its payload: a signature that holds over it, and a record whose bytes differ from what it signed, changed after signing.
  if (recordDigest && b?.problems.some((x) => x.startsWith('the bundle attests record '))) return 'The bundle attests another record than the one dropped';
  if (recordDigest) return 'The record changed after signing: its bytes differ from those the bundle signed';
  const s = r.signature;
  if (s && !s.ok)
    return s.code === 'SIGNATURE_KID_MISMATCH'
      ? 'Signature does not verify: signed by another key than the trusted one'
      : s.code === 'SIGNATURE_INVALID' && / damaged \(/.test(s.message)
        ? 'Signature does not verify: the signature is damaged'
        : s.code === 'SIGNATURE_INVALID'
          ? 'Signature does not verify (the record changed after signing, or its signature was damaged)'
          : 'Signature does not verify: it is not a signature aqr reads';
  if (r.replay && !r.replay.ok) return 'Replay does not support the record';
  if (r.digests.some((d) => !d.ok)) return 'A digest differs: the files are not the ones the record names';
  if (b && b.problems.length > 0) return 'The attestation does not hold together';
  if (r.checklist?.proof === 'invalid') return 'Not verified';
  return r.signature ? 'Not verified' : 'Signature not checked';
}

function render(r: VerifyReport): void {
  const out = $('result');
  out.replaceChildren();
  // While the proof fails, the page draws no pass colour anywhere (verify.css): what passed says so in words.
  out.dataset['proof'] = r.checklist?.proof ?? (r.errors.length > 0 ? 'invalid' : 'not checked');
  $('key-shown').replaceChildren(trusted.size === 0 ? '' : keyLine(r));
  $('status').textContent = files.size === 0 ? '' : `checked ${files.size} file${files.size === 1 ? '' : 's'} in ${r.ms} ms`;
  $('files').replaceChildren(
    files.size === 0
      ? ''
      : table(
          ['file', 'read as', 'size'],
          r.roles.map((x) => [h('code', {}, x.name), x.role, size(x.bytes)]),
        ),
  );
  const b = r.bundle;
  const c = r.checklist;
  if (c && (r.record || b)) {
    const bundleOk = !b || (!!b.signature?.ok && b.problems.length === 0);
    // "Verified" only for a proof that holds and was replayed from the evidence: never the signature alone,
    // and qualified by what was taken as recorded.
    const allOk = c.proof === 'valid' && c.replayed && bundleOk && r.errors.length === 0 && !!r.signature;
    const signedOnly = c.proof === 'valid' && !c.replayed && r.errors.length === 0 && !!r.signature?.ok && bundleOk;
    const headline = allOk ? `Verified${c.scope ? `; ${c.scope}` : ''}` : signedOnly ? 'Signature valid · replay not run' : whatFailed(r);
    const proofClass = allOk ? 'pass' : signedOnly ? 'partial' : 'fail';
    const proved = c.proof === 'valid';
    out.append(
      h(
        'div',
        { id: 'summary', 'data-ok': String(allOk), 'data-proof': c.proof },
        h('div', { id: 'proof', class: proofClass }, h('strong', {}, headline), ' · ', keyLine(r)),
        h(
          'div',
          // Unproved, the verdict is what the record says, drawn neutral: no pass colour beside a failed proof.
          { id: 'verdict', class: `verdict-box ${proved ? c.verdict : 'unproved'}`, 'data-verdict': c.verdict, 'data-proved': String(proved) },
          'recorded verdict ',
          h('strong', { class: `verdict ${proved ? c.verdict : 'unproved'}` }, c.verdict),
          proved ? '' : h('span', { class: 'as-recorded' }, ' · as recorded (not proved)'),
        ),
        !r.record
          ? ''
          : h(
              'p',
              { class: 'record-line' },
              `${r.record.id} · agent ${r.record.agent} · ${r.record.profile}`,
              r.record.level !== undefined ? ` · conformance ${levelShown(r.record.level, !!r.replay)}` : '',
              h('br'),
              h('small', { id: 'summary-line' }, c.summary),
            ),
      ),
      checklistSection(c),
    );
  }
  if (b) {
    const s = b.signature;
    const sec = section(
      'bundle',
      'Sigstore bundle (DSSE envelope, in-toto statement)',
      s ? s.ok && b.problems.length === 0 : false,
      s
        ? s.ok
          ? h(
              'p',
              {},
              mark(true),
              ` DSSE signature (${s.alg}) by key id `,
              h('code', { class: 'kid' }, s.kid),
              ` (checked with ${s.implementation ?? 'WebCrypto'})`,
            )
          : h('p', {}, mark(false), ' ', h('code', { class: 'code' }, s.code), ` ${s.message}`)
        : h('p', { class: 'unchecked' }, h('span', { class: 'bad' }, '⚠ not checked'), ` ${b.unchecked ?? ''}`),
      h(
        'p',
        {},
        h(
          'small',
          {},
          `${b.mediaType} · signer named by ${b.signer.kind === 'key' ? `key hint ${b.signer.hint}` : 'a certificate (keyless)'}${b.statement ? ` · predicate ${b.statement.predicateType}` : ''}`,
        ),
      ),
      b.statement && !s ? h('p', {}, h('small', {}, 'The statement below is shown as written: its signature was not checked.')) : '',
      b.statement
        ? table(
            ['subject', 'sha256', 'matched by a dropped file'],
            b.statement.subjects.map((x) => [
              h('code', {}, x.name),
              h('code', {}, x.sha256),
              x.matched.length > 0 ? h('span', {}, mark(true, 'matches', ''), ` ${x.matched.join(', ')}`) : h('small', {}, 'no dropped file has this digest'),
            ]),
            'subjects',
          )
        : '',
      b.problems.length > 0 ? h('ul', { class: 'problems' }, ...b.problems.map((x) => h('li', {}, x))) : '',
    );
    if (!s) sec.dataset['state'] = 'unchecked';
    out.append(sec);
  }
  if (r.signature) {
    const s = r.signature;
    out.append(
      section(
        'signature',
        'Signature',
        s.ok,
        s.ok
          ? h(
              'p',
              {},
              mark(true),
              ` ${s.alg} signature by key id `,
              h('code', { class: 'kid' }, s.kid),
              s.implementation ? ` (checked with ${s.implementation})` : '',
            )
          : h('p', {}, mark(false), ' ', h('code', { class: 'code' }, s.code), ` ${s.message}`),
      ),
    );
  }
  if (r.schema.length > 0) out.append(section('schema', 'Schema', false, h('ul', {}, ...r.schema.map((x) => h('li', {}, x)))));
  if (r.digests.length > 0)
    out.append(
      section(
        'digests',
        'Digests recomputed',
        r.digests.every((d) => d.ok),
        table(
          ['', 'what', 'recorded', 'recomputed'],
          r.digests.map((d) => [
            mark(d.ok, 'matches', 'differs'),
            h('span', {}, d.what, h('br'), h('small', {}, d.files.join(', '))),
            h('code', {}, val(d.recorded)),
            h('code', {}, d.recomputed),
          ]),
          'digests',
        ),
      ),
    );
  if (r.replay) {
    const rp = r.replay;
    const same = rp.supported.verdict === rp.recordedVerdict;
    out.append(
      section(
        'replay',
        'Replay',
        rp.ok,
        h(
          'p',
          { class: 'verdicts' },
          'Recorded verdict ',
          h('span', { class: `verdict ${c?.proof === 'valid' ? rp.recordedVerdict : 'unproved'}` }, rp.recordedVerdict),
          ' · the evidence supports ',
          h('span', { id: 'supported', class: `verdict ${rp.supported.verdict}` }, rp.supported.verdict),
          same ? '' : h('span', { class: 'bad' }, ' ✘ they differ'),
          rp.supported.reasons.length ? ` (${rp.supported.reasons.join('; ')})` : '',
        ),
        h(
          'p',
          {},
          `${rp.confirmed.measures} measures, ${rp.confirmed.gates} gates${rp.ceilings !== undefined ? `, ${rp.ceilings} ceilings` : ''} and ${rp.confirmed.canaries} canaries confirmed from ${rp.confirmed.events} ledger events.`,
        ),
        // The result first, so it stays in view on a phone.
        table(
          ['', 'measure', 'recorded', 'recomputed'],
          rp.measures.map((m) => [mark(m.ok, 'same', 'differs'), idCode(m.what), val(m.recorded), val(m.recomputed)]),
          'measures',
        ),
        rp.mismatches.length > 0 ? h('h3', {}, 'Mismatches') : '',
        rp.mismatches.length > 0
          ? collapsed(
              rp.mismatches.map((m) => h('li', {}, h('code', { class: 'code' }, m.code), ` ${m.message}`)),
              'mismatch',
              8,
              'mismatches',
            )
          : '',
      ),
    );
  }
  if (r.gates) {
    const rp = r.replay;
    // The checklist's word on each gate: re-derived and agreeing, re-derived and differing (both numbers), or as recorded.
    const lineOf = (row: GateRow) => c?.gates.find((g) => `gate ${g.gate}` === row.what);
    const replayCell = (row: GateRow, g: GateLine | undefined) =>
      !rp || row.shadow || !g
        ? '–'
        : g.basis === 'as recorded'
          ? h('span', { class: 'skip' }, '– as recorded')
          : g.state === 'pass'
            ? mark(true, 'agrees', '')
            : h(
                'span',
                {},
                mark(false, '', 'differs'),
                g.differs ? ` recorded ${shownValue(g.differs.recorded)}, re-derived ${shownValue(g.differs.rederived)}` : ` ${g.detail}`,
              );
    const proved = c?.proof === 'valid';
    out.append(
      section(
        'gates',
        'Gates: thresholds, values and bounds',
        rp ? r.gates.rows.every((x) => x.shadow || lineOf(x)?.state !== 'fail') : undefined,
        h('p', {}, h('small', {}, `thresholds and bounds from ${r.gates.source}`)),
        // The state first, so it stays in view on a phone; a state the proof does not carry, or replay contradicts, is neutral and says so.
        table(
          ['state', 'gate', 'threshold', 'value', 'bound / interval', 'replay'],
          r.gates.rows.map((x) => {
            const g = lineOf(x);
            const differs = g?.state === 'fail';
            return [
              proved && !differs
                ? h('span', { class: STATE_CLASS[x.state], 'data-state': x.state }, x.outcome)
                : h('span', { class: 'skip', 'data-state': x.state }, `${x.outcome} (as recorded${differs ? '; replay differs' : ''})`),
              idCode(x.gate),
              x.threshold,
              val(x.value),
              x.bound,
              replayCell(x, g),
            ];
          }),
          'gates',
        ),
        r.gates.notices.length > 0 ? h('ul', {}, ...r.gates.notices.map((n) => h('li', {}, n))) : '',
      ),
    );
  }
  if (r.bar)
    out.append(
      section(
        'bar',
        'The bar it was judged by',
        undefined,
        h('p', {}, `read at ${r.bar.ref ?? 'the checkout itself'}${r.bar.changed ? ' · the change under review altered it' : ''}`),
        table(
          ['role', 'file', 'sha256'],
          r.bar.files.map((f) => [f.role, h('code', {}, f.path), h('code', {}, f.sha256)]),
        ),
      ),
    );
  if (r.level)
    out.append(
      section(
        'conformance',
        'Conformance',
        r.level.level === 'L4' && !!r.replay && r.checklist?.proof === 'valid',
        h('p', {}, 'Level ', h('strong', { id: 'level' }, levelShown(r.level.level, !!r.replay))),
        r.level.unmet.length > 0
          ? h(
              'ul',
              {},
              ...r.level.unmet.map((u) =>
                h(
                  'li',
                  {},
                  `${u.level} `,
                  h('code', { class: 'code' }, u.code),
                  u.line !== undefined ? ` line ${u.line}` : '',
                  u.field ? ` ${u.field}` : '',
                  `: ${u.message}`,
                ),
              ),
            )
          : '',
      ),
    );
  if (r.errors.length > 0)
    out.append(
      section(
        'errors',
        'Errors',
        false,
        table(
          ['code', 'file', 'line', 'field', 'message'],
          r.errors.map((e) => [h('code', { class: 'code' }, e.code), e.file ?? '–', e.line === undefined ? '–' : String(e.line), e.field ?? '–', e.message]),
        ),
        h('pre', {}, r.errors.map((e) => `aqr: ${e.text}`).join('\n')),
      ),
    );
  if (r.notes.length > 0) out.append(section('notes', 'Notes', undefined, h('ul', {}, ...r.notes.map((n) => h('li', {}, n)))));
  if (r.hashes.length > 0)
    out.append(section('hashes', 'sha256 of each file', undefined, h('pre', { class: 'sums' }, r.hashes.map((x) => `${x.sha256}  ${x.file}`).join('\n'))));
}

/** A drop zone: highlighted while a drag is over it, its files handed to `take`, never to another zone. */
function dropZone(id: string, take: (dt: DataTransfer | null) => void): void {
  const zone = $(id);
  zone.addEventListener('dragover', (e) => {
    e.preventDefault();
    zone.classList.add('over');
  });
  zone.addEventListener('dragleave', () => zone.classList.remove('over'));
  zone.addEventListener('drop', (e) => {
    e.preventDefault();
    e.stopPropagation();
    zone.classList.remove('over');
    take(e.dataTransfer);
  });
}
dropZone('drop', (dt) => void dropped(dt));

async function dropped(dt: DataTransfer | null): Promise<void> {
  if (!dt) return;
  const entries = [...dt.items].map((i) => i.webkitGetAsEntry?.()).filter((x): x is FileSystemEntry => !!x);
  const plain: File[] = [];
  const inFolders: File[] = [];
  const walk = async (entry: FileSystemEntry, into: File[]): Promise<void> => {
    if (entry.isFile) {
      const f = await new Promise<File>((res, rej) => (entry as FileSystemFileEntry).file(res, rej));
      into.push(entry.fullPath.split('/').length > 2 ? new File([f], entry.fullPath.slice(1)) : f);
      return;
    }
    const reader = (entry as FileSystemDirectoryEntry).createReader();
    for (;;) {
      const batch = await new Promise<FileSystemEntry[]>((res, rej) => reader.readEntries(res, rej));
      if (batch.length === 0) break;
      for (const e of batch) await walk(e, into);
    }
  };
  if (entries.length === 0) return add(dt.files, false);
  for (const e of entries) await walk(e, e.isDirectory ? inFolders : plain);
  for (const f of inFolders) {
    files.set(f.name, f);
    folder.add(f.name);
  }
  add(plain, false);
}

($('pick') as HTMLInputElement).addEventListener('change', (e) => add((e.target as HTMLInputElement).files ?? [], false));
($('folder') as HTMLInputElement).addEventListener('change', (e) => add((e.target as HTMLInputElement).files ?? [], true));
$('harness-prefix').addEventListener('change', () => void run());
/** The trusted key's own field and drop zone: what is given there replaces what was. */
function trust(list: Iterable<File>): void {
  trusted.clear();
  for (const f of list) trusted.set(f.name, f);
  void run();
}
($('key') as HTMLInputElement).addEventListener('change', (e) => trust((e.target as HTMLInputElement).files ?? []));
// A key dropped here is the trusted key, not evidence.
dropZone('key-drop', (dt) => trust(dt?.files ?? []));
$('clear').addEventListener('click', () => {
  files.clear();
  folder.clear();
  trusted.clear();
  ($('key') as HTMLInputElement).value = '';
  ($('pick') as HTMLInputElement).value = '';
  ($('folder') as HTMLInputElement).value = '';
  void run();
});
document.body.dataset['state'] = 'ready';
