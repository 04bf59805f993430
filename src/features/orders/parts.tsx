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

/** Order numbers and transaction ids read as one token. */
export const Nowrap = styled.span`
  white-space: nowrap;
`;

/** A plain link in a toolbar or above a screen (back links, "Transactions"). */
export const TextLink = styled(Link)`
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
