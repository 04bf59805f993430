import { skipToken } from "@reduxjs/toolkit/query";
import { useId, useMemo } from "react";
import { useLocation, useNavigate } from "react-router";
import { getConfig } from "../../core/config";
import { useRecordEditor, type SaveTarget } from "../../core/useRecordEditor";
import { useRouteRecordId } from "../../core/recordId";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { RecordLoadState } from "../../ui/RecordLoadState";
import { TextField } from "../../ui/TextField";
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
import { Breadcrumb, type Crumb } from "./Breadcrumb";
import { countryNameSuggestions } from "./countryNames";
import { t, type LocationMessageKey } from "./messages";
import { locationsPaths } from "../../core/paths";
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

/** How a list hands a form the record it edits (besides ?id=, which a reload keeps): it paints at once. */
export interface LocationFormState<Row> {
  record?: Row;
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
 * After a successful save the screen goes back one page, where the operator came from. A form that is the first page
 * of this history (opened by link or in a fresh element) has no page behind it inside the
 * back-office, so it goes to its list instead of leaving the back-office.
 */
function useGoBack(fallback: string): () => void {
  const navigate = useNavigate();
  const { key } = useLocation();
  return () => {
    if (key === "default") void navigate(fallback, { replace: true });
    else void navigate(-1);
  };
}

type NameValues = { name: string };

/**
 * The one-field form of a country, state or city, configured by the level: its name (required:
 * "Please enter a title"), optionally with suggestions, and Add or Update. Add (no ?id=) or edit
 * the record loaded by id, the passed copy painting at once; the trail leads back up. A name the
 * server refuses as already used at that level (409) is shown at the field; every failure also
 * shows a notice naming the location, and the typed name stays.
 */
function LocationLevelForm<Row extends { id: number; name: string; version?: number }>({
  useRecord,
  level,
  crumbs,
  save,
  back,
  suggestions = [],
  hint,
}: {
  /** Asks for the record by id (nothing on an add screen). */
  useRecord: (id: number | null) => LoadedQuery<Row>;
  level: Level;
  /** The trail above this page (this page's crumb is added here). */
  crumbs: Crumb[];
  save: (name: string, target: SaveTarget<Row>) => Promise<unknown>;
  /** Where the form goes when there is no page to go back to. */
  back: string;
  suggestions?: readonly string[];
  hint?: string;
}) {
  const texts = levelTexts(level);
  const goBack = useGoBack(back);
  const listId = useId();
  const editor = useRecordEditor<NameValues, Row, "name">({
    useRecord,
    fresh: { entity: level.toLowerCase(), passedAs: "record" },
    empty: { name: "" },
    valuesOf: (row) => ({ name: row.name }),
    validate: (values) => ({ name: values.name.trim() ? undefined : t("enterTitle") }),
    conflictFields: [{ key: "name", label: t(texts.label) }],
    takenField: "name",
    save: (values, target) => save(values.name.trim(), target),
    notices: (adding) => ({
      saved: t(adding ? texts.added : texts.updated),
      failed: t(adding ? texts.failedToAdd : texts.failedToUpdate),
      fallback: t("tryAgain"),
    }),
    nameOf: (values) => values.name.trim(),
    done: goBack,
  });
  const title = t(editor.adding ? texts.addTitle : texts.editTitle);
  return (
    <RecordEditorScreen
      editor={editor}
      title={title}
      above={<Breadcrumb crumbs={[...crumbs, { label: editor.record?.name ?? title }]} />}
      loadFailure={{ title: t(texts.loadFailed), notFound: t("recordNotFound") }}
      skeletonHeight={120}
      narrow
      submitLabel={editor.adding ? t("add") : t("update")}
    >
      <TextField
        label={t(texts.label)}
        required
        autoComplete="off"
        hint={hint}
        list={suggestions.length ? listId : undefined}
        {...editor.text("name")}
      />
      {suggestions.length ? (
        <datalist id={listId}>
          {suggestions.map((suggestion) => (
            <option key={suggestion} value={suggestion} />
          ))}
        </datalist>
      ) : null}
    </RecordEditorScreen>
  );
}

const countriesCrumb = (): Crumb => ({ label: t("countriesTitle"), to: locationsPaths.countries() });

/**
 * /setting/countries/add (add) and ?id=12 (edit). The name field suggests the ISO 3166 country
 * names in the operator's locale (Intl.DisplayNames), leaving out the countries already there;
 * any other name is accepted too.
 */
export function CountryForm() {
  const { id } = useRouteRecordId();
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
      useRecord={useCountryRecord}
      level="Country"
      crumbs={[countriesCrumb()]}
      suggestions={suggestions}
      hint={suggestions.length ? t("countryNameHint") : undefined}
      save={(name, { id, version }) =>
        (id === null ? createCountry({ name }) : updateCountry({ id, name, version })).unwrap()
      }
      back={locationsPaths.countries()}
    />
  );
}

// Each record is asked for on every visit (by the route's starter at the click, not again when the
// form mounts): the server's copy replaces the one the list passed unless typing began.
const useCountryRecord = (id: number | null) =>
  useCountryQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
const useStateRecord = (id: number | null) =>
  useStateQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });
const useCityRecord = (id: number | null) =>
  useCityQuery(id ?? skipToken, { refetchOnMountOrArgChange: FRESH_FROM_STARTER_SECONDS });

/** /setting/countries/state/add/{countryId} (add) and ?id=12 (edit, loaded by id). */
export function StateForm() {
  const countryId = useRouteRecordId("countryId").id;
  const country = useCountryQuery(countryId ?? skipToken);
  const [createState] = useCreateStateMutation();
  const [updateState] = useUpdateStateMutation();
  if (countryId === null || country.error) return <ParentMissing query={country} title="errorFetchingCountry" />;
  return (
    <LocationLevelForm
      useRecord={useStateRecord}
      level="State"
      crumbs={[countriesCrumb(), { label: country.data?.name ?? "…", to: locationsPaths.states(countryId) }]}
      save={(name, { id, version }) =>
        (id === null ? createState({ name, countryId }) : updateState({ id, name, countryId, version })).unwrap()
      }
      back={locationsPaths.states(countryId)}
    />
  );
}

/** /setting/countries/cities/add/{stateId} (add) and ?id=12 (edit, loaded by id). */
export function CityForm() {
  const stateId = useRouteRecordId("stateId").id;
  const parent = useStateQuery(stateId ?? skipToken);
  const country = useCountryQuery(parent.data?.countryId ?? skipToken);
  const [createCity] = useCreateCityMutation();
  const [updateCity] = useUpdateCityMutation();
  if (stateId === null || parent.error) return <ParentMissing query={parent} title="errorFetchingState" />;
  const countryCrumbs =
    parent.data && country.data ? [{ label: country.data.name, to: locationsPaths.states(parent.data.countryId) }] : [];
  return (
    <LocationLevelForm
      useRecord={useCityRecord}
      level="City"
      crumbs={[
        countriesCrumb(),
        ...countryCrumbs,
        { label: parent.data?.name ?? "…", to: locationsPaths.cities(stateId) },
      ]}
      save={(name, { id, version }) =>
        (id === null
          ? createCity({ name, stateId, countryId: parent.data?.countryId })
          : updateCity({ id, name, stateId, version })
        ).unwrap()
      }
      back={locationsPaths.cities(stateId)}
    />
  );
}
