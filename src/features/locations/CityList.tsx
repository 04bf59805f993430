import { skipToken } from "@reduxjs/toolkit/query";
import { useParams } from "react-router";
import type { City } from "../../core/types";
import { Skeleton } from "../../ui/States";
import { useCitiesOfStateQuery, useCountryQuery, useDeleteCityMutation, useStateQuery } from "./api";
import { LocationList } from "./LocationList";
import { t } from "./messages";
import { locationsPaths } from "../../core/paths";
import { notFound } from "./StateList";
import { useLocationDelete } from "./useLocationDelete";
import { parseRecordId } from "../../core/recordId";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

/**
 * /setting/countries/cities/{stateId}: "{state} Cities". The state is looked up by its id (the
 * spec searched the states-by-country list with it and showed the wrong name), also when the
 * page is opened directly or reloaded; its country names the middle of the breadcrumb.
 */
export function CityList() {
  const stateId = parseRecordId(useParams().stateId);
  const unknown = stateId === null;
  const state = useStateQuery(stateId ?? skipToken);
  const country = useCountryQuery(state.data?.countryId ?? skipToken);
  const query = useCitiesOfStateQuery(stateId ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const [deleteCity] = useDeleteCityMutation();
  const { ask, dialog } = useLocationDelete<City>({
    remove: (city) => deleteCity(city.id).unwrap(),
    nameOf: (city) => city.name,
    title: t("deleteCityTitle"),
    question: t("deleteCityText"),
    details: (city) => t("cityGoes", { name: city.name }),
    deleted: t("cityDeleted"),
    failed: t("failedToDeleteCity"),
    undo: (city) => ({ entity: "city", recordId: city.id }),
  });
  const name = state.data?.name;
  const countryName = country.data?.name;
  return (
    <LocationList
      title={name ? t("citiesTitle", { name }) : <Skeleton $width="220px" $height={26} />}
      crumbs={[
        { label: t("countriesTitle"), to: locationsPaths.countries() },
        ...(state.data && countryName ? [{ label: countryName, to: locationsPaths.states(state.data.countryId) }] : []),
        { label: name ?? t("citiesHeading") },
      ]}
      query={unknown ? { ...query, error: notFound } : query}
      failure={state.error}
      level="cities"
      parentName={name ?? ""}
      addTo={locationsPaths.cityForm(stateId ?? 0)}
      editPath={(city) => locationsPaths.cityForm(city.stateId)}
      onDelete={ask}
      dialog={dialog}
    />
  );
}
