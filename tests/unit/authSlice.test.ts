import { describe, expect, test } from "vitest";
import {
  authSlice,
  endedReasonShown,
  initialAuthState,
  sessionEnded,
  signedIn,
  signedOut,
  syncedFromStorage,
} from "../../src/core/auth/authSlice";

const reduce = authSlice.reducer;

describe("auth state", () => {
  test("a refused session keeps its token behind an interruption; nobody signed in has nothing to end", () => {
    const signed = reduce(initialAuthState, signedIn({ token: "t1", userStatus: "ADMIN", email: "a@shop.test" }));
    const ended = reduce(signed, sessionEnded({ reason: "Token is invalid due to a new login." }));
    expect(ended).toEqual({
      ...signed,
      interruption: { reason: "Token is invalid due to a new login.", offered: null },
    });
    // A second refusal while the dialog is open keeps the first reason.
    expect(reduce(ended, sessionEnded({ reason: "Token is invalid or expired" })).interruption?.reason).toBe(
      "Token is invalid due to a new login.",
    );
    expect(reduce(initialAuthState, sessionEnded({ reason: "Account is banned" }))).toEqual(initialAuthState);
  });

  test("signing in again as the same account clears the interruption and keeps the screens", () => {
    const signed = reduce(initialAuthState, signedIn({ token: "t1", userStatus: "ADMIN", email: "a@shop.test" }));
    const ended = reduce(signed, sessionEnded({ reason: "Token is invalid or expired" }));
    const again = reduce(ended, signedIn({ token: "t2", userStatus: "ADMIN", email: "A@shop.test" }));
    expect(again).toEqual({ ...signed, token: "t2", email: "A@shop.test", interruption: null });
    expect(again.generation).toBe(signed.generation);
  });

  test("another account, or a sign-out, starts the screens over", () => {
    const signed = reduce(initialAuthState, signedIn({ token: "t1", userStatus: "ADMIN", email: "a@shop.test" }));
    const other = reduce(signed, signedIn({ token: "t2", userStatus: "SUPER_ADMIN", email: "b@shop.test" }));
    expect(other).toMatchObject({ token: "t2", userStatus: "SUPER_ADMIN", generation: signed.generation + 1 });
    expect(reduce(signed, signedOut())).toEqual({ ...initialAuthState, generation: signed.generation + 1 });
    expect(reduce({ ...signed, endedReason: "Account is banned" }, endedReasonShown())).toEqual(signed);
  });

  test("another tab's session replaces this one; without a token there is no role", () => {
    const signed = reduce(initialAuthState, signedIn({ token: "t1", userStatus: "ADMIN" }));
    expect(reduce(signed, syncedFromStorage({ token: "t2", userStatus: "SUPER_ADMIN" }))).toMatchObject({
      token: "t2",
      userStatus: "SUPER_ADMIN",
    });
    expect(reduce(signed, syncedFromStorage({ token: null, userStatus: "ADMIN" }))).toMatchObject({
      token: null,
      userStatus: null,
    });
  });
});
