import { useLocation, useSearchParams } from "react-router";
import { t } from "../messages";
import type { Device } from "../../../core/types";
import { useCreateDeviceMutation, useDevicesQuery, useUpdateDeviceMutation } from "../api";
import { AttributeFormView, type AttributeField } from "./AttributeFormView";
import { RecordLoadState } from "../shared/recordLoad";
import { editedRecord, recordIdOf } from "../shared/recordLookup";

type Key = "device_name" | "description";

/** /add-device (?id= to edit): a tag's name (required) and description. */
export function DeviceForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { device?: Device } | null)?.device;
  const list = useDevicesQuery(undefined, { skip: id === null || passed?.id === id });
  const { record, error } = editedRecord(id, passed, list);
  const [createDevice] = useCreateDeviceMutation();
  const [updateDevice] = useUpdateDeviceMutation();
  const fields: AttributeField<Key>[] = [
    { key: "device_name", label: t("tagName"), required: true },
    { key: "description", label: t("descriptionLabel"), required: false, multiline: true },
  ];

  if (id !== null && !record) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingDevice")} onRetry={list.refetch} />;
  }
  return (
    <AttributeFormView<Key>
      key={id ?? "new"}
      title={id === null ? t("addTag") : t("editTag")}
      fields={fields}
      initial={record ? { device_name: record.device_name, description: record.description } : undefined}
      editing={id !== null}
      back="/device-type"
      save={(body) => (id === null ? createDevice(body) : updateDevice({ id, body })).unwrap()}
      texts={{ saved: t("tagSaved"), saveFailed: t("failedToSaveTag") }}
    />
  );
}
