import { useSyncExternalStore } from "react";

const noSubscription = () => () => {};

/**
 * False while a server renders and while the page hydrates what it rendered, true once React
 * runs the page: what a component shows before then must match the server's HTML.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
}
