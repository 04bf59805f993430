import type { BaseQueryFn, FetchArgs, FetchBaseQueryError, FetchBaseQueryMeta } from "@reduxjs/toolkit/query";
import { fetchBaseQuery } from "@reduxjs/toolkit/query";
import { liveToken, sessionEnded, type AuthState } from "../auth/authSlice.js";
import { waitForSession } from "../auth/sessionGate.js";
import { t } from "../messages.js";
import { getConfig } from "../config.js";
import { noticeStore } from "../notify/noticeStore.js";
import { cleanServerMessage, type ApiError } from "./apiError.js";

export const SUPERSEDED_TOKEN_MESSAGE = "Token is invalid due to a new login.";

interface Envelope {
  success?: boolean;
  message?: string;
  body?: unknown;
  accessToken?: string;
}

interface AuthSlot {
  auth: AuthState;
}

/** Options an endpoint may pass: keep the whole envelope; go out even while the session is interrupted. */
export interface ShopQueryOptions {
  keepEnvelope?: boolean;
  /** Sign-in and password recovery carry no session, so the sign-in dialog itself can use them. */
  sessionFree?: boolean;
}

/** Whether a failed answer says the token is no longer good (any 401, or the superseded-token message). */
export const refusesSession = (error: ApiError) => error.status === 401 || error.message === SUPERSEDED_TOKEN_MESSAGE;

/** What a request that waited for the sign-in dialog answers when the operator cancelled or switched account. */
const sessionClosed = (): ApiError => ({ status: "CUSTOM_ERROR", message: t("sessionClosedBeforeSent") });

const rawBaseQuery = fetchBaseQuery({
  // Resolved per request so configureShop()/api-base can change it after the store exists.
  baseUrl: "",
  prepareHeaders(headers, { getState }) {
    const token = liveToken((getState() as AuthSlot).auth);
    if (token) headers.set("Authorization", `Bearer ${token}`);
    return headers;
  },
});

function messageOf(data: unknown, fallback: string): string {
  if (data && typeof data === "object" && typeof (data as Envelope).message === "string") {
    return cleanServerMessage((data as Envelope).message as string);
  }
  return fallback;
}

function describeFetchError(error: FetchBaseQueryError): ApiError {
  if (error.status === "FETCH_ERROR") return { status: error.status, message: t("networkError") };
  if (error.status === "PARSING_ERROR")
    return {
      status: error.originalStatus,
      message: messageOf(null, t("unexpectedResponse", { status: error.originalStatus })),
    };
  if (error.status === "TIMEOUT_ERROR") return { status: error.status, message: t("serverTooSlow") };
  if (error.status === "CUSTOM_ERROR") return { status: error.status, message: error.error };
  return {
    status: error.status,
    message: messageOf(error.data, t("requestFailedWithStatus", { status: error.status })),
    ...(error.status === 412 ? { current: (error.data as Envelope | undefined)?.body } : {}),
  };
}

type RawResult = { data: unknown; meta?: FetchBaseQueryMeta } | { error: ApiError; data?: undefined };

/**
 * Adds the bearer token, unwraps `{ success, message, body }` (the result is `body`; sign-in
 * keeps the whole envelope because `accessToken` sits beside it), and turns `success: false`
 * into an ApiError with the server's message.
 *
 * A superseded token, or any 401 to a request that carried a token, interrupts the session
 * (auth slice `sessionEnded`: the sign-in dialog opens over the open screens) and the request
 * waits: when the same account signs in again it is sent once more with the new token, so a
 * refused save is saved; otherwise it fails. Requests started while the dialog is open wait too.
 * A failed sign-in (no token sent) is not a session end.
 */
const sendInSession: BaseQueryFn<string | FetchArgs, unknown, ApiError, ShopQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const auth = () => (api.getState() as AuthSlot).auth;
  if (!extraOptions?.sessionFree && auth().interruption && (await waitForSession()) === "ended") {
    return { error: sessionClosed() };
  }
  const sentToken = liveToken(auth());
  const first = await send(args, api, extraOptions);
  if (!sentToken || !("error" in first) || !refusesSession(first.error)) return first;

  // Only the first refused request opens the dialog; a token that changed meanwhile needs no dialog.
  if (auth().token === sentToken && !auth().interruption) api.dispatch(sessionEnded({ reason: first.error.message }));
  if (auth().interruption && (await waitForSession()) === "ended") return first;
  if (!liveToken(auth()) || liveToken(auth()) === sentToken) return first;
  const second = await send(args, api, extraOptions);
  if ("error" in second && refusesSession(second.error) && liveToken(auth()))
    api.dispatch(sessionEnded({ reason: second.error.message }));
  return second;
};

/**
 * What a mutation's notices are about: its endpoint and its URL (which holds the record's id and
 * the action), e.g. "updateBrand /brand/update/12". The same save failing then succeeding shares it.
 */
export function mutationCause(endpoint: string, args: string | FetchArgs): string {
  const url = typeof args === "string" ? args : args.url;
  return `${endpoint} ${url.split("?")[0]}`;
}

/**
 * shopBaseQuery: every call through the session (sendInSession above). A mutation's outcome
 * reaches the notices without any code in the areas: when it fails, the error notice the caller
 * raises about it carries its cause; when it succeeds, the errors of that cause go (a save error
 * goes when the same save succeeds, a sign-in error on a successful sign-in).
 */
export const shopBaseQuery: BaseQueryFn<string | FetchArgs, unknown, ApiError, ShopQueryOptions> = async (
  args,
  api,
  extraOptions,
) => {
  const result = await sendInSession(args, api, extraOptions);
  if (api.type !== "mutation") return result;
  const cause = mutationCause(api.endpoint, args);
  if (result.error) noticeStore.failed(cause);
  else noticeStore.resolve(cause);
  return result;
};

async function send(
  args: string | FetchArgs,
  api: Parameters<typeof rawBaseQuery>[1],
  extraOptions: ShopQueryOptions | undefined,
): Promise<RawResult> {
  const { apiBase } = getConfig();
  const request = typeof args === "string" ? { url: args } : args;
  const url = /^https?:\/\//.test(request.url) ? request.url : `${apiBase}${request.url}`;
  const result = await rawBaseQuery({ ...request, url }, api, {});
  if (result.error) return { error: describeFetchError(result.error) };
  const envelope = (result.data ?? {}) as Envelope;
  if (envelope.success === false) {
    const message = envelope.message ? cleanServerMessage(envelope.message) : t("requestFailed");
    return { error: { status: result.meta?.response?.status ?? 200, message } };
  }
  return { data: extraOptions?.keepEnvelope ? envelope : envelope.body, meta: result.meta };
}
