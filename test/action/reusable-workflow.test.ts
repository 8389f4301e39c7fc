// The reusable workflow (.github/workflows/gate-reusable.yml): called by
// `uses: …/.github/workflows/gate-reusable.yml@<sha>`, it downloads the
// evidence, gates it, attests and uploads the record, in that order; every
// input it gives the action is one action.yml declares; the job asks for the
// permissions each step needs and no write it does not use. actionlint checks
// its syntax and expressions (test/release.test.ts lints every workflow).
import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { ROOT } from '../helpers.js';

interface Step {
  id?: string;
  uses?: string;
  if?: string;
  with?: Record<string, string>;
}
interface Workflow {
  on: {
    workflow_call: {
      inputs: Record<string, { type: string; required?: boolean; default?: unknown }>;
      secrets: Record<string, unknown>;
      outputs: Record<string, { value: string }>;
    };
  };
  jobs: Record<string, { permissions: Record<string, string>; outputs: Record<string, string>; steps: Step[] }>;
}

const read = async <T>(f: string) => parse(await readFile(join(ROOT, f), 'utf8')) as T;

describe('the reusable workflow', () => {
  it('is called with workflow_call: the evidence artifact required, the rest with defaults, the signing key a secret', async () => {
    const w = await read<Workflow>('.github/workflows/gate-reusable.yml');
    const call = w.on.workflow_call;
    expect(
      Object.entries(call.inputs)
        .filter(([, i]) => i.required)
        .map(([n]) => n),
    ).toEqual(['evidence-artifact']);
    expect(call.inputs['check-run']?.default).toBe('agent-release-gate');
    expect(Object.keys(call.secrets)).toEqual(['signing-key']);
    expect(Object.keys(call.outputs)).toEqual(['verdict', 'record-digest', 'release-permitted']);
  });

  it('downloads the evidence, gates it, then attests and uploads the record whatever the verdict', async () => {
    const w = await read<Workflow>('.github/workflows/gate-reusable.yml');
    const steps = w.jobs['gate']!.steps;
    expect(steps.map((s) => s.uses?.replace(/@.*/, ''))).toEqual([
      'actions/checkout',
      'actions/download-artifact',
      'agent-release-gate/agent-release-gate',
      'actions/attest',
      'actions/upload-artifact',
    ]);
    // A hold fails the gate step; the record is attested and kept all the same.
    for (const s of steps.slice(3)) expect(s.if).toMatch(/^\$\{\{ !cancelled\(\) && /);
    expect(steps[4]!.with!['name']).toBe('${{ inputs.record-artifact }}');
  });

  it('gives the action only inputs action.yml declares, the check run among them', async () => {
    const w = await read<Workflow>('.github/workflows/gate-reusable.yml');
    const action = await read<{ inputs: Record<string, unknown> }>('action.yml');
    const gate = w.jobs['gate']!.steps.find((s) => s.id === 'gate')!;
    expect(Object.keys(gate.with!).filter((k) => !(k in action.inputs))).toEqual([]);
    expect(gate.with!['check-run']).toBe('${{ inputs.check-run }}');
  });

  it('asks for the permissions its steps use', async () => {
    const w = await read<Workflow>('.github/workflows/gate-reusable.yml');
    expect(w.jobs['gate']!.permissions).toEqual({
      contents: 'read',
      'pull-requests': 'write',
      checks: 'write',
      actions: 'read',
      'id-token': 'write',
      attestations: 'write',
    });
  });

  it('uses the same versions of the actions as the other workflows', async () => {
    const versions = new Map<string, Set<string>>();
    for (const f of ['.github/workflows/gate.yml', '.github/workflows/gate-reusable.yml', 'examples/workflows/attest.yml']) {
      const text = await readFile(join(ROOT, f), 'utf8');
      for (const m of text.matchAll(/uses: (actions\/[\w-]+)@(\S+)/g)) {
        if (!versions.has(m[1]!)) versions.set(m[1]!, new Set());
        versions.get(m[1]!)!.add(m[2]!);
      }
    }
    expect([...versions].filter(([, v]) => v.size > 1)).toEqual([]);
  });
});
