import { errorMessageOf } from "../../core/api/apiError";
import { mediaUrl } from "../../core/config";
import { notify } from "../../core/notify";
import type { Banner } from "../../core/types";
import { Button } from "../../ui/Button";
import { useBannersQuery, useDeleteBannerMutation, useSetBannerStatusMutation } from "./api";
import { t } from "./messages";
import { SettingsList } from "./SettingsList";
import { actionsColumn, EditDeleteActions, StatusLabel, Thumbnail } from "./rowParts";
import { useRecordDelete } from "./useRecordDelete";
import { settingsPaths } from "../../core/paths";

/** /setting/banner-management: every banner with Activate or Deactivate, Edit and Delete. */
export function BannerList() {
  const list = useBannersQuery();
  const [setStatus, statusCall] = useSetBannerStatusMutation();
  const [deleteBanner] = useDeleteBannerMutation();
  const { ask, dialog } = useRecordDelete<Banner>("Banner", (banner) => deleteBanner(banner.id), "title");

  const changeStatus = async (banner: Banner, status: "ACTIVE" | "INACTIVE") => {
    try {
      await setStatus({ id: banner.id, status }).unwrap();
      notify.success(status === "ACTIVE" ? t("bannerActivated") : t("bannerDeactivated"));
    } catch (failure) {
      const reason = errorMessageOf(failure) ?? t("networkError");
      notify.error(t("failedNamed", { failure: t("failedToUpdateBannerStatus", { reason }), name: banner.title }));
    }
  };

  const statusButton = (banner: Banner) => {
    const active = banner.status === "ACTIVE";
    const label = active ? t("deactivate") : t("activate");
    return (
      <Button
        variant="secondary"
        busy={statusCall.isLoading && statusCall.originalArgs?.id === banner.id}
        aria-label={`${label} ${banner.title}`}
        onClick={() => void changeStatus(banner, active ? "INACTIVE" : "ACTIVE")}
      >
        {label}
      </Button>
    );
  };

  return (
    <SettingsList<Banner>
      kind="Banner"
      list={list}
      columns={[
        { key: "image", header: t("bannerImage"), render: (row) => <Thumbnail src={mediaUrl(row.img_url)} alt="" /> },
        { key: "title", header: t("bannerTitle"), sticky: true, render: (row) => row.title },
        { key: "type", header: t("bannerType"), render: (row) => t(`target${row.target_type}`) },
        { key: "target", header: t("bannerTarget"), render: (row) => row.target_name ?? "—" },
        { key: "status", header: t("status"), render: (row) => <StatusLabel status={row.status} /> },
        actionsColumn((row) => (
          <EditDeleteActions name={row.title} editTo={settingsPaths.bannerForm(row.id)} onDelete={() => ask(row)}>
            {statusButton(row)}
          </EditDeleteActions>
        )),
      ]}
    >
      {dialog}
    </SettingsList>
  );
}
