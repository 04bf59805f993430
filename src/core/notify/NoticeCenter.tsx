import { useContext, useLayoutEffect, useRef, useState, useSyncExternalStore, type KeyboardEvent } from "react";
import { createPortal } from "react-dom";
import styled from "styled-components";
import { t } from "../messages";
import { NoticeCard } from "./NoticeCard";
import { coversFocusedField, place, raise } from "./noticePlacement";
import { noticeStore } from "./noticeStore";
import { SurfaceContext, useSurface } from "./surfaceContext";
import { currentSurface, isMounted, subscribeSurfaces } from "./surfaces";

/**
 * Notices at the top right of the box of the component or element where the operator acted, in
 * the top layer (a manual popover, placed from that box in the viewport), so a portal's
 * transforms, scrolling and z-indexed header cannot hide or misplace them. They never go above
 * `--shop-notices-top` (a host's fixed header: `--shop-notices-top: 72px`), start below the
 * element's own header and move to the bottom when they would cover the field that has focus.
 * Successes go after about 4.5 s with a progress bar that pauses on hover or focus; errors stay
 * until dismissed (× or Escape on the notice) or until their cause succeeds (see noticeStore).
 *
 * The notices' region is the first thing in the surface's tab order (it is placed before the
 * page), so a notice's dismiss button is one Tab away, not the 59th.
 *
 * ShopProvider loads this module right after the first load (not on the first notice), so its
 * live regions are in place before an operator can act.
 */

/** Spans the surface's whole box: the notices are placed from its box in the viewport. */
const Anchor = styled.div`
  position: absolute;
  inset: 0;
  pointer-events: none;
  visibility: hidden;
`;

// Fixed in the viewport (in the top layer where the browser has one: the popover's own centring,
// border and background are undone); place() sets top or bottom, and right.
const Stack = styled.div`
  position: fixed;
  z-index: 10000;
  inset: auto;
  margin: 0;
  padding: 0;
  border: 0;
  background: transparent;
  overflow: visible;
  color: inherit;
  pointer-events: none;
  width: min(360px, calc(100vw - 32px));
  display: flex;
  flex-direction: column;
  gap: 12px;
  font-family: var(--shop-font, system-ui, sans-serif);
  > div {
    display: flex;
    flex-direction: column;
    gap: 12px;
  }
`;

/** Server rendering: nothing has been noticed yet (one array, as React wants a stable snapshot). */
const NO_NOTICES: readonly never[] = [];
const noNotices = () => NO_NOTICES;
const noSurface = () => null;

export function NoticeCenter() {
  const provided = useContext(SurfaceContext);
  const anchor = useRef<HTMLDivElement>(null);
  const stack = useRef<HTMLDivElement>(null);
  // Outside a ShopProvider (a bare NoticeCenter) the center is its own surface.
  const own = useSurface(anchor, false, provided === undefined);
  const surface = provided === undefined ? own : provided;
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot, noNotices);
  const current = useSyncExternalStore(subscribeSurfaces, currentSurface, noSurface);
  const visible = notices.filter(
    (notice) => notice.surface === surface || (!isMounted(notice.surface) && current === surface),
  );
  const [bottom, setBottom] = useState(false);
  // The region's place in the DOM: first in the surface, so it comes before the page in the tab order.
  const [host, setHost] = useState<HTMLElement | null>(null);

  useLayoutEffect(() => {
    const parent = anchor.current?.parentElement;
    if (!parent) return;
    const element = document.createElement("div");
    element.style.display = "contents";
    element.setAttribute("data-shop-notices-host", "");
    parent.prepend(element);
    setHost(element);
    return () => element.remove();
  }, []);

  const newest = visible.at(-1);
  useLayoutEffect(() => {
    const element = stack.current;
    if (element) raise(element);
  }, [host, newest?.id, newest?.version]);

  useLayoutEffect(() => {
    const element = stack.current;
    const box = anchor.current;
    // Nothing to place while no notice shows: measuring forced a layout of the page as it opened.
    if (!element || !box || visible.length === 0) return;
    const update = () => place(element, box, bottom);
    update();
    // The surface moves with the page, a portal's scroll box or its own layout.
    window.addEventListener("scroll", update, true);
    window.addEventListener("resize", update);
    const observer = typeof ResizeObserver === "function" ? new ResizeObserver(update) : null;
    observer?.observe(box);
    return () => {
      window.removeEventListener("scroll", update, true);
      window.removeEventListener("resize", update);
      observer?.disconnect();
    };
  }, [host, bottom, visible.length]);

  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || visible.length === 0) {
      setBottom(false);
      return;
    }
    const check = () => setBottom((was) => (coversFocusedField(element) ? !was : was));
    check();
    const root = element.getRootNode();
    root.addEventListener("focusin", check);
    return () => root.removeEventListener("focusin", check);
  }, [host, visible.length]);

  /** Escape on a notice dismisses it (on the region, the newest). */
  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== "Escape") return;
    const card = (event.target as HTMLElement).closest("[data-notice-id]");
    const id = card ? Number(card.getAttribute("data-notice-id")) : newest?.id;
    if (id === undefined) return;
    event.stopPropagation();
    event.preventDefault();
    noticeStore.dismiss(id);
  };

  const errors = visible.filter((notice) => notice.kind === "error");
  const others = visible.filter((notice) => notice.kind !== "error");
  // Both live regions are always rendered (also when empty) so screen readers announce insertions,
  // and a notice is rendered by one surface only, so it is announced once.
  const region = (
    <Stack ref={stack} part="notices" popover="manual" data-shop-notices="" onKeyDown={onKeyDown}>
      <div role="alert" aria-label={t("errorNotifications")}>
        {errors.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} />
        ))}
      </div>
      <div role="status" aria-live="polite" aria-label={t("notifications")}>
        {others.map((notice) => (
          <NoticeCard key={notice.id} notice={notice} />
        ))}
      </div>
    </Stack>
  );
  return (
    <>
      <Anchor ref={anchor} aria-hidden="true" />
      {host ? createPortal(region, host) : null}
    </>
  );
}
