import { createContext, startTransition, useLayoutEffect, useState, type RefObject } from "react";
import { registerSurface } from "./surfaces";

/** The surface (see surfaces.ts) of the surrounding ShopProvider: undefined outside one, null until registered. */
export const SurfaceContext = createContext<number | null | undefined>(undefined);

/** Set by an element whose host asked for every notice of the page (`notices="all"`). */
export const NoticeRoutingContext = createContext(false);

/** Registers `ref`'s element as a surface while mounted; returns its id once known. */
export function useSurface(ref: RefObject<HTMLElement | null>, routeAll: boolean, enabled = true): number | null {
  const [id, setId] = useState<number | null>(null);
  useLayoutEffect(() => {
    if (!ref.current || !enabled) return;
    const surface = registerSurface(ref.current, routeAll);
    // A transition: on a server-rendered page (Next.js) an urgent update here would reach Suspense
    // boundaries not yet hydrated and make React throw their HTML away, and with it whatever the
    // operator typed before the scripts arrived; a transition lets them hydrate first.
    startTransition(() => setId(surface.id));
    return () => surface.remove();
  }, [ref, routeAll, enabled]);
  return id;
}
