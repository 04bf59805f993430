import { combineSlices, configureStore, type Middleware } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { shopApi } from "./api/shopApi.js";
import {
  accountLearned,
  authSlice,
  liveToken,
  sameAccount,
  sessionEnded,
  sessionResumed,
  signedIn,
  signedOut,
  syncedFromStorage,
  type AuthState,
} from "./auth/authSlice.js";
import {
  clearStoredSessionOf,
  onStoredSessionChange,
  readStoredSession,
  writeStoredSession,
  type StoredSession,
} from "./auth/persistence.js";
import { currentUserEndpoint } from "./auth/session.js";
import { watchSession } from "./auth/sessionGate.js";
import { liveSlice } from "./live/liveSlice.js";
import { t } from "./messages.js";
import { notify } from "./notify/noticeStore.js";

// issue 33 live: the change stream's last changes and new-orders count (live/liveSlice.ts).
const rootReducer = combineSlices(authSlice, shopApi, liveSlice);
export type RootState = ReturnType<typeof rootReducer>;

/**
 * What another tab's change to the stored session means here: never taken silently
 * (docs/decisions.md, "Another tab's sign-in or sign-out is never taken silently").
 * Returns the action to dispatch, or null when nothing changes for this tab.
 */
export function reactToStoredSession(auth: AuthState, stored: StoredSession) {
  if (stored.token === auth.token) return null;
  // Nobody is signed in here: nothing to lose, so this tab follows the other one.
  if (!auth.token) return stored.token ? syncedFromStorage(stored) : null;
  if (!stored.token) return auth.interruption ? null : sessionEnded({ reason: t("signedOutElsewhere") });
  if (!stored.userStatus) return null;
  const session = { token: stored.token, userStatus: stored.userStatus, email: stored.email ?? null };
  // The same account signed in again elsewhere (which superseded this tab's token): carry on with it.
  if (sameAccount(auth, session)) return sessionResumed(session);
  return sessionEnded({
    reason: t("otherAccountElsewhere", { email: session.email ?? t("anotherAccount") }),
    offered: session,
  });
}

/** The dialog names the account: its email is learnt from the current-user call when not known. */
const learnAccountEmail: Middleware = (api) => (next) => (action) => {
  const result = next(action);
  if (currentUserEndpoint.matchFulfilled(action)) {
    const { email } = action.payload;
    if (typeof email === "string") api.dispatch(accountLearned({ email }));
  }
  return result;
};

function createShopStore() {
  const stored = readStoredSession();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: {
      auth: {
        ...authSlice.getInitialState(),
        token: stored.token,
        userStatus: stored.userStatus,
        email: stored.email ?? null,
      },
    },
    // The development checks skip RTK Query's cache and the answers it stores: only its own
    // reducers write them, and walking 10,000 orders takes ~800 ms (and a warning) per action.
    // They warn only when slower than a busy test machine makes them.
    middleware: (getDefault) =>
      getDefault({
        immutableCheck: { ignoredPaths: [shopApi.reducerPath], warnAfter: 200 },
        serializableCheck: {
          ignoredPaths: [shopApi.reducerPath],
          ignoredActions: [`${shopApi.reducerPath}/executeQuery/fulfilled`],
          warnAfter: 200,
        },
      })
        .concat(shopApi.middleware)
        // The dialog names the account: learn its email from the current-user call.
        .concat(learnAccountEmail),
  });

  // Persist the live session, and drop cached data of the previous operator when the screens start over.
  let last = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth === last) return;
    const before = last;
    last = auth;
    const live = liveToken(auth);
    if (live !== liveToken(before) || auth.email !== before.email || auth.userStatus !== before.userStatus) {
      if (live) writeStoredSession({ token: live, userStatus: auth.userStatus, email: auth.email });
      else clearStoredSessionOf(before.token);
    }
    if (auth.generation !== before.generation) store.dispatch(shopApi.util.resetApiState());
  });
  watchSession(store);
  onStoredSessionChange((session) => {
    const action = reactToStoredSession(store.getState().auth, session);
    if (!action) return;
    if (sessionEnded.match(action) && !action.payload.offered) notify.info(t("signedOutElsewhere"));
    store.dispatch(action);
  });
  return store;
}

/** The ONE store of the page, shared by every component and every custom element. */
export const shopStore = createShopStore();

export type ShopDispatch = typeof shopStore.dispatch;
export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
export const useShopSelector = useSelector.withTypes<RootState>();

export { sessionEnded, signedIn, signedOut };
