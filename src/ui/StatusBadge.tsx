import type { ReactNode } from "react";
import styled from "styled-components";

/** What a status means to the operator; the label text carries it too (colour is never the only signal). */
export type BadgeTone = "info" | "success" | "warning" | "danger" | "neutral";

// Text and background pairs of at least 4.5:1 contrast.
const TONES: Record<BadgeTone, { text: string; background: string }> = {
  info: { text: "#1f3a9e", background: "#e8edfb" },
  success: { text: "#17663a", background: "#e4f5ea" },
  warning: { text: "#7a4100", background: "#fff1db" },
  danger: { text: "#a1281b", background: "#fdecea" },
  neutral: { text: "#4a5160", background: "#eceef2" },
};

const Badge = styled.span<{ $tone: BadgeTone }>`
  display: inline-block;
  padding: 2px 10px;
  border-radius: 999px;
  font-size: 12px;
  font-weight: 700;
  letter-spacing: 0.02em;
  color: ${(p) => TONES[p.$tone].text};
  background: ${(p) => TONES[p.$tone].background};
`;

/** A status as a coloured pill label ("Pending", "Running"); `status` lands in `data-status` for styling hooks. */
export function StatusBadge({ tone, status, children }: { tone: BadgeTone; status?: string; children: ReactNode }) {
  return (
    <Badge $tone={tone} data-status={status}>
      {children}
    </Badge>
  );
}
