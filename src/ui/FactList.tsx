import styled from "styled-components";
import { tokens } from "./tokens";

/**
 * Label/value pairs (`dt`/`dd`) in two columns: a profile's facts, or with `$compact` a narrow
 * card's, whose labels may shrink to nothing before the values do.
 */
export const FactList = styled.dl<{ $compact?: boolean }>`
  display: grid;
  grid-template-columns: ${(p) => (p.$compact ? "minmax(0, max-content) minmax(0, 1fr)" : "minmax(140px, max-content) 1fr")};
  gap: ${(p) => (p.$compact ? "4px 12px" : "8px 16px")};
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
