// aqr evaluate --bar-ref REF in a git checkout: the bar as it is at REF (read
// with git) judges the working tree's evidence, with the same report as the
// action; aqr verify --bar re-checks the bar files against the record's bar.
import { execFile } from 'node:child_process';
import { cp, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { aqrBin, keyFiles, ROOT, tempDir } from '../helpers.js';

let ws: string;
let keys: { publicFile: string; privateFile: string };
const env = () => ({ ...process.env, GIT_CEILING_DIRECTORIES: join(ws, '..') });

function git(...args: string[]): Promise<string> {
  return new Promise((ok, fail) =>
    execFile('git', ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args], { cwd: ws, env: env() }, (e, out, err) =>
      e ? fail(new Error(err)) : ok(out.trim()),
    ),
  );
}

async function edit(file: string, change: (t: string) => string): Promise<void> {
  await writeFile(join(ws, file), change(await readFile(join(ws, file), 'utf8')));
}

beforeAll(async () => {
  ws = await tempDir();
  keys = await keyFiles(ws, 'release');
  await cp(join(ROOT, 'examples'), join(ws, 'examples'), { recursive: true });
  // The base asks 0.8 of held-out completion; the change lowers it to 0.7 and moves two held-out tasks to held-in.
  await edit('examples/profile.yaml', (t) => t.replace('floor: 0.7', 'floor: 0.8'));
  await git('init', '-q');
  await git('add', 'examples');
  await git('commit', '-qm', 'base');
  await edit('examples/profile.yaml', (t) => t.replace('floor: 0.8', 'floor: 0.7'));
  await git('commit', '-qam', 'lower the floor');
});

const evaluate = (...more: string[]) => aqrBin(['evaluate', '--config', 'examples/evaluate.yaml', '--key', keys.privateFile, ...more], { cwd: ws, env: env() });

describe('aqr evaluate --bar-ref', () => {
  it('judges by the bar at the ref and prints the diff and the shadow verdict', async () => {
    const r = await evaluate('--bar-ref', 'HEAD~1', '--out', 'rec.json');
    expect(r.code, r.err).toBe(1);
    expect(r.out).toMatch(
      /^this change alters the bar: judged by the bar at commit [0-9a-f]{12}\n {2}floor of task\.completion \(held-out\) 0\.8 → 0\.7\nshadow verdict of the changed bar \(never enforced\): ship\nverdict: reject/,
    );
    expect(r.out).toMatch(/^ {2}Held: .*\(BAR_CHANGED\)$/m);
    const sidecar = JSON.parse(await readFile(join(ws, 'rec.bar.json'), 'utf8')) as { bar: { ref: string; changed: boolean }; signature: string };
    expect(sidecar.bar).toMatchObject({ ref: await git('rev-parse', 'HEAD~1'), changed: true });
    expect(sidecar.signature).toMatch(/^ed25519:/);
  });

  it('--json carries the bar, the change and the shadow', async () => {
    const r = await evaluate('--bar-ref', 'HEAD~1', '--json');
    const j = JSON.parse(r.out) as {
      verdict: string;
      bar: { changed: boolean; files: { path: string }[] };
      bar_change: { enforced: string; lines: string[]; shadow: { bar: string; verdict: string } };
    };
    expect(j.verdict).toBe('reject');
    expect(j.bar.changed).toBe(true);
    expect(j.bar_change).toMatchObject({
      enforced: 'base',
      lines: ['floor of task.completion (held-out) 0.8 → 0.7'],
      shadow: { bar: 'proposed', verdict: 'ship' },
    });
  });

  it('with the ref at the working tree’s own commit nothing changed, and --allow-bar-change accepts a change', async () => {
    const same = await evaluate('--bar-ref', 'HEAD', '--json');
    expect(JSON.parse(same.out)).toMatchObject({ verdict: 'ship', bar_change: null, bar: { changed: false } });
    const allowed = await evaluate('--bar-ref', 'HEAD~1', '--allow-bar-change');
    expect(allowed.code, allowed.out).toBe(0);
    expect(allowed.out).toMatch(/judged by its own bar \(allowed by allow-bar-change/);
  });

  it('the config is read at the ref too, every key: a tier deleted in the working tree is judged at the ref’s tier; a flag given here wins on both sides', async () => {
    // T2 with its human decision (a T2 record without one fails its schema and is never written).
    await edit(
      'examples/evaluate.yaml',
      (t) => `${t}tier: T2\nquestion: Release the agent?\noption:\n  - ship\n  - hold\nrationale: The gates below decide.\n`,
    );
    await git('commit', '-qam', 'tier T2');
    await edit('examples/evaluate.yaml', (t) => t.replace('tier: T2\n', ''));
    try {
      const r = await evaluate('--bar-ref', 'HEAD', '--json');
      const j = JSON.parse(r.out) as {
        verdict: string;
        reasons: { code: string; message: string }[];
        bar_change: { lines: string[]; shadow: { verdict: string } };
      };
      expect(j.bar_change.lines).toEqual(['config examples/evaluate.yaml: tier T2 → none']);
      expect(j.verdict).toBe('hold');
      expect(j.reasons.map((x) => x.code)).toContain('BAR_CHANGED');
      // T2's own gate, which the working tree's T1 does not ask for, is judged: the ref's tier.
      expect(j.reasons).toContainEqual(expect.objectContaining({ code: 'GATE_NO_EVIDENCE', message: expect.stringContaining('safety.injection_resistance') }));
      expect(j.bar_change.shadow.verdict).toBe('ship');
      const given = await evaluate('--bar-ref', 'HEAD', '--tier', 'T1', '--json');
      expect(JSON.parse(given.out)).toMatchObject({ verdict: 'ship', bar_change: null });
    } finally {
      await git('reset', '-q', '--hard', 'HEAD~1');
    }
  });

  it('a ref that names no commit is a usage error', async () => {
    const r = await evaluate('--bar-ref', 'no-such-branch');
    expect(r.code).toBe(2);
    expect(r.err).toMatch(/--bar-ref "no-such-branch" names no commit in the git repository here .*\(ERR_USAGE\)$/m);
  });
});

describe('aqr verify --bar', () => {
  it('confirms the bar files the record was judged by, and names the one that differs', async () => {
    await evaluate('--bar-ref', 'HEAD~1', '--out', 'signed.json');
    const wrong = await aqrBin(['verify', 'signed.json', '--key', keys.publicFile, '--bar', 'examples/profile.yaml', '--bar', 'examples/tasks.yaml'], {
      cwd: ws,
      env: env(),
    });
    expect(wrong.code).toBe(1);
    expect(wrong.out).toMatch(
      /^ {2}FAIL {2}bar: 1 mismatch \(BAR_MISMATCH\) against the bar of signed\.bar\.json \(read at [0-9a-f]{40}, signed by key [\w-]{43}\); confirmed 2 files \(examples\/tasks\.yaml, sg\/coding-agent@0\.1 \(built in\)\); not given: examples\/authority\.yaml, examples\/decisions\.yaml; gates not compared: /m,
    );
    expect(wrong.out).toMatch(/BAR_MISMATCH {2}examples\/profile\.yaml \(profile\): sha256 [0-9a-f]{64}, the record's bar names [0-9a-f]{64}/);
    // The base's profile is the one it was judged by.
    await writeFile(join(ws, 'examples/profile.yaml'), (await git('show', 'HEAD~1:examples/profile.yaml')) + '\n');
    const right = await aqrBin(['verify', 'signed.json', '--key', keys.publicFile, '--bar', 'examples/profile.yaml', '--bar', 'examples/tasks.yaml'], {
      cwd: ws,
      env: env(),
    });
    expect(right.code, right.out).toBe(0);
    // The profile read from those files (the base's floor 0.8) is the one the record's gates carry.
    expect(right.out).toMatch(
      /^ {2}ok {4}bar: confirmed against 3 files \(examples\/profile\.yaml, examples\/tasks\.yaml, sg\/coding-agent@0\.1 \(built in\)\) and 6 gates of the bar of signed\.bar\.json \(read at [0-9a-f]{40}, signed by key [\w-]{43}\); not given: examples\/authority\.yaml, examples\/decisions\.yaml$/m,
    );
    await git('checkout', '--', 'examples/profile.yaml');
  });
});

describe('evidence the base bar does not know', () => {
  it('tasks added with their trials: judged by the change’s own bar, still at best hold, and said so', async () => {
    await edit('examples/tasks.yaml', (t) => `${t}  - id: n001\n    split: held-in\n`);
    await edit(
      'examples/ledger/trials-1.jsonl',
      (t) =>
        `${t.trimEnd()}\n${[1, 2, 3].map((a) => JSON.stringify({ task_id: 'n001', attempt: a, passed: true, split: 'held-in', cost_usd: 0.1, tokens: 100, latency_s: 1, violations: { policy: 0, tool_abuse: 0, isolation: 0 } })).join('\n')}\n`,
    );
    try {
      const r = await evaluate('--bar-ref', 'HEAD', '--json');
      const j = JSON.parse(r.out) as {
        verdict: string;
        reasons: { code: string }[];
        bar: { ref: string | null };
        bar_change: { enforced: string; lines: string[] };
      };
      expect(j.verdict).toBe('hold');
      expect(j.reasons.map((x) => x.code)).toEqual(['BAR_CHANGED']);
      expect(j.bar.ref).toBeNull();
      expect(j.bar_change.enforced).toBe('proposed');
      expect(j.bar_change.lines).toEqual([
        '1 task added to held-in',
        expect.stringMatching(
          /^the evidence does not fit the bar at commit [0-9a-f]{12} \(examples\/ledger\/trials-1\.jsonl:\d+: task_id: task n001 is not in the task manifest.*\): judged by this change's own bar$/,
        ),
      ]);
    } finally {
      await git('checkout', '--', 'examples');
    }
  });
});

describe('--eval-definition: part of the bar, folders and globs expanded at the ref', () => {
  it('a grader added to a pinned folder, or edited under a glob, is a change of the bar; unchanged, the files are the bar’s', async () => {
    const repo = await tempDir();
    const run = (...args: string[]) =>
      new Promise<string>((ok, fail) =>
        execFile(
          'git',
          ['-c', 'user.name=t', '-c', 'user.email=t@example.com', '-c', 'commit.gpgsign=false', ...args],
          { cwd: repo, env: { ...process.env, GIT_CEILING_DIRECTORIES: join(repo, '..') } },
          (e, out, err) => (e ? fail(new Error(err)) : ok(out.trim())),
        ),
      );
    await cp(join(ROOT, 'examples'), join(repo, 'examples'), { recursive: true });
    await cp(join(ROOT, 'examples/harness'), join(repo, 'graders'), { recursive: true });
    await run('init', '-q');
    await run('add', '.');
    await run('commit', '-qm', 'base');
    const judge = async (...def: string[]) => {
      const r = await aqrBin(
        ['evaluate', '--config', 'examples/evaluate.yaml', '--bar-ref', 'HEAD', '--json', ...def.flatMap((d) => ['--eval-definition', d])],
        { cwd: repo, env: { ...process.env, GIT_CEILING_DIRECTORIES: join(repo, '..') } },
      );
      return JSON.parse(r.out) as { bar: { changed: boolean; files: { role: string; path: string }[] }; bar_change?: { lines: string[] } };
    };
    const same = await judge('graders');
    expect(same.bar.changed).toBe(false);
    expect(same.bar.files.filter((f) => f.role === 'eval-definition').map((f) => f.path)).toEqual(['graders/system-prompt.md', 'graders/tools.yaml']);

    await writeFile(join(repo, 'graders/lenient.js'), 'module.exports = () => true;\n');
    expect((await judge('graders')).bar_change?.lines).toContain('eval-definition file graders/lenient.js is now part of the bar');
    await writeFile(join(repo, 'graders/tools.yaml'), 'tools: []\n');
    expect((await judge('graders/*.yaml')).bar_change?.lines).toEqual(['eval-definition file graders/tools.yaml changed (it decides which attempts pass)']);
  });
});
