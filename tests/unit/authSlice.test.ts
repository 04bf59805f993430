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
  test("signing in stores token and role and forgets why the last session ended", () => {
    const ended = reduce(initialAuthState, sessionEnded({ reason: "Token is invalid due to a new login." }));
    expect(ended).toEqual({ token: null, userStatus: null, endedReason: "Token is invalid due to a new login." });
    const signed = reduce(ended, signedIn({ token: "t1", userStatus: "SUPER_ADMIN" }));
    expect(signed).toEqual({ token: "t1", userStatus: "SUPER_ADMIN", endedReason: null });
  });

  test("a session ended by the server keeps its reason until it was shown", () => {
    const signed = reduce(initialAuthState, signedIn({ token: "t1", userStatus: "ADMIN" }));
    const ended = reduce(signed, sessionEnded({ reason: "Account is banned" }));
    expect(ended).toEqual({ token: null, userStatus: null, endedReason: "Account is banned" });
    expect(reduce(ended, endedReasonShown())).toEqual(initialAuthState);
    expect(reduce(signed, signedOut())).toEqual(initialAuthState);
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
