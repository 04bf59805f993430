import r2wc from "@r2wc/react-to-web-component";
import { useCallback, useEffect, useRef } from "react";
import type { AdminRole } from "../src/core/auth/authSlice";
import { configureShop } from "../src/core/configureShop";
import { liveToken } from "../src/core/auth/authSlice";
import { GuestContext, HostEventProvider } from "../src/core/hostEvents";
import { currentSurface, hostElementOf, NoticeRoutingContext } from "../src/core/notify";
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
  /** "all": this element shows every notice of the page. */
  notices?: string;
  /** r2wc passes the element's shadow root here. */
  container?: ShadowRoot | HTMLElement;
}

/** Events leave from the element itself (not its shadow root), bubbling and composed. */
function emit(container: ShadowRoot | HTMLElement | null | undefined, name: string, detail: unknown) {
  const host = container instanceof ShadowRoot ? container.host : container;
  host?.dispatchEvent(new CustomEvent(name, { detail, bubbles: true, composed: true }));
}

/** Every mounted element's host, in mount order (the fallback sender of page-wide events). */
const mountedHosts = new Set<HTMLElement>();

/**
 * Fires shop-signed-in / shop-signed-out once per page when the shared store's session changes,
 * from the element where it happened (where the operator last acted). An interrupted session is
 * signed out for the portal until the sign-in dialog resumes it.
 */
let sessionEventsStarted = false;
function startSessionEvents() {
  if (sessionEventsStarted) return;
  sessionEventsStarted = true;
  let previous = shopStore.getState().auth;
  shopStore.subscribe(() => {
    const current = shopStore.getState().auth;
    const before = liveToken(previous);
    const now = liveToken(current);
    const last = previous;
    previous = current;
    if (before === now) return;
    const host = hostElementOf(currentSurface()) ?? mountedHosts.values().next().value;
    if (now && (!before || current.generation !== last.generation))
      emit(host, "shop-signed-in", { userStatus: current.userStatus });
    else if (!now)
      emit(host, "shop-signed-out", { reason: current.interruption?.reason ?? current.endedReason ?? null });
  });
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
    notices,
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
    useEffect(() => {
      const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
      if (!host) return;
      mountedHosts.add(host);
      return () => void mountedHosts.delete(host);
    }, [container]);
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
        <GuestContext.Provider value={true}>
          <NoticeRoutingContext.Provider value={notices === "all"}>
            <HostEventProvider value={emitFromArea}>{view}</HostEventProvider>
          </NoticeRoutingContext.Provider>
        </GuestContext.Provider>
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
      notices: "string",
    },
  });
  startSessionEvents();
  customElements.define(definition.tag, element);
}
