// One signed record, many spellings. Each YAML or JSON spelling of the signed
// example is either refused or verifies as the very same record (duplicate
// keys, anchors and aliases, merge keys, tags, a BOM, CRLF, flow style, JSON
// escapes); and (issue 17, finding 11) number spellings that YAML 1.1 readers
// read otherwise are never written and are warned about by `aqr check`.
import { execFileSync } from 'node:child_process';
import { readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { beforeAll, describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { parseDocument } from '../../src/doc/parse.js';
import type { AgentQualityRecord } from '../../src/record/types.js';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import { signingPayload } from '../../src/sign/payload.js';
import { aqr, ROOT, tempDir } from '../helpers.js';

const KEY = join(ROOT, 'examples/keys/example.public.jwk');

let dir: string;
let text: string;
let record: AgentQualityRecord;
let n = 0;
beforeAll(async () => {
  dir = await tempDir();
  text = await readFile(join(ROOT, 'examples/record.yaml'), 'utf8');
  record = parse(text) as AgentQualityRecord;
});

async function file(content: string | Uint8Array, ext = 'yaml'): Promise<string> {
  const f = join(dir, `s-${++n}.${ext}`);
  await writeFile(f, content);
  return f;
}

/** Refused (exit 1 or 2), or verified as exactly the example record: never a different record under its signature. */
async function refusedOrSame(content: string | Uint8Array, ext = 'yaml'): Promise<'refused' | 'same'> {
  const f = await file(content, ext);
  const r = await aqr('verify', f, '--key', KEY);
  expect(r.err, r.err).not.toMatch(/internal error/);
  if (r.code !== 0) return 'refused';
  const read = parseDocument(typeof content === 'string' ? content : new TextDecoder().decode(content), f).value as AgentQualityRecord;
  expect(Buffer.from(signingPayload(read)).toString()).toBe(Buffer.from(signingPayload(record)).toString());
  return 'same';
}

describe('spellings of one signed record', () => {
  it('JSON, flow YAML, reordered keys, a BOM, CRLF and JSON escapes read as the same record', async () => {
    expect(await refusedOrSame(toJsonText(record), 'json')).toBe('same');
    expect(await refusedOrSame(JSON.stringify(record))).toBe('same');
    expect(await refusedOrSame(`\ufeff${text}`)).toBe('same');
    expect(await refusedOrSame(text.replace(/\n/g, '\r\n'))).toBe('same');
    const reordered = Object.fromEntries(Object.entries(record).reverse());
    expect(await refusedOrSame(toYamlText(reordered))).toBe('same');
    expect(await refusedOrSame(toJsonText(record).replace('"ship"', '"\\u0073hip"'), 'json')).toBe('same');
  });

  it('duplicate keys are refused, in YAML and in JSON', async () => {
    expect(await refusedOrSame(text.replace(/^ {2}verdict: ship$/m, '  verdict: ship\n  verdict: hold'))).toBe('refused');
    expect(await refusedOrSame(toJsonText(record).replace('"verdict": "ship"', '"verdict": "hold", "verdict": "ship"'), 'json')).toBe('refused');
    expect(await refusedOrSame(`${text}supergauge: "0.1"\n`)).toBe('refused');
  });

  it('anchors and aliases read as the same values; merge keys and tags are refused or change nothing', async () => {
    const aliased = text.replace(/^( {2}held_in: )28$/m, '$1&n 28').replace(/^( {2}held_out: )12$/m, '$1*n');
    expect(await refusedOrSame(aliased)).toBe('refused');
    const same = text.replace(/^( {2}tier: )T1$/m, '$1&t T1');
    expect(await refusedOrSame(same)).toBe('same');
    const merged = text.replace(/^decision:\n/m, 'decision:\n  <<: {verdict: hold}\n');
    expect(await refusedOrSame(merged)).toBe('refused');
    for (const tagged of [
      text.replace(/^( {2}held_in: )28$/m, '$1!!str 28'),
      text.replace(/^( {2}held_in: )28$/m, '$1!!float 28'),
      text.replace(/^( {2}sealed: )true$/m, '$1!!str true'),
      text.replace(/^( {2}verdict: )ship$/m, '$1!custom ship'),
      text.replace(/^( {2}verdict: )ship$/m, '$1!!binary c2hpcA=='),
    ]) {
      expect(['refused', 'same']).toContain(await refusedOrSame(tagged));
    }
  });

  it('a YAML 1.1 directive, and 1.1 number spellings, are warned about by aqr check', async () => {
    const directive = await file(`%YAML 1.1\n---\n${text}`);
    const d = await aqr('check', directive, '--key', KEY);
    expect(d.err).toMatch(/:1: %YAML 1\.1 directive: .* \(YAML_1_1_DIRECTIVE\)/);
    const line = text.split('\n').findIndex((l) => l.startsWith('  held_in: ')) + 1;
    let warned = 0;
    for (const spelling of ['028', '0x1C', '0o34', '2.8e1', '28.0', '+28', '2_8']) {
      const f = await file(text.replace(/^( {2}held_in: )28$/m, `$1${spelling}`));
      const r = await aqr('check', f, '--key', KEY, '--json');
      const out = JSON.parse(r.out) as { level: string | null; warnings?: { code: string; line: number }[] };
      if (out.level === 'L4') {
        // Same value, same signature: exactly the case the warning is for.
        expect(out.warnings, spelling).toEqual([expect.objectContaining({ code: 'YAML_NUMBER_SPELLING', line })]);
        warned++;
      } else expect(out.level, spelling).not.toBe('L4');
    }
    expect(warned).toBeGreaterThanOrEqual(5);
    const quiet = await aqr('check', join(ROOT, 'examples/record.yaml'), '--key', KEY, '--json');
    expect(JSON.parse(quiet.out)).not.toHaveProperty('warnings');
  });

  it('records are written with numbers both YAML versions read alike', () => {
    const numbers = { a: 1e-7, b: 1.5e-7, c: 1e21, d: -0, e: 0.75, f: 5e-324, g: 3 };
    const yaml = toYamlText(numbers);
    expect(yaml).toBe('a: 1.0e-7\nb: 1.5e-7\nc: 1.0e+21\nd: 0\ne: 0.75\nf: 5.0e-324\ng: 3\n');
    expect(parse(yaml)).toEqual({ ...numbers, d: 0 });
    expect(parse(yaml, { version: '1.1' })).toEqual({ ...numbers, d: 0 });
  });

  let pyyaml = false;
  try {
    execFileSync('python3', ['-c', 'import yaml'], { stdio: 'ignore' });
    pyyaml = true;
  } catch {
    // PyYAML absent: the interop test below says so.
  }
  it.skipIf(!pyyaml)('PyYAML (a YAML 1.1 reader) reads what aqr writes as aqr does (skipped without python3 and PyYAML)', async () => {
    const value = {
      ...structuredClone(record),
      measures: [...record.measures, { id: 'x-tiny', value: 1e-7 }, { id: 'x-huge', value: 1e21 }],
    } as AgentQualityRecord;
    const f = await file(toYamlText(value));
    const py = execFileSync('python3', ['-c', 'import json,sys,yaml; print(json.dumps(yaml.safe_load(open(sys.argv[1]))))', f], { encoding: 'utf8' });
    expect(JSON.parse(py)).toEqual(JSON.parse(JSON.stringify(value)));
  });
});
