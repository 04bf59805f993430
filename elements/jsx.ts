// Lets React users write the tags with their attributes (and TypeScript know the elements).
import type { DetailedHTMLProps, HTMLAttributes } from "react";

/** The attributes every shop element takes, for JSX. */
export type ShopElementAttributes = DetailedHTMLProps<HTMLAttributes<HTMLElement>, HTMLElement> & {
  "api-base"?: string;
  "upload-base"?: string;
  locale?: string;
  routing?: "memory" | "url";
  "base-path"?: string;
  path?: string;
};

declare module "react" {
  // eslint-disable-next-line @typescript-eslint/no-namespace -- React declares its JSX typings in a namespace
  namespace JSX {
    interface IntrinsicElements {
      "shop-backoffice": ShopElementAttributes;
      "shop-sign-in": ShopElementAttributes;
      "shop-overview": ShopElementAttributes;
      "shop-orders": ShopElementAttributes;
      "shop-catalog": ShopElementAttributes;
    }
  }
}

declare global {
  interface HTMLElementTagNameMap {
    "shop-backoffice": HTMLElement & { token?: string | null; userStatus?: "ADMIN" | "SUPER_ADMIN" };
    "shop-sign-in": HTMLElement & { token?: string | null; userStatus?: "ADMIN" | "SUPER_ADMIN" };
    "shop-overview": HTMLElement & { token?: string | null; userStatus?: "ADMIN" | "SUPER_ADMIN" };
    "shop-orders": HTMLElement & { token?: string | null; userStatus?: "ADMIN" | "SUPER_ADMIN" };
    "shop-catalog": HTMLElement & { token?: string | null; userStatus?: "ADMIN" | "SUPER_ADMIN" };
  }
}
