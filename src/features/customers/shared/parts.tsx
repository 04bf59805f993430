import { Link } from "react-router";
import styled, { css } from "styled-components";
import { AreaLink } from "../../../ui/AreaLink";
import { tokens } from "../../../ui/tokens";
import { accountStatusName } from "../messages";

/** Search and filters above a list. */
export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
  margin-bottom: 12px;
`;

/** "12 of 10,000 users" above a list. */
export const ListSummary = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  color: ${tokens.muted};
`;

/** A link in a table cell, a toolbar or above a screen: at least 24 px high (WCAG 2.5.8). */
const textLink = css`
  display: inline-block;
  padding: 3px 0;
  min-height: 24px;
  color: ${tokens.primary};
  font-weight: 600;
  text-decoration: none;
  &:hover {
    text-decoration: underline;
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
    border-radius: 4px;
  }
`;
export const TextLink = styled(Link)`
  ${textLink}
`;

/** The same, to another area's screen (an order, a product): inside `<shop-customers>` it asks the portal first. */
export const AreaTextLink = styled(AreaLink)`
  ${textLink}
`;

/** Toggle buttons, one pressed at a time (business type, rating). */
export const ToggleGroup = styled.div`
  display: inline-flex;
  flex-wrap: wrap;
  border: 1px solid ${tokens.border};
  border-radius: ${tokens.radius};
  overflow: hidden;
  background: ${tokens.surface};
  button {
    border: 0;
    border-right: 1px solid ${tokens.border};
    background: transparent;
    color: ${tokens.text};
    font: inherit;
    font-size: 13px;
    font-weight: 600;
    padding: 9px 12px;
    cursor: pointer;
  }
  button:last-child {
    border-right: 0;
  }
  button[aria-pressed="true"] {
    background: ${tokens.primary};
    color: ${tokens.primaryText};
  }
  button:focus-visible {
    outline: none;
    box-shadow: inset ${tokens.focus};
  }
`;

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
