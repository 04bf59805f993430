import { useRef, type ComponentProps } from "react";
import styled from "styled-components";
import { tokens } from "./tokens";
import { useFocusAfterRemoval } from "./useFocusAfterRemoval";

const Grid = styled.ul<{ $min?: number }>`
  display: grid;
  grid-template-columns: repeat(auto-fill, minmax(min(${(p) => p.$min ?? 220}px, 100%), 1fr));
  gap: 16px;
  margin: 0;
  padding: 0;
  list-style: none;
`;

/**
 * A responsive grid of cards (brands, categories, countries). When the card holding focus goes
 * away (deleted), focus moves to the same control of the next card, or to the screen's heading.
 */
export function CardGrid(props: ComponentProps<typeof Grid>) {
  const grid = useRef<HTMLUListElement>(null);
  useFocusAfterRemoval(grid, ":scope > li");
  return <Grid {...props} ref={grid} />;
}

export const Card = styled.li`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 16px;
  display: flex;
  flex-direction: column;
  gap: 8px;
`;
