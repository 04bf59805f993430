import type { ThunkAction, UnknownAction } from "@reduxjs/toolkit";
import { getConfig } from "../config.js";
import { signedOut, type AuthState } from "./authSlice.js";

/** How long Logout waits for the server before signing out on this page anyway. */
export const SIGN_OUT_WAIT_MS = 5000;

/**
 * Asks the server to end this token's session (`POST /auth/signout`), so that a copy of the token
 * left in storage, a log or another tab is refused from then on. Resolves whether the server
 * answered, refused or could not be reached (a token it already refuses has nothing to end).
 *
 * A plain fetch on purpose, not the shared API's base query: there a refused token opens the
 * sign-in dialog and waits behind it, and while the dialog is open no token is sent at all.
 */
export async function endServerSession(token: string): Promise<boolean> {
  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), SIGN_OUT_WAIT_MS);
  try {
    const response = await fetch(`${getConfig().apiBase}/auth/signout`, {
      method: "POST",
      headers: { Authorization: `Bearer ${token}` },
      signal: controller.signal,
    });
    return response.ok;
  } catch {
    return false;
  } finally {
    clearTimeout(timer);
  }
}

/**
 * The operator signs out (Logout, or Sign out in the session dialog): the server ends the session
 * first, then this page forgets it (store, localStorage, cookie) — also when that call failed, so
 * a server that is down or slow never leaves the operator signed in here.
 */
export const signOut =
  (): ThunkAction<Promise<void>, { auth: AuthState }, unknown, UnknownAction> => async (dispatch, getState) => {
    const { token } = getState().auth;
    try {
      if (token) await endServerSession(token);
    } finally {
      dispatch(signedOut());
    }
  };
