import { shopApi } from "../api/shopApi.js";
import type { CurrentUser, SignInResponse } from "../types.js";

/**
 * The session's calls: signing in and who is signed in (the header, the sign-in panel, and the
 * account the re-sign-in dialog names). Core, not the sign-in screens' area: the shell and the
 * store use them before any area loads. Signing out is signOut.ts (a plain fetch, on purpose).
 */
export const sessionApi = shopApi.injectEndpoints({
  overrideExisting: "throw",
  endpoints: (build) => ({
    signIn: build.mutation<SignInResponse, { email: string; password: string }>({
      query: (body) => ({ url: "/auth/signin", method: "POST", body }),
      // accessToken sits beside body, so sign-in keeps the whole envelope; it carries no
      // session, so the sign-in dialog can use it while the session is interrupted.
      extraOptions: { keepEnvelope: true, sessionFree: true },
    }),
    currentUser: build.query<CurrentUser, void>({
      query: () => "/user",
      providesTags: ["CurrentUser"],
    }),
  }),
});

export const { useSignInMutation, useCurrentUserQuery } = sessionApi;

/** The current-user call (its matchers let the store learn the account's email). */
export const currentUserEndpoint = sessionApi.endpoints.currentUser;
