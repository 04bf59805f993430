import { Link } from "react-router";
import styled from "styled-components";
import type { Product } from "../../../core/types";
import { tokens } from "../../../ui/tokens";

/** A link that looks like the primary button (ADD PRODUCT goes somewhere, so it is a link). */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: ${tokens.primaryText} !important;
  font-weight: 600;
  text-decoration: none;
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;

export const BackLink = styled(Link)`
  display: inline-flex;
  align-items: center;
  gap: 6px;
  margin-bottom: 8px;
  font-weight: 600;
  text-decoration: none;
`;

/** Where a product form returns to: the list it was opened from (kept in navigation state). */
export interface ProductFormState {
  from?: string;
  product?: Product;
}
