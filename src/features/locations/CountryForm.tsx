import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { getConfig } from "../../core/config";
import type { Country } from "../../core/types";
import { useCountriesQuery, useCountryQuery, useCreateCountryMutation, useUpdateCountryMutation } from "./api";
import { countryNameSuggestions } from "./countryNames";
import { LocationNameForm, RecordLoading } from "./LocationNameForm";
import { t } from "./messages";
import { locationPaths } from "./paths";
import { useEditedRecord, useRecordId } from "./recordId";

/**
 * /setting/countries/add (add) and ?id=12 (edit, loaded by id). The name field suggests the ISO
 * 3166 country names in the operator's locale (Intl.DisplayNames), leaving out the countries
 * already there; any other name is accepted too.
 */
export function CountryForm() {
  const id = useRecordId();
  const loaded = useCountryQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const fresh = useEditedRecord<Country>(id, loaded.data);
  const existing = useCountriesQuery();
  const [createCountry] = useCreateCountryMutation();
  const [updateCountry] = useUpdateCountryMutation();
  const taken = existing.data;
  const suggestions = useMemo(
    () =>
      countryNameSuggestions(
        getConfig().locale,
        (taken ?? []).filter((country) => country.id !== id).map((country) => country.name),
      ),
    [taken, id],
  );
  const country = fresh.record;
  if (id !== null && !country) {
    return <RecordLoading error={loaded.error} errorTitle={t("errorFetchingCountry")} onRetry={loaded.refetch} />;
  }
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <LocationNameForm
        key={`${id ?? "new"}-${fresh.version}`}
        crumbs={[
          { label: t("countriesTitle"), to: locationPaths.countries },
          { label: country?.name ?? t("addCountryTitle") },
        ]}
        texts={{
          title: id === null ? t("addCountryTitle") : t("editCountryTitle"),
          label: t("countryName"),
          hint: suggestions.length ? t("countryNameHint") : undefined,
          saved: id === null ? t("countryAdded") : t("countryUpdated"),
          failed: id === null ? t("failedToAddCountry") : t("failedToUpdateCountry"),
        }}
        initialName={country?.name}
        editing={id !== null}
        suggestions={suggestions}
        save={(name) => (id === null ? createCountry({ name }) : updateCountry({ id, name })).unwrap()}
        back={locationPaths.countries}
      />
    </div>
  );
}
