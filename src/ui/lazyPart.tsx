import { useEffect, useState, type ComponentType, type ReactNode } from "react";

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
 * mount tries again.
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
    if (!loaded) return fallback;
    const Loaded = loaded;
    // The rest of the props are Props: only `fallback` was taken out.
    return <Loaded {...(props as Props)} />;
  }
  return Object.assign(Part, { preload });
}
