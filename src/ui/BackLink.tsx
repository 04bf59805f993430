import { Link } from "react-router";
import styled from "styled-components";

/** The way back above a screen's heading ("← Back to list"); the caller gives the text and target. */
export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
  font-weight: 600;
  text-decoration: none;
`;
