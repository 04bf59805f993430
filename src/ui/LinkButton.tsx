import { Link } from "react-router";
import styled from "styled-components";
import { tokens } from "./tokens";

/** A link that looks like the primary button: "Add …" goes to a form, so it is a link, not a button. */
export const LinkButton = styled(Link)`
  display: inline-flex;
  align-items: center;
  min-height: 38px;
  padding: 0 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  font-weight: 600;
  text-decoration: none;
  /* Beats the provider's "a { color }" rule. */
  && {
    color: ${tokens.primaryText};
  }
  &:focus-visible {
    outline: none;
    box-shadow: ${tokens.focus};
  }
`;
