import { useMemo, type ReactNode } from "react";
import { useNavigate } from "react-router";
import styled from "styled-components";
import { LinkButton } from "../../ui/LinkButton";
import { PageHeader } from "../../ui/PageHeader";
import { SearchInput } from "../../ui/SearchInput";
import { EmptyState, ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { useListController, type ListConfig } from "../../core/useListController";
import { Breadcrumb, type Crumb } from "./Breadcrumb";
import { searchKey } from "./countryNames";
import { LocationCards, type LocationRow } from "./LocationCards";
import { errorMessageOf } from "./locationErrors";
import { t, type LocationMessageKey } from "./messages";
import type { LocationFormState } from "./LocationForms";

const Toolbar = styled.div`
  display: flex;
  justify-content: space-between;
  align-items: center;
  gap: 12px;
  flex-wrap: wrap;
  margin-bottom: 16px;
  p {
    margin: 0;
    color: ${tokens.muted};
  }
`;

/** Cards shown while a list loads, announced once as loading. */
export function CardsLoading() {
  return (
    <LoadingRegion label={t("loading")}>
      <div style={{ display: "grid", gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: 16 }}>
        {Array.from({ length: 6 }, (_, index) => (
          <Skeleton key={index} $height={60} />
        ))}
      </div>
    </LoadingRegion>
  );
}

export interface ListQuery<Row> {
  data?: Row[];
  error?: unknown;
  isLoading: boolean;
  isFetching: boolean;
  refetch: () => unknown;
}

const keys = new WeakMap<readonly LocationRow[], string[]>();

/** The rows' names as the search compares them (case and accents left out), built once per load. */
function keysOf(rows: readonly LocationRow[]): string[] {
  let found = keys.get(rows);
  if (!found) keys.set(rows, (found = rows.map((row) => searchKey(row.name))));
  return found;
}

/** A level of locations: all rows in one answer, searched by name in the browser. */
function locationsList<Row extends LocationRow>(): ListConfig<Row, Record<never, never>> {
  return {
    filters: {},
    searchDelay: 250,
    match: (rows, search) => {
      const needle = searchKey(search);
      if (!needle) return rows;
      const names = keysOf(rows);
      return rows.filter((_row, index) => names[index].includes(needle));
    },
  };
}

/** Each level's texts by message key: search, add, count, error title, empty, and the list's label. */
const LEVEL_TEXTS = {
  countries: [
    "searchCountries",
    "addCountry",
    "countryCount",
    "errorFetchingCountries",
    "noCountryFound",
    "countriesList",
  ],
  states: ["searchStates", "addState", "stateCount", "errorFetchingStates", "noStateFound", "statesList"],
  cities: ["searchCities", "addCity", "cityCount", "errorFetchingCities", "noCityFound", "citiesList"],
} as const satisfies Record<string, readonly LocationMessageKey[]>;

/**
 * One level of locations (countries, a country's states, a state's cities): breadcrumb, title,
 * search, Add, a count, and the cards, with loading, empty and error states. The search ignores
 * case and accents; each keystroke renders only the first batch of matching cards, so typing
 * stays quick over 2,000 cities.
 */
export function LocationList<Row extends LocationRow>({
  title,
  crumbs,
  query,
  failure,
  level,
  parentName = "",
  addTo,
  openPath,
  editPath,
  onDelete,
  dialog,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  query: ListQuery<Row>;
  /** A failure of another call the screen needs (the parent's name): shown like the list's own. */
  failure?: unknown;
  level: keyof typeof LEVEL_TEXTS;
  /** The country or state whose states or cities these are (named in the list's label). */
  parentName?: string;
  addTo: string;
  openPath?: (row: Row) => string;
  /** The form that edits a row (the list passes the row along, so the form shows it at once). */
  editPath: (row: Row) => string;
  onDelete: (row: Row) => void;
  dialog: ReactNode;
}) {
  const navigate = useNavigate();
  const onEdit = (row: Row) =>
    navigate(`${editPath(row)}?id=${row.id}`, { state: { record: row } satisfies LocationFormState<Row> });
  const [searchText, addText, countText, errorTitle, emptyText, listText] = LEVEL_TEXTS[level];
  const { data, error, isLoading, isFetching, refetch } = query;
  const list = useListController(
    useMemo(() => locationsList<Row>(), []),
    data,
  );
  const shown = list.shown.rows;
  const problem = error ?? failure;

  let body: ReactNode;
  if (problem) {
    body = (
      <ErrorState
        title={t(errorTitle)}
        message={errorMessageOf(problem) ?? t("recordNotFound")}
        onRetry={refetch}
        retryLabel={t("retry")}
      />
    );
  } else if (isLoading || !data) {
    body = <CardsLoading />;
  } else if (shown.length === 0) {
    body = <EmptyState>{t(emptyText)}</EmptyState>;
  } else {
    body = (
      <div aria-busy={isFetching || undefined}>
        <LocationCards
          label={t(listText, { name: parentName })}
          rows={shown}
          openPath={openPath}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      </div>
    );
  }

  return (
    <>
      {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
      <PageHeader title={title}>
        <SearchInput label={t(searchText)} value={list.text} onChange={list.setSearch} clearLabel={t("clearSearch")} />
      </PageHeader>
      <Toolbar>
        <LinkButton to={addTo}>{t(addText)}</LinkButton>
        {data ? <p role="status">{t(countText, { shown: shown.length, count: data.length })}</p> : null}
      </Toolbar>
      {body}
      {dialog}
    </>
  );
}
