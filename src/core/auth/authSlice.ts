import { createSlice, type PayloadAction } from "@reduxjs/toolkit";

export type AdminRole = "ADMIN" | "SUPER_ADMIN";

/** A session held somewhere else (another tab), offered to this tab but never taken silently. */
export interface OfferedSession {
  token: string;
  userStatus: AdminRole;
  email: string | null;
}

/**
 * A session that ended on its own (refused token, a sign-out or another account in another tab)
 * while screens were open: the screens stay, behind the sign-in dialog, until the operator signs
 * in again, switches account or cancels.
 */
export interface SessionInterruption {
  reason: string;
  /** Another tab signed in as a different account: that session, offered in the dialog. */
  offered: OfferedSession | null;
}

export interface AuthState {
  /** The session's token. Kept while interrupted (the screens stay), but then never sent. */
  token: string | null;
  userStatus: AdminRole | null;
  /** The account's email, when known (named in the sign-in dialog). */
  email: string | null;
  /** Why the last session ended (shown once on the sign-in screen), or null. */
  endedReason: string | null;
  interruption: SessionInterruption | null;
  /**
   * Counts how often the screens must start over: a deliberate sign-out, or another account.
   * A session that ended on its own and was resumed by the same account keeps the screens.
   */
  generation: number;
}

export const initialAuthState: AuthState = {
  token: null,
  userStatus: null,
  email: null,
  endedReason: null,
  interruption: null,
  generation: 0,
};

export interface SessionPayload {
  token: string;
  userStatus: AdminRole;
  email?: string | null;
}

/** The user id a token was issued for (`sub` of a JWT), or null when it cannot be read. */
export function tokenSubject(token: string | null): string | null {
  const payload = token?.split(".")[1];
  if (!payload) return null;
  try {
    const json = atob(payload.replace(/-/g, "+").replace(/_/g, "/"));
    const sub = (JSON.parse(json) as { sub?: unknown }).sub;
    return typeof sub === "string" || typeof sub === "number" ? String(sub) : null;
  } catch {
    return null;
  }
}

/**
 * Whether two sessions belong to the same account: by the tokens' subject when both can be read,
 * otherwise by email. Unknown counts as different, so a switch is always asked about.
 */
export function sameAccount(
  a: { token: string | null; email?: string | null },
  b: { token: string | null; email?: string | null },
): boolean {
  if (a.token && a.token === b.token) return true;
  const subA = tokenSubject(a.token);
  const subB = tokenSubject(b.token);
  if (subA && subB) return subA === subB;
  return Boolean(a.email && b.email && a.email.toLowerCase() === b.email.toLowerCase());
}

export const authSlice = createSlice({
  name: "auth",
  initialState: initialAuthState,
  reducers: {
    /** A sign-in (or a token handed over by the portal). Another account than before starts over. */
    signedIn(state, action: PayloadAction<SessionPayload>) {
      const { token, userStatus, email = null } = action.payload;
      const switched = Boolean(state.token) && !sameAccount(state, { token, email });
      state.token = token;
      state.userStatus = userStatus;
      state.email = email ?? (switched ? null : state.email);
      state.endedReason = null;
      state.interruption = null;
      if (switched) state.generation += 1;
    },
    /** The operator signed out on purpose (or cancelled the sign-in dialog): the screens start over. */
    signedOut(state) {
      return { ...initialAuthState, generation: state.generation + 1 };
    },
    /**
     * The server refused the session (superseded, expired or revoked), or another tab ended it:
     * the one place that decides what follows. The screens stay and the sign-in dialog opens
     * (once, whatever number of requests were refused).
     */
    sessionEnded(state, action: PayloadAction<{ reason: string; offered?: OfferedSession | null }>) {
      if (!state.token) return;
      // The first refusal names the reason; a session offered by another tab later is news, so it replaces it.
      const { offered = null, reason } = action.payload;
      state.interruption = offered
        ? { reason, offered }
        : { reason: state.interruption?.reason ?? reason, offered: state.interruption?.offered ?? null };
    },
    /** The same account signed in again (in the dialog or in another tab): everything carries on. */
    sessionResumed(state, action: PayloadAction<SessionPayload>) {
      state.token = action.payload.token;
      state.userStatus = action.payload.userStatus;
      state.email = action.payload.email ?? state.email;
      state.interruption = null;
      state.endedReason = null;
    },
    /** Another account takes over after the operator agreed to discard unsaved work: screens start over. */
    accountSwitched(state, action: PayloadAction<SessionPayload>) {
      state.token = action.payload.token;
      state.userStatus = action.payload.userStatus;
      state.email = action.payload.email ?? null;
      state.interruption = null;
      state.endedReason = null;
      state.generation += 1;
    },
    /** Another tab signed in while nobody was signed in here: nothing to lose, so this tab follows. */
    syncedFromStorage(
      state,
      action: PayloadAction<{ token: string | null; userStatus: AdminRole | null; email?: string | null }>,
    ) {
      state.token = action.payload.token;
      state.userStatus = action.payload.token ? action.payload.userStatus : null;
      state.email = action.payload.token ? (action.payload.email ?? null) : null;
    },
    /** The signed-in account's email, learnt from the current-user call. */
    accountLearned(state, action: PayloadAction<{ email: string }>) {
      if (state.token && !state.email) state.email = action.payload.email;
    },
    endedReasonShown(state) {
      state.endedReason = null;
    },
  },
});

export const {
  signedIn,
  signedOut,
  sessionEnded,
  sessionResumed,
  accountSwitched,
  syncedFromStorage,
  accountLearned,
  endedReasonShown,
} = authSlice.actions;

/** The token requests may carry: none while the session is interrupted. */
export const liveToken = (auth: AuthState): string | null => (auth.interruption ? null : auth.token);
