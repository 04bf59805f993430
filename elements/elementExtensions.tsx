import { useCallback, useEffect, useRef, useSyncExternalStore, type ReactNode } from "react";
import {
  ExtensionScopeContext,
  OrderDetailAsideContext,
  type OrderDetailAsideRenderer,
  type ShopExtension,
} from "../src/core/extensionContext";

/** The slot on the order detail where a page puts its own panel. */
export const ORDER_DETAIL_ASIDE_SLOT = "order-detail-aside";
/** Fired from the element when its order detail shows an order (again on moving to another). */
export const ORDER_DETAIL_OPEN_EVENT = "shop-order-detail-open";

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

type Emit = (name: string, detail: unknown) => void;

/**
 * The page's panel on the order detail: the element's light-DOM children with
 * slot="order-detail-aside", shown here. Each gets the order's id in `data-order-id` (also when
 * slotted later, and on moving to another order), and the element fires shop-order-detail-open.
 */
function OrderDetailAsideSlot({ orderId, emit }: { orderId: number; emit: Emit }) {
  const slot = useRef<HTMLSlotElement>(null);
  useEffect(() => {
    const element = slot.current;
    if (!element) return;
    const tell = () => {
      for (const slotted of element.assignedElements()) slotted.setAttribute("data-order-id", String(orderId));
    };
    tell();
    element.addEventListener("slotchange", tell);
    emit(ORDER_DETAIL_OPEN_EVENT, { id: orderId });
    return () => element.removeEventListener("slotchange", tell);
  }, [orderId, emit]);
  return <slot ref={slot} name={ORDER_DETAIL_ASIDE_SLOT} />;
}

/** What an element adds to its screens: its own list extensions and the order detail's slot. */
export function ElementExtensionPoints({
  host,
  emit,
  children,
}: {
  host: Element | null;
  emit: Emit;
  children: ReactNode;
}) {
  const extensions = useElementExtensions(host);
  const renderAside = useCallback<OrderDetailAsideRenderer>(
    (order) => <OrderDetailAsideSlot orderId={order.id} emit={emit} />,
    [emit],
  );
  return (
    <ExtensionScopeContext.Provider value={extensions}>
      <OrderDetailAsideContext.Provider value={renderAside}>{children}</OrderDetailAsideContext.Provider>
    </ExtensionScopeContext.Provider>
  );
}
