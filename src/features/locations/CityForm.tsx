import { skipToken } from "@reduxjs/toolkit/query";
import { useParams } from "react-router";
import type { City } from "../../core/types";
import { useCityQuery, useCountryQuery, useCreateCityMutation, useStateQuery, useUpdateCityMutation } from "./api";
import { LocationNameForm, RecordLoading } from "./LocationNameForm";
import { t } from "./messages";
import { locationPaths } from "./paths";
import { useEditedRecord, useRecordId } from "./recordId";
import { parseRecordId } from "../../core/recordId";

/** /setting/countries/cities/add/{stateId} (add) and ?id=12 (edit, loaded by id). */
export function CityForm() {
  const stateId = parseRecordId(useParams().stateId);
  const id = useRecordId();
  const loaded = useCityQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const fresh = useEditedRecord<City>(id, loaded.data);
  const parent = useStateQuery(stateId ?? skipToken);
  const country = useCountryQuery(parent.data?.countryId ?? skipToken);
  const [createCity] = useCreateCityMutation();
  const [updateCity] = useUpdateCityMutation();
  const city = fresh.record;
  if (stateId === null || parent.error) {
    return (
      <RecordLoading
        error={parent.error ?? { message: t("recordNotFound") }}
        errorTitle={t("errorFetchingState")}
        onRetry={parent.refetch}
      />
    );
  }
  if (id !== null && !city) {
    return <RecordLoading error={loaded.error} errorTitle={t("errorFetchingCity")} onRetry={loaded.refetch} />;
  }
  const title = id === null ? t("addCityTitle") : t("editCityTitle");
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <LocationNameForm
        key={`${id ?? "new"}-${fresh.version}`}
        crumbs={[
          { label: t("countriesTitle"), to: locationPaths.countries },
          ...(parent.data && country.data
            ? [{ label: country.data.name, to: locationPaths.states(parent.data.countryId) }]
            : []),
          { label: parent.data?.name ?? "…", to: locationPaths.cities(stateId) },
          { label: city?.name ?? title },
        ]}
        texts={{
          title,
          label: t("cityName"),
          saved: id === null ? t("cityAdded") : t("cityUpdated"),
          failed: id === null ? t("failedToAddCity") : t("failedToUpdateCity"),
        }}
        initialName={city?.name}
        editing={id !== null}
        save={(name) =>
          (id === null
            ? createCity({ name, stateId, countryId: parent.data?.countryId })
            : updateCity({ id, name, stateId })
          ).unwrap()
        }
        back={locationPaths.cities(stateId)}
      />
    </div>
  );
}
