import { useEffect, useRef } from "react";
import { useHostEvent } from "../../core/hostEvents";

/** The slot on the order detail where an embedding page puts its own panel (see elements/definitions.ts). */
export const ORDER_DETAIL_ASIDE_SLOT = "order-detail-aside";
/** Fired from the element when its order detail shows an order (again on moving to another). */
export const ORDER_DETAIL_OPEN_EVENT = "shop-order-detail-open";

/**
 * Inside a custom element: the page's light-DOM children with slot="order-detail-aside", shown
 * here. Each gets the order's id in `data-order-id` (also when slotted later, and on moving to
 * another order), and the element fires shop-order-detail-open. Lives with the orders screens,
 * not the element, so it loads with them rather than on every embedding page.
 */
export function OrderDetailSlot({ orderId }: { orderId: number }) {
  const slot = useRef<HTMLSlotElement>(null);
  const emit = useHostEvent();
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
