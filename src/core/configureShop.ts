import { liveToken, signedIn, signedOut, syncedFromStorage, type AdminRole } from "./auth/authSlice";
import { readStoredSession } from "./auth/persistence";
import { getConfig, setConfig, type ShopConfig } from "./config";
import { shopStore } from "./store";

export interface ConfigureShopOptions extends Partial<ShopConfig> {
  /**
   * A token the portal already holds (handed over in code, never in an attribute), with the
   * role it was issued for. `null` signs out.
   */
  token?: string | null;
  userStatus?: AdminRole;
}

/**
 * Page-wide settings for every component and element, and an optional session hand-over.
 * A new `storageKey` makes the library's storage the one under the new names: the session kept
 * there (or none) becomes the page's, and what is stored under the old names stays as it is
 * (it may be the portal's own `token`). Set it before anyone signs in.
 */
export function configureShop({ token, userStatus, ...config }: ConfigureShopOptions = {}): void {
  const storageKeyBefore = getConfig().storageKey;
  setConfig(config);
  if (getConfig().storageKey !== storageKeyBefore) {
    const stored = readStoredSession();
    if (stored.token !== liveToken(shopStore.getState().auth)) shopStore.dispatch(syncedFromStorage(stored));
  }
  if (token === null) shopStore.dispatch(signedOut());
  else if (token) shopStore.dispatch(signedIn({ token, userStatus: userStatus ?? "ADMIN" }));
}
