import createCache, { type EmotionCache } from "@emotion/cache";
import { CacheProvider } from "@emotion/react";
import { useLayoutEffect, useRef, useState, type ReactNode } from "react";
import { StyleSheetManager } from "styled-components";

/**
 * Finds the element's shadow root and sends every style there: styled-components through
 * StyleSheetManager, react-select's emotion through a cache whose container is the root.
 * Nothing renders until the root is known, so no style lands in document.head.
 */
export function ElementRoot({ children }: { children: ReactNode }) {
  const probe = useRef<HTMLSpanElement>(null);
  const [target, setTarget] = useState<{
    root: ShadowRoot | Document;
    container: HTMLElement;
    cache: EmotionCache;
  } | null>(null);

  useLayoutEffect(() => {
    const root = probe.current?.getRootNode() as ShadowRoot | Document;
    const container = document.createElement("div");
    container.setAttribute("data-shop-styles", "");
    const parent = root instanceof ShadowRoot ? root : document.head;
    parent.prepend(container);
    setTarget({ root, container, cache: createCache({ key: "shop", container, prepend: true }) });
    return () => container.remove();
  }, []);

  if (!target) return <span ref={probe} hidden />;
  return (
    <StyleSheetManager target={target.container}>
      <CacheProvider value={target.cache}>{children}</CacheProvider>
    </StyleSheetManager>
  );
}
