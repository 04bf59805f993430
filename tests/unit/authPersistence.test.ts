import { beforeEach, describe, expect, test, vi } from "vitest";
import {
  clearStoredSessionOf,
  onStoredSessionChange,
  readStoredSession,
  writeStoredSession,
} from "../../src/core/auth/persistence";

beforeEach(() => {
  localStorage.clear();
  document.cookie = "token=; path=/; max-age=0";
});

describe("auth persistence (spec: cookie token path /, localStorage token and userStatus as JSON)", () => {
  test("writes the cookie and both localStorage keys", () => {
    writeStoredSession({ token: "abc", userStatus: "SUPER_ADMIN" });
    expect(localStorage.getItem("token")).toBe("abc");
    expect(localStorage.getItem("userStatus")).toBe('"SUPER_ADMIN"');
    expect(document.cookie).toContain("token=abc");
    expect(readStoredSession()).toEqual({ token: "abc", userStatus: "SUPER_ADMIN", email: null });
  });

  test("signing out clears them", () => {
    writeStoredSession({ token: "abc", userStatus: "ADMIN" });
    writeStoredSession({ token: null, userStatus: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(document.cookie).not.toContain("token=abc");
    expect(readStoredSession()).toEqual({ token: null, userStatus: null, email: null });
  });

  test("a tampered userStatus is not trusted", () => {
    localStorage.setItem("token", "abc");
    localStorage.setItem("userStatus", '"USER"');
    expect(readStoredSession()).toEqual({ token: null, userStatus: null, email: null });
  });

  test("another tab's sign-out reaches the listener", () => {
    writeStoredSession({ token: "abc", userStatus: "ADMIN" });
    const seen: unknown[] = [];
    const stop = onStoredSessionChange((session) => seen.push(session));
    // The other tab clears the shared storage, then this tab hears the storage event.
    writeStoredSession({ token: null, userStatus: null });
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "abc", newValue: null }));
    stop();
    expect(seen).toEqual([{ token: null, userStatus: null, email: null }]);
  });

  test("the account's email is kept beside the token, and forgotten with it", () => {
    writeStoredSession({ token: "abc", userStatus: "ADMIN", email: "admin@shop.test" });
    expect(readStoredSession()).toEqual({ token: "abc", userStatus: "ADMIN", email: "admin@shop.test" });
    writeStoredSession({ token: null, userStatus: null });
    expect(localStorage.getItem("accountEmail")).toBeNull();
  });

  test("a tab forgets only its own stored session, never another account's that replaced it", () => {
    writeStoredSession({ token: "other-account", userStatus: "SUPER_ADMIN" });
    clearStoredSessionOf("mine");
    expect(localStorage.getItem("token")).toBe("other-account");
    clearStoredSessionOf("other-account");
    expect(localStorage.getItem("token")).toBeNull();
  });
});

describe("auth persistence edge cases", () => {
  test("the cookie alone carries the token when localStorage has none, but a role is still needed", () => {
    document.cookie = "token=from%20cookie; path=/";
    expect(readStoredSession()).toEqual({ token: null, userStatus: null, email: null });
    localStorage.setItem("userStatus", '"ADMIN"');
    expect(readStoredSession()).toEqual({ token: "from cookie", userStatus: "ADMIN", email: null });
    document.cookie = "tokenish=x; path=/";
    localStorage.setItem("token", "from storage");
    expect(readStoredSession().token).toBe("from storage");
  });

  test("a role that is not JSON, or not an admin role, is not trusted", () => {
    localStorage.setItem("token", "abc");
    for (const raw of ["ADMIN", "{", '"SUPER_ADMIN" x', "null", '""']) {
      localStorage.setItem("userStatus", raw);
      expect(readStoredSession()).toEqual({ token: null, userStatus: null, email: null });
    }
    localStorage.setItem("userStatus", '"ADMIN"');
    expect(readStoredSession()).toEqual({ token: "abc", userStatus: "ADMIN", email: null });
  });

  test("a token without a role is not stored, and clears what was there", () => {
    writeStoredSession({ token: "abc", userStatus: "ADMIN" });
    writeStoredSession({ token: "half", userStatus: null });
    expect(localStorage.getItem("token")).toBeNull();
    expect(localStorage.getItem("userStatus")).toBeNull();
  });

  test("the cookie is written with path / and SameSite=Lax, and encoded", () => {
    const written: string[] = [];
    let owner: object | null = document;
    while (owner && !Object.getOwnPropertyDescriptor(owner, "cookie")) owner = Object.getPrototypeOf(owner);
    const descriptor = Object.getOwnPropertyDescriptor(owner!, "cookie")!;
    Object.defineProperty(document, "cookie", {
      configurable: true,
      get: () => descriptor.get!.call(document),
      set: (value: string) => {
        written.push(value);
        descriptor.set!.call(document, value);
      },
    });
    try {
      writeStoredSession({ token: "a b;c", userStatus: "ADMIN" });
      writeStoredSession({ token: null, userStatus: null });
    } finally {
      delete (document as unknown as Record<string, unknown>).cookie;
    }
    expect(written).toEqual(["token=a%20b%3Bc; path=/; SameSite=Lax", "token=; path=/; max-age=0; SameSite=Lax"]);
  });

  test("blocked storage: reading falls back to the cookie, writing still sets the cookie", () => {
    const blocked = () => {
      throw new DOMException("blocked", "SecurityError");
    };
    vi.stubGlobal("localStorage", { getItem: blocked, setItem: blocked, removeItem: blocked });
    try {
      writeStoredSession({ token: "cookie-only", userStatus: "ADMIN" });
      expect(document.cookie).toContain("token=cookie-only");
      expect(readStoredSession()).toEqual({ token: "cookie-only", userStatus: null, email: null });
      writeStoredSession({ token: null, userStatus: null });
      expect(document.cookie).not.toContain("token=cookie-only");
    } finally {
      vi.unstubAllGlobals();
    }
  });

  test("only changes of the token or role, or a cleared storage, reach the listener", () => {
    writeStoredSession({ token: "abc", userStatus: "ADMIN" });
    const seen: unknown[] = [];
    const stop = onStoredSessionChange((session) => seen.push(session));
    window.dispatchEvent(new StorageEvent("storage", { key: "theme", newValue: "dark" }));
    expect(seen).toEqual([]);
    window.dispatchEvent(new StorageEvent("storage", { key: "userStatus", newValue: '"ADMIN"' }));
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(seen).toEqual([
      { token: "abc", userStatus: "ADMIN", email: null },
      { token: "abc", userStatus: "ADMIN", email: null },
    ]);
    stop();
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(seen).toHaveLength(2);
  });
});
