import type { FetchArgs } from "@reduxjs/toolkit/query";
import type { BulkProgress } from "../bulk";

export type { BulkOutcome, BulkProgress, BulkRefusal, BulkTarget } from "../bulk";

/** A bulk mutation's argument: the call's body, and who hears its progress. */
export interface BulkArgs<Body> {
  body: Body;
  onProgress?: (progress: BulkProgress) => void;
}

/**
 * The request of a bulk call (`POST url` with the body), its answer read as a stream through the
 * one baseQuery (base URL, bearer token, session dialog, errors), progress told to `onProgress`.
 */
export const bulkRequest =
  (url: string) =>
  <Body>({ body, onProgress }: BulkArgs<Body>): FetchArgs => ({
    url,
    method: "POST",
    body,
    headers: { accept: "application/x-ndjson, application/json" },
    // The reader (bulkStreamReader.ts) loads with the first bulk call's answer.
    responseHandler: async (response) => (await import("./bulkStreamReader")).readBulkStream(response, onProgress),
  });
