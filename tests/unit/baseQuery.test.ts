import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { shopBaseQuery } from "../../src/core/api/baseQuery";
import { authSlice, sessionResumed, signedIn, signedOut } from "../../src/core/auth/authSlice";
import { watchSession } from "../../src/core/auth/sessionGate";
import { setConfig } from "../../src/core/config";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function makeApi(token: string | null) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  if (token) store.dispatch(signedIn({ token, userStatus: "ADMIN" }));
  stops.push(watchSession(store));
  const api = {
    signal: new AbortController().signal,
    abort: () => {},
    dispatch: store.dispatch,
    getState: store.getState,
    extra: undefined,
    endpoint: "test",
    type: "query" as const,
  };
  return { store, api };
}

let requests: Request[] = [];
const stops: (() => void)[] = [];
function answer(response: () => Response) {
  requests = [];
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      requests.push(input);
      return response();
    }),
  );
}

beforeEach(() => setConfig({ apiBase: "http://shop.test/api" }));
afterEach(() => {
  vi.unstubAllGlobals();
  stops.splice(0).forEach((stop) => stop());
});

/** Lets pending promises and the fetch stub run. */
const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

/** Answers 401 while the request carries `refused`, success otherwise. */
function refuseToken(refused: string) {
  answer(() => json({ success: true, message: "ok", body: null }));
  vi.stubGlobal(
    "fetch",
    vi.fn(async (input: Request) => {
      requests.push(input);
      const auth = input.headers.get("authorization");
      if (auth === `Bearer ${refused}`)
        return json({ success: false, message: "Token is invalid due to a new login.", body: null }, 401);
      return json({ success: true, message: "ok", body: { url: new URL(input.url).pathname, auth } });
    }),
  );
}

describe("shopBaseQuery", () => {
  test("sends the bearer token to the configured base and unwraps the envelope", async () => {
    answer(() => json({ success: true, message: "ok", body: { totalOrders: 3 } }));
    const { api } = makeApi("tok-1");
    const result = await shopBaseQuery("/dashboard", api, {});
    expect(result).toMatchObject({ data: { totalOrders: 3 } });
    expect(requests[0].url).toBe("http://shop.test/api/dashboard");
    expect(requests[0].headers.get("authorization")).toBe("Bearer tok-1");
  });

  test("sends no authorization header without a token", async () => {
    answer(() => json({ success: true, message: "ok", body: null }));
    const { api } = makeApi(null);
    await shopBaseQuery("/health", api, {});
    expect(requests[0].headers.has("authorization")).toBe(false);
  });

  test("success false becomes an error carrying the server message", async () => {
    answer(() => json({ success: false, message: "Brand not found", body: null }, 404));
    const { api, store } = makeApi("tok-1");
    const result = await shopBaseQuery("/brandbyId/get/9", api, {});
    expect(result.error).toEqual({ status: 404, message: "Brand not found" });
    expect(store.getState().auth.token).toBe("tok-1");
  });

  test("a superseded token interrupts the session: the screens keep it, the request waits for the dialog", async () => {
    refuseToken("tok-1");
    const { api, store } = makeApi("tok-1");
    let done = false;
    const pending = Promise.resolve(
      shopBaseQuery({ url: "/product/update/7", method: "PUT", body: { product_name: "New" } }, api, {}),
    ).then((result) => {
      done = true;
      return result;
    });
    await settle();
    expect(store.getState().auth).toMatchObject({
      token: "tok-1",
      interruption: { reason: "Token is invalid due to a new login.", offered: null },
    });
    expect(done).toBe(false);
    // The same account signs in again in the dialog: the refused save goes out once more, with the new token.
    store.dispatch(sessionResumed({ token: "tok-2", userStatus: "ADMIN" }));
    const result = await pending;
    expect(result.data).toEqual({ url: "/api/product/update/7", auth: "Bearer tok-2" });
    expect(requests.map((request) => request.headers.get("authorization"))).toEqual(["Bearer tok-1", "Bearer tok-2"]);
    expect(await requests[1].json()).toEqual({ product_name: "New" });
  });

  test("several refused requests open one interruption and all carry on after the same account signs in", async () => {
    refuseToken("tok-1");
    const { api, store } = makeApi("tok-1");
    const reasons: unknown[] = [];
    store.subscribe(() => reasons.push(store.getState().auth.interruption?.reason));
    const both = Promise.all([shopBaseQuery("/orders", api, {}), shopBaseQuery("/brand/get", api, {})]);
    await settle();
    // Started while the dialog is open: waits, and is sent only once, with the new token.
    const later = shopBaseQuery("/dashboard", api, {});
    await settle();
    expect(requests).toHaveLength(2);
    expect(new Set(reasons.filter(Boolean)).size).toBe(1);
    store.dispatch(sessionResumed({ token: "tok-2", userStatus: "ADMIN" }));
    const [orders, brands] = await both;
    expect(orders.data).toMatchObject({ auth: "Bearer tok-2" });
    expect(brands.data).toMatchObject({ auth: "Bearer tok-2" });
    expect((await later).data).toEqual({ url: "/api/dashboard", auth: "Bearer tok-2" });
    expect(requests).toHaveLength(5);
  });

  test("Sign out in the dialog fails the waiting request with the server's reason and ends the session", async () => {
    refuseToken("tok-1");
    const { api, store } = makeApi("tok-1");
    const pending = shopBaseQuery("/brand/get", api, {});
    await settle();
    store.dispatch(signedOut());
    const result = await pending;
    expect(result.error).toEqual({ status: 401, message: "Token is invalid due to a new login." });
    expect(store.getState().auth).toMatchObject({ token: null, interruption: null });
    expect(requests).toHaveLength(1);
  });

  test("the retry is the last: refused again, the request fails and the dialog opens again", async () => {
    refuseToken("tok-2");
    const { api, store } = makeApi("tok-1");
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        requests.push(input);
        return json({ success: false, message: "Token is invalid or expired", body: null }, 401);
      }),
    );
    const pending = shopBaseQuery("/brand/get", api, {});
    await settle();
    store.dispatch(sessionResumed({ token: "tok-2", userStatus: "ADMIN" }));
    const result = await pending;
    expect(result.error).toEqual({ status: 401, message: "Token is invalid or expired" });
    expect(requests).toHaveLength(2);
    expect(store.getState().auth.interruption?.reason).toBe("Token is invalid or expired");
  });

  test("sign-in goes out while the session is interrupted (the dialog uses it)", async () => {
    refuseToken("tok-1");
    const { api, store } = makeApi("tok-1");
    void shopBaseQuery("/brand/get", api, {});
    await settle();
    expect(store.getState().auth.interruption).not.toBeNull();
    const signIn = await shopBaseQuery({ url: "/auth/signin", method: "POST", body: {} }, api, {
      keepEnvelope: true,
      sessionFree: true,
    });
    expect(signIn.error).toBeUndefined();
    expect(requests[1].headers.has("authorization")).toBe(false);
  });

  test("a failed sign-in (no token sent) is not a session end", async () => {
    answer(() => json({ success: false, message: "Invalid email or password", body: null }, 401));
    const { api, store } = makeApi(null);
    const result = await shopBaseQuery({ url: "/auth/signin", method: "POST", body: {} }, api, { keepEnvelope: true });
    expect(result.error).toEqual({ status: 401, message: "Invalid email or password" });
    expect(store.getState().auth.endedReason).toBeNull();
  });

  test("keepEnvelope returns the whole envelope (sign-in reads accessToken beside body)", async () => {
    answer(() =>
      json({ success: true, message: "Login successful", accessToken: "abc", body: { user_type: "ADMIN" } }),
    );
    const { api } = makeApi(null);
    const result = await shopBaseQuery({ url: "/auth/signin", method: "POST", body: {} }, api, { keepEnvelope: true });
    expect(result.data).toMatchObject({ accessToken: "abc", body: { user_type: "ADMIN" } });
  });

  test("a network failure becomes a readable error", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () => {
        throw new TypeError("Failed to fetch");
      }),
    );
    const { api } = makeApi("tok-1");
    const result = await shopBaseQuery("/dashboard", api, {});
    expect(result.error?.status).toBe("FETCH_ERROR");
    expect(result.error?.message).toMatch(/could not be reached/);
  });

  test("relative calls go to the configured base; absolute URLs and FetchArgs pass through", async () => {
    answer(() => json({ success: true, message: "ok", body: [] }));
    const { api } = makeApi(null);
    await shopBaseQuery({ url: "/faq/create", method: "POST", body: { question: "Q" } }, api, {});
    expect(requests[0].url).toBe("http://shop.test/api/faq/create");
    expect(requests[0].method).toBe("POST");
    expect(await requests[0].json()).toEqual({ question: "Q" });
    await shopBaseQuery("https://other.test/api/health", api, {});
    expect(requests.at(-1)!.url).toBe("https://other.test/api/health");
    await shopBaseQuery("http://plain.test/x", api, {});
    expect(requests.at(-1)!.url).toBe("http://plain.test/x");
  });

  test("an HTTP error without a message, or not JSON, says what happened", async () => {
    const { api } = makeApi("tok-1");
    answer(() => json({ detail: "x" }, 500));
    expect((await shopBaseQuery("/dashboard", api, {})).error).toEqual({
      status: 500,
      message: "Request failed (500).",
    });
    answer(() => json({ message: 42 }, 503));
    expect((await shopBaseQuery("/dashboard", api, {})).error).toEqual({
      status: 503,
      message: "Request failed (503).",
    });
    answer(() => new Response("<html>oops</html>", { status: 502, headers: { "content-type": "application/json" } }));
    expect((await shopBaseQuery("/dashboard", api, {})).error).toEqual({
      status: 502,
      message: "Unexpected response from the server (502).",
    });
  });

  test("success false with no message still fails, with the HTTP status", async () => {
    answer(() => json({ success: false, message: "", body: null }, 200));
    const { api, store } = makeApi("tok-1");
    expect((await shopBaseQuery("/x", api, {})).error).toEqual({ status: 200, message: "The request failed." });
    expect(store.getState().auth.token).toBe("tok-1");
  });

  /** Starts a call, lets it be refused, and returns the interruption it caused (then signs out to release it). */
  async function interruptionOf(token: string | null) {
    const { api, store } = makeApi(token);
    const pending = shopBaseQuery("/x", api, {});
    await settle();
    const interruption = store.getState().auth.interruption;
    store.dispatch(signedOut());
    return { interruption, result: await pending };
  }

  test("any 401 to a request that carried a token interrupts the session with the server's reason", async () => {
    answer(() => json({ success: false, message: "Account is banned", body: null }, 401));
    const { interruption, result } = await interruptionOf("tok-1");
    expect(interruption).toEqual({ reason: "Account is banned", offered: null });
    expect(result.error).toEqual({ status: 401, message: "Account is banned" });
  });

  test("a superseded-token message interrupts the session whatever the status; a 403 does not", async () => {
    answer(() => json({ success: false, message: "Token is invalid due to a new login.", body: null }, 200));
    expect((await interruptionOf("tok-1")).interruption?.reason).toBe("Token is invalid due to a new login.");
    answer(() => json({ success: false, message: "Token is invalid due to a new login.", body: null }, 409));
    expect((await interruptionOf("tok-1")).interruption?.reason).toBe("Token is invalid due to a new login.");
    answer(() => json({ success: false, message: "You are not allowed to do this", body: null }, 403));
    const third = makeApi("tok-1");
    expect((await shopBaseQuery("/x", third.api, {})).error).toEqual({
      status: 403,
      message: "You are not allowed to do this",
    });
    expect(third.store.getState().auth).toMatchObject({ token: "tok-1", interruption: null });
    // Without a token sent, even that message ends nothing.
    answer(() => json({ success: false, message: "Token is invalid due to a new login.", body: null }, 200));
    const fourth = makeApi(null);
    await shopBaseQuery("/x", fourth.api, {});
    expect(fourth.store.getState().auth).toMatchObject({ token: null, interruption: null });
  });

  test("an answer with no body gives undefined data, and keepEnvelope an empty envelope", async () => {
    answer(() => new Response(null, { status: 204 }));
    const { api } = makeApi("tok-1");
    const plain = await shopBaseQuery("/x", api, {});
    expect(plain.error).toBeUndefined();
    expect(plain.data).toBeUndefined();
    answer(() => new Response(null, { status: 204 }));
    expect((await shopBaseQuery("/x", api, { keepEnvelope: true })).data).toEqual({});
  });
});
