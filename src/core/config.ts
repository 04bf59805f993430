/** Page-wide settings: one store and one API base per page, set by configureShop() or element attributes. */
export interface ShopConfig {
  /** Address up to and including /api (default "/api", same origin). */
  apiBase: string;
  /** Base of the upload service; uploads go to `{uploadBase}/upload/file(s)`. Defaults to apiBase. */
  uploadBase: string;
  /** BCP 47 locale for numbers and messages (default "en-IE": euros, day/month/year). */
  locale: string;
  /**
   * Prefix of what the library keeps in localStorage and the cookie (`shop` -> `shop-token`),
   * so a portal whose own session is also called `token` keeps it. Empty (the default): the
   * spec's names, `token` and `userStatus`.
   */
  storageKey: string;
}

const defaults: ShopConfig = { apiBase: "/api", uploadBase: "", locale: "en-IE", storageKey: "" };
let current: ShopConfig = { ...defaults };

const trimSlash = (value: string) => value.replace(/\/+$/, "");

/** It becomes part of a cookie's name: letters, digits, `_` and `-` only. */
const STORAGE_KEY = /^[A-Za-z0-9_-]*$/;

function checkedStorageKey(value: string): string {
  if (STORAGE_KEY.test(value)) return value;
  throw new TypeError(`storageKey "${value}" may hold letters, digits, "_" and "-" only`);
}

export function getConfig(): ShopConfig {
  return { ...current, uploadBase: current.uploadBase || current.apiBase };
}

/** Updates the page-wide configuration; unspecified fields keep their value. */
export function setConfig(next: Partial<ShopConfig>): void {
  current = {
    apiBase: next.apiBase !== undefined ? trimSlash(next.apiBase) || defaults.apiBase : current.apiBase,
    uploadBase: next.uploadBase !== undefined ? trimSlash(next.uploadBase) : current.uploadBase,
    locale: next.locale || current.locale,
    storageKey: next.storageKey !== undefined ? checkedStorageKey(next.storageKey.trim()) : current.storageKey,
  };
}

/**
 * Where the browser fetches a stored file from. The server answers paths of its own
 * (`/api/upload/files/…`); on a page of another origin (an API at an absolute `upload-base` or
 * `api-base`) they are resolved against that origin, not the page's. Absolute, data: and blob:
 * URLs, and pages on the API's own origin, are left as they are. What is sent back to the server
 * stays the path it gave.
 */
export function mediaUrl(path: string): string;
export function mediaUrl(path: string | null | undefined): string | undefined;
export function mediaUrl(path: string | null | undefined): string | undefined {
  if (!path) return undefined;
  if (!path.startsWith("/") || path.startsWith("//")) return path;
  const base = current.uploadBase || current.apiBase;
  const origin = /^https?:\/\/[^/]+/i.exec(base)?.[0];
  return origin ? origin + path : path;
}
