import { useLocation, useSearchParams } from "react-router";
import { t } from "../messages";
import type { Flavour } from "../../../core/types";
import { useCreateFlavourMutation, useFlavoursQuery, useUpdateFlavourMutation } from "../api";
import { AttributeFormView, type AttributeField } from "./AttributeFormView";
import { RecordLoadState } from "../shared/recordLoad";
import { editedRecord, recordIdOf } from "../shared/recordLookup";

type Key = "flavour_name" | "description";

/** /add-flavor (?id= to edit): a colour's name (required) and description. */
export function FlavourForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { flavour?: Flavour } | null)?.flavour;
  const list = useFlavoursQuery(undefined, { skip: id === null || passed?.id === id });
  const { record, error } = editedRecord(id, passed, list);
  const [createFlavour] = useCreateFlavourMutation();
  const [updateFlavour] = useUpdateFlavourMutation();
  const fields: AttributeField<Key>[] = [
    { key: "flavour_name", label: t("colorName"), required: true },
    { key: "description", label: t("descriptionLabel"), required: false, multiline: true },
  ];

  if (id !== null && !record) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingFlavor")} onRetry={list.refetch} />;
  }
  return (
    <AttributeFormView<Key>
      key={id ?? "new"}
      title={id === null ? t("addColor") : t("editColor")}
      fields={fields}
      initial={record ? { flavour_name: record.flavour_name, description: record.description } : undefined}
      editing={id !== null}
      back="/flavour"
      save={(body) => (id === null ? createFlavour(body) : updateFlavour({ id, body })).unwrap()}
      texts={{ saved: t("colorSaved"), saveFailed: t("failedToSaveColor") }}
    />
  );
}
