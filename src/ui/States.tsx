import { useState, type ReactNode } from "react";
import styled, { keyframes } from "styled-components";
import { t } from "../core/messages";
import { Button } from "./Button";
import { tokens } from "./tokens";

const Box = styled.div`
  padding: 40px 16px;
  text-align: center;
  color: ${tokens.muted};
`;

/** What a list shows when there is nothing to show. */
export function EmptyState({ children, action }: { children: ReactNode; action?: ReactNode }) {
  return (
    <Box role="status">
      <p style={{ margin: 0, fontWeight: 600 }}>{children}</p>
      {action ? <div style={{ marginTop: 12 }}>{action}</div> : null}
    </Box>
  );
}

/** A failed load: what failed, the server's reason, and a way to try again. */
export function ErrorState({
  title,
  message,
  onRetry,
  retryLabel = t("retry"),
}: {
  title: string;
  message?: string;
  /** A returned promise (RTK Query's refetch) keeps the button busy until it settles. */
  onRetry?: () => unknown;
  retryLabel?: string;
}) {
  const [retrying, setRetrying] = useState(false);
  const retry = () => {
    const pending = onRetry?.();
    if (pending && typeof (pending as PromiseLike<unknown>).then === "function") {
      setRetrying(true);
      void Promise.resolve(pending).finally(() => setRetrying(false));
    }
  };
  return (
    <Box role="alert">
      <p style={{ margin: 0, fontWeight: 600, color: "var(--shop-danger, #b42318)" }}>{title}</p>
      {message ? <p style={{ margin: "6px 0 0" }}>{message}</p> : null}
      {onRetry ? (
        <div style={{ marginTop: 12 }}>
          <Button variant="secondary" onClick={retry} busy={retrying}>
            {retryLabel}
          </Button>
        </div>
      ) : null}
    </Box>
  );
}

const shimmer = keyframes`0% { background-position: -200px 0; } 100% { background-position: 200px 0; }`;

/** Placeholder blocks shown while data loads, so the layout does not jump. */
export const Skeleton = styled.span.attrs({ "aria-hidden": true })<{ $width?: string; $height?: number }>`
  display: block;
  width: ${(p) => p.$width ?? "100%"};
  height: ${(p) => p.$height ?? 14}px;
  border-radius: 4px;
  background: linear-gradient(90deg, #eceff3 0px, #f6f7f9 80px, #eceff3 160px);
  background-size: 400px 100%;
  animation: ${shimmer} 1.2s linear infinite;
`;

/** Wraps skeletons so assistive technology hears "Loading…" once. */
export function LoadingRegion({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div role="status" aria-busy="true" aria-label={label}>
      {children}
    </div>
  );
}
