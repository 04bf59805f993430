import { createContext } from "react";

/**
 * Where an embedding element collects its styles (a node inside its shadow root); null outside
 * elements. Primitives whose libraries inject their own CSS (react-select's emotion) send it here,
 * so those libraries load with the primitive that uses them, not with every element.
 */
export const StyleContainerContext = createContext<HTMLElement | null>(null);

let nonce: string | null | undefined;
/**
 * The page's CSP nonce for <style> elements, from `<meta property="csp-nonce" nonce="…">` (the
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
