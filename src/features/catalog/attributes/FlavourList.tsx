import { useMemo } from "react";
import { useNavigate } from "react-router";
import { t } from "../messages";
import type { Flavour } from "../../../core/types";
import { useDeleteFlavourMutation, useFlavoursQuery } from "../api";
import { AttributeListView, type AttributeColumn } from "./AttributeListView";

/** /flavour: the colours. */
export function FlavourList() {
  const navigate = useNavigate();
  const query = useFlavoursQuery();
  const [deleteFlavour] = useDeleteFlavourMutation();
  const columns = useMemo<AttributeColumn<Flavour>[]>(
    () => [
      { key: "name", header: t("nameLabel"), value: (row) => row.flavour_name },
      { key: "description", header: t("descriptionLabel"), value: (row) => row.description },
    ],
    [],
  );
  return (
    <AttributeListView
      tab="flavour"
      query={query}
      columns={columns}
      nameOf={(row) => row.flavour_name}
      searchLabel={t("searchColors")}
      addTo="/add-flavor"
      addLabel={t("addColor")}
      onEdit={(row) => navigate(`/add-flavor?id=${row.id}`, { state: { flavour: row } })}
      remove={(row) => deleteFlavour(row.id).unwrap()}
      texts={{
        empty: t("noColorFound"),
        loadFailed: t("errorFetchingFlavor"),
        deleteTitle: t("deleteColorTitle"),
        deleted: t("colorDeleted"),
        deleteFailed: t("failedToDeleteColor"),
      }}
    />
  );
}
