import { combineSlices, configureStore } from "@reduxjs/toolkit";
import { useDispatch, useSelector } from "react-redux";
import { shopApi } from "./api/shopApi.js";
import { authSlice, sessionEnded, signedIn, signedOut, syncedFromStorage } from "./auth/authSlice.js";
import { onStoredSessionChange, readStoredSession, writeStoredSession } from "./auth/persistence.js";

const rootReducer = combineSlices(authSlice, shopApi);
export type RootState = ReturnType<typeof rootReducer>;

function createShopStore() {
  const stored = readStoredSession();
  const store = configureStore({
    reducer: rootReducer,
    preloadedState: { auth: { ...authSlice.getInitialState(), token: stored.token, userStatus: stored.userStatus } },
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
      }).concat(shopApi.middleware),
  });

  // Persist what changed, and drop cached data of the previous operator when a session ends.
  let last = store.getState().auth;
  store.subscribe(() => {
    const auth = store.getState().auth;
    if (auth.token === last.token && auth.userStatus === last.userStatus) return;
    const hadSession = Boolean(last.token);
    last = auth;
    writeStoredSession({ token: auth.token, userStatus: auth.userStatus });
    if (hadSession && !auth.token) store.dispatch(shopApi.util.resetApiState());
  });
  onStoredSessionChange((session) => {
    const auth = store.getState().auth;
    if (session.token !== auth.token) store.dispatch(syncedFromStorage(session));
  });
  return store;
}

/** The ONE store of the page, shared by every component and every custom element. */
export const shopStore = createShopStore();

export type ShopDispatch = typeof shopStore.dispatch;
export const useShopDispatch = useDispatch.withTypes<ShopDispatch>();
export const useShopSelector = useSelector.withTypes<RootState>();

export { sessionEnded, signedIn, signedOut };
