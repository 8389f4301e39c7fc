// promptfoo's model-graded assertion types: a judge (a model, an embedding, a
// classifier) decides them, so they are judged measures, never a gate. The
// list is promptfoo's own MODEL_GRADED_ASSERTION_TYPES (0.123) with the other
// types whose verdict comes from a model (issue 28); `not-` inverts a type and
// keeps it judged. The JUnit reader uses it to tell which failures name a judge.
const JUDGED = new Set([
  'agent-rubric',
  'answer-relevance',
  'classifier',
  'context-faithfulness',
  'context-recall',
  'context-relevance',
  'conversation-relevance',
  'factuality',
  'g-eval',
  'guardrails',
  'human',
  'llm-rubric',
  'max-score',
  'model-graded-closedqa',
  'model-graded-factuality',
  'moderation',
  'pi',
  'search-rubric',
  'select-best',
  'similar',
  'trajectory:goal-success',
]);

/** Families: every model-graded-*, context-* and similar:* type, and every red-team grader. */
const JUDGED_PREFIXES = ['model-graded-', 'context-', 'similar:', 'promptfoo:redteam:'];

/** True when a promptfoo assertion of this type is decided by a judge. */
export function isPromptfooJudged(type: string): boolean {
  const base = type.startsWith('not-') ? type.slice(4) : type;
  return JUDGED.has(base) || JUDGED_PREFIXES.some((p) => base.startsWith(p));
}
