/** Page-wide settings: one store and one API base per page, set by configureShop() or element attributes. */
export interface ShopConfig {
  /** Address up to and including /api (default "/api", same origin). */
  apiBase: string;
  /** Base of the upload service; uploads go to `{uploadBase}/upload/file(s)`. Defaults to apiBase. */
  uploadBase: string;
  /** BCP 47 locale for numbers and messages (default "en-IE": euros, day/month/year). */
  locale: string;
}

const defaults: ShopConfig = { apiBase: "/api", uploadBase: "", locale: "en-IE" };
let current: ShopConfig = { ...defaults };

const trimSlash = (value: string) => value.replace(/\/+$/, "");

export function getConfig(): ShopConfig {
  return { ...current, uploadBase: current.uploadBase || current.apiBase };
}

/** Updates the page-wide configuration; unspecified fields keep their value. */
export function setConfig(next: Partial<ShopConfig>): void {
  current = {
    apiBase: next.apiBase !== undefined ? trimSlash(next.apiBase) || defaults.apiBase : current.apiBase,
    uploadBase: next.uploadBase !== undefined ? trimSlash(next.uploadBase) : current.uploadBase,
    locale: next.locale || current.locale,
  };
}
