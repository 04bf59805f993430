import { SearchInput } from "./SearchInput";

/** A list's search as the list's state keeps it: the text shown, and the setter (which also goes back to page 1). */
export interface ListSearchState {
  text: string;
  setSearch: (text: string) => void;
}

/** The search box of a record list, bound to the list's search state. */
export function ListSearchInput({
  label,
  placeholder,
  search,
}: {
  label: string;
  placeholder: string;
  search: ListSearchState;
}) {
  return <SearchInput label={label} placeholder={placeholder} value={search.text} onChange={search.setSearch} />;
}
