import { skipToken } from "@reduxjs/toolkit/query";
import { useRef, useState } from "react";
import type { Country } from "../../core/types";
import { useCountriesQuery, useCountryContentsQuery, useDeleteCountryMutation } from "./api";
import { errorMessageOf } from "./locationErrors";
import { LocationList } from "./LocationList";
import { t } from "./messages";
import { locationsPaths } from "../../core/paths";
import { useLocationDelete } from "./useLocationDelete";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

/**
 * What the delete dialog says goes with a country: its states and cities, counted by the server.
 * Once the delete is under way the count is no longer asked for: the delete invalidates it, and
 * asking again for a country that is gone would answer 404 (issue 31). The last text stays.
 */
function CountryContents({ country, deleting }: { country: Country; deleting: boolean }) {
  const { data, error, isFetching } = useCountryContentsQuery(deleting ? skipToken : country.id, {
    refetchOnMountOrArgChange: true,
  });
  const last = useRef<string>(t("countryContentsLoading"));
  if (deleting) return last.current;
  if (data && !isFetching)
    last.current = t("countryGoesWith", {
      name: country.name,
      states: t("stateTotal", { count: data.states }),
      cities: t("cityTotal", { count: data.cities }),
    });
  else if (error)
    last.current = t("countryContentsUnknown", {
      name: country.name,
      reason: errorMessageOf(error) ?? t("loadFailed"),
    });
  else last.current = t("countryContentsLoading");
  return last.current;
}

/** /setting/countries: every country as a card; its name opens its states. */
export function CountryList() {
  const query = useCountriesQuery(undefined, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const [deleteCountry] = useDeleteCountryMutation();
  const [deletingId, setDeletingId] = useState<number | null>(null);
  const { ask, dialog } = useLocationDelete<Country>({
    remove: async (country) => {
      setDeletingId(country.id);
      try {
        await deleteCountry(country.id).unwrap();
      } catch (failure) {
        // The country stays: its count may be asked for again.
        setDeletingId(null);
        throw failure;
      }
    },
    nameOf: (country) => country.name,
    title: t("deleteCountryTitle"),
    question: t("deleteCountryText"),
    details: (country) => <CountryContents country={country} deleting={deletingId === country.id} />,
    deleted: t("countryDeleted"),
    failed: t("failedToDeleteCountry"),
    undo: (country) => ({ entity: "country", recordId: country.id }),
  });
  return (
    <LocationList
      title={t("countriesTitle")}
      query={query}
      level="countries"
      addTo={locationsPaths.countryForm()}
      openPath={(country) => locationsPaths.states(country.id)}
      editPath={() => locationsPaths.countryForm()}
      onDelete={ask}
      dialog={dialog}
    />
  );
}
