import { Backoff } from "../lib/database/backoff.js";
import { DatabaseUnavailableError } from "../lib/http/http.js";

/** What the database's connections went through; the database plugin logs these. */
export type AvailabilityEvent =
  /** A pooled connection broke (terminated, or the server went away); it was dropped from the pool. */
  | { kind: "connection-lost"; error: unknown }
  /** The server does not take connections: requests are refused (503) until a try succeeds. */
  | { kind: "unavailable"; error: unknown; retryInMs: number }
  /** A try to reach it again failed; the next one is due in `retryInMs`. */
  | { kind: "retry-failed"; error: unknown; attempt: number; retryInMs: number }
  /** It answers again after `downForMs`. */
  | { kind: "available"; downForMs: number };

export interface AvailabilityOptions {
  /** Opens a connection of its own and asks the server something trivial; rejects if it cannot. */
  probe: () => Promise<void>;
  /** Delay of the first try after a failed one (default 200 ms). */
  firstRetryMs?: number;
  /** Longest delay between two tries (default 2 s). */
  maxRetryMs?: number;
  now?: () => number;
}

/**
 * Whether the PostgreSQL server is there, as the pool sees it. A connection error (a connection
 * that cannot be opened, or one that breaks) makes it check at once, with a connection of its
 * own: one terminated backend changes nothing, while a server that does not answer is marked
 * unavailable. From then on the pool refuses at once (DatabaseUnavailableError, a 503) instead
 * of dialling a dead server for every request, and one try at a time goes out on a capped
 * backoff (Backoff) until the server answers; then requests go through again.
 */
export class DatabaseAvailability {
  private state: "up" | "checking" | "down" = "up";
  private readonly backoff: Backoff;
  private readonly now: () => number;
  private downSince = 0;
  private nextTryAt = 0;
  private timer: ReturnType<typeof setTimeout> | undefined;
  private closed = false;
  private readonly listeners = new Set<(event: AvailabilityEvent) => void>();

  constructor(private readonly options: AvailabilityOptions) {
    this.backoff = new Backoff(options.firstRetryMs ?? 200, options.maxRetryMs ?? 2000);
    this.now = options.now ?? Date.now;
  }

  /** False while the server is known to be away. */
  get available(): boolean {
    return this.state !== "down";
  }

  /** Listens to what happens; returns the function that stops listening. */
  watch(listener: (event: AvailabilityEvent) => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }

  /** The error a request meets instead of a connection while the server is away; undefined otherwise. */
  refusal(): DatabaseUnavailableError | undefined {
    if (this.state !== "down") return undefined;
    return new DatabaseUnavailableError(this.retryAfterSeconds());
  }

  /** Whole seconds until the next try (at least 1): what `Retry-After` says. */
  retryAfterSeconds(): number {
    if (this.state !== "down") return 1;
    return Math.max(1, Math.ceil((this.nextTryAt - this.now()) / 1000));
  }

  /** A pooled connection broke: it is gone from the pool; check the server is still there. */
  connectionLost(error: unknown): void {
    this.emit({ kind: "connection-lost", error });
    this.suspect();
  }

  /** A new connection could not be opened: check the server is there. */
  connectFailed(): void {
    this.suspect();
  }

  close(): void {
    this.closed = true;
    clearTimeout(this.timer);
  }

  private suspect(): void {
    // One check at a time; while the server is away the backoff's timer owns the tries.
    if (this.state !== "up" || this.closed) return;
    this.state = "checking";
    void this.check();
  }

  private async check(): Promise<void> {
    try {
      await this.options.probe();
    } catch (error) {
      if (this.closed) return;
      const retryInMs = this.backoff.next();
      if (this.state !== "down") {
        this.state = "down";
        this.downSince = this.now();
        this.emit({ kind: "unavailable", error, retryInMs });
      } else {
        this.emit({ kind: "retry-failed", error, attempt: this.backoff.attempts - 1, retryInMs });
      }
      this.nextTryAt = this.now() + retryInMs;
      this.timer = setTimeout(() => void this.check(), retryInMs);
      // A process being shut down does not wait for the next try.
      this.timer.unref();
      return;
    }
    if (this.closed) return;
    const wasDown = this.state === "down";
    this.state = "up";
    this.backoff.reset();
    if (wasDown) this.emit({ kind: "available", downForMs: this.now() - this.downSince });
  }

  private emit(event: AvailabilityEvent): void {
    for (const listener of this.listeners) listener(event);
  }
}
