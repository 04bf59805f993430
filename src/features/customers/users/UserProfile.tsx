import { skipToken } from "@reduxjs/toolkit/query";
import { useNavigate } from "react-router";
import { getConfig } from "../../../core/config";
import { formatEuro } from "../../../core/format";
import type { User } from "../../../core/types";
import { Button } from "../../../ui/Button";
import { ErrorState, LoadingRegion, Skeleton } from "../../../ui/States";
import { useUserByIdQuery } from "../api";
import { t } from "../messages";
import { errorMessageOf, errorStatusOf, formatLocalDate } from "../shared/listPaging";
import { AccountStatusText, Panel, ProfileHeader } from "../shared/parts";
import { FactList } from "../../../ui/FactList";
import { RecentOrders } from "./RecentOrders";
import { useDeleteUser } from "./useDeleteUser";
import { useRouteRecordId } from "../../../core/recordId";
import { RecordNotFound } from "../../../ui/RecordNotFound";
import { ScreenBackLink } from "../../../ui/TextLink";
import { RecordHistory } from "../../../ui/RecordHistory";
import { customersPaths } from "../../../core/paths";

function ProfileSkeleton() {
  return (
    <LoadingRegion label={t("loading")}>
      <div style={{ display: "flex", gap: 16, alignItems: "center", marginBottom: 16 }}>
        <Skeleton $width="72px" $height={72} />
        <Skeleton $width="240px" $height={26} />
      </div>
      <div style={{ display: "grid", gap: 10 }}>
        {[0, 1, 2, 3, 4, 5].map((line) => (
          <Skeleton key={line} $width={`${70 - line * 6}%`} />
        ))}
      </div>
    </LoadingRegion>
  );
}

function ProfileFacts({ user }: { user: User }) {
  const locale = getConfig().locale;
  const dash = t("none");
  return (
    <Panel aria-labelledby="customer-details">
      <h2 id="customer-details">{t("personalDetails")}</h2>
      <FactList>
        <dt>{t("email")}</dt>
        <dd>{user.email}</dd>
        <dt>{t("contactNumber")}</dt>
        <dd>{user.contact_number ?? dash}</dd>
        <dt>{t("dateOfBirth")}</dt>
        <dd>{formatLocalDate(user.dob, locale)}</dd>
        <dt>{t("businessType")}</dt>
        <dd>{user.bussiness_type ?? dash}</dd>
        {user.bussiness_type === "B2B" ? (
          <>
            <dt>{t("vatNumber")}</dt>
            <dd>{user.vat_number ?? dash}</dd>
          </>
        ) : null}
        <dt>{t("country")}</dt>
        <dd>{user.country_name ?? dash}</dd>
        <dt>{t("userType")}</dt>
        <dd>{user.user_type}</dd>
        <dt>{t("accountStatus")}</dt>
        <dd>
          <AccountStatusText status={user.account_status} />
        </dd>
        <dt>{t("referralCode")}</dt>
        <dd>{user.referral_code ?? dash}</dd>
        <dt>{t("usedReferralCode")}</dt>
        <dd>
          {user.used_referral_code
            ? `${user.used_referral_code}${user.referred_by ? ` (${user.referred_by})` : ""}`
            : dash}
        </dd>
        <dt>{t("memberSince")}</dt>
        <dd>{formatLocalDate(user.created_at, locale)}</dd>
        <dt>{t("orderCount")}</dt>
        <dd>{user.orderCount}</dd>
        <dt>{t("totalNetPayable")}</dt>
        <dd>
          {formatEuro(user.totalNetPayable)} <small>({t("ordersNote")})</small>
        </dd>
        <dt>{t("addresses")}</dt>
        <dd>
          {user.address.length === 0 ? (
            t("noAddresses")
          ) : (
            <ul style={{ margin: 0, paddingLeft: 18 }}>
              {user.address.map((address) => (
                <li key={address.id}>
                  {[address.street, address.city, address.state, address.country].filter(Boolean).join(", ")}
                </li>
              ))}
            </ul>
          )}
        </dd>
      </FactList>
    </Panel>
  );
}

/** /userProfile/{id} and /user/{id}: one customer, read-only, loaded by id, with their recent orders. */
export function UserProfile() {
  const navigate = useNavigate();
  const { id, written } = useRouteRecordId();
  const { data, error, isLoading, refetch } = useUserByIdQuery(id ?? skipToken);
  const { ask, dialog } = useDeleteUser(() => navigate(customersPaths.users()));

  let body;
  if (id === null || errorStatusOf(error) === 404) {
    body = <RecordNotFound title={t("userNotFound")} text={t("userNotFoundText", { id: written })} />;
  } else if (isLoading) {
    body = <ProfileSkeleton />;
  } else if (error || !data) {
    body = <ErrorState title={t("errorFetchingUser")} message={errorMessageOf(error)} onRetry={refetch} />;
  } else {
    body = (
      <>
        <ProfileHeader person={data}>
          <Button variant="danger" onClick={() => ask(data)}>
            {t("deleteUser")}
          </Button>
        </ProfileHeader>
        <ProfileFacts user={data} />
        <RecentOrders user={data} />
        <RecordHistory entity="user" recordId={data.id} />
        {dialog}
      </>
    );
  }

  return (
    <>
      <ScreenBackLink to={customersPaths.users()}>{t("backToUsers")}</ScreenBackLink>
      {body}
    </>
  );
}
