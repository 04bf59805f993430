import { useMemo } from "react";
import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Nicotine } from "../../../core/types";
import { useDeleteNicotineMutation, useNicotinesQuery } from "../api";
import { AttributeListView, type AttributeColumn } from "./AttributeListView";

/** /nicotine-strength: the nicotine strengths (unit, strength, description). */
export function NicotineList() {
  const navigate = useNavigate();
  const query = useNicotinesQuery();
  const [deleteNicotine] = useDeleteNicotineMutation();
  const columns = useMemo<AttributeColumn<Nicotine>[]>(
    () => [
      { key: "unit", header: t("unit"), value: (row) => row.unit },
      { key: "strength", header: t("strength"), value: (row) => row.nicotine_strength },
      { key: "description", header: t("descriptionLabel"), value: (row) => row.description },
    ],
    [],
  );
  return (
    <AttributeListView
      tab="nicotine"
      query={query}
      columns={columns}
      nameOf={(row) => `${row.nicotine_strength} ${row.unit}`}
      searchLabel={t("searchNicotine")}
      addTo="/add-Nacotine"
      addLabel={t("addNicotine")}
      onEdit={(row) => navigate(`/add-Nacotine?id=${row.id}`, { state: { nicotine: row } })}
      remove={(row) => deleteNicotine(row.id).unwrap()}
      texts={{
        empty: t("noNicotineFound"),
        loadFailed: t("errorFetchingNicotine"),
        deleteTitle: t("deleteNicotineTitle"),
        deleted: t("nicotineDeleted"),
        deleteFailed: t("failedToDeleteNicotine"),
      }}
    />
  );
}
