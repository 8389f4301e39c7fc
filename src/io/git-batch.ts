// One long-lived `git cat-file --batch` for every object a run reads at a
// commit: a name written on a line, answered `<oid> <type> <size>\n<bytes>\n`,
// or `<name> missing\n` (no such object: a path not in the tree among them),
// or `<name> ambiguous\n`. One process instead of three a file; forking git
// from a Node process costs more as its heap grows. Requests go one at a
// time (a name git cannot parse ends the process: that request fails, the
// next one starts it anew). While no request is waiting, the process holds
// no reference on the event loop, so a batch left open never keeps a run
// alive; close() ends it and waits for it.
import type { ChildProcessWithoutNullStreams } from 'node:child_process';

/** What git answered for a name: no such object, or the object (`bytes` undefined when it is larger than asked: its content was skipped). */
export type BatchAnswer = { found: false; why: 'missing' | 'ambiguous' } | { found: true; oid: string; type: string; size: number; bytes: Buffer | undefined };

/** The batch could not answer: git did not start, or ended (the first line of what it wrote to stderr). */
export class GitBatchError extends Error {}

/** Whether a name can be asked on one line: git's reader ends a name at a line feed and drops a carriage return before it. */
export const batchable = (name: string): boolean => !/[\r\n\0]/.test(name);

type Pending = { name: string; maxBytes: number; done: (a: BatchAnswer) => void; fail: (e: Error) => void };
type Reply = { oid: string; type: string; size: number; target: Buffer | undefined; got: number };

const HEADER = /^([0-9a-f]{40}|[0-9a-f]{64}) (\S+) (\d+)$/;
const STDERR_KEPT = 16 * 1024;

export class GitBatch {
  private child: ChildProcessWithoutNullStreams | undefined;
  private starting: Promise<ChildProcessWithoutNullStreams> | undefined;
  private queue: Pending[] = [];
  private current: Pending | undefined;
  private reply: Reply | undefined;
  private buffered: Buffer = Buffer.alloc(0);
  private stderr = '';
  private closed = false;

  /** `cwd`: a folder of the repository (names like `<commit>:<path>` are read from the repository root whatever it is). */
  constructor(
    private readonly cwd: string,
    private readonly env: NodeJS.ProcessEnv = { ...process.env, GIT_TERMINAL_PROMPT: '0' },
  ) {}

  /** The object `name` names (any name git takes: `<commit>:<path>`, `<ref>^{commit}`, an oid), its content read when at most `maxBytes`. */
  get(name: string, maxBytes = Number.MAX_SAFE_INTEGER): Promise<BatchAnswer> {
    if (this.closed) return Promise.reject(new GitBatchError('the git batch is closed'));
    if (!batchable(name)) return Promise.reject(new GitBatchError(`a name with a line break cannot be asked of git cat-file --batch: ${JSON.stringify(name)}`));
    return new Promise((done, fail) => {
      this.queue.push({ name, maxBytes, done, fail });
      if (!this.current) void this.next();
    });
  }

  /** Ends the process (its input closed, so git exits) and waits for it; asking again after this fails. */
  async close(): Promise<void> {
    this.closed = true;
    const child = this.child ?? (this.starting ? await this.starting.catch(() => undefined) : undefined);
    if (!child || child.exitCode !== null || child.signalCode !== null) return;
    this.hold(true);
    await new Promise<void>((done) => {
      child.once('close', () => done());
      child.stdin.end();
    });
  }

  private async next(): Promise<void> {
    const p = this.queue.shift();
    this.current = p;
    if (!p) return this.hold(false);
    let child: ChildProcessWithoutNullStreams;
    try {
      child = await this.process();
    } catch (e) {
      this.current = undefined;
      p.fail(e as Error);
      return this.next();
    }
    this.hold(true);
    child.stdin.write(`${p.name}\n`);
  }

  /** The running process, started when there is none. */
  private process(): Promise<ChildProcessWithoutNullStreams> {
    if (this.child) return Promise.resolve(this.child);
    return (this.starting ??= (async () => {
      // child_process is loaded when git runs, not at every start.
      const { spawn } = await import('node:child_process');
      const child = spawn('git', ['cat-file', '--batch'], { cwd: this.cwd, env: this.env, stdio: ['pipe', 'pipe', 'pipe'] });
      await new Promise<void>((ready, failed) => {
        child.once('spawn', ready);
        child.once('error', failed);
      }).catch((e: Error) => {
        this.starting = undefined;
        throw new GitBatchError(`git could not be started (${e.message})`);
      });
      this.child = child;
      this.starting = undefined;
      this.buffered = Buffer.alloc(0);
      this.reply = undefined;
      this.stderr = '';
      child.stdout.on('data', (chunk: Buffer) => this.take(chunk));
      child.stderr.setEncoding('utf8');
      child.stderr.on('data', (s: string) => {
        if (this.stderr.length < STDERR_KEPT) this.stderr += s;
      });
      // A write after git ended, a kill that failed: the exit below fails the request.
      child.stdin.on('error', () => {});
      child.on('error', () => {});
      child.on('close', (code, signal) => this.ended(child, code, signal));
      return child;
    })());
  }

  /** While a request waits, the process and its pipes keep the run alive; otherwise they do not. */
  private hold(on: boolean): void {
    const c = this.child;
    if (!c) return;
    // The pipes are sockets (they have ref and unref), typed as plain streams.
    for (const h of [c, c.stdin, c.stdout, c.stderr] as unknown as { ref(): void; unref(): void }[])
      if (on) h.ref();
      else h.unref();
  }

  private ended(child: ChildProcessWithoutNullStreams, code: number | null, signal: NodeJS.Signals | null): void {
    if (this.child !== child) return;
    this.child = undefined;
    const p = this.current;
    if (!p) return;
    this.current = undefined;
    this.reply = undefined;
    const said = this.stderr.trim().split('\n')[0];
    p.fail(new GitBatchError(said || `git cat-file --batch ended (${signal ?? `exit ${code}`}) before answering ${JSON.stringify(p.name)}`));
    void this.next();
  }

  private take(chunk: Buffer): void {
    let data = this.buffered.length === 0 ? chunk : Buffer.concat([this.buffered, chunk]);
    this.buffered = Buffer.alloc(0);
    while (data.length > 0) {
      const p = this.current;
      if (!p) return; // Nothing was asked: nothing git writes is ours.
      const r = this.reply;
      if (!r) {
        const nl = data.indexOf(10);
        if (nl < 0) {
          this.buffered = data;
          return;
        }
        const line = data.toString('utf8', 0, nl);
        data = data.subarray(nl + 1);
        if (line === `${p.name} missing`) this.answer({ found: false, why: 'missing' });
        else if (line === `${p.name} ambiguous`) this.answer({ found: false, why: 'ambiguous' });
        else {
          const m = HEADER.exec(line);
          if (!m) {
            this.protocolError(p, line);
            return;
          }
          const size = Number(m[3]);
          this.reply = { oid: m[1] as string, type: m[2] as string, size, target: size <= p.maxBytes ? Buffer.allocUnsafe(size) : undefined, got: 0 };
        }
        continue;
      }
      // The content, then the line feed git writes after it.
      const rest = r.size - r.got;
      if (rest > 0) {
        const n = Math.min(rest, data.length);
        if (r.target) data.copy(r.target, r.got, 0, n);
        r.got += n;
        data = data.subarray(n);
        continue;
      }
      if (data[0] !== 10) {
        this.protocolError(p, `${r.oid} ${r.type} ${r.size} and no line feed after its content`);
        return;
      }
      data = data.subarray(1);
      this.reply = undefined;
      this.answer({ found: true, oid: r.oid, type: r.type, size: r.size, bytes: r.target });
    }
  }

  private answer(a: BatchAnswer): void {
    const p = this.current as Pending;
    this.current = undefined;
    p.done(a);
    void this.next();
  }

  /** git wrote what this reader does not know: the process is ended, the request fails, the next one starts anew. */
  private protocolError(p: Pending, line: string): void {
    const child = this.child;
    this.child = undefined;
    this.current = undefined;
    this.reply = undefined;
    child?.kill();
    p.fail(new GitBatchError(`git cat-file --batch answered ${JSON.stringify(line.slice(0, 200))} for ${JSON.stringify(p.name)}`));
    void this.next();
  }
}
