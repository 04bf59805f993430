import styled from "styled-components";
import { tokens } from "../../../ui/tokens";
import { accountStatusName } from "../messages";

/** Label/value pairs of a profile. */
export const Facts = styled.dl`
  display: grid;
  grid-template-columns: minmax(140px, max-content) 1fr;
  gap: 8px 16px;
  margin: 0;
  dt {
    color: ${tokens.muted};
    font-weight: 600;
  }
  dd {
    margin: 0;
    overflow-wrap: anywhere;
  }
`;

/** A white box around a part of a screen. */
export const Panel = styled.section`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 20px;
  margin-bottom: 16px;
  h2 {
    margin: 0 0 12px;
    font-size: 17px;
  }
`;

const StatusText = styled.span<{ $active: boolean }>`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  white-space: nowrap;
  &::before {
    content: "";
    width: 8px;
    height: 8px;
    border-radius: 50%;
    background: ${(p) => (p.$active ? tokens.success : tokens.danger)};
  }
`;

/** ACTIVE with a green dot, RESTRICTED or BANNED with a red one; the text carries the meaning. */
export function AccountStatusText({ status }: { status: string }) {
  return <StatusText $active={status === "ACTIVE"}>{accountStatusName(status)}</StatusText>;
}

export const Nowrap = styled.span`
  white-space: nowrap;
`;
