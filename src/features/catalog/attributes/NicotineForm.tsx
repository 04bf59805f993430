import { useLocation, useSearchParams } from "react-router";
import { t } from "../messages";
import type { Nicotine } from "../../../core/types";
import { useCreateNicotineMutation, useNicotinesQuery, useUpdateNicotineMutation } from "../api";
import { AttributeFormView, type AttributeField } from "./AttributeFormView";
import { RecordLoadState } from "../shared/recordLoad";
import { editedRecord, recordIdOf } from "../shared/recordLookup";

type Key = "nicotine_strength" | "unit" | "description";

/** /add-Nacotine (the spec's path; ?id= to edit): strength and unit (required), description. */
export function NicotineForm() {
  const [params] = useSearchParams();
  const id = recordIdOf(params);
  const passed = (useLocation().state as { nicotine?: Nicotine } | null)?.nicotine;
  const list = useNicotinesQuery(undefined, { skip: id === null || passed?.id === id });
  const { record, error } = editedRecord(id, passed, list);
  const [createNicotine] = useCreateNicotineMutation();
  const [updateNicotine] = useUpdateNicotineMutation();
  const fields: AttributeField<Key>[] = [
    { key: "nicotine_strength", label: t("strength"), required: true },
    { key: "unit", label: t("unit"), required: true },
    { key: "description", label: t("descriptionLabel"), required: false, multiline: true },
  ];

  if (id !== null && !record) {
    return <RecordLoadState error={error} errorTitle={t("errorFetchingNicotine")} onRetry={list.refetch} />;
  }
  return (
    <AttributeFormView<Key>
      key={id ?? "new"}
      title={id === null ? t("addNicotine") : t("editNicotine")}
      fields={fields}
      initial={
        record
          ? { nicotine_strength: record.nicotine_strength, unit: record.unit, description: record.description }
          : undefined
      }
      editing={id !== null}
      back="/nicotine-strength"
      save={(body) => (id === null ? createNicotine(body) : updateNicotine({ id, body })).unwrap()}
      texts={{ saved: t("nicotineSaved"), saveFailed: t("failedToSaveNicotine") }}
    />
  );
}
