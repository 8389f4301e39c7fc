// Issue 27, hostile inputs: values nested deeper than any walk may recurse,
// tokens of the common formats in free-text fields, a YAML document that
// would cost the full parser minutes, and bare URLs in untrusted text. Each is
// an input error (exit 2) naming the file, or a clean refusal, or redacted.
import { readFile, writeFile } from 'node:fs/promises';
import { join, relative } from 'node:path';
import MarkdownIt from 'markdown-it';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { parseDocument } from '../../src/doc/parse.js';
import { md } from '../../src/report/escape.js';
import { renderComment, renderSummary } from '../../src/report/markdown.js';
import { viewOf } from '../report/view-fixture.js';
import type { GateView } from '../../src/report/view.js';
import { MAX_NESTING, MAX_YAML_CHARS, MAX_YAML_NODES } from '../../src/doc/syntax.js';
import { fakeGitHub, type FakeGitHub } from '../action/github-api.js';
import { runAction } from '../action/run-action.js';
import { links } from '../report/gfm.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

let dir: string;
let gh: FakeGitHub | undefined;
beforeAll(async () => {
  dir = await tempDir();
});
afterEach(async () => {
  await gh?.close();
  gh = undefined;
});

const UUID = '0b7e0c52-3d5e-4b8e-9a43-6b1d2f3c4a5e';
/** JSON text of a value nested `n` deep around `inner` (built as text: JSON.stringify itself overflows on such a value). */
const nestedObject = (n: number, inner = '"x"') => `${'{"a":'.repeat(n)}${inner}${'}'.repeat(n)}`;
const nestedArray = (n: number, inner = '1') => `${'['.repeat(n)}${inner}${']'.repeat(n)}`;
const execution = (extra: string) =>
  `{"signal_type":"execution","schema_version":"0.1.1","run_id":"${UUID}","agent_name":"a","timestamp":"2026-11-01T10:00:00Z","self_assessment":{"confidence":4,"accuracy":4,"completeness":4}${extra}}`;

describe('a signal nested 5,000 deep', () => {
  const cases: [string, string, number][] = [
    ['an object under a field, on line 2 of JSON Lines', `${execution('')}\n${execution(`,"x":${nestedObject(5000)}`)}\n`, 2],
    ['an array of arrays as a line', `${execution('')}\n${nestedArray(5000)}\n`, 2],
    ['one JSON document holding it on its third line', `{\n"ocp": "0.3",\n"run": ${nestedObject(5000)}\n}\n`, 3],
    ['an array of signals in a document, each nesting half the limit', `[\n${nestedArray(MAX_NESTING / 2, nestedObject(MAX_NESTING / 2 + 1))}\n]\n`, 2],
  ];
  it.each(cases)('%s: an input error naming file and line, exit 2, never an internal error', async (_name, text, line) => {
    const file = join(dir, 'deep.jsonl');
    await writeFile(file, text);
    for (const args of [
      ['signals', file],
      ['evaluate', '--config', 'examples/evaluate.yaml', '--signals', file, '--out', join(dir, 'deep.yaml')],
    ]) {
      const r = await aqr(...args);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain(`deep.jsonl:${line}: cannot be parsed: nested more than ${MAX_NESTING} levels deep (ERR_INPUT_PARSE)`);
      expect(r.err).not.toMatch(/internal error/);
    }
  });

  it('a signal within the limit is read as before', async () => {
    const file = join(dir, 'shallow.jsonl');
    await writeFile(file, `${execution(`,"x":${nestedObject(MAX_NESTING - 2)}`)}\n`);
    const r = await aqr('signals', file, '--json');
    expect(r.code, r.err).toBe(0);
    expect(JSON.parse(r.out)).toMatchObject({ counts: { agentSignals: 1 } });
  });

  it('a record, a profile or a task manifest nested 5,000 deep: the same input error, with its line', async () => {
    const record = join(dir, 'deep-record.json');
    await writeFile(record, `{\n"x-deep": ${nestedObject(5000)}\n}\n`);
    const r = await aqr('check', record);
    expect(r.code, r.err).toBe(2);
    expect(r.err).toContain(`deep-record.json:2: cannot be parsed: nested more than ${MAX_NESTING} levels deep (ERR_INPUT_PARSE)`);
    const manifest = join(dir, 'deep-tasks.json');
    await writeFile(manifest, `{"tasks": [{"id": "t001", "x": ${nestedArray(5000)}}]}\n`);
    const e = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--task-manifest', manifest, '--out', join(dir, 'deep-tasks.yaml'));
    expect(e.code, e.err).toBe(2);
    expect(e.err).toContain(`deep-tasks.json:1: cannot be parsed: nested more than ${MAX_NESTING} levels deep (ERR_INPUT_PARSE)`);
  });

  it('a trace attribute nested 5,000 deep is read past (the trace reader walks no value), never a crash', async () => {
    const traces = join(dir, 'deep-traces.jsonl');
    const deep = `${'{"kvlistValue":{"values":[{"key":"k","value":'.repeat(5000)}{"stringValue":"q"}${'}]}}'.repeat(5000)}`;
    const text = await readFile(join(ROOT, 'examples/otel/traces.jsonl'), 'utf8');
    await writeFile(traces, text.replace('{"key":"sg.tool.call_id"', `{"key":"x.deep","value":${deep}},{"key":"sg.tool.call_id"`));
    const r = await aqr('evaluate', '--config', 'examples/otel/evaluate.yaml', '--evidence', traces, '--out', join(dir, 'deep-traces.yaml'));
    expect(r.err).not.toMatch(/internal error/);
    expect([0, 1], r.err).toContain(r.code);
  });

  it('a trial line with a deeply nested field is an invalid trial, not a stack overflow', async () => {
    const file = join(dir, 'trials-deep.jsonl');
    await writeFile(file, `{"task_id":"t001","attempt":1,"passed":${nestedObject(5000)}}\n`);
    const r = await aqr('evaluate', '--config', 'examples/evaluate.yaml', '--trials', file, '--out', join(dir, 'trials-deep.yaml'));
    expect(r.code, r.err).toBe(2);
    expect(r.err).toContain('trials-deep.jsonl:1: passed: must be true or false, got {…} (ERR_INPUT_INVALID)');
  });
});

describe('tokens of the common formats in free-text fields', () => {
  const HEX40 = '9fceb02d0ae598e95dc970b74767f19372d61af8';
  const TOKENS = [
    HEX40,
    'glpat-xY7bK2mQ9wZ4vN1cR8sT',
    `npm_${'a1B2c3D4e5'.repeat(4).slice(0, 36)}`,
    'AIzaSyD3xK9bQ2mN7vL1pR5tW8cF0hJ4gE6aU2k',
    'Zq8vN2kL5xR9mT3bW7cY1dF6gH4jP0sA',
  ];

  it('are flagged, and reach neither <record>.signals.json, the job summary nor the comment', async () => {
    const file = join(dir, 'tokens.jsonl');
    const line = (agent: string) => execution('').replace('"agent_name":"a"', `"agent_name":${JSON.stringify(agent)}`);
    await writeFile(file, `${TOKENS.map(line).join('\n')}\n`);
    const json = await aqr('signals', file, '--json');
    expect(json.code, json.err).toBe(0);
    const report = JSON.parse(json.out) as { privacy: { findings: { line: number; field: string; kind: string }[] } };
    expect(report.privacy.findings).toEqual(TOKENS.map((_, i) => ({ file: relative(ROOT, file), line: i + 1, field: 'agent_name', kind: 'secret' })));

    gh = await fakeGitHub();
    const r = await runAction(gh, dir, { signals: relative(ROOT, file) });
    expect(r.code, r.stdout).toBe(0);
    const signalsJson = await readFile(r.outputs['signals-path'] as string, 'utf8');
    const comment = gh.comments.map((c) => c.body).join('\n');
    expect(r.summary).toContain('| \\(name withheld: secret\\) | 5 |');
    for (const token of TOKENS)
      for (const [where, text] of Object.entries({ signalsJson, summary: r.summary, comment, stdout: r.stdout }))
        expect(text.includes(token), `${token} in ${where}`).toBe(false);
  }, 60_000);
});

describe('a YAML document of small flow collections, which the fast readers decline', () => {
  // Eleven nodes a line: 8 MiB of it cost the full parser 30 to 45 s and 3 GB.
  const LINE = '- [{a: [b]}, [c, {d: e}]]\n';
  const hostile = LINE.repeat(Math.floor(MAX_YAML_CHARS / LINE.length));

  it('8 MiB of it is refused (ERR_INPUT_TOO_LARGE, naming the file) wherever YAML is read, before the full parser starts', async () => {
    const file = join(dir, 'flow.yaml');
    await writeFile(file, hostile);
    const refusal = `flow.yaml: holds more than ${MAX_YAML_NODES} YAML nodes in a shape the fast readers do not read`;
    const runs = [
      ['check', file],
      ['signals', file],
      ['evaluate', '--config', 'examples/evaluate.yaml', '--task-manifest', file, '--out', join(dir, 'flow-record.yaml')],
      ['evaluate', '--config', 'examples/evaluate.yaml', '--decisions', file, '--out', join(dir, 'flow-record.yaml')],
    ];
    for (const args of runs) {
      const r = await aqr(...args);
      expect(r.code, r.err).toBe(2);
      expect(r.err).toContain(refusal);
      expect(r.err).toContain('(ERR_INPUT_TOO_LARGE)');
    }
  }, 30_000);

  it('within the budget the full parser still reads it, as the YAML library does', () => {
    const text = LINE.repeat(1000);
    expect(parseDocument(text, 'small.yaml').value).toEqual(Array.from({ length: 1000 }, () => [{ a: ['b'] }, ['c', { d: 'e' }]]));
    expect(() => parseDocument(LINE.repeat(Math.ceil(MAX_YAML_NODES / 11) + 1), 'over.yaml')).toThrow(
      expect.objectContaining({ code: 'ERR_INPUT_TOO_LARGE', where: { file: 'over.yaml' } }),
    );
  });
});

describe('bare URLs in untrusted text', () => {
  const HOSTILE = [
    'see https://evil.example/login now',
    'http://localhost:8080/x',
    'HTTPS://EVIL.EXAMPLE',
    'ftp://files.evil.example/a',
    'www.evil.example/path',
    '(www.evil.example)',
    'write to jane@evil.example',
    'mailto:jane@evil.example',
    'xmpp:jane@evil.example/home',
    '//evil.example/x',
    '<https://evil.example>',
    '[x](https://evil.example)',
    'a.b+c_d-e@evil-mail.example.org.',
  ];

  it('the grammar finds the links it is to find (the test is not vacuous)', () => {
    for (const s of HOSTILE.slice(0, 9)) expect(links(s).length, s).toBeGreaterThan(0);
  });

  it.each(HOSTILE)('%j, escaped, is no link, and reads the same', (s) => {
    const out = md(s);
    expect(links(out)).toEqual([]);
    // The rendered text is the input (the word joiner before '@' aside).
    expect(new MarkdownIt().renderInline(out).replaceAll('\u2060', '')).toBe(new MarkdownIt().utils.escapeHtml(s));
  });

  it('no link forms in the comment or the summary from any field that carries untrusted text', async () => {
    const bad = HOSTILE.join(' ');
    const view: GateView = viewOf({
      verdict: 'hold',
      reasons: [{ verdict: 'hold', code: 'GATE_NO_EVIDENCE', message: bad }],
      gates: [{ id: 'x-local.www.evil.example', split: 'held-out', source: 'native', result: 'pass', value: 0.83, floor: 0.8, reason: bad }],
      measures: [{ id: 'x-local.https://evil.example', value: 0.83, split: 'held-out', baseline: 0.8, unit: 'jane@evil.example' }],
      acceptance: [{ rule: bad, run: 'www.evil.example', result: 'accepted', tier: 'verified', reasons: [bad], details: [bad] }],
      advisory: [bad],
      level: 'L3',
      profile: 'https://evil.example/p@1',
      agent: 'www.evil.example',
      recordDigest: `sha256:${'ab'.repeat(32)}`,
      artifact: 'https://evil.example',
      confidenceBuckets: [],
    });
    for (const page of [renderComment(view, 'wf:p@1').body, renderSummary(view)]) expect(links(page).filter((l) => l.includes('evil'))).toEqual([]);
    // Signal names that pass as plain (a URL is not private) reach the job summary's tables escaped.
    const file = join(dir, 'urls.jsonl');
    await writeFile(
      file,
      `${['https://evil.example/a', 'www.evil.example', 'ftp://evil.example'].map((a) => execution('').replace('"agent_name":"a"', `"agent_name":"${a}"`)).join('\n')}\n`,
    );
    const r = await aqr('signals', file, '--markdown');
    expect(r.code, r.err).toBe(0);
    expect(r.out).toContain('evil');
    expect(links(r.out).filter((l) => l.includes('evil'))).toEqual([]);
  });
});
