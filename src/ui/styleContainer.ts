import { createContext } from "react";

/**
 * The shadow root of the embedding element, whose styles are constructed sheets it adopts
 * (./adoptedStyles); null outside elements, where styles are <style> elements with the page's
 * nonce. Primitives whose libraries bring their own CSS (react-select's emotion, the date
 * picker's stylesheet) send it there, so those libraries load with the primitive that uses them,
 * not with every element.
 */
export const StyleContainerContext = createContext<ShadowRoot | null>(null);

let nonce: string | null | undefined;
/**
 * The page's CSP nonce for <style> elements outside shadow roots, from `<meta property="csp-nonce" nonce="…">` (the
 * convention styled-components reads itself; the reference host writes it, see
 * host-demo/server/plugins/securityHeaders.ts). Undefined on a page without one.
 */
export function cspNonce(): string | undefined {
  if (nonce === undefined) {
    nonce =
      typeof document === "undefined"
        ? null
        : (document.querySelector<HTMLMetaElement>('meta[property="csp-nonce"]')?.nonce ?? null);
  }
  return nonce || undefined;
}
