import type { AuthState } from "./authSlice.js";

/**
 * Where requests wait while the session is interrupted (the sign-in dialog is open). A request
 * refused for its token, and every request started meanwhile, waits here; when the same account
 * signs in again they go out (the refused one a second and last time) with the new token; when
 * the operator cancels or takes another account they fail.
 */
export type SessionOutcome = "resumed" | "ended";

let waiting: ((outcome: SessionOutcome) => void)[] = [];

/** Resolves when the open interruption is settled. */
export function waitForSession(): Promise<SessionOutcome> {
  return new Promise((resolve) => waiting.push(resolve));
}

function settle(outcome: SessionOutcome) {
  const resolvers = waiting;
  waiting = [];
  for (const resolve of resolvers) resolve(outcome);
}

/** Settles the waiting requests as the store's session changes; returns the unsubscribe function. */
export function watchSession(store: { getState(): { auth: AuthState }; subscribe(listener: () => void): () => void }) {
  let previous = store.getState().auth;
  return store.subscribe(() => {
    const current = store.getState().auth;
    if (current === previous) return;
    const wasInterrupted = Boolean(previous.interruption);
    const sameScreens = current.generation === previous.generation;
    previous = current;
    if (!wasInterrupted || current.interruption) return;
    settle(current.token && sameScreens ? "resumed" : "ended");
  });
}
