import { createContext, useCallback, useContext } from "react";

/**
 * How an area tells whoever embeds it that something happened (an order's status changed),
 * without knowing whether it runs as a custom element or a React component: elements/ provides
 * an emitter that dispatches a DOM event from the host element; a React host passes a callback.
 */
export type HostEventEmitter = (name: string, detail: unknown, options?: HostEventOptions) => boolean | void;

export interface HostEventOptions {
  /** The host may veto what is about to happen: the emitter returns false when it did. */
  cancelable?: boolean;
}

const HostEventContext = createContext<HostEventEmitter | null>(null);

/** Wrap an area in this to hear its events. */
export const HostEventProvider = HostEventContext.Provider;

const nobodyListens: HostEventEmitter = () => {};

/** The emitter of the surrounding host; a no-op when nobody listens. */
export function useHostEvent(): HostEventEmitter {
  return useContext(HostEventContext) ?? nobodyListens;
}

/**
 * Asks the surrounding host before an action (fires a cancelable event such as
 * shop-before-order-status-change): false when the host vetoed it, true otherwise.
 */
export function useHostVeto(): (name: string, detail: unknown) => boolean {
  const emit = useHostEvent();
  return useCallback(
    (name: string, detail: unknown) => {
      try {
        return emit(name, detail, { cancelable: true }) !== false;
      } catch (error) {
        // As with DOM listeners: a host callback that throws does not veto.
        console.error(error);
        return true;
      }
    },
    [emit],
  );
}

/**
 * True inside a custom element: the component is a guest in someone else's page, so it renders
 * no page-level landmark (no <main>), only labelled regions.
 */
export const GuestContext = createContext(false);

export function useIsGuest(): boolean {
  return useContext(GuestContext);
}
