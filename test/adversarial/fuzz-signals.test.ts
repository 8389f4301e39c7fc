// Fuzz (issue 17): the signal reader (aqr signals, --strict too) on arbitrary input.
import fc from 'fast-check';
import { beforeAll, describe, it } from 'vitest';
import { tempDir } from '../helpers.js';
import { holds, inputs, runs } from './fuzz-helpers.js';

const UUID = '0b7e0c52-3d5e-4b8e-9a43-6b1d2f3c4a5e';
const lines = (vs: object[]) => vs.map((v) => JSON.stringify(v)).join('\n');
const VALID = [
  lines([
    {
      signal_type: 'execution',
      schema_version: '0.1.1',
      run_id: UUID,
      agent_name: 'a',
      skill_used: 's',
      self_assessment: { confidence: 4, accuracy: 3, completeness: 3, continuation_readiness: 4 },
    },
    { signal_type: 'outcome', schema_version: '0.1.1', run_id: UUID, agent_name: 'a', quality_rating: 4, continuation: { recovery_rating: 3 } },
    { signal_type: 'escalation', schema_version: '0.1.1', run_id: UUID, agent_name: 'a', reason: 'r', severity: 'high', blocking: true },
    {
      signal_type: 'partnership',
      schema_version: '0.1.1',
      run_id: UUID,
      agent_name: 'a',
      observed_agent: 'b',
      observation: { signal_count_reviewed: 3, time_window: '7d' },
      recommendations: [{ type: 'x', validation_status: 'outcome_validated' }],
    },
    { agentName: 'a', skill: 's', confidence: 0.7, success: true },
    { kind: 'data', data: { confidence: 0.4, success: false }, metadata: { agentName: 'a', skill: 's' } },
  ]),
  JSON.stringify(
    {
      ocp: '0.3',
      producer: { name: 'p' },
      privacy: {},
      nodes: [],
      run: {
        id: 'run-1',
        ended_at: '2026-09-23T11:00:00-07:00',
        acceptance_rule: {
          name: 'r',
          definition: 'd',
          requires: ['tests'],
          excludes_events: ['revert'],
          window_days: 7,
          score: { name: 'cov', target: 0.8, better: 'higher', scale: 'fraction' },
        },
        signals: [
          { id: 's1', kind: 'verdict', name: 'tests', value: 'pass', observed_at: '2026-09-23T10:59:00-07:00', tier: 'verified' },
          { id: 's2', kind: 'score', name: 'cov', value: 0.9, scale: 'fraction', observed_at: '2026-09-23T10:59:00-07:00', tier: 'reported' },
          { id: 's3', kind: 'event', name: 'revert', value: 'ref', observed_at: '2026-09-24T10:59:00-07:00', tier: 'asserted' },
        ],
      },
    },
    null,
    2,
  ),
  'signals:\n  - agentName: a\n    skill: s\n    confidence: 0.5\n    success: true\n',
];
let dir: string;
beforeAll(async () => {
  dir = await tempDir();
});

describe('fuzz: signal reader', () => {
  it('aqr signals (and --strict) ends in a report or a coded error, never an internal error', async () => {
    let i = 0;
    await fc.assert(
      fc.asyncProperty(inputs(VALID), fc.constantFrom([], ['--strict'], ['--json']), (input, extra) =>
        holds(dir, `s${i++}.jsonl`, input, (f) => ['signals', f, ...extra]),
      ),
      runs(150),
    );
  }, 60_000);
});
