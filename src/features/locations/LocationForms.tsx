import { skipToken } from "@reduxjs/toolkit/query";
import { useMemo } from "react";
import { useParams } from "react-router";
import { getConfig } from "../../core/config";
import { parseRecordId } from "../../core/recordId";
import { RecordLoadState } from "../../ui/RecordLoadState";
import {
  useCityQuery,
  useCountriesQuery,
  useCountryQuery,
  useCreateCityMutation,
  useCreateCountryMutation,
  useCreateStateMutation,
  useStateQuery,
  useUpdateCityMutation,
  useUpdateCountryMutation,
  useUpdateStateMutation,
} from "./api";
import type { Crumb } from "./Breadcrumb";
import { countryNameSuggestions } from "./countryNames";
import { LocationNameForm } from "./LocationNameForm";
import { t, type LocationMessageKey } from "./messages";
import { locationsPaths } from "../../core/paths";
import { useEditedRecord, useRecordId } from "./recordId";
import { FRESH_FROM_STARTER_SECONDS } from "../../core/area";

type Level = "Country" | "State" | "City";

/** A level's texts, by message key: a title, label, notice and failure for adding and for editing. */
const levelTexts = (level: Level) => {
  const lower = level.toLowerCase() as Lowercase<Level>;
  return {
    addTitle: `add${level}Title`,
    editTitle: `edit${level}Title`,
    label: `${lower}Name`,
    added: `${lower}Added`,
    updated: `${lower}Updated`,
    failedToAdd: `failedToAdd${level}`,
    failedToUpdate: `failedToUpdate${level}`,
    /** The failure heading when the record to edit cannot be loaded. */
    loadFailed: `errorFetching${level}`,
  } as const satisfies Record<string, LocationMessageKey>;
};

interface LoadedQuery<Row> {
  data?: Row;
  error?: unknown;
  refetch: () => unknown;
}

/** The parent (a state's country, a city's state) when it cannot be shown: its failure screen. */
function ParentMissing({ query, title }: { query: LoadedQuery<unknown>; title: LocationMessageKey }) {
  return (
    <RecordLoadState
      error={query.error ?? { message: t("recordNotFound") }}
      errorTitle={t(title)}
      notFound={t("recordNotFound")}
      onRetry={query.refetch}
    />
  );
}

/**
 * The name form of one level (country, state, city), configured by the level: add (no ?id=) or
 * edit the record loaded by id, the passed copy painting at once; the trail leads back up.
 */
function LocationLevelForm<Row extends { id: number; name: string; version?: number }>({
  id,
  loaded,
  level,
  crumbs,
  save,
  back,
  suggestions,
  hint,
}: {
  id: number | null;
  loaded: LoadedQuery<Row>;
  level: Level;
  /** The trail above this page (this page's crumb is added here). */
  crumbs: Crumb[];
  save: (name: string, version?: number) => Promise<unknown>;
  back: string;
  suggestions?: readonly string[];
  hint?: string;
}) {
  const texts = levelTexts(level);
  const fresh = useEditedRecord<Row>(id, loaded.data, level.toLowerCase());
  const record = fresh.record;
  if (id !== null && !record) {
    return (
      <RecordLoadState
        error={loaded.error}
        errorTitle={t(texts.loadFailed)}
        notFound={t("recordNotFound")}
        onRetry={loaded.refetch}
        skeletonHeight={120}
      />
    );
  }
  const adding = id === null;
  const title = t(adding ? texts.addTitle : texts.editTitle);
  return (
    <div {...fresh.trackEdits}>
      {fresh.notice}
      <LocationNameForm
        key={`${id ?? "new"}-${fresh.version}`}
        crumbs={[...crumbs, { label: record?.name ?? title }]}
        texts={{
          title,
          label: t(texts.label),
          hint,
          saved: t(adding ? texts.added : texts.updated),
          failed: t(adding ? texts.failedToAdd : texts.failedToUpdate),
        }}
        initialName={record?.name}
        opened={record}
        editing={!adding}
        suggestions={suggestions}
        save={save}
        back={back}
      />
    </div>
  );
}

const countriesCrumb = (): Crumb => ({ label: t("countriesTitle"), to: locationsPaths.countries() });

/**
 * /setting/countries/add (add) and ?id=12 (edit). The name field suggests the ISO 3166 country
 * names in the operator's locale (Intl.DisplayNames), leaving out the countries already there;
 * any other name is accepted too.
 */
export function CountryForm() {
  const id = useRecordId();
  const loaded = useCountryQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const existing = useCountriesQuery().data;
  const [createCountry] = useCreateCountryMutation();
  const [updateCountry] = useUpdateCountryMutation();
  const suggestions = useMemo(
    () =>
      countryNameSuggestions(
        getConfig().locale,
        (existing ?? []).filter((country) => country.id !== id).map((country) => country.name),
      ),
    [existing, id],
  );
  return (
    <LocationLevelForm
      id={id}
      loaded={loaded}
      level="Country"
      crumbs={[countriesCrumb()]}
      suggestions={suggestions}
      hint={suggestions.length ? t("countryNameHint") : undefined}
      save={(name, version) => (id === null ? createCountry({ name }) : updateCountry({ id, name, version })).unwrap()}
      back={locationsPaths.countries()}
    />
  );
}

/** /setting/countries/state/add/{countryId} (add) and ?id=12 (edit, loaded by id). */
export function StateForm() {
  const countryId = parseRecordId(useParams().countryId);
  const id = useRecordId();
  const loaded = useStateQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const country = useCountryQuery(countryId ?? skipToken);
  const [createState] = useCreateStateMutation();
  const [updateState] = useUpdateStateMutation();
  if (countryId === null || country.error) return <ParentMissing query={country} title="errorFetchingCountry" />;
  return (
    <LocationLevelForm
      id={id}
      loaded={loaded}
      level="State"
      crumbs={[countriesCrumb(), { label: country.data?.name ?? "…", to: locationsPaths.states(countryId) }]}
      save={(name, version) =>
        (id === null ? createState({ name, countryId }) : updateState({ id, name, countryId, version })).unwrap()
      }
      back={locationsPaths.states(countryId)}
    />
  );
}

/** /setting/countries/cities/add/{stateId} (add) and ?id=12 (edit, loaded by id). */
export function CityForm() {
  const stateId = parseRecordId(useParams().stateId);
  const id = useRecordId();
  const loaded = useCityQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
  const parent = useStateQuery(stateId ?? skipToken);
  const country = useCountryQuery(parent.data?.countryId ?? skipToken);
  const [createCity] = useCreateCityMutation();
  const [updateCity] = useUpdateCityMutation();
  if (stateId === null || parent.error) return <ParentMissing query={parent} title="errorFetchingState" />;
  const countryCrumbs =
    parent.data && country.data ? [{ label: country.data.name, to: locationsPaths.states(parent.data.countryId) }] : [];
  return (
    <LocationLevelForm
      id={id}
      loaded={loaded}
      level="City"
      crumbs={[
        countriesCrumb(),
        ...countryCrumbs,
        { label: parent.data?.name ?? "…", to: locationsPaths.cities(stateId) },
      ]}
      save={(name, version) =>
        (id === null
          ? createCity({ name, stateId, countryId: parent.data?.countryId })
          : updateCity({ id, name, stateId, version })
        ).unwrap()
      }
      back={locationsPaths.cities(stateId)}
    />
  );
}
