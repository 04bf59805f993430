import { useCallback, useContext, type MouseEvent } from "react";
import { Link, useLocation, useNavigate, type LinkProps } from "react-router";
import { useHostVeto } from "../core/hostEvents";
import { areaOfPath, ElementAreaContext, type AreaLinkState } from "../core/routeRegistry";

export interface AreaLinkProps extends Omit<LinkProps, "to"> {
  /** A path built with core/paths.ts's builders, e.g. `ordersPaths.detail(117)`. */
  to: string;
}

/**
 * Goes to any area's screen by code, as an AreaLink does (the command palette): in an area
 * element, another area's screen is announced first (a cancelable `shop-navigate`) and opened
 * with a way back, unless the portal cancels it.
 */
export function useAreaNavigate(): (to: string) => void {
  const here = useContext(ElementAreaContext);
  const allowed = useHostVeto();
  const navigate = useNavigate();
  const location = useLocation();
  const returnTo = `${location.pathname}${location.search}`;
  return useCallback(
    (to: string) => {
      const area = areaOfPath(to);
      if (here === null || area === undefined || area === here) {
        void navigate(to);
        return;
      }
      if (!allowed("shop-navigate", { path: to, area })) return;
      const state: AreaLinkState = { announced: true, returnTo };
      void navigate(to, { state });
    },
    [here, allowed, navigate, returnTo],
  );
}

/**
 * A link to any area's screen. In the whole back-office it is a router link. In an area element
 * (`<shop-customers>`), a screen of another area first fires a cancelable `shop-navigate` with
 * `{ path, area }`: a portal that cancels it opens its own page and the element stays; otherwise
 * the element opens that screen itself, with a way back (shell/AreaShell.tsx's frame).
 */
export function AreaLink({ to, onClick, ...rest }: AreaLinkProps) {
  const here = useContext(ElementAreaContext);
  const go = useAreaNavigate();
  const area = areaOfPath(to);
  const foreign = here !== null && area !== undefined && area !== here;
  const open = (event: MouseEvent<HTMLAnchorElement>) => {
    onClick?.(event);
    if (!foreign || event.defaultPrevented) return;
    // A new tab or window gets the plain link.
    if (event.button !== 0 || event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    event.preventDefault();
    go(to);
  };
  return <Link to={to} onClick={open} {...rest} />;
}
