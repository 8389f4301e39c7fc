import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { toJsonText } from '../../src/doc/text.js';
import { toYamlText } from '../../src/doc/write.js';
import { baseRecord } from '../helpers.js';

describe('record writers', () => {
  it('quote every string a YAML 1.1 reader would not read as that string', async () => {
    const r = { ...(await baseRecord()), extra: { yes: 'yes', off: 'Off', hex: '0x1f', sexa: '1:20', under: '1_000', plain: 'hello', date: '2026-11-29' } };
    const text = toYamlText(r);
    expect(text).toContain('emitted_at: "2026-11-29T12:00:00Z"');
    expect(text).toContain('plain: hello');
    // A YAML 1.1 reader (as PyYAML is) gets strings back, every one.
    const old = parse(text, { version: '1.1', schema: 'yaml-1.1', customTags: ['timestamp'] }) as typeof r;
    expect(old.emitted_at).toBe('2026-11-29T12:00:00Z');
    expect(old.extra).toEqual(r.extra);
    // And a YAML 1.2 reader gets the same record.
    expect(parse(text)).toEqual(r);
  });

  it('write JSON that reads back to the same record', async () => {
    const r = await baseRecord();
    const text = toJsonText(r);
    expect(text.endsWith('}\n')).toBe(true);
    expect(JSON.parse(text)).toEqual(r);
  });
});
