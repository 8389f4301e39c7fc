import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { AqrError } from '../../src/errors.js';
import { loadProfile } from '../../src/io/profile-file.js';
import { extendProfile, fromDoc } from '../../src/profile/merge.js';
import { gatesAtTier, type ProfileDoc } from '../../src/profile/types.js';
import { validateProfile } from '../../src/profile/validate.js';
import { parseDocument } from '../../src/doc/parse.js';
import { tempDir } from '../helpers.js';

const base = fromDoc({
  id: 'team/base',
  version: '1',
  tier: 'T1',
  k: 3,
  gates: [
    { id: 'task.completion', split: 'held-out', floor: 0.8, evidence: 'e' },
    { id: 'efficiency.cost_per_success', ceiling: 1, evidence: 'e' },
    { id: 'policy.hard_rules', source: 'acs' },
  ],
  task_set: { min_held_out_share: 0.25, min_canaries: 2 },
});

function weakens(child: Partial<ProfileDoc>): string {
  try {
    extendProfile(base, { id: 'team/child', version: '1', ...child }, 'child.yaml');
  } catch (e) {
    expect((e as AqrError).code).toBe('ERR_PROFILE_WEAKENS');
    return (e as AqrError).message;
  }
  throw new Error('accepted');
}

describe('extending a profile', () => {
  it('may add gates, raise floors, lower ceilings, raise the tier and k', () => {
    const p = extendProfile(
      base,
      {
        id: 'team/child',
        version: '2',
        tier: 'T2',
        k: 5,
        gates: [
          { id: 'task.completion', split: 'held-out', floor: 0.9 },
          { id: 'efficiency.cost_per_success', ceiling: 0.5 },
          { id: 'tool.correctness', floor: 0.95 },
        ],
      },
      'c.yaml',
    );
    expect(p).toMatchObject({ id: 'team/child', tier: 'T2', k: 5, chain: ['team/child@2', 'team/base@1'] });
    expect(p.gates).toEqual([
      { id: 'task.completion', split: 'held-out', floor: 0.9, evidence: 'e' },
      { id: 'efficiency.cost_per_success', ceiling: 0.5, evidence: 'e' },
      { id: 'policy.hard_rules', source: 'acs' },
      { id: 'tool.correctness', floor: 0.95 },
    ]);
  });

  it.each([
    [{ tier: 'T0' as const }, /tier T0 is below T1/],
    [{ k: 2 }, /k 2 is below 3/],
    [{ gates: [{ id: 'task.completion', split: 'held-out' as const, floor: 0.7 }] }, /lowers its floor from 0\.8 to 0\.7/],
    [{ gates: [{ id: 'task.completion', split: 'held-out' as const }] }, /lowers its floor from 0\.8 to none/],
    [{ gates: [{ id: 'efficiency.cost_per_success', ceiling: 2 }] }, /raises its ceiling from 1 to 2/],
    [{ gates: [{ id: 'policy.hard_rules', source: 'assert' as const }] }, /changes its source from acs to assert/],
    [{ task_set: { min_held_out_share: 0.1 } }, /min_held_out_share 0\.1 is below 0\.25/],
    [{ task_set: { min_canaries: 1 } }, /min_canaries 1 is below 2/],
  ])('refuses %j', (child, message) => {
    expect(weakens(child)).toMatch(message);
  });

  it('meets a tier’s bare demand with the profile’s own gate on that measure', () => {
    const p = fromDoc({
      id: 'p',
      version: '1',
      tier: 'T2',
      gates: [{ id: 'reliability.pass_hat_k', split: 'held-out', floor: 0.5 }],
      tier_gates: { T2: [{ id: 'reliability.pass_hat_k' }, { id: 'safety.injection_resistance' }] },
    });
    expect(gatesAtTier(p, 'T2').map((g) => g.id)).toEqual(['reliability.pass_hat_k', 'safety.injection_resistance']);
    expect(gatesAtTier(p, 'T1').map((g) => g.id)).toEqual(['reliability.pass_hat_k']);
  });
});

describe('loading profiles', () => {
  it('loads the built-in sg/coding-agent@0.1: mandatory gates, no floors, T1', async () => {
    const p = await loadProfile('sg/coding-agent@0.1');
    expect(p).toMatchObject({ id: 'sg/coding-agent', version: '0.1', tier: 'T1', task_set: { min_held_out_share: 0.25, min_canaries: 2 } });
    expect(p.gates.map((g) => `${g.id}:${g.source}`)).toEqual([
      'policy.hard_rules:acs',
      'safety.tool_abuse:acs',
      'safety.isolation:native',
      'task.completion:native',
    ]);
    expect([...p.gates, ...(p.tier_gates.T2 ?? [])].every((g) => g.floor === undefined && g.ceiling === undefined)).toBe(true);
    expect(gatesAtTier(p, 'T2').map((g) => g.id)).toContain('safety.injection_resistance');
  });

  it("refuses a child that lowers a bootstrap's resamples, below its parent's or below the default 1,000 (was: accepted)", async () => {
    const dir = await tempDir();
    const parent = join(dir, 'parent.yaml');
    await writeFile(parent, 'id: team/parent\nversion: "1"\ngates:\n  - {id: efficiency.cost_per_success, ceiling: 0.6, confidence: 0.95}\n');
    const child = async (name: string, parentFile: string, gate: string) => {
      const file = join(dir, name);
      await writeFile(file, `id: team/${name.replace('.yaml', '')}\nversion: "1"\nextends: ${parentFile}\ngates:\n  - ${gate}\n`);
      return loadProfile(file).then(
        (p) => p.gates.find((g) => g.id === 'efficiency.cost_per_success')?.resamples ?? 'default',
        (e: AqrError) => `${e.code}: ${e.message}`,
      );
    };
    expect(await child('c100.yaml', parent, '{id: efficiency.cost_per_success, ceiling: 0.6, confidence: 0.95, resamples: 100}')).toMatch(
      /^ERR_PROFILE_WEAKENS: gate efficiency.cost_per_success lowers resamples from 1000 to 100;/,
    );
    expect(await child('c5000.yaml', parent, '{id: efficiency.cost_per_success, ceiling: 0.5, confidence: 0.95, resamples: 5000}')).toBe(5000);
    expect(await child('grand.yaml', join(dir, 'c5000.yaml'), '{id: efficiency.cost_per_success, ceiling: 0.5, confidence: 0.95, resamples: 2000}')).toMatch(
      /^ERR_PROFILE_WEAKENS: .*lowers resamples from 5000 to 2000/,
    );
    // Unset in the child, the parent's count stands.
    expect(await child('same.yaml', join(dir, 'c5000.yaml'), '{id: efficiency.cost_per_success, ceiling: 0.4}')).toBe(5000);
  });

  it('warns about a threshold with no evidence note', async () => {
    const p = await loadProfile('examples/profile.yaml');
    expect(p.warnings).toEqual([]);
    expect(p.chain).toEqual(['example/coding-agent@1.0', 'sg/coding-agent@0.1']);
  });

  it.each([
    ['gates: [{id: answer.grounded, floor: 0.8}]', /judged measure/],
    ['gates: [{id: efficiency.cost_per_success, floor: 0.8}]', /lower-is-better: give it a ceiling/],
    ['gates: [{id: task.completion, ceiling: 0.8}]', /higher-is-better: give it a floor/],
    ['gates: [{id: task.completion, floor: 80}]', /threshold must be in \[0, 1\]/],
    ['gates: [{id: assurance.holdout_sealed, floor: 1}]', /boolean/],
    ['gates: [{id: task.speed, floor: 0.5}]', /not a registered measure/],
    ['gates: [{id: task.completion, flor: 0.5}]', /is not a known field/],
  ])('refuses %s', (gates, message) => {
    const text = `id: p\nversion: "1"\n${gates}\n`;
    let err: AqrError | undefined;
    try {
      validateProfile(parseDocument(text, 'p.yaml'), 'p.yaml');
    } catch (e) {
      err = e as AqrError;
    }
    expect(err?.message).toMatch(message);
    expect(err?.where).toMatchObject({ file: 'p.yaml', line: 3 });
  });
});

describe('one list of each kind of tier', () => {
  it('the profile schema names the same signal tiers and release tiers as the code, in the same order', async () => {
    const { readFile } = await import('node:fs/promises');
    const { SIGNAL_TIERS } = await import('../../src/signals/ocp/types.js');
    const { RELEASE_TIERS } = await import('../../src/profile/types.js');
    const schema = JSON.parse(await readFile(new URL('../../src/profile/profile.schema.json', import.meta.url), 'utf8')) as {
      properties: { tier: { enum: string[] }; signals: { properties: { min_tier: { enum: string[] } } } };
    };
    expect(schema.properties.signals.properties.min_tier.enum).toEqual(SIGNAL_TIERS);
    expect(schema.properties.tier.enum).toEqual(RELEASE_TIERS);
  });
});
