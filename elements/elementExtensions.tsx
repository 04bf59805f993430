import { useCallback, useSyncExternalStore, type ReactNode } from "react";
import { ExtensionScopeContext, type ShopExtension } from "../src/core/extensionContext";

const NONE: readonly ShopExtension[] = [];
/** Each element's `extensions` property; held here, not on the element, so its React tree can subscribe. */
const extensionsOf = new WeakMap<Element, readonly ShopExtension[]>();
const listenersOf = new WeakMap<Element, Set<() => void>>();

export function getElementExtensions(host: Element): readonly ShopExtension[] {
  return extensionsOf.get(host) ?? NONE;
}

/** The `extensions` property's setter: an array (a copy is kept), or null/undefined for none. */
export function setElementExtensions(host: Element, value: unknown): void {
  if (value !== null && value !== undefined && !Array.isArray(value)) {
    console.warn(`<${host.localName}>.extensions takes an array of { area, column?, rowAction? }; ignored`);
    return;
  }
  extensionsOf.set(host, value ? [...(value as ShopExtension[])] : NONE);
  listenersOf.get(host)?.forEach((listener) => listener());
}

function useElementExtensions(host: Element | null): readonly ShopExtension[] {
  const subscribe = useCallback(
    (listener: () => void) => {
      if (!host) return () => {};
      const listeners = listenersOf.get(host) ?? new Set();
      listenersOf.set(host, listeners);
      listeners.add(listener);
      return () => void listeners.delete(listener);
    },
    [host],
  );
  const snapshot = () => (host ? getElementExtensions(host) : NONE);
  return useSyncExternalStore(subscribe, snapshot, () => NONE);
}

/**
 * Hands the element's own `extensions` to its lists. (The order detail's slot renders with the
 * orders screens: features/orders/OrderDetailSlot.tsx.)
 */
export function ElementExtensions({ host, children }: { host: Element | null; children: ReactNode }) {
  const extensions = useElementExtensions(host);
  return <ExtensionScopeContext.Provider value={extensions}>{children}</ExtensionScopeContext.Provider>;
}
