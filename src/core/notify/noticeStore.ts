import { currentSurface } from "./surfaces";

/**
 * Notices live in a tiny external store so `notify.*` works from anywhere (screens, RTK
 * listeners, plain code). Each notice belongs to the surface (component or element) where the
 * operator acted when it was raised, and only that surface shows it.
 *
 * A notice may say what it is about (its `cause`, e.g. "save brand 12"): an error ends when its
 * cause does, that is when a success or info notice of the same cause arrives or `resolve(cause)`
 * is called. The API's calls do this by themselves (core/api/baseQuery): a failed mutation lends
 * its cause (endpoint and URL, so the record's id) to the next error notice raised right after it,
 * and the same mutation succeeding later resolves that cause.
 */
export type NoticeKind = "success" | "error" | "info";

/** A button on a notice (a delete's Undo): pressing it runs `run` and dismisses the notice. */
export interface NoticeAction {
  label: string;
  run: () => void;
}

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  description?: string;
  /** Milliseconds before it goes away by itself; Infinity for errors, which stay until dismissed or resolved. */
  duration: number;
  /** How many identical notices this one stands for (they do not stack). */
  count: number;
  /** Changes when an identical notice arrives again, restarting the countdown. */
  version: number;
  /** The surface that shows it (see surfaces.ts); null when none was mounted. */
  surface: number | null;
  /** What it is about: a later success of the same cause ends an error (see resolve). */
  cause?: string;
  action?: NoticeAction;
}

export interface NoticeOptions {
  /** What the notice is about; an error with a cause goes when that cause succeeds. */
  cause?: string;
  /** Milliseconds before it goes away by itself (errors: Infinity unless given). */
  duration?: number;
  /** A button beside the title (Undo); such a notice never merges with an identical one (each undoes its own). */
  action?: NoticeAction;
}

export const DEFAULT_NOTICE_DURATION = 4500;
const MAX_VISIBLE = 5;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();
/** The cause of a call that failed just now, lent to the error notice raised about it (see failed()). */
let failedJustNow: string | undefined;
let forgetTimer: ReturnType<typeof setTimeout> | undefined;

function emit() {
  for (const listener of listeners) listener();
}

export const noticeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => notices,
  push(
    kind: NoticeKind,
    title: string,
    description?: string,
    duration?: number,
    cause?: string,
    action?: NoticeAction,
  ): number {
    const surface = currentSurface();
    if (kind === "error" && cause === undefined) cause = failedJustNow;
    if (kind === "error") failedJustNow = undefined;
    // A success or an info about a cause ends the errors about it.
    const ended = kind !== "error" && cause !== undefined;
    if (ended) notices = notices.filter((notice) => notice.kind !== "error" || notice.cause !== cause);
    const same = notices.find(
      (notice) =>
        action === undefined &&
        notice.action === undefined &&
        notice.kind === kind &&
        notice.title === title &&
        notice.description === description &&
        notice.surface === surface &&
        notice.cause === cause,
    );
    if (same) {
      const again = { ...same, count: same.count + 1, version: same.version + 1 };
      notices = [...notices.filter((notice) => notice.id !== same.id), again];
      emit();
      return same.id;
    }
    const id = nextId++;
    const lasting = duration ?? (kind === "error" ? Infinity : DEFAULT_NOTICE_DURATION);
    const notice: Notice = { id, kind, title, description, duration: lasting, count: 1, version: 1, surface };
    if (cause !== undefined) notice.cause = cause;
    if (action !== undefined) notice.action = action;
    notices = [...notices, notice].slice(-MAX_VISIBLE);
    emit();
    return id;
  },
  dismiss(id: number) {
    notices = notices.filter((notice) => notice.id !== id);
    emit();
  },
  /** The cause succeeded: its errors go (nothing else is shown). */
  resolve(cause: string) {
    const left = notices.filter((notice) => notice.kind !== "error" || notice.cause !== cause);
    if (left.length === notices.length) return;
    notices = left;
    emit();
  },
  /**
   * A call about `cause` failed just now: the next error notice raised in the same turn of work
   * (the caller's catch block, a few promise steps later) is about it, unless it names its own.
   */
  failed(cause: string) {
    failedJustNow = cause;
    clearTimeout(forgetTimer);
    forgetTimer = setTimeout(() => (failedJustNow = undefined), 0);
  },
  clear() {
    notices = [];
    failedJustNow = undefined;
    emit();
  },
};

export const notify = {
  /** A success about `options.cause` ends the errors about it. */
  success: (title: string, description?: string, options?: NoticeOptions) =>
    noticeStore.push("success", title, description, options?.duration, options?.cause, options?.action),
  /** Errors stay until dismissed or until their cause succeeds. */
  error: (title: string, description?: string, options?: NoticeOptions) =>
    noticeStore.push("error", title, description, options?.duration, options?.cause),
  info: (title: string, description?: string, options?: NoticeOptions) =>
    noticeStore.push("info", title, description, options?.duration, options?.cause),
  /** The cause succeeded without a notice of its own: its errors go. */
  resolve: (cause: string) => noticeStore.resolve(cause),
};
