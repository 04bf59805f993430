import { createContext, useContext } from "react";

/**
 * How an area tells whoever embeds it that something happened (an order's status changed),
 * without knowing whether it runs as a custom element or a React component: elements/ provides
 * an emitter that dispatches a DOM event from the host element; a React host passes a callback.
 */
export type HostEventEmitter = (name: string, detail: unknown) => void;

const HostEventContext = createContext<HostEventEmitter | null>(null);

/** Wrap an area in this to hear its events. */
export const HostEventProvider = HostEventContext.Provider;

const nobodyListens: HostEventEmitter = () => {};

/** The emitter of the surrounding host; a no-op when nobody listens. */
export function useHostEvent(): HostEventEmitter {
  return useContext(HostEventContext) ?? nobodyListens;
}

/**
 * True inside a custom element: the component is a guest in someone else's page, so it renders
 * no page-level landmark (no <main>), only labelled regions.
 */
export const GuestContext = createContext(false);

export function useIsGuest(): boolean {
  return useContext(GuestContext);
}
