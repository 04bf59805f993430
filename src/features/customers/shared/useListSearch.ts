import { useCallback, useDeferredValue, useEffect, useRef, useState } from "react";
import { useLocation, useNavigation, useSearchParams } from "react-router";

/** Typing writes the URL once the operator pauses, so a keystroke costs no navigation. */
const URL_WRITE_DELAY = 250;
/** Marks URL changes this hook made, so it does not copy its own (possibly older) writes back. */
const OWN_WRITE = { customerListWrite: true };

/**
 * The URL-backed state of a list screen: the search box answers at once, `deferredSearch` lags
 * behind while the filtering of a long list runs as deferred work, and the search reaches the
 * URL after a pause; other params (filter, page) are written at once. Reload and back keep all.
 */
export function useListSearch() {
  const [query, setQuery] = useSearchParams();
  const location = useLocation();
  const urlSearch = query.get("search") ?? "";
  const [text, setText] = useState(urlSearch);
  const pendingWrite = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  // Someone else changed the URL (a sidebar link to the plain list, back/forward): follow it.
  const fromElsewhere = (location.state as typeof OWN_WRITE | null)?.customerListWrite !== true;
  useEffect(() => {
    if (!fromElsewhere) return;
    clearTimeout(pendingWrite.current);
    setText(urlSearch);
  }, [fromElsewhere, urlSearch, location.key]);
  useEffect(() => () => clearTimeout(pendingWrite.current), []);
  // A row's link followed before the pause ended: the list stays mounted while the next screen
  // loads, and the search's late write would navigate back to it. The search is dropped instead.
  const navigation = useNavigation();
  const leaving = navigation.state !== "idle" && navigation.location.pathname !== location.pathname;
  useEffect(() => {
    if (leaving) clearTimeout(pendingWrite.current);
  }, [leaving]);

  /** Writes the given params (null removes one); the page goes back to 1 unless it is given. */
  const write = useCallback(
    (changes: Record<string, string | null>, search: string) => {
      clearTimeout(pendingWrite.current);
      const next = new URLSearchParams(query);
      next.delete("page");
      if (search) next.set("search", search);
      else next.delete("search");
      for (const [name, value] of Object.entries(changes)) {
        if (value === null || value === "") next.delete(name);
        else next.set(name, value);
      }
      setQuery(next, { replace: true, state: OWN_WRITE });
    },
    [query, setQuery],
  );

  const deferredSearch = useDeferredValue(text);
  return {
    query,
    text,
    deferredSearch,
    /** The deferred filtering has not caught up with the search box yet. */
    stale: deferredSearch !== text,
    /** The search box's text is not in the URL yet (the page then starts at 1). */
    typing: text !== urlSearch,
    setSearch(value: string) {
      setText(value);
      clearTimeout(pendingWrite.current);
      pendingWrite.current = setTimeout(() => write({}, value), URL_WRITE_DELAY);
    },
    /** Sets a filter (the page goes back to 1). */
    setParam(name: string, value: string | null) {
      write({ [name]: value }, text);
    },
    setPage(page: number) {
      write({ page: page > 1 ? String(page) : null }, text);
    },
  };
}
