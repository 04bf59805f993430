import { signedIn, signedOut, type AdminRole } from "./auth/authSlice";
import { setConfig, type ShopConfig } from "./config";
import { shopStore } from "./store";

export interface ConfigureShopOptions extends Partial<ShopConfig> {
  /**
   * A token the portal already holds (handed over in code, never in an attribute), with the
   * role it was issued for. `null` signs out.
   */
  token?: string | null;
  userStatus?: AdminRole;
}

/** Page-wide settings for every component and element, and an optional session hand-over. */
export function configureShop({ token, userStatus, ...config }: ConfigureShopOptions = {}): void {
  setConfig(config);
  if (token === null) shopStore.dispatch(signedOut());
  else if (token) shopStore.dispatch(signedIn({ token, userStatus: userStatus ?? "ADMIN" }));
}
