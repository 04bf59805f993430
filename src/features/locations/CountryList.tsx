import { useNavigate } from "react-router";
import type { Country } from "../../core/types";
import { FRESH_FOR_SECONDS, useCountriesQuery, useCountryContentsQuery, useDeleteCountryMutation } from "./api";
import { errorMessageOf } from "./locationErrors";
import { LocationList } from "./LocationList";
import { t } from "./messages";
import { locationPaths, type LocationFormState } from "./paths";
import { useLocationDelete } from "./useLocationDelete";

const statesText = (count: number) => (count === 1 ? t("oneState") : t("manyStates", { count }));
const citiesText = (count: number) => (count === 1 ? t("oneCity") : t("manyCities", { count }));

/** What the delete dialog says goes with a country: its states and cities, counted by the server. */
function CountryContents({ country }: { country: Country }) {
  const { data, error, isFetching } = useCountryContentsQuery(country.id, { refetchOnMountOrArgChange: true });
  if (data && !isFetching)
    return t("countryGoesWith", {
      name: country.name,
      states: statesText(data.states),
      cities: citiesText(data.cities),
    });
  if (error)
    return t("countryContentsUnknown", { name: country.name, reason: errorMessageOf(error) ?? t("loadFailed") });
  return t("countryContentsLoading");
}

/** /setting/countries: every country as a card; its name opens its states. */
export function CountryList() {
  const navigate = useNavigate();
  const query = useCountriesQuery(undefined, { refetchOnMountOrArgChange: FRESH_FOR_SECONDS });
  const [deleteCountry] = useDeleteCountryMutation();
  const { ask, dialog } = useLocationDelete<Country>({
    remove: (country) => deleteCountry(country.id).unwrap(),
    nameOf: (country) => country.name,
    title: t("deleteCountryTitle"),
    question: t("deleteCountryText"),
    details: (country) => <CountryContents country={country} />,
    deleted: t("countryDeleted"),
    failed: t("failedToDeleteCountry"),
  });
  return (
    <LocationList
      title={t("countriesTitle")}
      query={query}
      texts={{
        search: t("searchCountries"),
        add: t("addCountry"),
        count: (shown, count) => t("countryCount", { shown, count }),
        errorTitle: t("errorFetchingCountries"),
        empty: t("noCountryFound"),
        list: t("countriesList"),
      }}
      addTo={locationPaths.countryForm}
      openPath={(country) => locationPaths.states(country.id)}
      onEdit={(country) =>
        navigate(`${locationPaths.countryForm}?id=${country.id}`, {
          state: { record: country } satisfies LocationFormState<Country>,
        })
      }
      onDelete={ask}
      dialog={dialog}
    />
  );
}
