import styled from "styled-components";

const Dot = styled.span<{ $active: boolean }>`
  display: inline-block;
  width: 10px;
  height: 10px;
  border-radius: 50%;
  background: ${(p) => (p.$active ? "var(--shop-success, #1b7a43)" : "var(--shop-danger, #b42318)")};
`;

/** Green for ACTIVE, red otherwise; the status is also given as text for screen readers. */
export function StatusDot({ status }: { status: string }) {
  const active = status === "ACTIVE";
  return (
    <span style={{ display: "inline-flex", alignItems: "center", gap: 6 }}>
      <Dot $active={active} aria-hidden="true" />
      <span style={{ position: "absolute", width: 1, height: 1, overflow: "hidden", clip: "rect(0 0 0 0)" }}>
        {status}
      </span>
    </span>
  );
}
