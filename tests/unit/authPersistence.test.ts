import { beforeEach, describe, expect, test } from "vitest";
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
