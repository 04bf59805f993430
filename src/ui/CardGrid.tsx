import styled from "styled-components";
import { tokens } from "./tokens";

/** A responsive grid of cards (brands, categories, countries). */
export const CardGrid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(${(p) => p.$min ?? 220}px, 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

export const Card = styled.li`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
