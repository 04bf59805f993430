import { useCallback, useLayoutEffect, useRef, type ReactNode, type Ref } from "react";

// A layer over the whole viewport that lets pointer events through to the page (its content takes
// them back); the popover's own centring, border and background are undone.
const layerStyle = {
  position: "fixed",
  inset: 0,
  width: "100%",
  height: "100%",
  margin: 0,
  padding: 0,
  border: 0,
  background: "transparent",
  overflow: "visible",
  color: "inherit",
  pointerEvents: "none",
} as const;

/**
 * A manual popover shown while `open`: what it holds renders in the top layer, above a portal's
 * z-indexed header and outside its transforms and scroll boxes, positioned `fixed` against the
 * viewport (floating-ui and react-select's fixed menus measure their anchor there). Rendered in
 * place, so it stays inside an element's shadow root and gets its styles. Without the Popover
 * API it is a fixed layer like the rest.
 */
export function TopLayer({ open, children, ref }: { open: boolean; children?: ReactNode; ref?: Ref<HTMLDivElement> }) {
  const layer = useRef<HTMLDivElement | null>(null);
  // One callback for the layer's life: a new one each render would hand the owner null, then the node, each time.
  const setLayer = useCallback(
    (element: HTMLDivElement | null) => {
      layer.current = element;
      if (typeof ref === "function") ref(element);
      else if (ref) ref.current = element;
    },
    [ref],
  );
  useLayoutEffect(() => {
    const element = layer.current;
    if (!element || typeof element.showPopover !== "function") return;
    const shown = element.matches(":popover-open");
    if (open && !shown) element.showPopover();
    else if (!open && shown) element.hidePopover();
  }, [open]);
  return (
    <div ref={setLayer} popover="manual" data-top-layer="" style={{ ...layerStyle, display: open ? "block" : "none" }}>
      <div style={{ pointerEvents: "auto" }}>{children}</div>
    </div>
  );
}
