import type { AdminRole } from "./authSlice.js";

/**
 * The spec's storage contract: cookie `token` (path /) and localStorage `token` and
 * `userStatus` (JSON). Every access is guarded: storage may be blocked in a sandboxed portal.
 */
const TOKEN_KEY = "token";
const STATUS_KEY = "userStatus";

export interface StoredSession {
  token: string | null;
  userStatus: AdminRole | null;
}

function parseRole(raw: string | null): AdminRole | null {
  if (!raw) return null;
  try {
    const value: unknown = JSON.parse(raw);
    return value === "ADMIN" || value === "SUPER_ADMIN" ? value : null;
  } catch {
    return null;
  }
}

function readCookie(name: string): string | null {
  if (typeof document === "undefined") return null;
  const found = document.cookie.split("; ").find((part) => part.startsWith(`${name}=`));
  return found ? decodeURIComponent(found.slice(name.length + 1)) : null;
}

export function readStoredSession(): StoredSession {
  try {
    const token = localStorage.getItem(TOKEN_KEY) ?? readCookie(TOKEN_KEY);
    const userStatus = parseRole(localStorage.getItem(STATUS_KEY));
    return token && userStatus ? { token, userStatus } : { token: null, userStatus: null };
  } catch {
    return { token: readCookie(TOKEN_KEY), userStatus: null };
  }
}

export function writeStoredSession(session: StoredSession): void {
  try {
    if (session.token && session.userStatus) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(STATUS_KEY, JSON.stringify(session.userStatus));
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(STATUS_KEY);
    }
  } catch {
    // Storage blocked: the session lives in memory only.
  }
  if (typeof document !== "undefined") {
    document.cookie = session.token
      ? `${TOKEN_KEY}=${encodeURIComponent(session.token)}; path=/; SameSite=Lax`
      : `${TOKEN_KEY}=; path=/; max-age=0; SameSite=Lax`;
  }
}

/** Calls back when another tab signs in or out. Returns the unsubscribe function. */
export function onStoredSessionChange(listener: (session: StoredSession) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const handler = (event: StorageEvent) => {
    if (event.key === null || event.key === TOKEN_KEY || event.key === STATUS_KEY) listener(readStoredSession());
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}
