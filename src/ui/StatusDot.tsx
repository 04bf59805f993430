import styled from "styled-components";
import { VisuallyHidden } from "./VisuallyHidden";

const Dot = styled.span<{ $active: boolean }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => (p.$active ? "var(--shop-success, #1b7a43)" : "var(--shop-danger, #b42318)")};
`;

/**
 * Green for ACTIVE, red otherwise; the status is also given as text, for screen readers only or,
 * with `showText`, beside the dot for everyone (colour is never the only signal).
 */
export function StatusDot({ status, showText = false }: { status: string; showText?: boolean }) {
  const active = status === "ACTIVE";
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <Dot $active={active} aria-hidden="true" />
      {showText ? <span>{status}</span> : <VisuallyHidden>{status}</VisuallyHidden>}
    </span>
  );
}
