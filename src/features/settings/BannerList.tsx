import { useNavigate } from "react-router";
import { notify } from "../../core/notify";
import type { Banner } from "../../core/types";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { EmptyState, ErrorState } from "../../ui/States";
import { StatusDot } from "../../ui/StatusDot";
import { Table, type Column } from "../../ui/Table";
import { useBannersQuery, useDeleteBannerMutation, useSetBannerStatusMutation } from "./api";
import { statusName, t } from "./messages";
import { errorMessageOf, LinkButton, RowActions, Thumbnail, useDeleteConfirm } from "./parts";
import { mediaUrl } from "../../core/config";

/** /setting/banner-management: every banner with Activate or Deactivate, Edit and Delete. */
export function BannerList() {
  const navigate = useNavigate();
  const { data, error, isLoading, refetch } = useBannersQuery();
  const [setStatus, statusCall] = useSetBannerStatusMutation();
  const [deleteBanner] = useDeleteBannerMutation();
  const { ask, dialog } = useDeleteConfirm<Banner>({
    remove: (banner) => deleteBanner(banner.id).unwrap(),
    nameOf: (banner) => banner.title,
    title: t("deleteBannerTitle"),
    deleted: t("bannerDeleted"),
    failed: t("failedToDeleteBanner"),
  });

  const changeStatus = async (banner: Banner, status: "ACTIVE" | "INACTIVE") => {
    try {
      await setStatus({ id: banner.id, status }).unwrap();
      notify.success(status === "ACTIVE" ? t("bannerActivated") : t("bannerDeactivated"));
    } catch (failure) {
      notify.error(
        t("failedNamed", {
          failure: t("failedToUpdateBannerStatus", { reason: errorMessageOf(failure) ?? t("networkError") }),
          name: banner.title,
        }),
      );
    }
  };

  const columns: Column<Banner>[] = [
    { key: "image", header: t("bannerImage"), render: (banner) => <Thumbnail src={mediaUrl(banner.img_url)} alt="" /> },
    { key: "title", header: t("bannerTitle"), sticky: true, render: (banner) => banner.title },
    { key: "type", header: t("bannerType"), render: (banner) => t(`target${banner.target_type}`) },
    { key: "target", header: t("bannerTarget"), render: (banner) => banner.target_name ?? "—" },
    {
      key: "status",
      header: t("status"),
      render: (banner) => (
        <span style={{ display: "inline-flex", gap: 6, alignItems: "center" }}>
          <StatusDot status={banner.status} />
          <span aria-hidden="true">{statusName(banner.status)}</span>
        </span>
      ),
    },
    {
      key: "actions",
      header: t("actions"),
      align: "right",
      render: (banner) => {
        const busy = statusCall.isLoading && statusCall.originalArgs?.id === banner.id;
        const active = banner.status === "ACTIVE";
        return (
          <RowActions>
            <Button
              variant="secondary"
              busy={busy}
              aria-label={`${active ? t("deactivate") : t("activate")} ${banner.title}`}
              onClick={() => void changeStatus(banner, active ? "INACTIVE" : "ACTIVE")}
            >
              {active ? t("deactivate") : t("activate")}
            </Button>
            <Button
              variant="secondary"
              aria-label={`${t("edit")} ${banner.title}`}
              onClick={() => navigate(`/setting/add-banner?id=${banner.id}`)}
            >
              {t("edit")}
            </Button>
            <Button variant="danger" aria-label={`${t("delete")} ${banner.title}`} onClick={() => ask(banner)}>
              {t("delete")}
            </Button>
          </RowActions>
        );
      },
    },
  ];

  return (
    <>
      <PageHeader title={t("bannerManagement")}>
        <LinkButton to="/setting/add-banner">{t("addBanner")}</LinkButton>
      </PageHeader>
      {error && !data ? (
        <ErrorState
          title={t("errorFetchingBanners")}
          message={errorMessageOf(error)}
          onRetry={refetch}
          retryLabel={t("retry")}
        />
      ) : (
        <Table
          label={t("banners")}
          columns={columns}
          rows={data}
          rowKey={(banner) => banner.id}
          loading={isLoading}
          empty={<EmptyState>{t("noBannerFound")}</EmptyState>}
        />
      )}
      {dialog}
    </>
  );
}
