import type { ReactNode } from "react";
import { Link } from "react-router";
import styled, { css } from "styled-components";
import { AreaLink } from "./AreaLink";
import { tokens } from "./tokens";

// At least 24 px high, so a finger can hit it (WCAG 2.5.8).
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

/** A plain link in a table cell, a toolbar or above a screen (back links, "Transactions"). */
export const TextLink = styled(Link)`
  ${textLink}
`;

/** The same, to another area's screen (an order, a product): inside an area element it asks the portal first. */
export const AreaTextLink = styled(AreaLink)`
  ${textLink}
`;

/** A record's or form's way back to its list, above the screen ("← Back to Users"). */
export function ScreenBackLink({ to, state, children }: { to: string; state?: unknown; children: ReactNode }) {
  return (
    <p style={{ margin: "0 0 12px" }}>
      <TextLink to={to} state={state}>
        ← {children}
      </TextLink>
    </p>
  );
}
