import { skipToken } from "@reduxjs/toolkit/query";
import { useParams } from "react-router";
import type { State } from "../../core/types";
import { useCountryQuery, useCreateStateMutation, useStateQuery, useUpdateStateMutation } from "./api";
import { LocationNameForm, RecordLoading } from "./LocationNameForm";
import { t } from "./messages";
import { locationPaths } from "./paths";
import { useEditedRecord, useRecordId } from "./recordId";
import { parseRecordId } from "../../core/recordId";

/** /setting/countries/state/add/{countryId} (add) and ?id=12 (edit, loaded by id). */
export function StateForm() {
  const countryId = parseRecordId(useParams().countryId);
  const id = useRecordId();
  const loaded = useStateQuery(id ?? skipToken, { refetchOnMountOrArgChange: true });
  const fresh = useEditedRecord<State>(id, loaded.data);
  const country = useCountryQuery(countryId ?? skipToken);
  const [createState] = useCreateStateMutation();
  const [updateState] = useUpdateStateMutation();
  const state = fresh.record;
  if (countryId === null || country.error) {
    return (
      <RecordLoading
        error={country.error ?? { message: t("recordNotFound") }}
        errorTitle={t("errorFetchingCountry")}
        onRetry={country.refetch}
      />
    );
  }
  if (id !== null && !state) {
    return <RecordLoading error={loaded.error} errorTitle={t("errorFetchingState")} onRetry={loaded.refetch} />;
  }
  const title = id === null ? t("addStateTitle") : t("editStateTitle");
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <LocationNameForm
        key={`${id ?? "new"}-${fresh.version}`}
        crumbs={[
          { label: t("countriesTitle"), to: locationPaths.countries },
          { label: country.data?.name ?? "…", to: locationPaths.states(countryId) },
          { label: state?.name ?? title },
        ]}
        texts={{
          title,
          label: t("stateName"),
          saved: id === null ? t("stateAdded") : t("stateUpdated"),
          failed: id === null ? t("failedToAddState") : t("failedToUpdateState"),
        }}
        initialName={state?.name}
        editing={id !== null}
        save={(name) =>
          (id === null ? createState({ name, countryId }) : updateState({ id, name, countryId })).unwrap()
        }
        back={locationPaths.states(countryId)}
      />
    </div>
  );
}
