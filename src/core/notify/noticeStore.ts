import { currentSurface } from "./surfaces";

/**
 * Notices live in a tiny external store so `notify.*` works from anywhere (screens, RTK
 * listeners, plain code). Each notice belongs to the surface (component or element) where the
 * operator acted when it was raised, and only that surface shows it.
 */
export type NoticeKind = "success" | "error" | "info";

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  description?: string;
  /** Milliseconds before it goes away by itself; Infinity for errors, which stay until dismissed. */
  duration: number;
  /** How many identical notices this one stands for (they do not stack). */
  count: number;
  /** Changes when an identical notice arrives again, restarting the countdown. */
  version: number;
  /** The surface that shows it (see surfaces.ts); null when none was mounted. */
  surface: number | null;
}

export const DEFAULT_NOTICE_DURATION = 4500;
const MAX_VISIBLE = 5;

let notices: readonly Notice[] = [];
let nextId = 1;
const listeners = new Set<() => void>();

function emit() {
  for (const listener of listeners) listener();
}

export const noticeStore = {
  subscribe(listener: () => void) {
    listeners.add(listener);
    return () => listeners.delete(listener);
  },
  getSnapshot: () => notices,
  push(kind: NoticeKind, title: string, description?: string, duration?: number): number {
    const surface = currentSurface();
    const same = notices.find(
      (notice) =>
        notice.kind === kind &&
        notice.title === title &&
        notice.description === description &&
        notice.surface === surface,
    );
    if (same) {
      const again = { ...same, count: same.count + 1, version: same.version + 1 };
      notices = [...notices.filter((notice) => notice.id !== same.id), again];
      emit();
      return same.id;
    }
    const id = nextId++;
    const lasting = duration ?? (kind === "error" ? Infinity : DEFAULT_NOTICE_DURATION);
    notices = [...notices, { id, kind, title, description, duration: lasting, count: 1, version: 1, surface }].slice(
      -MAX_VISIBLE,
    );
    emit();
    return id;
  },
  dismiss(id: number) {
    notices = notices.filter((notice) => notice.id !== id);
    emit();
  },
  clear() {
    notices = [];
    emit();
  },
};

export const notify = {
  success: (title: string, description?: string) => noticeStore.push("success", title, description),
  /** Errors stay until dismissed. */
  error: (title: string, description?: string) => noticeStore.push("error", title, description),
  info: (title: string, description?: string) => noticeStore.push("info", title, description),
};
