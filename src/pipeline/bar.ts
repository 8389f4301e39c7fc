// The bar is pinned: a change is judged by the bar as it was before the change
// (a commit: the pull request's base), never by the bar the change writes.
// When the change alters the bar, the verdict is at best hold (BAR_CHANGED)
// unless a person other than its author approved it or the workflow opts out;
// an accepted change is judged by its own bar. Either way the other bar's
// verdict is shown beside it, never enforced.
import { barDiff } from '../bar/diff.js';
import { isInputRole, type Bar, type BarChange, type BarFileDigest, type BarRecord } from '../bar/types.js';
import { AqrError, isAqrError } from '../errors.js';
import { readBar, type BarPaths } from '../io/bar-files.js';
import { BarSourceError, type BarSource } from '../io/bar-source.js';

export interface PinnedBar {
  judged: Bar;
  /** The bar shown beside the enforced one (a shadow evaluation, never enforced). */
  other?: { bar: Bar; which: 'base' | 'proposed' };
  record: BarRecord;
  change?: BarChange;
  holds: { code: string; message: string }[];
  /** The held-out split or canaries changed: the record is not sealed. */
  unseal: boolean;
}

/** The bar of the checkout alone (no ref to pin to): as before this rule. */
export function unpinned(proposed: Bar): PinnedBar {
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: false }, holds: [], unseal: false };
}

/** What the base says beside its bar files: the paths its config names (undefined: that config does not load), and the differences of the config and the workflow in plain lines. */
export interface BaseSide {
  paths: BarPaths | undefined;
  lines: readonly string[];
}

/**
 * Reads the bar at `source` and decides which bar judges the change.
 * `accepted` says how a bar change was accepted (an approval, the opt-out), if it was.
 */
export async function pinBar(side: BaseSide, proposed: Bar, source: BarSource, accepted: string | undefined): Promise<PinnedBar> {
  const baseFiles: BarFileDigest[] = [];
  let base: Bar | undefined;
  let unreadable: string | undefined;
  if (side.paths)
    try {
      base = await readBar(side.paths, source, baseFiles);
    } catch (e) {
      // The base cannot be asked (no ref, no permission): an input error. A base bar that does not load is a change.
      if (!isAqrError(e) || e instanceof BarSourceError) throw e;
      unreadable = e.format();
    }
  const diff = barDiff(base, base ? heldAtBase(proposed, baseFiles) : proposed, baseFiles);
  if (unreadable) diff.lines.unshift(`the bar at ${source.label} does not load (${unreadable})`);
  diff.lines.unshift(...side.lines);
  if (!diff.changed && side.lines.length === 0 && base)
    return { judged: base, record: { ref: source.ref, files: base.files, changed: false }, holds: [], unseal: false };

  const unseal = diff.heldOutChanged;
  const change: BarChange = { base: source.label, lines: diff.lines, enforced: accepted || !base ? 'proposed' : 'base' };
  if (accepted) change.accepted = accepted;
  const holds = accepted
    ? []
    : [
        {
          code: 'BAR_CHANGED',
          message: `this change alters the bar it is judged by (${diff.lines.length} difference${diff.lines.length === 1 ? '' : 's'} from ${source.label}); a person other than its author must approve it`,
        },
      ];
  if (change.enforced === 'proposed') {
    const out: PinnedBar = { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds, unseal };
    if (base) out.other = { bar: base, which: 'base' };
    return out;
  }
  return {
    judged: base as Bar,
    other: { bar: proposed, which: 'proposed' },
    record: { ref: source.ref, files: (base as Bar).files, changed: true },
    change,
    holds,
    unseal,
  };
}

/**
 * The proposed bar as the diff compares it: a file beside the bar (a baseline,
 * say) counts only where the base holds it too; one the base does not hold is
 * the run's own (an earlier step downloaded it), compared by its path alone.
 */
function heldAtBase(proposed: Bar, baseFiles: readonly BarFileDigest[]): Bar {
  const held = new Set(baseFiles.map((f) => `${f.role}|${f.path}`));
  return { ...proposed, files: proposed.files.filter((f) => !isInputRole(f.role) || held.has(`${f.role}|${f.path}`)) };
}

/** The base bar does not fit the evidence (tasks it does not know): judge by the change's own bar, still at best hold. */
export function fallBackToProposed(pinned: PinnedBar, proposed: Bar, why: AqrError): PinnedBar {
  const change: BarChange = { ...(pinned.change as BarChange), enforced: 'proposed' };
  change.lines = [...change.lines, `the evidence does not fit the bar at ${change.base} (${why.format()}): judged by this change's own bar`];
  // No shadow: the base bar cannot judge this evidence at all.
  return { judged: proposed, record: { ref: null, files: proposed.files, changed: true }, change, holds: pinned.holds, unseal: pinned.unseal };
}
