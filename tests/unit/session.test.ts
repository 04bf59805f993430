import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { uploadImage } from "../../src/core/api/upload";
import {
  accountSwitched,
  authSlice,
  initialAuthState,
  sameAccount,
  sessionEnded,
  sessionResumed,
  signedIn,
  signedOut,
  type AuthState,
} from "../../src/core/auth/authSlice";
import { noticeStore } from "../../src/core/notify/noticeStore";
import { currentSurface, registerSurface } from "../../src/core/notify/surfaces";
import { reactToStoredSession, shopStore } from "../../src/core/store";

/** A token shaped like the server's (a JWT whose subject is the user id); the signature is not checked here. */
const jwt = (sub: string, nonce: string) =>
  `${btoa(JSON.stringify({ alg: "HS256" }))}.${btoa(JSON.stringify({ sub, sid: nonce }))}.sig`;

const reduce = (state: AuthState, ...actions: Parameters<typeof authSlice.reducer>[1][]) =>
  actions.reduce(authSlice.reducer, state);

const signedInAs = (token: string, email: string | null = "admin@shop.test") =>
  reduce(initialAuthState, signedIn({ token, userStatus: "ADMIN", email }));

describe("auth slice: ending a session is one action, and what follows keeps the work", () => {
  test("a refused token interrupts the session but keeps the screens' session and account", () => {
    const state = reduce(signedInAs("t1"), sessionEnded({ reason: "Token is invalid due to a new login." }));
    expect(state).toMatchObject({
      token: "t1",
      email: "admin@shop.test",
      interruption: { reason: "Token is invalid due to a new login." },
      generation: 0,
    });
  });

  test("the first reason is kept when more requests are refused", () => {
    const state = reduce(signedInAs("t1"), sessionEnded({ reason: "first" }), sessionEnded({ reason: "second" }));
    expect(state.interruption?.reason).toBe("first");
  });

  test("nobody signed in: a refusal changes nothing", () => {
    expect(reduce(initialAuthState, sessionEnded({ reason: "x" }))).toEqual(initialAuthState);
  });

  test("the same account resuming keeps the screens (same generation); another account or a sign-out starts over", () => {
    const interrupted = reduce(signedInAs("t1"), sessionEnded({ reason: "expired" }));
    const resumed = reduce(interrupted, sessionResumed({ token: "t2", userStatus: "ADMIN" }));
    expect(resumed).toMatchObject({ token: "t2", interruption: null, generation: 0, email: "admin@shop.test" });
    const switched = reduce(
      interrupted,
      accountSwitched({ token: "t3", userStatus: "SUPER_ADMIN", email: "superadmin@shop.test" }),
    );
    expect(switched).toMatchObject({ token: "t3", userStatus: "SUPER_ADMIN", interruption: null, generation: 1 });
    expect(reduce(interrupted, signedOut())).toMatchObject({ token: null, interruption: null, generation: 1 });
  });

  test("accounts are told apart by the token's subject, else by email", () => {
    expect(sameAccount({ token: jwt("2", "a") }, { token: jwt("2", "b") })).toBe(true);
    expect(sameAccount({ token: jwt("2", "a"), email: "x@y.z" }, { token: jwt("3", "b"), email: "x@y.z" })).toBe(false);
    expect(sameAccount({ token: "opaque1", email: "A@shop.test" }, { token: "opaque2", email: "a@shop.test" })).toBe(
      true,
    );
    expect(sameAccount({ token: "opaque1" }, { token: "opaque2" })).toBe(false);
  });
});

describe("another tab's change to the stored session", () => {
  test("signed out here: this tab follows the other tab's sign-in", () => {
    const action = reactToStoredSession(initialAuthState, { token: "t9", userStatus: "ADMIN", email: null });
    expect(action?.type).toBe("auth/syncedFromStorage");
  });

  test("another tab signs out: this tab's session is interrupted (the dialog keeps the form), not wiped", () => {
    const action = reactToStoredSession(signedInAs(jwt("2", "a")), { token: null, userStatus: null });
    expect(action).toEqual(sessionEnded({ reason: "You were signed out in another tab." }));
  });

  test("the same account signs in elsewhere: this tab carries on with the new token", () => {
    const action = reactToStoredSession(signedInAs(jwt("2", "a")), {
      token: jwt("2", "b"),
      userStatus: "ADMIN",
      email: "admin@shop.test",
    });
    expect(action).toEqual(sessionResumed({ token: jwt("2", "b"), userStatus: "ADMIN", email: "admin@shop.test" }));
  });

  test("another account signs in elsewhere: this tab never silently becomes it, it asks", () => {
    const other = { token: jwt("1", "c"), userStatus: "SUPER_ADMIN" as const, email: "superadmin@shop.test" };
    const action = reactToStoredSession(signedInAs(jwt("2", "a")), other);
    expect(action).toEqual(sessionEnded({ reason: "Another tab signed in as superadmin@shop.test.", offered: other }));
  });
});

describe("the page's store", () => {
  beforeEach(() => localStorage.clear());
  afterEach(() => {
    shopStore.dispatch(signedOut());
    noticeStore.clear();
  });

  test("an interrupted session is no longer stored; resuming stores the new token", () => {
    shopStore.dispatch(signedIn({ token: "t1", userStatus: "ADMIN", email: "admin@shop.test" }));
    expect(localStorage.getItem("token")).toBe("t1");
    shopStore.dispatch(sessionEnded({ reason: "expired" }));
    expect(localStorage.getItem("token")).toBeNull();
    expect(shopStore.getState().auth.token).toBe("t1");
    shopStore.dispatch(sessionResumed({ token: "t2", userStatus: "ADMIN" }));
    expect(localStorage.getItem("token")).toBe("t2");
    expect(localStorage.getItem("accountEmail")).toBe("admin@shop.test");
  });

  test("another tab's sign-out opens the interruption here and says so in a notice", () => {
    shopStore.dispatch(signedIn({ token: "t1", userStatus: "ADMIN" }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: "token", oldValue: "t1", newValue: null }));
    expect(shopStore.getState().auth).toMatchObject({
      token: "t1",
      interruption: { reason: "You were signed out in another tab." },
    });
    expect(noticeStore.getSnapshot().map((notice) => notice.title)).toContain("You were signed out in another tab.");
  });
});

describe("notices", () => {
  afterEach(() => noticeStore.clear());

  test("identical notices do not stack: one notice with a count", () => {
    noticeStore.push("error", 'Failed to delete brand "Vapor King"', "in use");
    noticeStore.push("error", 'Failed to delete brand "Vapor King"', "in use");
    const notices = noticeStore.getSnapshot();
    expect(notices).toHaveLength(1);
    expect(notices[0].count).toBe(2);
  });

  test("errors stay until dismissed; successes go by themselves", () => {
    noticeStore.push("error", "Failed");
    noticeStore.push("success", "Saved");
    const [error, success] = noticeStore.getSnapshot();
    expect(error.duration).toBe(Infinity);
    expect(success.duration).toBe(4500);
  });

  test("a notice belongs to the surface where the operator last acted; one marked for all takes every notice", () => {
    const first = document.createElement("div");
    const second = document.createElement("div");
    document.body.append(first, second);
    const a = registerSurface(first);
    const b = registerSurface(second);
    expect(currentSurface()).toBe(a.id);
    second.dispatchEvent(new Event("pointerdown", { bubbles: true }));
    noticeStore.push("success", "Order Status Updated Successfully");
    expect(noticeStore.getSnapshot()[0].surface).toBe(b.id);
    const third = document.createElement("div");
    const all = registerSurface(third, true);
    expect(currentSurface()).toBe(all.id);
    all.remove();
    b.remove();
    expect(currentSurface()).toBe(a.id);
    a.remove();
  });
});

describe("an upload refused for its token", () => {
  const sent: (string | null)[] = [];

  /** A stand-in XMLHttpRequest: the upload service refuses the superseded token t1. */
  class FakeUpload {
    status = 0;
    responseText = "";
    upload = { onprogress: null };
    onload: (() => void) | null = null;
    onerror: (() => void) | null = null;
    private auth: string | null = null;
    open() {}
    setRequestHeader(name: string, value: string) {
      if (name === "Authorization") this.auth = value;
    }
    send() {
      sent.push(this.auth);
      const refused = this.auth === "Bearer t1";
      this.status = refused ? 401 : 200;
      this.responseText = JSON.stringify(
        refused
          ? { success: false, message: "Token is invalid due to a new login.", body: null }
          : { success: true, message: "ok", body: { id: 9, img_url: "/api/upload/files/9.png" } },
      );
      setTimeout(() => this.onload?.(), 0);
    }
  }

  beforeEach(() => {
    sent.length = 0;
    vi.stubGlobal("XMLHttpRequest", FakeUpload);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    shopStore.dispatch(signedOut());
  });

  test("waits for the sign-in dialog and goes out once more with the new token", async () => {
    shopStore.dispatch(signedIn({ token: "t1", userStatus: "ADMIN" }));
    const upload = uploadImage(new File(["x"], "a.png", { type: "image/png" }));
    await vi.waitFor(() => expect(shopStore.getState().auth.interruption).not.toBeNull());
    shopStore.dispatch(sessionResumed({ token: "t2", userStatus: "ADMIN" }));
    await expect(upload).resolves.toEqual({ id: 9, img_url: "/api/upload/files/9.png" });
    expect(sent).toEqual(["Bearer t1", "Bearer t2"]);
  });

  test("fails with the server's reason when the operator signs out instead", async () => {
    shopStore.dispatch(signedIn({ token: "t1", userStatus: "ADMIN" }));
    const upload = uploadImage(new File(["x"], "a.png", { type: "image/png" }));
    await vi.waitFor(() => expect(shopStore.getState().auth.interruption).not.toBeNull());
    shopStore.dispatch(signedOut());
    await expect(upload).rejects.toThrow("Token is invalid due to a new login.");
    expect(sent).toEqual(["Bearer t1"]);
  });
});
