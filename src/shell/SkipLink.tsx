import type { MouseEvent } from "react";
import styled from "styled-components";
import { t } from "../core/messages";
import { tokens } from "../ui/tokens";

/** Off screen until it has focus: then it shows over the page's top-left corner. */
const Link = styled.a`
  position: absolute;
  left: 8px;
  top: 8px;
  z-index: 100;
  padding: 10px 16px;
  border-radius: ${tokens.radius};
  background: ${tokens.primary};
  color: ${tokens.primaryText};
  font-weight: 700;
  text-decoration: none;
  transform: translateY(calc(-100% - 16px));
  &:focus {
    transform: none;
    outline: 2px solid ${tokens.text};
    outline-offset: 2px;
  }
`;

/**
 * "Skip to content": the page's first Tab stop, moving focus to the page's main landmark (the
 * content of the shell, the sign-in form, a recovery screen). Focus is moved by script: a
 * fragment link would put "#…" into the router's URL.
 */
export function SkipLink() {
  const skip = (event: MouseEvent<HTMLAnchorElement>) => {
    const root = event.currentTarget.getRootNode() as Document | ShadowRoot;
    const main = root.querySelector<HTMLElement>("main");
    if (!main) return;
    event.preventDefault();
    if (!main.hasAttribute("tabindex")) main.setAttribute("tabindex", "-1");
    main.focus();
    main.scrollIntoView({ block: "start" });
  };
  return (
    <Link href="#main" onClick={skip}>
      {t("skipToContent")}
    </Link>
  );
}
