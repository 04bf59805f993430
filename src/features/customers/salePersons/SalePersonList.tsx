import { useNavigate } from "react-router";
import { getConfig } from "../../../core/config";
import type { SalePerson } from "../../../core/types";
import { Avatar } from "../../../ui/Avatar";
import { Button } from "../../../ui/Button";
import { Menu } from "../../../ui/Menu";
import { PageHeader } from "../../../ui/PageHeader";
import { Pagination } from "../../../ui/Pagination";
import { ListSearchInput } from "../../../ui/ListSearchInput";
import { EmptyState, ErrorState } from "../../../ui/States";
import { Table, type Column } from "../../../ui/Table";
import { VisuallyHidden } from "../../../ui/VisuallyHidden";
import { useSalePersonsQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, formatLocalDate } from "../shared/listPaging";
import { useListController, type ListConfig } from "../../../core/useListController";
import { ListSummary } from "../../../ui/ListSummary";
import { TextLink } from "../../../ui/TextLink";
import { Toolbar } from "../../../ui/Toolbar";
import { customersPaths } from "../../../core/paths";

/** The sale persons: all in one answer, searched by name, email or phone in the browser. */
const SALE_PERSONS_LIST: ListConfig<SalePerson, Record<never, never>> = {
  filters: {},
  searchDelay: 250,
  pageSize: 25,
  match: (people, search) => {
    const needle = search.toLowerCase();
    if (!needle) return people;
    return people.filter((person) =>
      [person.full_name, person.email, person.contact_number ?? ""].some((field) =>
        field.toLowerCase().includes(needle),
      ),
    );
  },
};

/** /sale-person: every sale person with photo, name, email, phone and date of birth; searchable. */
export function SalePersonList() {
  const query = useSalePersonsQuery();
  const people = query.data;
  const list = useListController(SALE_PERSONS_LIST, people);
  const navigate = useNavigate();
  const locale = getConfig().locale;
  const page = list.shown;

  const columns: Column<SalePerson>[] = [
    {
      key: "photo",
      header: t("photo"),
      width: "64px",
      render: (person) => <Avatar name={person.full_name} imageUrl={person.image_url} size={36} />,
    },
    {
      key: "name",
      header: t("name"),
      sticky: true,
      render: (person) => <TextLink to={customersPaths.salePersonProfile(person.id)}>{person.full_name}</TextLink>,
    },
    { key: "email", header: t("email"), render: (person) => person.email },
    { key: "phone", header: t("phoneNumber"), render: (person) => person.contact_number ?? t("none") },
    { key: "dob", header: t("dateOfBirth"), render: (person) => formatLocalDate(person.dob, locale) },
    {
      key: "actions",
      header: <VisuallyHidden>{t("actions")}</VisuallyHidden>,
      width: "56px",
      render: (person) => (
        <Menu
          label={t("userActions", { name: person.full_name })}
          items={[
            { label: t("view"), onSelect: () => navigate(customersPaths.salePersonProfile(person.id)) },
            { label: t("edit"), onSelect: () => navigate(customersPaths.salePersonProfile(person.id, { edit: true })) },
          ]}
        />
      ),
    },
  ];

  return (
    <>
      <PageHeader title={t("salePersons")}>
        <Button onClick={() => navigate(customersPaths.salePersonForm())}>{t("addSalePerson")}</Button>
      </PageHeader>
      <Toolbar>
        <ListSearchInput label={t("searchSalePersons")} placeholder={t("searchSalePersonsPlaceholder")} search={list} />
      </Toolbar>
      {query.error ? (
        <ErrorState
          title={t("errorFetchingSalePersons")}
          message={errorMessageOf(query.error)}
          onRetry={query.refetch}
        />
      ) : (
        <>
          {people ? (
            <ListSummary aria-live="polite">
              {t("salePersonsCount", { count: page.count, total: page.total })}
            </ListSummary>
          ) : null}
          <div aria-busy={list.stale || query.isFetching || undefined}>
            <Table
              label={t("salePersonsTable")}
              columns={columns}
              rows={page.rows}
              rowKey={(person) => person.id}
              loading={query.isLoading}
              skeletonRows={6}
              empty={<EmptyState>{t("noSalePersonsFound")}</EmptyState>}
            />
          </div>
          <Pagination
            page={page.page}
            totalPages={page.totalPages}
            onChange={list.setPage}
            labels={{ navigation: t("salePersonsPages") }}
          />
        </>
      )}
    </>
  );
}
