import { skipToken } from "@reduxjs/toolkit/query";
import { useSearchParams } from "react-router";
import { getConfig } from "../../../core/config";
import type { SalePerson } from "../../../core/types";
import { Button } from "../../../ui/Button";
import { ErrorState, LoadingRegion, Skeleton } from "../../../ui/States";
import { useSalePersonByIdQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, errorStatusOf, formatLocalDate } from "../shared/listPaging";
import { AccountStatusText, Panel, ProfileHeader } from "../shared/parts";
import { FactList } from "../../../ui/FactList";
import { useRouteRecordId } from "../../../core/recordId";
import { RecordNotFound } from "../../../ui/RecordNotFound";
import { ScreenBackLink } from "../../../ui/TextLink";
import { customersPaths } from "../../../core/paths";
import { lazyPart } from "../../../ui/lazyPart";

// The form, with the edit controller it goes through, loads when Edit opens it (as on the add
// screen, its own chunk), not with the area's screens: the area stays within its size budget.
const SalePersonForm = lazyPart(() => import("./SalePersonForm").then((module) => module.SalePersonForm));

function PersonFacts({ person }: { person: SalePerson }) {
  const locale = getConfig().locale;
  return (
    <Panel aria-label={t("personalDetails")}>
      <FactList>
        <dt>{t("email")}</dt>
        <dd>{person.email}</dd>
        <dt>{t("contactNumber")}</dt>
        <dd>{person.contact_number ?? t("none")}</dd>
        <dt>{t("dateOfBirth")}</dt>
        <dd>{formatLocalDate(person.dob, locale)}</dd>
        <dt>{t("referralCode")}</dt>
        <dd>{person.referral_code ?? t("none")}</dd>
        <dt>{t("accountStatus")}</dt>
        <dd>
          <AccountStatusText status={person.account_status} />
        </dd>
        <dt>{t("memberSince")}</dt>
        <dd>{formatLocalDate(person.created_at, locale)}</dd>
      </FactList>
    </Panel>
  );
}

/**
 * /sale-person-profile/{id}: one sale person, loaded by id; Edit turns the page into the form in
 * place (`?edit=1`, so a reload keeps editing). Saving sends PUT /saleperson/update/{id}.
 */
export function SalePersonProfile() {
  const [query, setQuery] = useSearchParams();
  const { id, written } = useRouteRecordId();
  const { data, error, isLoading, refetch } = useSalePersonByIdQuery(id ?? skipToken);
  const editing = query.get("edit") === "1";
  const setEditing = (on: boolean) => setQuery(on ? { edit: "1" } : {}, { replace: true });

  let body;
  if (id === null || errorStatusOf(error) === 404) {
    body = <RecordNotFound title={t("salePersonNotFound")} text={t("salePersonNotFoundText", { id: written })} />;
  } else if (isLoading) {
    body = (
      <LoadingRegion label={t("loading")}>
        <Skeleton $width="240px" $height={26} />
        <div style={{ height: 16 }} />
        {[0, 1, 2, 3].map((line) => (
          <div key={line} style={{ marginBottom: 10 }}>
            <Skeleton $width={`${60 - line * 8}%`} />
          </div>
        ))}
      </LoadingRegion>
    );
  } else if (error || !data) {
    body = <ErrorState title={t("errorFetchingSalePerson")} message={errorMessageOf(error)} onRetry={refetch} />;
  } else {
    body = editing ? (
      <SalePersonForm
        heading={<ProfileHeader person={data} />}
        back={() => setEditing(false)}
        fallback={
          <>
            <ProfileHeader person={data} />
            <LoadingRegion label={t("loading")}>
              <Skeleton $height={260} />
            </LoadingRegion>
          </>
        }
      />
    ) : (
      <>
        <ProfileHeader person={data}>
          <Button onClick={() => setEditing(true)}>{t("edit")}</Button>
        </ProfileHeader>
        <PersonFacts person={data} />
      </>
    );
  }

  return (
    <>
      <ScreenBackLink to={customersPaths.salePersons()}>{t("backToSalePersons")}</ScreenBackLink>
      {body}
    </>
  );
}
