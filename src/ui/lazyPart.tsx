import { useEffect, useState, type ComponentType, type ReactNode } from "react";
import { useHydrated } from "./useHydrated";

/** A part of a screen whose code loads when it is first shown (see `lazyPart`). */
export type LazyPart<Props> = ComponentType<Props & { fallback?: ReactNode }> & {
  /** Starts loading the code (a hover, a screen that will show it): resolves once it is there. */
  preload: () => Promise<unknown>;
};

/**
 * Like React's `lazy`, without Suspense: the part shows `fallback` until its code is there, then
 * itself. React holds back the reveal of any Suspense boundary until 300 ms after the page last
 * showed a fallback (anywhere in the root), so a lazy part behind Suspense made its screen wait
 * 300 ms even when its code came in 10 ms; an update from here is an ordinary render. A code that
 * fails to load is thrown while rendering, for the nearest error boundary, as `lazy` does; the next
 * mount tries again. A server renders the fallback, and so does the page's hydration, even when
 * the code is already there (then the part follows at once): the two must match. A part that a
 * server-rendering host should prerender is a `React.lazy` in Suspense instead (the sign-in form).
 */
export function lazyPart<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyPart<Props> {
  let loaded: ComponentType<Props> | undefined;
  let loading: Promise<ComponentType<Props>> | undefined;
  const preload = () => {
    loading ??= load().then(
      (component) => (loaded = component),
      (failure: unknown) => {
        loading = undefined;
        throw failure;
      },
    );
    return loading;
  };

  function Part({ fallback = null, ...props }: Props & { fallback?: ReactNode }) {
    const [, setArrived] = useState(false);
    const [failure, setFailure] = useState<{ error: unknown } | null>(null);
    const hydrated = useHydrated();
    useEffect(() => {
      if (loaded) return;
      let mounted = true;
      preload().then(
        () => mounted && setArrived(true),
        (error: unknown) => mounted && setFailure({ error }),
      );
      return () => {
        mounted = false;
      };
    }, []);
    if (failure) throw failure.error;
    if (!loaded || !hydrated) return fallback;
    const Loaded = loaded;
    // The rest of the props are Props: only `fallback` was taken out.
    return <Loaded {...(props as Props)} />;
  }
  return Object.assign(Part, { preload });
}
