import styled from "styled-components";
import { tokens } from "./tokens";

/** The line above a list saying how much it holds ("12 of 10,000 orders"). */
export const ListSummary = styled.p`
  margin: 0 0 8px;
  font-size: 13px;
  color: ${tokens.muted};
`;
