// Where each value of a document sits, kept by the readers that know every
// line as they read (simple-yaml.ts, json.ts), so lineOf is a walk down it.
import type { PathSegment } from '../path.js';

/** Where each child sits: a mapping's by key, a sequence's by index; undefined for a scalar. */
export type Shape = Map<string, Located> | Located[] | undefined;
export interface Located {
  line: number;
  shape: Shape;
}

/** The line of the node at `path` (or of its nearest ancestor present) in a tree of where each child sits. */
export function lineOfShape(rootLine: number, root: Shape, path: readonly PathSegment[]): number {
  let line = rootLine;
  let shape = root;
  for (const seg of path) {
    const step = shape instanceof Map ? shape.get(String(seg)) : Array.isArray(shape) && typeof seg === 'number' ? shape[seg] : undefined;
    if (!step) break;
    line = step.line;
    shape = step.shape;
  }
  return line;
}
