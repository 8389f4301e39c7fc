// The bench's inputs, drawn from an exact generator: every draw is 32-bit
// integer arithmetic (mulberry32: Math.imul, shifts, xor), so a seed gives the
// same bytes on every machine and run, and no draw repeats before 2^32 (the
// former `seed * 1103515245 % 2^31` in floating point lost its low bits past
// 2^53 and cycled every 10,466 draws).
//
// Agent signals (agentSignalLines), the distribution stated:
//  - runs: each execution line starts a fresh run (a v4 UUID of 122 random
//    bits), so 1,000,000 lines hold some 990,000 distinct run ids;
//  - outcomes: 1 execution in 100 is rated, its outcome arriving 1 to 65,536
//    lines later (uniform), after other runs' executions: those runs wait for
//    their outcome meanwhile, and the other 99 never get one (they wait to
//    the end of the stream, as unrated runs do);
//  - continuation chains: 1 execution in 50 resumes one of the last 1,024
//    runs (resumed_from_run_id, with continuation_readiness), and a rated
//    continuation's outcome carries continuation.recovery_rating;
//  - odd but valid: 1 line in 100 is written another valid way: a key outside
//    the contract (review_context), a timestamp with milliseconds and an
//    offset, non-ASCII text as \u escapes, or its keys in another order.
// Confidence samples (confidenceLines): independent samples, 20 agents,
// 10 skills, success 7 in 10. Trial ledgers (ledgerText): `tasks` tasks,
// each of `k` attempts, passed 8 in 10, and 2 canaries that never pass.

/** mulberry32: the next unsigned 32-bit draw of `seed`. */
export function rng(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = Math.imul(s ^ (s >>> 15), s | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return (t ^ (t >>> 14)) >>> 0;
  };
}

/** Draws below `n` (n ≤ 2^21, so u32 × n stays exact in a double) and in [0, 1). */
export function draws(seed) {
  const next = rng(seed);
  const below = (n) => Math.floor((next() * n) / 4294967296);
  return { next, below, unit: () => next() / 4294967296, chance: (num, den) => below(den) < num };
}

const hex8 = (u) => u.toString(16).padStart(8, '0');

/** A v4 UUID of four draws. */
function uuid(next) {
  const a = hex8(next());
  const b = hex8(next());
  const c = hex8(next());
  const d = hex8(next());
  const variant = (8 + (next() & 3)).toString(16);
  return `${a}-${b.slice(0, 4)}-4${b.slice(5, 8)}-${variant}${c.slice(1, 4)}-${c.slice(4)}${d}`;
}

const START = Date.UTC(2026, 10, 1);
const stamp = (i) => new Date(START + i * 1000).toISOString().replace('.000Z', 'Z');

/** The `count` lines of an agent signal stream (without newlines), as stated above. */
export function* agentSignalLines(count, seed = 7) {
  const r = draws(seed);
  const due = new Map(); // line index → outcomes due then
  const ready = [];
  const recent = [];
  for (let i = 0; i < count; i++) {
    for (const o of due.get(i) ?? []) ready.push(o);
    due.delete(i);
    const odd = r.chance(1, 100) ? 1 + r.below(4) : 0;
    const agent = `agent-${r.below(20)}`;
    let signal;
    const pending = ready.shift();
    if (pending) {
      signal = {
        signal_type: 'outcome',
        schema_version: '0.1.1',
        run_id: pending.run,
        timestamp: stamp(i),
        agent_name: pending.agent,
        quality_rating: 1 + r.below(5),
        effort_to_merge: 'minimal',
        issues_found: ['edge case in coverage of the rollback path'],
        ...(pending.continued ? { continuation: { recovery_rating: 1 + r.below(5) } } : {}),
      };
    } else {
      const run = uuid(r.next);
      const c = 1 + r.below(5);
      const resumes = recent.length > 0 && r.chance(1, 50) ? recent[r.below(recent.length)] : undefined;
      signal = {
        signal_type: 'execution',
        schema_version: '0.1.1',
        run_id: run,
        timestamp: stamp(i),
        agent_name: agent,
        skill_used: 'triage',
        mode: 'autonomous',
        self_assessment: { confidence: c, accuracy: c, completeness: 3, ...(resumes ? { continuation_readiness: 1 + r.below(5) } : {}) },
        ...(resumes ? { resumed_from_run_id: resumes } : {}),
        patterns: { what_worked: 'standard path, pinned versions', what_was_hard: 'transitive conflict in a multi-module build' },
      };
      recent.push(run);
      if (recent.length > 1024) recent.shift();
      if (r.chance(1, 100)) {
        const at = i + 1 + r.below(65536);
        const list = due.get(at) ?? [];
        list.push({ run, agent, continued: resumes !== undefined });
        due.set(at, list);
      }
    }
    yield oddly(signal, odd, i);
  }
}

/** The signal as JSON, written the `odd`th other valid way (0: plainly). */
function oddly(signal, odd, i) {
  switch (odd) {
    case 1:
      return JSON.stringify({ ...signal, review_context: { reviewer: 'bench', pass: 2 } });
    case 2:
      return JSON.stringify({ ...signal, timestamp: new Date(START + i * 1000 + 250).toISOString().replace('Z', '+00:00') });
    case 3:
      return JSON.stringify(signal).replace('standard path', 'voie standard \\u00e9prouv\\u00e9e').replace('edge case', 'cas limite \\u00e9vit\\u00e9');
    case 4:
      return JSON.stringify(Object.fromEntries(Object.entries(signal).reverse()));
    default:
      return JSON.stringify(signal);
  }
}

/** The `count` lines of confidence samples. */
export function* confidenceLines(count, seed = 8) {
  const r = draws(seed);
  for (let i = 0; i < count; i++)
    yield JSON.stringify({
      systemActor: 'fleet',
      agentName: `agent-${r.below(20)}`,
      skill: `skill-${r.below(10)}`,
      confidence: r.below(1001) / 1000,
      success: r.chance(7, 10),
      completedAt: 1764400000000 + i,
      correlationId: hex8(r.next()) + hex8(r.next()),
    });
}

/** The task list: `tasks` tasks (one in four held out) and 2 canaries. */
export function taskList(tasks) {
  const list = [];
  for (let i = 0; i < tasks; i++) list.push({ id: `t${i}`, split: i % 4 === 0 ? 'held-out' : 'held-in' });
  list.push({ id: 'canary-1', split: 'held-out', canary: true }, { id: 'canary-2', split: 'held-out', canary: true });
  return list;
}

/** The `k` ledger lines of task `t` (each ending in a newline), drawn from `r` (draws()). */
export function attemptLines(t, k, r) {
  let text = '';
  for (let a = 1; a <= k; a++)
    text += `${JSON.stringify({
      task_id: t.id,
      attempt: a,
      passed: !t.canary && r.chance(8, 10),
      cost_usd: r.below(10001) / 1e4,
      tokens: r.below(10000),
      latency_s: r.below(6001) / 10,
      violations: { policy: 0, tool_abuse: 0, isolation: 0 },
    })}\n`;
  return text;
}
