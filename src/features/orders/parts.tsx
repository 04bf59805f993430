import { Link } from "react-router";
import styled from "styled-components";
import { tokens } from "../../ui/tokens";

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

/** The CSV export's progress beside its button. */
export const ExportStatus = styled.span`
  display: inline-flex;
  gap: 8px;
  align-items: center;
  font-size: 13px;
  color: ${tokens.muted};
  font-variant-numeric: tabular-nums;
`;
