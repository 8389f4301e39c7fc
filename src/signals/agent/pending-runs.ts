// The runs the agent analytics keep while a join is pending: a Map from run id
// to state, with the newest run held outside it. An execution and its outcome
// mostly sit on neighbouring lines: the run is then joined and forgotten
// without ever being hashed into the Map (a fresh 36-character id a line).
// The held run is put in the Map before any other run is added and before
// the Map is read in order, so the order (and so the report) is the Map's.
//
// Given a bound, a run put in a Map of more than `limit` runs lets the oldest
// run that may go (found among the first EVICT_SCAN in order) go: it is
// handed to `onEvict` and forgotten. Runs `evictable` refuses are kept
// whatever their number (see AgentAnalytics for which and why).

/** How many of the oldest runs are looked at for one to let go: a Map full of runs that must stay costs no more than this a run added. */
const EVICT_SCAN = 64;

export interface PendingBound<T> {
  limit: number;
  evictable: (state: T) => boolean;
  onEvict: (state: T) => void;
}

export class PendingRuns<T> {
  private readonly map = new Map<string, T>();
  private heldId: string | undefined;
  private held: T | undefined;

  constructor(private readonly bound?: PendingBound<T>) {}

  /** The state of run `id`, made with `make` (and kept) when there is none. */
  state(id: string, make: () => T): T {
    if (id === this.heldId) return this.held as T;
    this.flush();
    const known = this.map.get(id);
    if (known !== undefined) return known;
    const made = make();
    this.heldId = id;
    this.held = made;
    return made;
  }

  get(id: string): T | undefined {
    return id === this.heldId ? this.held : this.map.get(id);
  }

  delete(id: string): void {
    if (id === this.heldId) {
      this.heldId = undefined;
      this.held = undefined;
    } else this.map.delete(id);
  }

  /** Every run, in the order each was first added. */
  entries(): IterableIterator<[string, T]> {
    this.flush();
    return this.map.entries();
  }

  private flush(): void {
    if (this.heldId === undefined) return;
    this.map.set(this.heldId, this.held as T);
    this.heldId = undefined;
    this.held = undefined;
    if (this.bound && this.map.size > this.bound.limit) this.evictOldest(this.bound);
  }

  private evictOldest(bound: PendingBound<T>): void {
    let looked = 0;
    for (const [id, state] of this.map) {
      if (bound.evictable(state)) {
        this.map.delete(id);
        bound.onEvict(state);
        return;
      }
      if (++looked === EVICT_SCAN) return;
    }
  }
}
