import r2wc from "@r2wc/react-to-web-component";
import { useCallback, useEffect, useRef } from "react";
import type { AdminRole } from "../src/core/auth/authSlice";
import { configureShop } from "../src/core/configureShop";
import { HostEventProvider } from "../src/core/hostEvents";
import { shopStore } from "../src/core/store";
import { BackOffice } from "../src/shell/BackOffice";
import { AreaView, SignIn } from "../src/shell/StandaloneViews";
import type { ElementDefinition } from "./definitions";
import { ElementRoot } from "./ElementRoot";

interface ElementProps {
  apiBase?: string;
  uploadBase?: string;
  locale?: string;
  routing?: string;
  basePath?: string;
  path?: string;
  token?: string | null;
  userStatus?: AdminRole;
  /** r2wc passes the element's shadow root here. */
  container?: ShadowRoot | HTMLElement;
}

/** Events leave from the element itself (not its shadow root), bubbling and composed. */
function emit(container: ShadowRoot | HTMLElement | undefined, name: string, detail: unknown) {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Fires shop-signed-in / shop-signed-out when the shared store's session changes. */
function useSessionEvents(host: ShadowRoot | HTMLElement | undefined) {
  useEffect(() => {
    let previous = shopStore.getState().auth;
    return shopStore.subscribe(() => {
      const current = shopStore.getState().auth;
      if (current.token === previous.token) return;
      if (current.token) emit(host, "shop-signed-in", { userStatus: current.userStatus });
      else emit(host, "shop-signed-out", { reason: current.endedReason });
      previous = current;
    });
  }, [host]);
}

function makeComponent(definition: ElementDefinition) {
  return function ShopElement({
    apiBase,
    uploadBase,
    locale,
    routing,
    basePath,
    path,
    token,
    userStatus,
    container,
  }: ElementProps) {
    // Attributes configure the page-wide settings before the first request.
    const configured = useRef(false);
    if (!configured.current) {
      configureShop({ apiBase, uploadBase, locale });
      configured.current = true;
    }
    useEffect(() => configureShop({ apiBase, uploadBase, locale }), [apiBase, uploadBase, locale]);
    useEffect(() => {
      if (token !== undefined) configureShop({ token, userStatus });
    }, [token, userStatus]);
    useSessionEvents(container);
    const onNavigate = useCallback((to: string) => emit(container, "shop-navigate", { path: to }), [container]);
    // Areas announce their own events (e.g. shop-order-status-changed) through core's host events.
    const emitFromArea = useCallback((name: string, detail: unknown) => emit(container, name, detail), [container]);
    const mode = routing === "url" ? "browser" : "memory";

    let view;
    if (definition.view === "backoffice") {
      view = <BackOffice routing={mode} basePath={basePath} initialPath={path ?? "/"} onNavigate={onNavigate} />;
    } else if (definition.view === "signin") {
      view = <SignIn initialPath={path} onNavigate={onNavigate} />;
    } else {
      view = (
        <AreaView
          areaId={definition.view}
          routing={mode}
          basePath={basePath}
          initialPath={path ?? "/"}
          onNavigate={onNavigate}
        />
      );
    }
    return (
      <ElementRoot>
        <HostEventProvider value={emitFromArea}>{view}</HostEventProvider>
      </ElementRoot>
    );
  };
}

/** Registers one custom element from its table entry; a second definition warns instead of throwing. */
export function defineElement(definition: ElementDefinition): void {
  if (customElements.get(definition.tag)) {
    console.warn(`<${definition.tag}> is already defined; is the elements bundle loaded twice?`);
    return;
  }
  const element = r2wc(makeComponent(definition), {
    shadow: "open",
    props: {
      apiBase: "string",
      uploadBase: "string",
      locale: "string",
      routing: "string",
      basePath: "string",
      path: "string",
      token: "string",
      userStatus: "string",
    },
  });
  customElements.define(definition.tag, element);
}
