import { useEffect, useState } from "react";
import { useSearchParams } from "react-router";
import { changeListQuery, readListQuery, type ProductListQuery } from "./productListQuery";

/** How long typing pauses before the search goes to the URL (and the server). */
const SEARCH_DELAY_MS = 300;

/**
 * A product list's state in the URL query: page, status, search and filters. The search box
 * keeps its own text and hands it to the URL once typing pauses.
 */
export function useProductListQuery() {
  const [params, setParams] = useSearchParams();
  const query = readListQuery(params);
  const [searchText, setSearchText] = useState(query.search);
  // The URL's search changed from outside (back button, a link): the box follows it.
  const [seenSearch, setSeenSearch] = useState(query.search);
  if (query.search !== seenSearch) {
    setSeenSearch(query.search);
    if (query.search !== searchText.trim()) setSearchText(query.search);
  }

  const change = (next: Partial<ProductListQuery>, replace = false) =>
    setParams((current) => changeListQuery(current, next), { replace });

  useEffect(() => {
    if (searchText.trim() === query.search.trim()) return;
    const timer = setTimeout(
      () => setParams((current) => changeListQuery(current, { search: searchText.trim() }), { replace: true }),
      SEARCH_DELAY_MS,
    );
    return () => clearTimeout(timer);
  }, [searchText, query.search, setParams]);

  return { params, query, searchText, setSearchText, change };
}
