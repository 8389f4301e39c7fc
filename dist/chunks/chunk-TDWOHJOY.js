import { createRequire as __aqrCreateRequire } from 'node:module';
const require = __aqrCreateRequire(import.meta.url);

// src/record/backing.ts
function backingMeasure(gate, measures) {
  const candidates = measures.filter((m) => m.id === gate.id && m.split === gate.split && (gate.k === void 0 || m.k === gate.k));
  return { candidates, pick: candidates.length === 1 ? candidates[0] : void 0 };
}

export {
  backingMeasure
};
