import { Link } from "react-router";
import styled from "styled-components";
import { tokens } from "../../ui/tokens";

/** Search and filters above a list. */
export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
  margin-bottom: 12px;
`;

/** "12 of 10,000 orders" above a list. */
export const ListSummary = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  color: ${tokens.muted};
`;

/** An order number that opens the order: one token, and a touch target of 24 px at least. */
export const OrderLink = styled(Link)`
  display: inline-block;
  padding: 4px 0;
  min-height: 24px;
  white-space: nowrap;
`;

/** Order numbers and transaction ids read as one token. */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A plain link in a toolbar or above a screen (back links, "Transactions"). */
export const TextLink = styled(Link)`
  /* At least 24 px high, so a finger can hit it (WCAG 2.5.8). */
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

/** The CSV export's progress beside its button. */
export const ExportStatus = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  font-size: 13px;
  color: ${tokens.muted};
  font-variant-numeric: tabular-nums;
`;
