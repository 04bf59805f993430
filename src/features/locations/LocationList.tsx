import { useMemo, useState, type ReactNode } from "react";
import styled from "styled-components";
import { LinkButton } from "../../ui/LinkButton";
import { PageHeader } from "../../ui/PageHeader";
import { SearchInput } from "../../ui/SearchInput";
import { EmptyState, ErrorState, LoadingRegion, Skeleton } from "../../ui/States";
import { tokens } from "../../ui/tokens";
import { Breadcrumb, type Crumb } from "./Breadcrumb";
import { searchKey } from "./countryNames";
import { LocationCards, type LocationRow } from "./LocationCards";
import { errorMessageOf } from "./locationErrors";
import { t } from "./messages";

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
  texts,
  addTo,
  openPath,
  onEdit,
  onDelete,
  dialog,
}: {
  title: ReactNode;
  crumbs?: Crumb[];
  query: ListQuery<Row>;
  /** A failure of another call the screen needs (the parent's name): shown like the list's own. */
  failure?: unknown;
  texts: {
    search: string;
    add: string;
    count: (shown: number, total: number) => string;
    errorTitle: string;
    empty: string;
    list: string;
  };
  addTo: string;
  openPath?: (row: Row) => string;
  onEdit: (row: Row) => void;
  onDelete: (row: Row) => void;
  dialog: ReactNode;
}) {
  const [search, setSearch] = useState("");
  const { data, error, isLoading, isFetching, refetch } = query;
  const keyed = useMemo(() => (data ?? []).map((row) => ({ row, key: searchKey(row.name) })), [data]);
  const shown = useMemo(() => {
    const needle = searchKey(search);
    return needle ? keyed.filter((entry) => entry.key.includes(needle)).map((entry) => entry.row) : (data ?? []);
  }, [keyed, search, data]);
  const problem = error ?? failure;

  let body: ReactNode;
  if (problem) {
    body = (
      <ErrorState
        title={texts.errorTitle}
        message={errorMessageOf(problem) ?? t("recordNotFound")}
        onRetry={refetch}
        retryLabel={t("retry")}
      />
    );
  } else if (isLoading || !data) {
    body = <CardsLoading />;
  } else if (shown.length === 0) {
    body = <EmptyState>{texts.empty}</EmptyState>;
  } else {
    body = (
      <div aria-busy={isFetching || undefined}>
        <LocationCards label={texts.list} rows={shown} openPath={openPath} onEdit={onEdit} onDelete={onDelete} />
      </div>
    );
  }

  return (
    <>
      {crumbs ? <Breadcrumb crumbs={crumbs} /> : null}
      <PageHeader title={title}>
        <SearchInput label={texts.search} value={search} onChange={setSearch} clearLabel={t("clearSearch")} />
      </PageHeader>
      <Toolbar>
        <LinkButton to={addTo}>{texts.add}</LinkButton>
        {data ? <p role="status">{texts.count(shown.length, data.length)}</p> : null}
      </Toolbar>
      {body}
      {dialog}
    </>
  );
}
