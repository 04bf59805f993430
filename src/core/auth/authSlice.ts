import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type AdminRole = "ADMIN" | "SUPER_ADMIN";

export interface AuthState {
  token: string | null;
  userStatus: AdminRole | null;
  /** Why the last session ended (shown once on the sign-in screen), or null. */
  endedReason: string | null;
}

export const initialAuthState: AuthState = { token: null, userStatus: null, endedReason: null };

export const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    signedIn(state, action: PayloadAction<{ token: string; userStatus: AdminRole }>) {
      state.token = action.payload.token;
      state.userStatus = action.payload.userStatus;
      state.endedReason = null;
    },
    /** The operator signed out on purpose. */
    signedOut() {
      return initialAuthState;
    },
    /**
     * The server ended the session (token superseded, expired or revoked). The one place that
     * decides what follows: today the guards send the user to sign-in, showing the reason.
     */
    sessionEnded(_state, action: PayloadAction<{ reason: string }>) {
      return { ...initialAuthState, endedReason: action.payload.reason };
    },
    /** Another tab changed the stored session (storage event). */
    syncedFromStorage(state, action: PayloadAction<{ token: string | null; userStatus: AdminRole | null }>) {
      state.token = action.payload.token;
      state.userStatus = action.payload.token ? action.payload.userStatus : null;
    },
    endedReasonShown(state) {
      state.endedReason = null;
    },
  },
});

export const { signedIn, signedOut, sessionEnded, syncedFromStorage, endedReasonShown } = authSlice.actions;
