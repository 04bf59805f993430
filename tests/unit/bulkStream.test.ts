import { configureStore } from "@reduxjs/toolkit";
import { afterEach, beforeEach, describe, expect, test, vi } from "vitest";
import { shopBaseQuery } from "../../src/core/api/baseQuery";
import { bulkRequest, type BulkProgress } from "../../src/core/api/bulkStream";
import { readBulkStream } from "../../src/core/api/bulkStreamReader";
import { authSlice, signedIn } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";

/** A streamed answer whose text arrives in the given pieces (cut anywhere, even inside a line or a character). */
function streamOf(pieces: (string | Uint8Array)[], contentType = "application/x-ndjson"): Response {
  const encoder = new TextEncoder();
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      for (const piece of pieces) controller.enqueue(typeof piece === "string" ? encoder.encode(piece) : piece);
      controller.close();
    },
  });
  return new Response(body, { headers: { "content-type": contentType } });
}

const OUTCOME = {
  success: true,
  message: "3 orders confirmed, 1 refused",
  data: {
    total: 4,
    changed: [1, 2, 3],
    refused: [{ id: 4, label: "ORD-100004", reason: "Only pending orders can be canceled" }],
  },
};

describe("readBulkStream", () => {
  test("reports each progress line and resolves with the last line as the usual envelope", async () => {
    const heard: BulkProgress[] = [];
    const lines = [
      JSON.stringify({ progress: { done: 2, total: 4 } }),
      JSON.stringify({ progress: { done: 4, total: 4 } }),
      JSON.stringify(OUTCOME),
    ].join("\n");
    // Cut inside the first line and inside the second, and no newline after the last.
    const result = await readBulkStream(streamOf([lines.slice(0, 10), lines.slice(10, 50), lines.slice(50)]), (p) =>
      heard.push(p),
    );
    expect(heard).toEqual([
      { done: 2, total: 4 },
      { done: 4, total: 4 },
    ]);
    expect(result).toEqual({ success: true, message: OUTCOME.message, body: OUTCOME.data });
  });

  test("a character split across two chunks reads whole", async () => {
    const line = JSON.stringify({
      success: true,
      message: "ok",
      data: { total: 1, changed: [], refused: [{ id: 9, label: "Crème brûlée", reason: "Déjà publié" }] },
    });
    const bytes = new TextEncoder().encode(`${line}\n`);
    const cut = bytes.indexOf(0xc3) + 1; // inside the two bytes of "è"
    const result = (await readBulkStream(streamOf([bytes.slice(0, cut), bytes.slice(cut)]))) as {
      body: { refused: { label: string }[] };
    };
    expect(result.body.refused[0].label).toBe("Crème brûlée");
  });

  test("a stream that ends without its outcome rejects", async () => {
    await expect(
      readBulkStream(streamOf([`${JSON.stringify({ progress: { done: 1, total: 9 } })}\n`])),
    ).rejects.toThrow(/stopped before the outcome/);
  });

  test("a refusal before the work starts (plain JSON) is returned as it came", async () => {
    const refusal = { success: false, message: "Give ids or a filter, not both", body: null };
    const result = await readBulkStream(streamOf([JSON.stringify(refusal)], "application/json; charset=utf-8"));
    expect(result).toEqual(refusal);
  });
});

describe("a bulk call through shopBaseQuery", () => {
  let requests: Request[] = [];
  const makeApi = () => {
    const store = configureStore({ reducer: { auth: authSlice.reducer } });
    store.dispatch(signedIn({ token: "tok-1", userStatus: "ADMIN" }));
    return {
      signal: new AbortController().signal,
      abort: () => {},
      dispatch: store.dispatch,
      getState: store.getState,
      extra: undefined,
      endpoint: "changeOrdersStatus",
      type: "mutation" as const,
    };
  };
  const answer = (response: () => Response) => {
    requests = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: Request) => {
        requests.push(input);
        return response();
      }),
    );
  };
  beforeEach(() => setConfig({ apiBase: "http://shop.test/api" }));
  afterEach(() => vi.unstubAllGlobals());

  test("goes to the configured base with the bearer token and the body, and resolves with the outcome", async () => {
    answer(() => streamOf([`${JSON.stringify({ progress: { done: 4, total: 4 } })}\n${JSON.stringify(OUTCOME)}\n`]));
    const heard: BulkProgress[] = [];
    const args = bulkRequest("/admin/orders/status")({
      body: { status: "CONFIRMED", filter: { status: "PENDING" } },
      onProgress: (progress) => heard.push(progress),
    });
    const result = await shopBaseQuery(args, makeApi(), {});
    expect(result.data).toEqual(OUTCOME.data);
    expect(heard).toEqual([{ done: 4, total: 4 }]);
    expect(requests[0].url).toBe("http://shop.test/api/admin/orders/status");
    expect(requests[0].method).toBe("POST");
    expect(requests[0].headers.get("authorization")).toBe("Bearer tok-1");
    expect(await requests[0].json()).toEqual({ status: "CONFIRMED", filter: { status: "PENDING" } });
  });

  test("a 400 before the work starts is an error with the server's message", async () => {
    answer(
      () =>
        new Response(JSON.stringify({ success: false, message: "body/ids must NOT have more than 10000 items" }), {
          status: 400,
          headers: { "content-type": "application/json" },
        }),
    );
    const result = await shopBaseQuery(bulkRequest("/users/bulk-delete")({ body: { ids: [] } }), makeApi(), {});
    expect(result.error).toEqual({ status: 400, message: "ids must NOT have more than 10000 items" });
  });

  test("a last line saying success false is an error with its message", async () => {
    answer(() => streamOf([`${JSON.stringify({ success: false, message: "Database unavailable", data: null })}\n`]));
    const result = await shopBaseQuery(bulkRequest("/products/bulk")({ body: { ids: [1] } }), makeApi(), {});
    expect(result.error).toEqual({ status: 200, message: "Database unavailable" });
  });
});
