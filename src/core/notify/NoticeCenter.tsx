import { useContext, useEffect, useLayoutEffect, useRef, useState, useSyncExternalStore } from "react";
import styled, { keyframes } from "styled-components";
import { t } from "../messages";
import { noticeStore, type Notice } from "./noticeStore";
import { SurfaceContext, useSurface } from "./surfaceContext";
import { currentSurface, isMounted, subscribeSurfaces } from "./surfaces";

/**
 * Notices inside the box of the component or element where the operator acted, 16 px from its
 * top right, kept in view while the page (or a portal's wrapper) scrolls, so a portal's
 * transforms and scrolling cannot hide them. They start below the element's own header and move
 * to the bottom when they would cover the field that has focus. Successes go after about 4.5 s
 * with a progress bar that pauses on hover or focus; errors stay until dismissed.
 *
 * ShopProvider loads this module right after the first load (not on the first notice), so its
 * live regions are in place before an operator can act.
 */

const colours = {
  success: "var(--shop-success, #1b7a43)",
  error: "var(--shop-danger, #b42318)",
  info: "var(--shop-primary, #2447c6)",
};

/** Spans the surface's whole box, so the stack inside can stick to the visible part of it. */
const Anchor = styled.div<{ $bottom: boolean }>`
  position: absolute;
  inset: 0;
  z-index: 10000;
  pointer-events: none;
  display: flex;
  flex-direction: column;
  justify-content: ${(p) => (p.$bottom ? "flex-end" : "flex-start")};
`;

const Stack = styled.div`
  position: sticky;
  top: var(--shop-notices-top, 16px);
  bottom: var(--shop-notices-bottom, 16px);
  align-self: flex-end;
  margin: 16px;
  width: min(360px, calc(100% - 32px));
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
  const [offset, setOffset] = useState(0);

  useLayoutEffect(() => {
    const element = stack.current;
    if (!element || visible.length === 0) {
      setBottom(false);
      return;
    }
    setOffset(headerOffset(anchor.current?.parentElement ?? null));
    const check = () => setBottom((was) => (coversFocusedField(element) ? !was : was));
    check();
    const root = element.getRootNode();
    root.addEventListener("focusin", check);
    return () => root.removeEventListener("focusin", check);
  }, [visible.length]);

  const errors = visible.filter((notice) => notice.kind === "error");
  const others = visible.filter((notice) => notice.kind !== "error");
  // Both live regions are always rendered (also when empty) so screen readers announce insertions,
  // and a notice is rendered by one surface only, so it is announced once.
  return (
    <Anchor ref={anchor} $bottom={bottom} data-shop-notices="">
      <Stack ref={stack} part="notices" style={bottom ? undefined : { marginTop: 16 + offset }}>
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
    </Anchor>
  );
}
