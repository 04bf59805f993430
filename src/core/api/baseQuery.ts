import type { BaseQueryFn, FetchArgs, FetchBaseQueryError } from "@reduxjs/toolkit/query";
import { fetchBaseQuery } from "@reduxjs/toolkit/query";
import { sessionEnded } from "../auth/authSlice.js";
import { getConfig } from "../config.js";

export const SUPERSEDED_TOKEN_MESSAGE = "Token is invalid due to a new login.";

/** What every failed call resolves to: the HTTP status (or a network/parse kind) and a message to show. */
export interface ApiError {
  status: number | "FETCH_ERROR" | "PARSING_ERROR" | "TIMEOUT_ERROR" | "CUSTOM_ERROR";
  message: string;
}

interface Envelope {
  success?: boolean;
  message?: string;
  body?: unknown;
  accessToken?: string;
}

interface AuthSlot {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  // Resolved per request so configureShop()/api-base can change it after the store exists.
  baseUrl: "",
  prepareHeaders(headers, { getState }) {
    const token = (getState() as AuthSlot).auth.token;
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  },
});

function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === "object" && typeof (data as Envelope).message === "string") {
    return (data as Envelope).message as string;
  }
  return fallback;
}

function describeFetchError(error: FetchBaseQueryError): ApiError {
  if (error.status === "FETCH_ERROR")
    return { status: error.status, message: "Network error: the server could not be reached." };
  if (error.status === "PARSING_ERROR")
    return {
      status: error.originalStatus,
      message: messageOf(null, `Unexpected response from the server (${error.originalStatus}).`),
    };
  if (error.status === "TIMEOUT_ERROR") return { status: error.status, message: "The server took too long to answer." };
  if (error.status === "CUSTOM_ERROR") return { status: error.status, message: error.error };
  return { status: error.status, message: messageOf(error.data, `Request failed (${error.status}).`) };
}

/**
 * Adds the bearer token, unwraps `{ success, message, body }` (the result is `body`; sign-in
 * keeps the whole envelope because `accessToken` sits beside it), turns `success: false` into an
 * ApiError with the server's message, and ends the session on a superseded token or on any 401
 * to a request that carried a token. A failed sign-in (no token sent) is not a session end.
 */
export const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, { keepEnvelope?: boolean }> = async (
  args,
  api,
  extraOptions,
) => {
  const { apiBase } = getConfig();
  const request = typeof args === "string" ? { url: args } : args;
  const url = /^https?:\/\//.test(request.url) ? request.url : `${apiBase}${request.url}`;
  const sentToken = Boolean((api.getState() as AuthSlot).auth.token);
  const result = await rawBaseQuery({ ...request, url }, api, extraOptions ?? {});

  if (result.error) {
    const error = describeFetchError(result.error);
    if (sentToken && (error.status === 401 || error.message === SUPERSEDED_TOKEN_MESSAGE)) {
      api.dispatch(sessionEnded({ reason: error.message }));
    }
    return { error };
  }
  const envelope = (result.data ?? {}) as Envelope;
  if (envelope.success === false) {
    const message = envelope.message || "The request failed.";
    if (sentToken && message === SUPERSEDED_TOKEN_MESSAGE) api.dispatch(sessionEnded({ reason: message }));
    return { error: { status: result.meta?.response?.status ?? 200, message } };
  }
  return { data: extraOptions?.keepEnvelope ? envelope : envelope.body, meta: result.meta };
};
