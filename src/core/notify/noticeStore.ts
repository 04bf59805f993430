/**
 * Notices live in a tiny external store so `notify.*` works from anywhere (screens, RTK
 * listeners, plain code) and every NoticeCenter on the page reads the same list.
 */
export type NoticeKind = "success" | "error" | "info";

export interface Notice {
  id: number;
  kind: NoticeKind;
  title: string;
  description?: string;
  /** Milliseconds before it goes away by itself. */
  duration: number;
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
  push(kind: NoticeKind, title: string, description?: string, duration = DEFAULT_NOTICE_DURATION): number {
    const id = nextId++;
    notices = [...notices, { id, kind, title, description, duration }].slice(-MAX_VISIBLE);
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
  error: (title: string, description?: string) => noticeStore.push("error", title, description),
  info: (title: string, description?: string) => noticeStore.push("info", title, description),
};
