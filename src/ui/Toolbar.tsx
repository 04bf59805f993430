import styled from "styled-components";

/** Search and filters above a list, wrapping on a narrow screen. */
export const Toolbar = styled.div`
  display: flex;
  gap: 12px;
  flex-wrap: wrap;
  align-items: center;
  margin-bottom: 12px;
`;
