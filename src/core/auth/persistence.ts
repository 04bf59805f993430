import { getConfig } from "../config.js";
import type { AdminRole } from "./authSlice.js";

/**
 * The spec's storage contract: cookie `token` (path /) and localStorage `token` and
 * `userStatus` (JSON). Beside them `accountEmail` names the account in the sign-in dialog and
 * lets another tab tell a returning account from a different one. Every access is guarded:
 * storage may be blocked in a sandboxed portal.
 *
 * With a storage key (`configureShop({ storageKey })`, the elements' `storage-key`) every name
 * is prefixed (`shop-token`, `shop-userStatus`, `shop-accountEmail`, cookie `shop-token`), so a
 * portal keeping its own session under `token` keeps it. Names are read at each access: the key
 * may be set after this module loads.
 */
const names = () => {
  const key = getConfig().storageKey;
  const prefix = key ? `${key}-` : "";
  return { TOKEN_KEY: `${prefix}token`, STATUS_KEY: `${prefix}userStatus`, EMAIL_KEY: `${prefix}accountEmail` };
};

export interface StoredSession {
  token: string | null;
  userStatus: AdminRole | null;
  email?: string | null;
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
  const { TOKEN_KEY, STATUS_KEY, EMAIL_KEY } = names();
  try {
    const token = localStorage.getItem(TOKEN_KEY) ?? readCookie(TOKEN_KEY);
    const userStatus = parseRole(localStorage.getItem(STATUS_KEY));
    const email = localStorage.getItem(EMAIL_KEY);
    return token && userStatus ? { token, userStatus, email } : { token: null, userStatus: null, email: null };
  } catch {
    return { token: readCookie(TOKEN_KEY), userStatus: null, email: null };
  }
}

export function writeStoredSession(session: StoredSession): void {
  const { TOKEN_KEY, STATUS_KEY, EMAIL_KEY } = names();
  try {
    if (session.token && session.userStatus) {
      localStorage.setItem(TOKEN_KEY, session.token);
      localStorage.setItem(STATUS_KEY, JSON.stringify(session.userStatus));
      if (session.email) localStorage.setItem(EMAIL_KEY, session.email);
      else localStorage.removeItem(EMAIL_KEY);
    } else {
      localStorage.removeItem(TOKEN_KEY);
      localStorage.removeItem(STATUS_KEY);
      localStorage.removeItem(EMAIL_KEY);
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

/**
 * Forgets the stored session, but only while it is still `token`: when another tab has since
 * stored another account's session, that one is not ours to remove.
 */
export function clearStoredSessionOf(token: string | null): void {
  const stored = readStoredSession().token;
  if (stored === null || stored === token) writeStoredSession({ token: null, userStatus: null });
}

/** Calls back when another tab signs in or out. Returns the unsubscribe function. */
export function onStoredSessionChange(listener: (session: StoredSession) => void): () => void {
  if (typeof window === "undefined") return () => {};
  const handler = (event: StorageEvent) => {
    const { TOKEN_KEY, STATUS_KEY, EMAIL_KEY } = names();
    if (event.key === null || event.key === TOKEN_KEY || event.key === STATUS_KEY || event.key === EMAIL_KEY)
      listener(readStoredSession());
  };
  window.addEventListener("storage", handler);
  return () => window.removeEventListener("storage", handler);
}
