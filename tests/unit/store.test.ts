// The page's one store: it persists the session, drops the previous operator's cached data when
// a session ends, follows other tabs, and configureShop() hands a session over.
import { afterEach, beforeEach, describe, expect, test } from "vitest";
import { shopApi } from "../../src/core/api/shopApi";
import { configureShop } from "../../src/core/configureShop";
import { getConfig } from "../../src/core/config";
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

  test("when a session ends, the previous operator's cached answers are dropped", () => {
    const signedOutState = apiState();
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
    // Signing in, or changing role, keeps the cache.
    expect(apiState()).toBe(signedOutState);
    shopStore.dispatch(signedIn({ token: "tok-2", userStatus: "ADMIN" }));
    expect(apiState()).toBe(signedOutState);
    const before = apiState();
    shopStore.dispatch(sessionEnded({ reason: "Token is invalid due to a new login." }));
    expect(shopStore.getState().auth).toEqual({
      token: null,
      userStatus: null,
      endedReason: "Token is invalid due to a new login.",
    });
    expect(apiState()).not.toBe(before);
    expect(localStorage.getItem("token")).toBeNull();
  });

  test("a change in another tab is followed; the same token is not dispatched again", () => {
    shopStore.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
    localStorage.setItem("token", "tok-2");
    localStorage.setItem("userStatus", '"SUPER_ADMIN"');
    window.dispatchEvent(new StorageEvent("storage", { key: "token" }));
    expect(shopStore.getState().auth).toMatchObject({ token: "tok-2", userStatus: "SUPER_ADMIN" });
    localStorage.clear();
    window.dispatchEvent(new StorageEvent("storage", { key: null }));
    expect(shopStore.getState().auth).toMatchObject({ token: null, userStatus: null });
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
