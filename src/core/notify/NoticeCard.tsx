import { useEffect, useRef, useState } from "react";
import styled, { keyframes } from "styled-components";
import { t } from "../messages";
import { noticeStore, type Notice } from "./noticeStore";

/**
 * One notice: its title (with how many times it repeated), description and × button; a success
 * dismisses itself after its duration, with a progress bar that pauses on hover or focus.
 */

const colours = {
  success: "var(--shop-success, #1b7a43)",
  error: "var(--shop-danger, #b42318)",
  info: "var(--shop-primary, #2447c6)",
};

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

const ActionButton = styled.button<{ $kind: Notice["kind"] }>`
  margin-top: 6px;
  border: 1px solid ${(p) => colours[p.$kind]};
  border-radius: 6px;
  background: #fff;
  color: ${(p) => colours[p.$kind]};
  font: inherit;
  font-weight: 600;
  padding: 2px 10px;
  cursor: pointer;
  &:focus-visible {
    outline: 2px solid var(--shop-primary, #2447c6);
    outline-offset: 1px;
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

export function NoticeCard({ notice }: { notice: Notice }) {
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
      {notice.action ? (
        <ActionButton
          type="button"
          $kind={notice.kind}
          onClick={() => {
            noticeStore.dismiss(notice.id);
            notice.action?.run();
          }}
        >
          {notice.action.label}
        </ActionButton>
      ) : null}
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
