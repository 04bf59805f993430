/**
 * The page's surfaces: one per mounted component or custom element (each ShopProvider). A
 * notice, the sign-in dialog and the session events belong to the surface where the operator
 * last acted (pointer, key or focus inside it), so with several elements on a page each notice
 * shows in the element that caused it and the dialog opens once. A host may send every notice
 * to one surface (`notices="all"` on an element).
 */
export interface Surface {
  id: number;
  element: HTMLElement;
  /** This surface shows every notice of the page. */
  routeAll: boolean;
}

let surfaces: Surface[] = [];
let lastActed: number | null = null;
let nextId = 1;
const listeners = new Set<() => void>();
const changed = () => listeners.forEach((listener) => listener());

/** Registers a surface; returns its id and the function that removes it. */
export function registerSurface(element: HTMLElement, routeAll = false): { id: number; remove: () => void } {
  const id = nextId++;
  surfaces = [...surfaces, { id, element, routeAll }];
  const acted = () => {
    if (lastActed === id) return;
    lastActed = id;
    changed();
  };
  const events = ["pointerdown", "keydown", "focusin"] as const;
  for (const name of events) element.addEventListener(name, acted, true);
  changed();
  return {
    id,
    remove() {
      for (const name of events) element.removeEventListener(name, acted, true);
      surfaces = surfaces.filter((surface) => surface.id !== id);
      if (lastActed === id) lastActed = null;
      changed();
    },
  };
}

export function subscribeSurfaces(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

export const isMounted = (id: number | null) => id !== null && surfaces.some((surface) => surface.id === id);

/**
 * Where something the operator caused shows now: the surface that takes every notice, else the
 * one where the operator last acted, else the first mounted one.
 */
export function currentSurface(): number | null {
  const all = surfaces.find((surface) => surface.routeAll);
  if (all) return all.id;
  if (isMounted(lastActed)) return lastActed;
  return surfaces[0]?.id ?? null;
}

/** The custom element a surface renders in (its shadow root's host), or null outside elements. */
export function hostElementOf(id: number | null): HTMLElement | null {
  const surface = surfaces.find((candidate) => candidate.id === id);
  const root = surface?.element.getRootNode();
  return root instanceof ShadowRoot && root.host instanceof HTMLElement ? root.host : null;
}
