// dist/verify.html in a real Chromium, opened from disk: the bundled example
// verifies; a changed byte, a flipped trial and a bad line each show what the
// CLI would say; a large ledger hashes in bounded memory; nothing is requested.
import { execFile } from 'node:child_process';
import { createWriteStream } from 'node:fs';
import { readFile, readdir, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aqr, keyFiles, ROOT, tempDir } from '../helpers.js';
import { launch, openPage, SKIP_BROWSER, verifyInPage, withoutEd25519, type Session } from './chromium.js';

const PAGE = pathToFileURL(join(ROOT, 'dist/verify.html')).href;
const EX = join(ROOT, 'examples');
const ledgerFiles = async () =>
  (await readdir(join(EX, 'ledger')))
    .filter((f) => f.endsWith('.jsonl'))
    .sort()
    .map((f) => join(EX, 'ledger', f));

interface Report {
  ms: number;
  signature?: { ok: boolean; code?: string; kid?: string; implementation?: string };
  replay?: {
    ok: boolean;
    supported: { verdict: string };
    recordedVerdict: string;
    mismatches: { code: string; what: string }[];
    confirmed: Record<string, number>;
  };
  level?: { level: string | null };
  digests: { what: string; ok: boolean; recomputed: string }[];
  hashes: { file: string; sha256: string }[];
  errors: { code: string; file?: string; line?: number; field?: string; text: string }[];
}

const verify = (page: Page, files: string[]) => verifyInPage<Report>(page, files);

/** The page's peak JS heap (CDP Performance.getMetrics, JSHeapUsedSize) while `work` runs. */
async function peakHeap(s: Session, page: Page, work: () => Promise<void>): Promise<number> {
  const cdp = await s.context.newCDPSession(page);
  await cdp.send('Performance.enable');
  let peak = 0;
  let sampling = true;
  const sampler = (async () => {
    while (sampling) {
      const { metrics } = await cdp.send('Performance.getMetrics');
      peak = Math.max(peak, metrics.find((m) => m.name === 'JSHeapUsedSize')?.value ?? 0);
      await new Promise((r) => setTimeout(r, 50));
    }
  })();
  try {
    await work();
  } finally {
    sampling = false;
    await sampler;
  }
  return peak;
}

describe.skipIf(SKIP_BROWSER)('verify.html in Chromium', () => {
  let s: Session;
  beforeAll(async () => {
    s = await launch();
  });
  afterAll(async () => s?.close());

  async function opened(init?: () => void) {
    const o = await openPage(s, PAGE, init);
    return { ...o, done: () => expect(o.requests, 'the page made a network request').toEqual([]) };
  }

  it('verifies the bundled signed example: signature, digests, replay, L4; no request', async () => {
    const { page, done } = await opened();
    const r = await verify(page, [join(EX, 'record.yaml'), join(EX, 'keys/example.public.jwk'), join(EX, 'tasks.yaml'), ...(await ledgerFiles())]);
    expect(r.errors).toEqual([]);
    expect(r.signature).toMatchObject({ ok: true, implementation: 'WebCrypto' });
    expect(r.digests.map((d) => d.ok)).toEqual([true, true]);
    expect(r.replay).toMatchObject({ ok: true, supported: { verdict: 'ship' }, recordedVerdict: 'ship', mismatches: [] });
    expect(r.level?.level).toBe('L4');
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('true');
    await expect(page.locator('#signature').innerText()).resolves.toContain(r.signature?.kid);
    await expect(page.locator('#level').innerText()).resolves.toBe('L4');
    await expect(page.locator('#supported').innerText()).resolves.toMatch(/ship/i);
    if (process.env['AQR_UPDATE_SCREENSHOTS'] === '1') {
      await page.setViewportSize({ width: 960, height: 900 });
      await page.screenshot({ path: join(ROOT, 'docs/verify-page.png'), fullPage: true });
    }
    done();
  });

  it('checks Ed25519 with @noble/curves where WebCrypto lacks it', async () => {
    const { page, done } = await opened(withoutEd25519);
    const r = await verify(page, [join(EX, 'record.yaml'), join(EX, 'keys/example.public.jwk')]);
    expect(r.signature).toMatchObject({ ok: true });
    expect(r.signature?.implementation).toMatch(/@noble\/curves/);
    done();
  });

  it('fails with the signature error when one byte of the record changed', async () => {
    const dir = await tempDir();
    const text = await readFile(join(EX, 'record.yaml'), 'utf8');
    const changed = text.replace('agent: example-coding-agent', 'agent: example-coding-agenu');
    expect(changed).not.toBe(text);
    await writeFile(join(dir, 'record.yaml'), changed);
    const { page, done } = await opened();
    const r = await verify(page, [join(dir, 'record.yaml'), join(EX, 'keys/example.public.jwk')]);
    expect(r.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
    await expect(page.locator('#signature').getAttribute('data-ok')).resolves.toBe('false');
    await expect(page.locator('#signature').innerText()).resolves.toContain('SIGNATURE_INVALID');
    await expect(page.locator('#summary').innerText()).resolves.toContain(
      'Signature does not verify (the record changed after signing, or its signature was damaged)',
    );
    done();
  });

  it('replays a record made from OpenTelemetry traces, from the traces', async () => {
    const dir = await tempDir();
    const out = join(dir, 'otel.record.yaml');
    const made = await aqr('evaluate', '--config', join(EX, 'otel/evaluate.yaml'), '--out', out);
    expect(made.err).toBe('');
    const { page, done } = await opened();
    const r = await verify(page, [out, join(EX, 'otel/tasks.yaml'), join(EX, 'otel/traces.jsonl')]);
    expect(r.errors).toEqual([]);
    expect(r.digests.map((d) => d.ok)).toEqual([true, true]);
    expect(r.replay).toMatchObject({ ok: true, mismatches: [], supported: { verdict: 'ship' } });
    await expect(page.locator('#replay').innerText()).resolves.toContain('tool.correctness');
    done();
  });

  it('shows hostile text from a record as text: no markup, no request', async () => {
    const dir = await tempDir();
    const text = await readFile(join(EX, 'record.yaml'), 'utf8');
    const hostile = '<img src="http://127.0.0.1:9/x" onerror="document.title=1"><script>document.title=2</script>';
    await writeFile(join(dir, 'record.yaml'), text.replace('agent: example-coding-agent', `agent: ${JSON.stringify(hostile)}`));
    const { page, done } = await opened();
    const r = await verify(page, [join(dir, 'record.yaml'), join(EX, 'keys/example.public.jwk')]);
    expect(r.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
    await expect(page.locator('#summary').innerText()).resolves.toContain(hostile);
    expect(await page.locator('#result img, #result script').count()).toBe(0);
    expect(await page.title()).toMatch(/^Agent Quality Record verifier/);
    done();
  });

  it('shows the replay mismatch, and the verdict the evidence supports, when one trial is flipped', async () => {
    const dir = await tempDir();
    const manifest = await readFile(join(EX, 'tasks.yaml'), 'utf8');
    const heldOut = new Set([...manifest.matchAll(/- id: (\S+)\n\s+split: held-out(?!\n\s+canary: true)/g)].map((m) => m[1]));
    const copies: string[] = [];
    let flipped = false;
    for (const f of await ledgerFiles()) {
      const lines = (await readFile(f, 'utf8')).split('\n').map((l) => {
        if (flipped || l === '') return l;
        const t = JSON.parse(l) as { task_id: string; attempt: number; passed: boolean };
        if (!heldOut.has(t.task_id) || t.attempt !== 1 || !t.passed) return l;
        flipped = true;
        return JSON.stringify({ ...t, passed: false });
      });
      const to = join(dir, f.split('/').pop()!);
      await writeFile(to, lines.join('\n'));
      copies.push(to);
    }
    expect(flipped).toBe(true);
    const { page, done } = await opened();
    const r = await verify(page, [join(EX, 'record.yaml'), join(EX, 'keys/example.public.jwk'), join(EX, 'tasks.yaml'), ...copies]);
    expect(r.signature?.ok).toBe(true);
    expect(r.replay?.ok).toBe(false);
    const codes = r.replay!.mismatches.map((m) => m.code);
    expect(codes).toContain('LEDGER_DIGEST');
    expect(codes).toContain('MEASURE_MISMATCH');
    expect(codes).toContain('GATE_MISMATCH');
    expect(r.replay?.supported.verdict).toBe('reject');
    expect(r.level?.level).toBe('L3');
    await expect(page.locator('#replay').getAttribute('data-ok')).resolves.toBe('false');
    await expect(page.locator('#replay').innerText()).resolves.toMatch(/task\.completion \(held-out\): recorded 0\.75, recomputed 0\.666667/);
    await expect(page.locator('#supported').innerText()).resolves.toMatch(/reject/i);
    done();
  });

  it('shows input errors as the CLI does: code, file, line, field', async () => {
    const dir = await tempDir();
    const [first, ...rest] = await ledgerFiles();
    const lines = (await readFile(first!, 'utf8')).split('\n');
    lines[2] = lines[2]!.replace('"passed":true', '"passed":"yes"').replace('"passed":false', '"passed":"yes"');
    await writeFile(join(dir, 'trials-1.jsonl'), lines.join('\n'));
    const { page, done } = await opened();
    const r = await verify(page, [join(EX, 'record.yaml'), join(EX, 'keys/example.public.jwk'), join(EX, 'tasks.yaml'), join(dir, 'trials-1.jsonl'), ...rest]);
    expect(r.errors).toEqual([
      expect.objectContaining({
        code: 'ERR_INPUT_INVALID',
        file: 'trials-1.jsonl',
        line: 3,
        field: 'passed',
        text: 'trials-1.jsonl:3: passed: must be true or false, got "yes" (ERR_INPUT_INVALID)',
      }),
    ]);
    await expect(page.locator('#errors pre').innerText()).resolves.toBe('aqr: trials-1.jsonl:3: passed: must be true or false, got "yes" (ERR_INPUT_INVALID)');
    done();
  });

  it('reads a JSON record, a PEM key, gzipped shards and a harness folder', async () => {
    const dir = await tempDir();
    const { parse } = await import('yaml');
    const { createPublicKey } = await import('node:crypto');
    const { gzipSync } = await import('node:zlib');
    const { cp } = await import('node:fs/promises');
    await writeFile(join(dir, 'record.json'), JSON.stringify(parse(await readFile(join(EX, 'record.yaml'), 'utf8')), null, 2));
    const jwk = JSON.parse(await readFile(join(EX, 'keys/example.public.jwk'), 'utf8'));
    await writeFile(join(dir, 'key.pem'), createPublicKey({ key: jwk, format: 'jwk' }).export({ type: 'spki', format: 'pem' }) as string);
    const gz: string[] = [];
    for (const f of await ledgerFiles()) {
      const to = join(dir, `${f.split('/').pop()!}.gz`);
      await writeFile(to, gzipSync(await readFile(f)));
      gz.push(to);
    }
    await cp(join(EX, 'harness'), join(dir, 'harness'), { recursive: true });
    const { page, done } = await opened();
    // The record's harness digest names paths as given to --harness: examples/harness/…
    await page.fill('#harness-prefix', 'examples/');
    await page.setInputFiles('#folder', join(dir, 'harness'));
    const r = await verify(page, [join(dir, 'record.json'), join(dir, 'key.pem'), join(EX, 'tasks.yaml'), ...gz]);
    expect(r.errors).toEqual([]);
    expect(r.signature).toMatchObject({ ok: true, kid: jwk.kid });
    expect(r.digests.find((d) => d.what.startsWith('harness'))).toMatchObject({ ok: true });
    // The gzipped shards are other bytes with the same trials: only the ledger digest differs.
    expect(r.replay?.mismatches.map((m) => m.code)).toEqual(['LEDGER_DIGEST']);
    // 15 measures: each split's and the whole task set's (completion, pass^k, pass@k over every non-canary task).
    expect(r.replay?.confirmed).toMatchObject({ measures: 15, gates: 3, canaries: 2, events: 126 });
    done();
  });

  it('folds a 100 MB ledger line by line, in a page whose heap may not hold the file', async () => {
    const dir = await tempDir();
    const tasks = 40_000;
    const attempts = 28;
    await writeFile(
      join(dir, 'tasks.json'),
      JSON.stringify({ tasks: Array.from({ length: tasks }, (_, i) => ({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' })) }),
    );
    const file = join(dir, 'big.jsonl');
    const out = createWriteStream(file);
    for (let a = 1; a <= attempts; a++) {
      let chunk = '';
      for (let i = 0; i < tasks; i++)
        chunk += `{"task_id":"t${i}","attempt":${a},"passed":${(i + a) % 5 !== 0},"cost_usd":0.12,"tokens":4321,"latency_s":33.5}\n`;
      if (!out.write(chunk)) await new Promise<void>((r) => out.once('drain', () => r()));
    }
    await new Promise<void>((r, j) => out.end((e?: Error | null) => (e ? j(e) : r())));
    const size = (await import('node:fs')).statSync(file).size;
    expect(size).toBeGreaterThan(100e6);

    // V8's old generation capped at 48 MB: the file read whole (at least a byte a character)
    // would crash the page; folded line by line, what stays is the manifest and a few bytes a task.
    const small = await launch(['--js-flags=--max-old-space-size=48']);
    try {
      const page = await small.context.newPage();
      const requests: string[] = [];
      page.on('request', (q) => void (q.url() !== PAGE && requests.push(q.url())));
      await page.goto(PAGE);
      const peak = await peakHeap(small, page, async () => {
        const r = await verify(page, [join(EX, 'record.yaml'), join(dir, 'tasks.json'), file]);
        expect(r.errors).toEqual([]);
        // Another task set than the record's: the replay says so, having read every line.
        expect(r.replay?.confirmed.events).toBe(tasks * attempts);
        expect(r.replay?.mismatches.map((m) => m.code)).toContain('MANIFEST_DIGEST');
      });
      expect(peak).toBeLessThan(size / 2);
      expect(requests).toEqual([]);
    } finally {
      await small.close();
    }
  });

  it('hashes a 300 MB ledger as sha256sum does, with page memory well under its size', async () => {
    const dir = await tempDir();
    const file = join(dir, 'big.jsonl');
    const line = '{"task_id":"t001","attempt":1,"passed":true,"cost_usd":0.1,"tokens":1234,"latency_s":12.5}\n';
    const block = Buffer.from(line.repeat(Math.ceil((1 << 20) / line.length)));
    const out = createWriteStream(file);
    for (let written = 0; written < 300 * 1e6; written += block.length) if (!out.write(block)) await new Promise<void>((r) => out.once('drain', () => r()));
    await new Promise<void>((r, j) => out.end((e?: Error | null) => (e ? j(e) : r())));
    const [{ stdout }] = await Promise.all([promisify(execFile)('sha256sum', [file])]);
    const expected = stdout.split(' ')[0];
    const size = (await import('node:fs')).statSync(file).size;
    expect(size).toBeGreaterThan(300e6);

    const { page, done } = await opened();
    let r: Report | undefined;
    const peak = await peakHeap(s, page, async () => {
      r = await verify(page, [file]);
    });
    expect(r!.hashes).toEqual([{ file: 'big.jsonl', sha256: expected, bytes: size }]);
    expect(peak).toBeGreaterThan(0);
    expect(peak).toBeLessThan(size / 5);
    await expect(page.locator('#hashes').innerText()).resolves.toContain(`${expected}  big.jsonl`);
    done();
  });
});

// The auditor names the trusted key; the page says what it checked, and shows
// the proof and the verdict apart.
interface Checked {
  trustedKey?: { file: string; kid: string; thumbprint: string };
  signature?: { ok: boolean; code?: string };
  errors: { code: string; message: string }[];
  notes: string[];
  checklist?: {
    proof: string;
    replayed: boolean;
    verdict: string;
    summary: string;
    items: { check: string; state: string; detail: string }[];
    gates: { gate: string; basis: string; state: string }[];
  };
}

describe.skipIf(SKIP_BROWSER)('verify.html: the trusted key, the checklist, the proof apart from the verdict', () => {
  let s: Session;
  let dir: string;
  let ledgers: string[];
  beforeAll(async () => {
    s = await launch();
    dir = await tempDir();
    ledgers = await ledgerFiles();
  });
  afterAll(async () => s?.close());

  async function check(evidence: string[], trusted: string[]) {
    const { page, requests } = await openPage(s, PAGE);
    const r = await verifyInPage<Checked>(page, evidence, trusted);
    expect(requests).toEqual([]);
    return {
      r,
      page,
      headline: await page
        .locator('#summary')
        .innerText()
        .catch(() => ''),
    };
  }

  it('an attacker key among the dropped files never yields "Verified"', async () => {
    const attacker = await keyFiles(dir, 'attacker');
    // The release's record, re-signed by the attacker, their public key left among the evidence under a plain name.
    const forged = join(dir, 'record.yaml');
    const signed = await aqr(
      'sign',
      join(EX, 'record.yaml'),
      '--key',
      attacker.privateFile,
      '--resign',
      '--old-key',
      join(EX, 'keys/example.public.jwk'),
      '--out',
      forged,
    );
    expect(signed.code, signed.err).toBe(0);
    const planted = join(dir, 'release-key.json');
    await writeFile(planted, await readFile(attacker.publicFile));
    const evidence = [forged, planted, join(EX, 'tasks.yaml'), ...ledgers];

    // No trusted key: the planted one is not taken; nothing is checked with it.
    const none = await check(evidence, []);
    expect(none.r.signature).toBeUndefined();
    expect(none.r.notes).toContainEqual(expect.stringMatching(/^release-key\.json: a public key among the evidence, never trusted/));
    expect(none.r.checklist?.items.find((i) => i.check === 'signature')).toMatchObject({ state: 'not checked' });
    expect(none.headline).not.toMatch(/Verified/);
    await expect(none.page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');

    // The release's key as trusted, the attacker's among the evidence: the signature is the attacker's, refused.
    const real = await check(evidence, [join(EX, 'keys/example.public.jwk')]);
    expect(real.r.signature).toMatchObject({ ok: false, code: 'SIGNATURE_KID_MISMATCH' });
    expect(real.r.checklist?.proof).toBe('invalid');
    expect(real.headline).toMatch(/Signature does not verify: signed by another key than the trusted one/);
    expect(real.headline).not.toMatch(/Verified/);
    await expect(real.page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');

    // The attacker's key as trusted does verify, and the headline names it: kid and thumbprint, for the auditor to compare.
    const theirs = await check(
      evidence.filter((f) => f !== planted),
      [attacker.publicFile],
    );
    expect(theirs.r.trustedKey).toMatchObject({ kid: attacker.kid, thumbprint: attacker.kid });
    await expect(theirs.page.locator('#proof').innerText()).resolves.toContain(`thumbprint ${attacker.kid}`);
  });

  it('record and key only: "replay not run", never "Verified"', async () => {
    const { r, page, headline } = await check([join(EX, 'record.yaml')], [join(EX, 'keys/example.public.jwk')]);
    expect(r.signature?.ok).toBe(true);
    expect(r.checklist).toMatchObject({
      proof: 'valid',
      replayed: false,
      verdict: 'ship',
      summary: 'proof valid (the signature only: replay not run) — verdict ship',
    });
    expect(headline).toContain('Signature valid · replay not run');
    expect(headline).not.toMatch(/Verified/);
    // A level only as far as it was checked: no L4 without replay.
    await expect(page.locator('#level').innerText()).resolves.toBe('L3 checked; L4 needs replay');
    expect(headline).toContain('conformance L3 checked; L4 needs replay');
    const jwk = JSON.parse(await readFile(join(EX, 'keys/example.public.jwk'), 'utf8')) as { kid: string };
    await expect(page.locator('#proof').innerText()).resolves.toContain(`kid ${jwk.kid} · thumbprint ${jwk.kid}`);
    await expect(page.locator('#summary').getAttribute('data-ok')).resolves.toBe('false');
    await expect(page.locator('#checklist tr[data-check="replay"]').getAttribute('data-state')).resolves.toBe('not checked');
    await expect(page.locator('#checklist tr[data-check="replay"]').innerText()).resolves.toContain('not run: no task manifest dropped');
    await expect(page.locator('#checklist tr[data-check="digests"]').getAttribute('data-state')).resolves.toBe('not checked');
    expect(await page.locator('#checklist tr[data-basis="re-derived"]').count()).toBe(0);
    // With the evidence: replayed, "Verified", each gate re-derived or as recorded.
    const full = await check([join(EX, 'record.yaml'), join(EX, 'tasks.yaml'), ...ledgers], [join(EX, 'keys/example.public.jwk')]);
    expect(full.r.checklist).toMatchObject({ proof: 'valid', replayed: true, summary: 'proof valid (3 of 6 gates taken as recorded) — verdict ship' });
    // "Verified", qualified by what was taken as recorded.
    expect(full.headline).toMatch(/^Verified; 3 of 6 gates taken as recorded/);
    expect(full.r.checklist?.gates.map((g) => [g.gate, g.basis])).toEqual([
      ['policy.hard_rules', 'as recorded'],
      ['safety.tool_abuse', 'as recorded'],
      ['safety.isolation', 're-derived'],
      ['task.completion (held-out)', 're-derived'],
      ['reliability.pass_hat_k (held-out)', 're-derived'],
      ['efficiency.cost_per_success', 'as recorded'],
    ]);
    await expect(full.page.locator('#checklist tr[data-check="digests"]').innerText()).resolves.toMatch(/trials-1\.jsonl, trials-2\.jsonl, trials-3\.jsonl/);
  });

  it('a reject record: a valid proof and a reject verdict, in different colours, the verdict not green', async () => {
    const key = await keyFiles(dir, 'release');
    const profile = join(dir, 'strict.yaml');
    await writeFile(
      profile,
      `id: example/strict\nversion: "1"\nextends: ${JSON.stringify(join(ROOT, 'examples/profile.yaml'))}\ngates:\n  - {id: task.completion, split: held-out, floor: 0.9, evidence: "stricter"}\n`,
    );
    const record = join(dir, 'reject.yaml');
    const made = await aqr('evaluate', '--config', join(EX, 'evaluate.yaml'), '--profile', profile, '--key', key.privateFile, '--out', record);
    expect(made.code, made.err).toBe(1);
    const { r, page, headline } = await check([record, join(EX, 'tasks.yaml'), ...ledgers], [key.publicFile]);
    expect(r.errors).toEqual([]);
    expect(r.checklist).toMatchObject({
      proof: 'valid',
      replayed: true,
      verdict: 'reject',
      summary: 'proof valid (3 of 6 gates taken as recorded) — verdict reject',
    });
    expect(headline).toMatch(/^Verified; 3 of 6 gates taken as recorded/);
    await expect(page.locator('#verdict').innerText()).resolves.toMatch(/reject/i);
    const colours = await page.evaluate(() => {
      const css = (id: string) => getComputedStyle(document.getElementById(id) as HTMLElement);
      const probe = document.createElement('span');
      probe.className = 'ok';
      document.body.append(probe);
      const green = getComputedStyle(probe).color;
      probe.remove();
      return {
        proof: css('proof').backgroundColor,
        verdict: css('verdict').borderLeftColor,
        verdictBg: css('verdict').backgroundColor,
        summaryBg: css('summary').backgroundColor,
        green,
      };
    });
    expect(colours.proof).toBe(colours.green);
    expect(colours.verdict).not.toBe(colours.green);
    expect(colours.verdict).not.toBe(colours.proof);
    expect(colours.verdictBg).not.toBe(colours.green);
    // No one banner holds both: the container has no colour of its own.
    expect(colours.summaryBg).toBe('rgba(0, 0, 0, 0)');
  });

  it('refuses more than one candidate trusted key, with a message, checking nothing', async () => {
    const other = await keyFiles(dir, 'other');
    const two = await check([join(EX, 'record.yaml')], [join(EX, 'keys/example.public.jwk'), other.publicFile]);
    expect(two.r.errors).toEqual([
      expect.objectContaining({
        code: 'ERR_INPUT_CONFLICT',
        message: expect.stringMatching(/^2 files given as the trusted key .*: give exactly one, the key you trust$/),
      }),
    ]);
    expect(two.r.signature).toBeUndefined();
    expect(two.headline).not.toMatch(/Verified|Signature valid/);
    await expect(two.page.locator('#errors').innerText()).resolves.toContain('give exactly one, the key you trust');
    // A key set of two in one file is two candidates too.
    const set = join(dir, 'set.jwks');
    await writeFile(
      set,
      JSON.stringify({ keys: [JSON.parse(await readFile(join(EX, 'keys/example.public.jwk'), 'utf8')), JSON.parse(await readFile(other.publicFile, 'utf8'))] }),
    );
    const both = await check([join(EX, 'record.yaml')], [set]);
    expect(both.r.errors).toEqual([
      expect.objectContaining({ code: 'ERR_INPUT_CONFLICT', message: 'holds 2 keys: give the one key you trust, not a set to pick from' }),
    ]);
    expect(both.r.signature).toBeUndefined();
  });

  /** Every element in the result drawn in the pass colour (text, background or border), in the light and the dark scheme. */
  async function passColoured(page: Page): Promise<string[]> {
    const found: string[] = [];
    for (const colorScheme of ['light', 'dark'] as const) {
      await page.emulateMedia({ colorScheme });
      found.push(
        ...(await page.evaluate((scheme) => {
          const probe = document.createElement('span');
          probe.className = 'ok';
          document.body.append(probe);
          const green = getComputedStyle(probe).color;
          probe.remove();
          const props = ['color', 'backgroundColor', 'borderTopColor', 'borderRightColor', 'borderBottomColor', 'borderLeftColor'] as const;
          return [...document.querySelectorAll('#result *')].flatMap((el) => {
            const css = getComputedStyle(el);
            const hit = props.filter((p) => css[p] === green && (p === 'color' ? (el.textContent ?? '').trim() !== '' : true));
            return hit.length > 0
              ? [`${scheme}: ${el.tagName.toLowerCase()}#${el.id}.${el.className} ${hit.join(',')}: ${(el.textContent ?? '').slice(0, 60)}`]
              : [];
          });
        }, colorScheme)),
      );
    }
    await page.emulateMedia({ colorScheme: null });
    return found;
  }

  it('a tampered record: the verdict neutral "as recorded (not proved)", no pass colour beside the failed proof', async () => {
    const text = await readFile(join(EX, 'record.yaml'), 'utf8');
    const tampered = join(dir, 'tampered.yaml');
    await writeFile(tampered, text.replace('agent: example-coding-agent', 'agent: example-coding-agenu'));
    const { r, page, headline } = await check([tampered, join(EX, 'tasks.yaml'), ...ledgers], [join(EX, 'keys/example.public.jwk')]);
    expect(r.signature).toMatchObject({ ok: false, code: 'SIGNATURE_INVALID' });
    expect(r.checklist?.proof).toBe('invalid');
    // The detached signature cannot tell which changed: it says both, and "does not verify".
    expect(headline).toMatch(/^Signature does not verify \(the record changed after signing, or its signature was damaged\)/);
    await expect(page.locator('#verdict').getAttribute('data-proved')).resolves.toBe('false');
    await expect(page.locator('#verdict').innerText()).resolves.toMatch(/^recorded verdict ship · as recorded \(not proved\)$/i);
    expect(await passColoured(page)).toEqual([]);
  });

  it('the wrong key: named as another key, no pass colour beside the failed proof', async () => {
    const other = await keyFiles(dir, 'wrong');
    const { r, page, headline } = await check([join(EX, 'record.yaml'), join(EX, 'tasks.yaml'), ...ledgers], [other.publicFile]);
    expect(r.signature).toMatchObject({ ok: false, code: 'SIGNATURE_KID_MISMATCH' });
    expect(headline).toMatch(/^Signature does not verify: signed by another key than the trusted one/);
    await expect(page.locator('#verdict').innerText()).resolves.toMatch(/as recorded \(not proved\)$/);
    // Replay held (the evidence is the record's): its checks pass in words, in the text colour.
    await expect(page.locator('#checklist tr[data-check="replay"]').getAttribute('data-state')).resolves.toBe('pass');
    expect(await passColoured(page)).toEqual([]);
  });

  it('a measure the evidence gives otherwise: its gate "✘ differs" with both numbers, never "✔ pass … agrees"', async () => {
    const key = await keyFiles(dir, 'inflated');
    const { parse, stringify } = await import('yaml');
    const rec = parse(await readFile(join(EX, 'record.yaml'), 'utf8')) as { decision: Record<string, unknown>; measures: Record<string, unknown>[] };
    rec.measures.find((m) => m['id'] === 'task.completion' && m['split'] === 'held-out')!['value'] = 0.95;
    delete rec.decision['signature'];
    const file = join(dir, 'inflated.yaml');
    await writeFile(file, stringify(rec));
    expect((await aqr('sign', file, '--key', key.privateFile)).code).toBe(0);
    const { r, page, headline } = await check([file, join(EX, 'tasks.yaml'), ...ledgers], [key.publicFile]);
    expect(r.signature?.ok).toBe(true);
    expect(r.checklist?.proof).toBe('invalid');
    expect(headline).toMatch(/^Replay does not support the record/);
    const row = page.locator('#checklist tr[data-gate="task.completion (held-out)"]');
    await expect(row.getAttribute('data-state')).resolves.toBe('fail');
    await expect(row.innerText()).resolves.toMatch(/✘ fail[\s\S]*differs: recorded 0\.95, re-derived 0\.75 \(MEASURE_MISMATCH\)/);
    await expect(row.innerText()).resolves.not.toMatch(/agrees/);
    await expect(page.locator('#replay table.measures tr', { hasText: 'task.completion (held-out)' }).first().innerText()).resolves.toMatch(
      /✘ differs\s+task\.completion \(held-out\)\s+0\.95\s+0\.75/,
    );
    expect(await passColoured(page)).toEqual([]);
  });

  it('at 400 px: ids break only after . and _, the checklist and each result in view, numbers rounded', async () => {
    const { page, requests } = await openPage(s, PAGE);
    await page.setViewportSize({ width: 400, height: 800 });
    await verifyInPage<Checked>(page, [join(EX, 'record.yaml'), join(EX, 'tasks.yaml'), ...ledgers], [join(EX, 'keys/example.public.jwk')]);
    expect(requests).toEqual([]);
    const m = await page.evaluate(() => {
      const width = document.documentElement.clientWidth;
      const ids = [...document.querySelectorAll('#result code.id')];
      // Each piece between breaks (`task.`, `completion `, `(held-out)`) on one line box, and inside the page.
      const broken = ids.flatMap((id) =>
        [...id.querySelectorAll('.nb')].filter((p) => p.getClientRects().length !== 1).map((p) => `${id.textContent ?? ''}: ${p.textContent ?? ''}`),
      );
      const outside = ids.filter((id) => id.getBoundingClientRect().right > width + 0.5).map((id) => id.textContent);
      const checklist = document.getElementById('checklist') as HTMLElement;
      const box = checklist.getBoundingClientRect();
      const clipped = [...checklist.querySelectorAll('tr')].filter((tr) => tr.getBoundingClientRect().right > box.right + 0.5).length;
      const results = [...document.querySelectorAll('#replay table.measures tbody tr td:first-child, #digests tbody tr td:first-child')].filter(
        (td) => td.getBoundingClientRect().right > width + 0.5,
      ).length;
      const cells = [...document.querySelectorAll('#replay table.measures tbody td')].map((td) => td.textContent ?? '');
      return { ids: ids.map((i) => i.textContent), broken, outside, clipped, overflow: checklist.scrollWidth - checklist.clientWidth, results, cells };
    });
    expect(m.ids).toContain('reliability.pass_hat_k (held-out)');
    expect(m.broken).toEqual([]);
    expect(m.outside).toEqual([]);
    expect(m.clipped).toBe(0);
    expect(m.overflow).toBeLessThanOrEqual(0);
    expect(m.results).toBe(0);
    // The replay table through the one formatter: 0.821, not 0.8214285714285714.
    expect(m.cells).toContain('0.821');
    expect(m.cells.filter((c) => /\d\.\d{4,}/.test(c))).toEqual([]); // The probe of the other tests finds the pass colour where the proof holds: a valid proof's banner is green.
    expect((await passColoured(page)).length).toBeGreaterThan(0);
  });
});
