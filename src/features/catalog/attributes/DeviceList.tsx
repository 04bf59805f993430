import { useMemo } from "react";
import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Device } from "../../../core/types";
import { useDeleteDeviceMutation, useDevicesQuery } from "../api";
import { AttributeListView, type AttributeColumn } from "./AttributeListView";

/** /device-type: the tags (devices in the data). */
export function DeviceList() {
  const navigate = useNavigate();
  const query = useDevicesQuery();
  const [deleteDevice] = useDeleteDeviceMutation();
  const columns = useMemo<AttributeColumn<Device>[]>(
    () => [
      { key: "name", header: t("nameLabel"), value: (row) => row.device_name },
      { key: "description", header: t("descriptionLabel"), value: (row) => row.description },
    ],
    [],
  );
  return (
    <AttributeListView
      tab="device"
      query={query}
      columns={columns}
      nameOf={(row) => row.device_name}
      searchLabel={t("searchTags")}
      addTo="/add-device"
      addLabel={t("addTag")}
      onEdit={(row) => navigate(`/add-device?id=${row.id}`, { state: { device: row } })}
      remove={(row) => deleteDevice(row.id).unwrap()}
      texts={{
        empty: t("noDeviceFound"),
        loadFailed: t("errorFetchingDevice"),
        deleteTitle: t("deleteTagTitle"),
        deleted: t("tagDeleted"),
        deleteFailed: t("failedToDeleteTag"),
      }}
    />
  );
}
