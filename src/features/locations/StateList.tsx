import { skipToken } from "@reduxjs/toolkit/query";
import { useParams } from "react-router";
import type { State } from "../../core/types";
import { Skeleton } from "../../ui/States";
import { useCountryQuery, useDeleteStateMutation, useStatesOfCountryQuery } from "./api";
import { LocationList } from "./LocationList";
import { t } from "./messages";
import { locationsPaths } from "../../core/paths";
import { useLocationDelete } from "./useLocationDelete";
import { parseRecordId } from "../../core/recordId";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

export const notFound = { message: t("recordNotFound") };

/** /setting/countries/state/{countryId}: "{country} States", with a breadcrumb back to the countries. */
export function StateList() {
  const countryId = parseRecordId(useParams().countryId);
  const unknown = countryId === null;
  const country = useCountryQuery(countryId ?? skipToken);
  const query = useStatesOfCountryQuery(countryId ?? skipToken, {
    refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS,
  });
  const [deleteState] = useDeleteStateMutation();
  const { ask, dialog } = useLocationDelete<State>({
    remove: (state) => deleteState({ id: state.id, countryId: state.countryId }).unwrap(),
    nameOf: (state) => state.name,
    title: t("deleteStateTitle"),
    question: t("deleteStateText"),
    details: (state) => t("stateGoesWith", { name: state.name }),
    deleted: t("stateDeleted"),
    failed: t("failedToDeleteState"),
    undo: (state) => ({ entity: "state", recordId: state.id }),
  });
  const name = country.data?.name;
  return (
    <LocationList
      title={name ? t("statesTitle", { name }) : <Skeleton $width="220px" $height={26} />}
      crumbs={[{ label: t("countriesTitle"), to: locationsPaths.countries() }, { label: name ?? t("statesHeading") }]}
      query={unknown ? { ...query, error: notFound } : query}
      failure={country.error}
      level="states"
      parentName={name ?? ""}
      addTo={locationsPaths.stateForm(countryId ?? 0)}
      openPath={(state) => locationsPaths.cities(state.id)}
      editPath={(state) => locationsPaths.stateForm(state.countryId)}
      onDelete={ask}
      dialog={dialog}
    />
  );
}
