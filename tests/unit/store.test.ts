// The page's one store: it persists the session, drops the previous operator's cached data when
// a session ends, follows other tabs, and configureShop() hands a session over.
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { shopApi } from "../../src/core/api/shopApi";
import { currentUserEndpoint } from "../../src/core/auth/session";
import { configureShop } from "../../src/core/configureShop";
import { getConfig, setConfig } from "../../src/core/config";
import { sessionEnded, shopStore, signedIn, signedOut } from "../../src/core/store";

beforeEach(() => {
  shopStore.dispatch(signedOut());
  localStorage.clear();
});
afterEach(() => configureShop({ apiBase: "/api", uploadBase: "", locale: "en-IE", token: null }));

/** RTK Query's part of the state: resetApiState replaces it, nothing else does. */
const apiState = () => shopStore.getState()[shopApi.reducerPath];

describe("the shop store", () => {
  test("a sign-in is written to storage; a sign-out clears it", () => {
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "SUPER_ADMIN" }));
    expect(localStorage.getItem("token")).toBe("tok-1");
    expect(localStorage.getItem("userStatus")).toBe('"SUPER_ADMIN"');
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
    expect(localStorage.getItem("userStatus")).toBe('"ADMIN"');
    shopStore.dispatch(signedOut());
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("the previous operator's cached answers are dropped when the screens start over, not when a session is interrupted", () => {
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN", email: "a@shop.test" }));
    const signedInState = apiState();
    // Signing in again as the same account, or changing role, keeps the cache.
    shopStore.dispatch(signedIn({ token: "tok-2", userStatus: "SUPER_ADMIN", email: "a@shop.test" }));
    expect(apiState()).toBe(signedInState);
    // A refused token: the screens (and their data) stay behind the sign-in dialog, and the
    // token is no longer stored as a live session.
    shopStore.dispatch(sessionEnded({ reason: "Token is invalid due to a new login." }));
    expect(shopStore.getState().auth).toMatchObject({
      token: "tok-2",
      interruption: { reason: "Token is invalid due to a new login.", offered: null },
    });
    expect(apiState()).toBe(signedInState);
    expect(localStorage.getItem("token")).toBeNull();
    // Another account starts over.
    shopStore.dispatch(signedIn({ token: "tok-3", userStatus: "ADMIN", email: "b@shop.test" }));
    expect(apiState()).not.toBe(signedInState);
    expect(localStorage.getItem("token")).toBe("tok-3");
  });

  test("another tab never silently switches this one: its account is offered, its sign-out interrupts", () => {
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN", email: "a@shop.test" }));
    localStorage.setItem("token", "tok-2");
    localStorage.setItem("userStatus", '"SUPER_ADMIN"');
    localStorage.setItem("accountEmail", "b@shop.test");
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(shopStore.getState().auth).toMatchObject({
      token: "tok-1",
      userStatus: "ADMIN",
      interruption: { offered: { token: "tok-2", userStatus: "SUPER_ADMIN", email: "b@shop.test" } },
    });
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN", email: "a@shop.test" }));
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(shopStore.getState().auth).toMatchObject({ token: "tok-1", interruption: { offered: null } });
  });

  test("with nobody signed in here, another tab's sign-in is followed", () => {
    localStorage.setItem("token", "tok-9");
    localStorage.setItem("userStatus", '"ADMIN"');
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(shopStore.getState().auth).toMatchObject({ token: "tok-9", userStatus: "ADMIN", interruption: null });
  });
});

describe("the account's email", () => {
  afterEach(() => vi.unstubAllGlobals());

  test("is learnt from the current-user call when the session did not bring it (the dialog names the account)", async () => {
    setConfig({ apiBase: "http://shop.test/api" });
    const user = { id: 1, full_name: "Sam Admin", email: "sam@shop.test", user_type: "ADMIN" };
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => Response.json({ success: true, message: "ok", body: user })),
    );
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
    expect(shopStore.getState().auth.email).toBeNull();
    await shopStore.dispatch(currentUserEndpoint.initiate(undefined, { subscribe: false }));
    expect(shopStore.getState().auth.email).toBe("sam@shop.test");
  });
});

describe("configureShop", () => {
  test("sets the page's configuration and hands over a session; null signs out", () => {
    configureShop({ apiBase: "https://portal.test/api/", token: "handed", userStatus: "SUPER_ADMIN" });
    expect(getConfig().apiBase).toBe("https://portal.test/api");
    expect(shopStore.getState().auth).toMatchObject({ token: "handed", userStatus: "SUPER_ADMIN" });
    configureShop({ token: "second" });
    expect(shopStore.getState().auth).toMatchObject({ token: "second", userStatus: "ADMIN" });
    configureShop({ locale: "de-DE" });
    expect(shopStore.getState().auth.token).toBe("second");
    configureShop({ token: "" });
    expect(shopStore.getState().auth.token).toBe("second");
    configureShop({ token: null });
    expect(shopStore.getState().auth).toMatchObject({ token: null, userStatus: null, endedReason: null });
    configureShop();
    expect(getConfig()).toMatchObject({ apiBase: "https://portal.test/api", locale: "de-DE" });
  });
});
