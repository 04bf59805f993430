import { useEffect, useRef, useState, useSyncExternalStore } from "react";
import styled, { keyframes } from "styled-components";
import { t } from "../messages";
import { noticeStore, type Notice } from "./noticeStore";

/**
 * Notices top right, 24 px from the edges, about 4.5 s each with a progress bar that pauses on
 * hover or focus. Two elements on one page each render a NoticeCenter; only the first mounted
 * one shows notices, so nothing appears twice.
 */
let activeCenters: number[] = [];
let nextCenterId = 1;
const centerListeners = new Set<() => void>();
const centersChanged = () => centerListeners.forEach((listener) => listener());

function useIsActiveCenter(): boolean {
  const [id] = useState(() => nextCenterId++);
  useEffect(() => {
    activeCenters = [...activeCenters, id];
    centersChanged();
    return () => {
      activeCenters = activeCenters.filter((other) => other !== id);
      centersChanged();
    };
  }, [id]);
  return useSyncExternalStore(
    (listener) => {
      centerListeners.add(listener);
      return () => centerListeners.delete(listener);
    },
    () => activeCenters[0] === id,
  );
}

const colours = {
  success: "var(--shop-success, #1b7a43)",
  error: "var(--shop-danger, #b42318)",
  info: "var(--shop-primary, #2447c6)",
};

// A log, not a landmark: every element on a page has its own, and landmarks must have unique names.
const Region = styled.div`
  position: fixed;
  top: 24px;
  right: 24px;
  z-index: 10000;
  display: flex;
  flex-direction: column;
  gap: 12px;
  width: min(360px, calc(100vw - 48px));
  pointer-events: none;
  font-family: var(--shop-font, system-ui, sans-serif);
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
    if (paused) return;
    startedAt.current = Date.now();
    const timer = setTimeout(() => noticeStore.dismiss(notice.id), remaining.current);
    return () => {
      clearTimeout(timer);
      remaining.current -= Date.now() - startedAt.current;
    };
  }, [paused, notice.id]);

  return (
    <Card
      $kind={notice.kind}
      role={notice.kind === "error" ? "alert" : "status"}
      data-notice-kind={notice.kind}
      onMouseEnter={() => setPaused(true)}
      onMouseLeave={() => setPaused(false)}
      onFocus={() => setPaused(true)}
      onBlur={() => setPaused(false)}
    >
      <Title>{notice.title}</Title>
      {notice.description ? <Description>{notice.description}</Description> : null}
      <CloseButton type="button" aria-label={t("dismissNotice")} onClick={() => noticeStore.dismiss(notice.id)}>
        ×
      </CloseButton>
      <Progress
        $kind={notice.kind}
        $duration={notice.duration}
        $paused={paused}
        aria-hidden="true"
        data-testid="notice-progress"
      />
    </Card>
  );
}

export function NoticeCenter() {
  const active = useIsActiveCenter();
  const notices = useSyncExternalStore(noticeStore.subscribe, noticeStore.getSnapshot);
  // The live region is always rendered (also when empty) so screen readers announce insertions.
  return (
    <Region role="log" aria-label={t("notifications")} aria-live="polite" part="notices">
      {active ? notices.map((notice) => <NoticeCard key={notice.id} notice={notice} />) : null}
    </Region>
  );
}
