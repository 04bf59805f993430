import {
  useContext,
  useEffect,
  useLayoutEffect,
  useRef,
  useState,
  useSyncExternalStore,
  type KeyboardEvent,
} from "react";
import { createPortal } from "react-dom";
import styled, { keyframes } from "styled-components";
import { t } from "../messages";
import { noticeStore, type Notice } from "./noticeStore";
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

const colours = {
  success: "var(--shop-success, #1b7a43)",
  error: "var(--shop-danger, #b42318)",
  info: "var(--shop-primary, #2447c6)",
};

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

const Count = styled.span`
  display: inline-block;
  margin-left: 8px;
  padding: 0 6px;
  border-radius: 999px;
  background: #eef1f6;
  font-size: 12px;
  font-weight: 700;
`;

const Card = styled.div<{ $kind: Notice["kind"] }>`
  pointer-events: auto;
  position: relative;
  overflow: hidden;
  background: #fff;
  color: #1d2433;
  border-left: 4px solid ${(p) => colours[p.$kind]};
  border-radius: 8px;
  box-shadow: 0 6px 24px rgba(16, 24, 40, 0.18);
  padding: 12px 40px 16px 14px;
  font-size: 14px;
  line-height: 1.4;
`;

const Title = styled.p`
  margin: 0;
  font-weight: 600;
`;

const Description = styled.p`
  margin: 2px 0 0;
  color: #475467;
`;

const CloseButton = styled.button`
  position: absolute;
  top: 8px;
  right: 8px;
  border: 0;
  background: transparent;
  font-size: 18px;
  line-height: 1;
  cursor: pointer;
  color: #475467;
  padding: 4px 6px;
  border-radius: 4px;
  &:focus-visible {
    outline: 2px solid var(--shop-primary, #2447c6);
  }
`;

const shrink = keyframes`from { transform: scaleX(1); } to { transform: scaleX(0); }`;

const Progress = styled.div<{ $kind: Notice["kind"]; $duration: number; $paused: boolean }>`
  position: absolute;
  left: 0;
  bottom: 0;
  height: 4px;
  width: 100%;
  transform-origin: left;
  background: ${(p) => colours[p.$kind]};
  animation: ${shrink} ${(p) => p.$duration}ms linear forwards;
  animation-play-state: ${(p) => (p.$paused ? "paused" : "running")};
`;

function NoticeCard({ notice }: { notice: Notice }) {
  const [paused, setPaused] = useState(false);
  const remaining = useRef(notice.duration);
  const startedAt = useRef(0);

  useEffect(() => {
    remaining.current = notice.duration;
  }, [notice.version, notice.duration]);

  useEffect(() => {
    if (paused || !Number.isFinite(notice.duration)) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => noticeStore.dismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, notice.id, notice.version, notice.duration]);

  return (
    <Card
      $kind={notice.kind}
      data-notice-kind={notice.kind}
      data-notice-id={notice.id}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Title>
        {notice.title}
        {notice.count > 1 ? (
          <Count aria-label={t("noticeRepeated", { count: notice.count })}>×{notice.count}</Count>
        ) : null}
      </Title>
      {notice.description ? <Description>{notice.description}</Description> : null}
      <CloseButton type="button" aria-label={t("dismissNotice")} onClick={() => noticeStore.dismiss(notice.id)}>
        ×
      </CloseButton>
      {Number.isFinite(notice.duration) ? (
        <Progress
          key={notice.version}
          $kind={notice.kind}
          $duration={notice.duration}
          $paused={paused}
          aria-hidden="true"
          data-testid="notice-progress"
        />
      ) : null}
    </Card>
  );
}

/** The height the surface's own header takes at its top (notices never cover it). */
function headerOffset(surface: HTMLElement | null): number {
  const header = surface?.querySelector('[part~="header"]');
  if (!surface || !header) return 0;
  return Math.max(0, header.getBoundingClientRect().bottom - surface.getBoundingClientRect().top);
}

const FIELD = "input, textarea, select, [contenteditable], [role='combobox']";

/** Whether the stack covers the field that has focus in its tree. */
function coversFocusedField(stack: HTMLElement): boolean {
  const root = stack.getRootNode() as Document | ShadowRoot;
  const field = root.activeElement;
  if (!(field instanceof HTMLElement) || !field.matches(FIELD)) return false;
  const a = stack.getBoundingClientRect();
  const b = field.getBoundingClientRect();
  return a.height > 0 && a.left < b.right && b.left < a.right && a.top < b.bottom && b.top < a.bottom;
}

/** Server rendering: nothing has been noticed yet (one array, as React wants a stable snapshot). */
const NO_NOTICES: readonly never[] = [];
const noNotices = () => NO_NOTICES;
const noSurface = () => null;

/** Where the stack goes: top right of the surface's visible box, below its header, never above `--shop-notices-top`. */
function place(stack: HTMLElement, anchor: HTMLElement, bottom: boolean) {
  const box = anchor.getBoundingClientRect();
  const viewportWidth = document.documentElement.clientWidth || window.innerWidth;
  const viewportHeight = document.documentElement.clientHeight || window.innerHeight;
  stack.style.right = `${Math.max(16, viewportWidth - box.right + 16)}px`;
  if (bottom) {
    // At the viewport's bottom: a short surface's own bottom may lie under the host's header.
    stack.style.top = "auto";
    stack.style.bottom = "var(--shop-notices-bottom, 16px)";
  } else {
    // Kept in the viewport when the surface starts further down the page.
    const top = Math.min(box.top + 16 + headerOffset(anchor.parentElement), viewportHeight - stack.offsetHeight - 16);
    stack.style.bottom = "auto";
    stack.style.top = `max(var(--shop-notices-top, 16px), ${Math.round(top)}px)`;
  }
}

/** Into the top layer (React has no prop for it), or back on top of it when something opened above. */
function raise(stack: HTMLElement) {
  if (typeof stack.showPopover !== "function") return;
  const root = stack.getRootNode() as Document | ShadowRoot;
  if (stack.matches(":popover-open")) {
    // Hiding it would drop the focus of an operator inside it.
    if (stack.contains(root.activeElement)) return;
    stack.hidePopover();
  }
  stack.showPopover();
}

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
    if (!element || !box) return;
    const update = () => place(element, box, bottom);
    update();
    if (visible.length === 0) return;
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
