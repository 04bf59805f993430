import { useCallback, useEffect, useRef } from "react";
import { useHref, useLocation } from "react-router";

/**
 * A ref for a frame's root: once it is in the page, rests and focus on the links inside it start
 * their screens' code and data (./intent.ts, loaded then: the first load does without it).
 */
export function useIntentPreload(): (root: HTMLElement | null) => (() => void) | undefined {
  const base = useHref("/").replace(/\/$/, "");
  const { pathname, search } = useLocation();
  const here = useRef("");
  useEffect(() => {
    here.current = pathname + search;
  });
  return useCallback(
    (root) => {
      if (!root) return;
      let stop: (() => void) | undefined;
      let live = true;
      void import("./intent").then(({ watchIntent }) => {
        if (live) stop = watchIntent(root, base, () => here.current);
      });
      return () => {
        live = false;
        stop?.();
      };
    },
    [base],
  );
}
