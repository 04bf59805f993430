import r2wc from "@r2wc/react-to-web-component";
import { useCallback, useEffect, useRef } from "react";
import type { AdminRole } from "../src/core/auth/authSlice";
import { configureShop } from "../src/core/configureShop";
import { liveToken } from "../src/core/auth/authSlice";
import { getConfig } from "../src/core/config";
import { GuestContext, HostEventProvider, type HostEventOptions } from "../src/core/hostEvents";
import { currentSurface, hostElementOf, NoticeRoutingContext } from "../src/core/notify";
import { shopStore } from "../src/core/store";
import { BackOffice } from "../src/shell/BackOffice";
import { AreaView, SignIn } from "../src/shell/StandaloneViews";
import { TimelineView } from "../src/shell/TimelineView";
import type { JournalEntity } from "../src/core/resources/journal";
import type { ShopExtension } from "../src/core/extensionContext";
import { areaOfPath } from "../src/core/routeRegistry";
import { camelCase, COMMON_ATTRIBUTES, COMMON_PROPERTIES, type CamelCase, type ElementDefinition } from "./definitions";
import { ElementExtensions, getElementExtensions, setElementExtensions } from "./elementExtensions";
import { ElementRoot } from "./ElementRoot";

type AttributeName = (typeof COMMON_ATTRIBUTES)[number]["name"];

/**
 * Every attribute of definitions.ts, camel-cased, as r2wc's props (all strings); r2wc observes
 * them. storage-key is read by the element class itself (applied before anything is stored).
 */
export const ATTRIBUTE_PROPS = Object.fromEntries(
  COMMON_ATTRIBUTES.map((attribute) => [camelCase(attribute.name), "string"]),
) as Record<CamelCase<AttributeName>, "string">;

/** An element's own attributes (definitions.ts), as r2wc's props. */
const ownAttributeProps = (definition: ElementDefinition) =>
  Object.fromEntries((definition.attributes ?? []).map((attribute) => [camelCase(attribute.name), "string"])) as Record<
    string,
    "string"
  >;

type ElementProps = Partial<Record<CamelCase<AttributeName>, string>> & {
  /** r2wc passes the element's shadow root here. */
  container?: ShadowRoot | HTMLElement;
  // issue 33 history: <shop-timeline>'s own attributes.
  entity?: string;
  recordId?: string;
};

/**
 * Events leave from the element itself (not its shadow root), bubbling and composed. Returns
 * false when a listener cancelled a cancelable event (a shop-before-* veto).
 */
function emit(
  container: ShadowRoot | HTMLElement | null | undefined,
  name: string,
  detail: unknown,
  options?: HostEventOptions,
): boolean {
  const host = container instanceof ShadowRoot ? container.host : container;
  return (
    host?.dispatchEvent(
      new CustomEvent(name, { detail, bubbles: true, composed: true, cancelable: options?.cancelable ?? false }),
    ) ?? true
  );
}

/** Every mounted element's host, in mount order (the fallback sender of page-wide events). */
const mountedHosts = new Set<HTMLElement>();

/**
 * Fires shop-signed-in / shop-signed-out once per page when the shared store's session changes,
 * from the element where it happened (where the operator last acted). An interrupted session is
 * signed out for the portal until the sign-in dialog resumes it.
 */
let sessionEventsStarted = false;
/** While a storage key is applied: the stored session found under it was the page's at load, not a sign-in. */
let adoptingStoredSession = false;
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
    if (before === now || adoptingStoredSession) return;
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
    notices,
    container,
    entity,
    recordId,
  }: ElementProps) {
    // Attributes configure the page-wide settings before the first request.
    const configured = useRef(false);
    if (!configured.current) {
      configureShop({ apiBase, uploadBase, locale });
      configured.current = true;
    }
    useEffect(() => configureShop({ apiBase, uploadBase, locale }), [apiBase, uploadBase, locale]);
    useEffect(() => {
      const host = container instanceof ShadowRoot ? (container.host as HTMLElement) : container;
      if (!host) return;
      mountedHosts.add(host);
      return () => void mountedHosts.delete(host);
    }, [container]);
    // The same detail as an AreaLink's cancelable shop-navigate (src/ui/AreaLink.tsx).
    const onNavigate = useCallback(
      (to: string) => emit(container, "shop-navigate", { path: to, area: areaOfPath(to) ?? null }),
      [container],
    );
    // Areas announce their own events (e.g. shop-order-status-changed) through core's host events.
    const emitFromArea = useCallback(
      (name: string, detail: unknown, options?: HostEventOptions) => emit(container, name, detail, options),
      [container],
    );
    const mode = routing === "url" ? "browser" : "memory";

    let view;
    if (definition.view === "backoffice") {
      view = <BackOffice routing={mode} basePath={basePath} initialPath={path ?? "/"} onNavigate={onNavigate} />;
    } else if (definition.view === "signin") {
      view = <SignIn initialPath={path} onNavigate={onNavigate} />;
    } else if (definition.view === "timeline") {
      // The attribute's values are the journal's entities (definitions.ts); the server refuses any other.
      view = <TimelineView entity={entity as JournalEntity | undefined} recordId={recordId} />;
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
            <HostEventProvider value={emitFromArea}>
              <ElementExtensions host={container instanceof ShadowRoot ? container.host : (container ?? null)}>
                {view}
              </ElementExtensions>
            </HostEventProvider>
          </NoticeRoutingContext.Provider>
        </GuestContext.Provider>
      </ElementRoot>
    );
  };
}

/**
 * The session a portal hands over through the elements' `token` and `userStatus` properties.
 * Frameworks set properties one by one, in the order they are written (`token` before
 * `userStatus`, or after), so a hand-over is applied once, in a microtask, after all of them.
 */
let pendingHandOver: { token?: string | null; userStatus?: AdminRole } | null = null;
/** The role of the tokens handed over (ADMIN until a portal says otherwise). */
let handedOverRole: AdminRole = "ADMIN";

function handOver(change: { token?: string | null; userStatus?: AdminRole }) {
  if (!pendingHandOver) {
    pendingHandOver = {};
    queueMicrotask(applyHandOver);
  }
  Object.assign(pendingHandOver, change);
}

function applyHandOver() {
  const change = pendingHandOver ?? {};
  pendingHandOver = null;
  if (change.userStatus) handedOverRole = change.userStatus;
  if ("token" in change) {
    // null, undefined and "" sign out: Vue hands "" for null to a property that holds a string.
    configureShop(change.token ? { token: change.token, userStatus: handedOverRole } : { token: null });
  } else if (change.userStatus) {
    const current = liveToken(shopStore.getState().auth);
    if (current) configureShop({ token: current, userStatus: handedOverRole });
  }
}

/** Applies a storage-key attribute at once: before any property hand-over or sign-in is stored. */
function applyStorageKey(value: string | null) {
  if ((value ?? "") === getConfig().storageKey) return;
  adoptingStoredSession = true;
  try {
    configureShop({ storageKey: value ?? "" });
  } finally {
    adoptingStoredSession = false;
  }
}

/** What r2wc's class has besides HTMLElement (its custom element callbacks). */
interface R2wcElement extends HTMLElement {
  attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null): void;
}
interface R2wcElementClass {
  new (): R2wcElement;
  readonly observedAttributes: string[];
}

/** The properties of definitions.ts; each has its accessor below (tests/browser/elements/surface.test.tsx checks). */
const OWN_PROPERTIES = COMMON_PROPERTIES.map((property) => property.name);

/**
 * An r2wc element with the session as plain accessors of its own. r2wc writes a string property
 * into an attribute (`el.token = jwt` ended up in outerHTML) and drops `null`; these hand the
 * value to the one store and never touch the DOM. Being on the prototype, `"token" in el` holds
 * before a framework renders, so Vue's `:token` and React 19's `token={…}` set the property.
 */
function withSessionProperties(Base: R2wcElementClass): CustomElementConstructor {
  return class ShopSessionElement extends Base {
    constructor() {
      super();
      // A value set before the element was defined is an own property hiding the accessor: re-set it.
      for (const name of OWN_PROPERTIES) {
        if (Object.prototype.hasOwnProperty.call(this, name)) {
          const value: unknown = (this as Record<string, unknown>)[name];
          delete (this as Record<string, unknown>)[name];
          (this as Record<string, unknown>)[name] = value;
        }
      }
    }

    get token(): string | null {
      if (pendingHandOver && "token" in pendingHandOver) return pendingHandOver.token || null;
      return liveToken(shopStore.getState().auth);
    }

    set token(value: string | null | undefined) {
      if (value !== null && value !== undefined && typeof value !== "string") {
        console.warn(`<${this.localName}>.token takes a string or null; ignored`);
        return;
      }
      handOver({ token: value ?? null });
    }

    get userStatus(): AdminRole | null {
      return pendingHandOver?.userStatus ?? shopStore.getState().auth.userStatus;
    }

    set userStatus(value: AdminRole | null | undefined) {
      if (value === null || value === undefined) return;
      if (value !== "ADMIN" && value !== "SUPER_ADMIN") {
        console.warn(`<${this.localName}>.userStatus takes "ADMIN" or "SUPER_ADMIN"; ignored`);
        return;
      }
      handOver({ userStatus: value });
    }

    /** This element's own list columns and row actions (see elements/elementExtensions.tsx); never an attribute. */
    get extensions(): readonly ShopExtension[] {
      return getElementExtensions(this);
    }

    set extensions(value: readonly ShopExtension[] | null | undefined) {
      setElementExtensions(this, value);
    }

    override attributeChangedCallback(name: string, oldValue: string | null, newValue: string | null) {
      if (name === "storage-key") applyStorageKey(newValue);
      super.attributeChangedCallback(name, oldValue, newValue);
    }
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
    // token and userStatus are not among them: see withSessionProperties.
    props: { ...ATTRIBUTE_PROPS, ...ownAttributeProps(definition) },
  }) as unknown as R2wcElementClass; // r2wc types its class as a bare CustomElementConstructor

  startSessionEvents();
  customElements.define(definition.tag, withSessionProperties(element));
}
