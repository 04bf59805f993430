import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { shopBaseQuery } from "../../src/core/api/baseQuery";
import { authSlice, signedIn } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";

const json = (body: unknown, status = 200) =>
  new Response(JSON.stringify(body), { status, headers: { "content-type": "application/json" } });

function makeApi(token: string | null) {
  const store = configureStore({ reducer: { auth: authSlice.reducer } });
  if (token) store.dispatch(signedIn({ token, userStatus: "ADMIN" }));
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
afterEach(() => vi.unstubAllGlobals());

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

  test("a superseded token ends the session with the server's reason", async () => {
    answer(() => json({ success: false, message: "Token is invalid due to a new login.", body: null }, 401));
    const { api, store } = makeApi("tok-1");
    const result = await shopBaseQuery("/brand/get", api, {});
    expect(result.error?.message).toBe("Token is invalid due to a new login.");
    expect(store.getState().auth).toMatchObject({ token: null, endedReason: "Token is invalid due to a new login." });
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
});
