import { useRef, useState, type FormEvent, type RefObject } from "react";
import { useLocation } from "react-router";
import { errorMessageOf, isConflict } from "./api/apiError";
import { hasFieldErrors, type FieldErrors } from "./fieldErrors";
import { focusFirstInvalid } from "./focusFirstInvalid";
import { useFreshRecordState, type FreshRecordState } from "./freshRecord";
import { notify } from "./notify";
import { mergedValues, staleConflict, type ConflictField, type OpenConflict } from "./recordConflict";
import { t } from "./screenMessages";
import { useRouteRecordId } from "./recordId";

/** The record an edit screen asks for: by id, or taken from its list (`loading` then says the list is loading). */
export interface LoadedRecord<Row> {
  data?: Row;
  error?: unknown;
  /** Given by a screen that takes its record from a list; by default "no error yet" is loading. */
  loading?: boolean;
  refetch: () => unknown;
}

/** What a save's notices say: the success, and the failure's heading (named after the record) and fallback reason. */
export interface EditorNotices {
  saved: string;
  /** A line under the success notice's heading. */
  savedDetail?: string;
  /** "Failed to add country": the notice names the record after it. */
  failed: string;
  /** The reason shown when the server gave none. */
  fallback?: string;
}

export type BeforeSave = "ask" | "stop" | "save";

/** Where a save goes: a new record (id null), or the record with the version it was opened with (If-Match). */
export interface SaveTarget<Row> {
  id: number | null;
  version: number | undefined;
  /** The record as the form was opened (undefined: a new record). */
  record: Row | undefined;
}

/** An edit or create screen's configuration: its record, its values, its checks, its save and its words. */
export interface RecordEditorConfig<Values extends object, Row extends { version?: number }, Field extends string> {
  /**
   * Asks for the record the route names (id null on an add screen, where nothing is asked). Called
   * as a hook on every render: an RTK Query hook with skipToken, or the list the record is taken from.
   */
  useRecord: (id: number | null) => LoadedRecord<Row>;
  /**
   * Fresh data wins (core/freshRecord.ts): the record passed in navigation state under `passedAs`
   * paints at once and the server's copy replaces it unless typing began; `entity` is the record's
   * journal entity, so who changed it elsewhere shows. Without it the form keeps the record as it
   * was opened (a list refetched meanwhile does not move its version on).
   */
  fresh?: { entity: string; passedAs?: string };
  /** The values of a new record. */
  empty: Values;
  /** The record as the form's values (its initial values, and the server's side of a conflict review). */
  valuesOf: (record: Row) => Values;
  /** The browser's check, field by field (no message: valid), of a new record (adding) or of the record. */
  validate: (values: Values, adding: boolean) => FieldErrors<Field>;
  /** After a refused check, besides the messages at the fields (a form that also says it in a notice). */
  onInvalid?: (errors: FieldErrors<Field>) => void;
  /** Creates or updates; rejects with the server's error (RTK Query's unwrap()). */
  save: (values: Values, target: SaveTarget<Row>) => Promise<unknown>;
  /** The fields the conflict review of a stale save (412) compares, labelled as on the form. */
  conflictFields: readonly ConflictField<Values>[];
  /** The field a 409 refers to (a name another record has): its message is shown there too. */
  takenField?: Field;
  /** The notices of a save of a new record (adding) or of the record. */
  notices: (adding: boolean) => EditorNotices;
  /** The record's name in a failure notice. */
  nameOf: (values: Values) => string;
  /** After the success notice: where the screen goes (back to its list), or what it does (`form.reset()` empties it). */
  done: (form: { reset: () => void }) => void;
  /**
   * What a checked submit does before it saves: "ask" opens the screen's question (`confirm`; its
   * accept saves), "stop" saves nothing (the step said why), "save" goes on. The editor is busy meanwhile.
   */
  beforeSave?: (values: Values, target: SaveTarget<Row>) => BeforeSave | Promise<BeforeSave>;
  /** Instead of the failure notice, for a form whose failures read otherwise (its values stay either way). */
  onFailed?: (error: unknown, values: Values) => void;
}

/**
 * A record taken from its list (the server has no by-id call for banners, FAQs and shipping
 * services): while the list loads it is loading; once there, a record it lacks is not found.
 */
export function recordFromList<Row extends { id: number }>(
  list: { data?: Row[]; isLoading: boolean; error?: unknown; refetch: () => unknown },
  id: number | null,
): LoadedRecord<Row> {
  return {
    data: id === null ? undefined : list.data?.find((candidate) => candidate.id === id),
    loading: list.isLoading,
    error: list.error,
    refetch: list.refetch,
  };
}

/** Where an edit screen is: loading its record, the record is not there or failed to load, or the form. */
export type EditorLoad =
  { state: "loading" | "notFound" | "error"; error: unknown; retry: () => unknown } | { state: "ready" };

/** The props that bind a text field to its value and message. */
export interface TextBinding {
  name: string;
  value: string;
  error: string | undefined;
  onChange: (event: { target: { value: string } }) => void;
}

type TextKeys<Values> = { [Key in keyof Values]: Values[Key] extends string ? Key : never }[keyof Values] & string;

export interface RecordEditor<Values extends object, Row, Field extends string> {
  /** The record's id (null: a new record). */
  id: number | null;
  adding: boolean;
  load: EditorLoad;
  /** The record as the form was opened (or as the server's copy replaced it before typing began). */
  record: Row | undefined;
  values: Values;
  /** Changes some values; a field's message goes when its value changes. */
  set: (patch: Partial<Values>) => void;
  /** `{...text("title")}` on a text field: its name, value, message and onChange. */
  text: (name: TextKeys<Values> & Field) => TextBinding;
  errors: FieldErrors<Field>;
  /** Shows (or, with undefined, clears) one field's message outside a submit (an image too small). */
  setError: (field: Field, message: string | undefined) => void;
  busy: boolean;
  /** The form element: focus goes to its first invalid field. */
  formRef: RefObject<HTMLFormElement | null>;
  /** The form's onSubmit: check, then save. */
  onSubmit: (event: FormEvent) => void;
  /** The question a form asks before it saves (`beforeSave` said "ask"): its accept saves. */
  confirm: { open: boolean; accept: () => Promise<void>; dismiss: () => void };
  /** Changes whenever the form starts again from a record: the key of what holds the fields. */
  formKey: string;
  /** Fresh data wins: spread `fresh.trackEdits` around the form; its notice shows `fresh.changed`. */
  fresh: FreshRecordState<Row>;
  /** The conflict review a stale save opened, its fields, and what its buttons do. */
  conflict: {
    open: OpenConflict<Values> | null;
    fields: readonly ConflictField<Values>[];
    choose: (choices: OpenConflict<Values>["choices"]) => void;
    cancel: () => void;
    save: () => void;
  };
}

/**
 * The edit controller: every edit and create screen goes through it. It reads the record id from
 * the route (`?id=`), asks for the record (loading, not found, error, the record), keeps the
 * version the form was opened with for If-Match, holds the values and one shape of messages
 * (field → message), checks and saves (create or update), opens the conflict review when the
 * record changed meanwhile (412), shows a 409 at its field, says success or failure in a notice,
 * keeps what was typed on failure, and moves focus to the first invalid field. A screen is its
 * configuration and its fields.
 */
export function useRecordEditor<Values extends object, Row extends { version?: number }, Field extends string>(
  config: RecordEditorConfig<Values, Row, Field>,
): RecordEditor<Values, Row, Field> {
  const { id } = useRouteRecordId();
  const adding = id === null;
  const loaded = config.useRecord(id);
  const navigationState = useLocation().state as Record<string, unknown> | null;
  const passedAs = config.fresh?.passedAs;
  const passed = passedAs ? (navigationState?.[passedAs] as (Row & { id?: number }) | undefined) : undefined;
  const fresh = useFreshRecordState<Row>(
    passed && passed.id === id ? passed : undefined,
    loaded.data,
    config.fresh ? { live: { entity: config.fresh.entity, id } } : {},
  );
  // Without freshness the record stays as the form was opened: the first copy that came.
  const [opened, setOpened] = useState<{ id: number | null; record: Row | undefined }>({ id, record: loaded.data });
  if (opened.id !== id || (opened.record === undefined && loaded.data !== undefined))
    setOpened({ id, record: loaded.data });
  const record = adding ? undefined : config.fresh ? fresh.record : opened.id === id ? opened.record : loaded.data;

  const formKey = `${id ?? "new"}-${config.fresh ? fresh.version : 0}-${record === undefined ? "none" : "record"}`;
  const initialValues = () => (record === undefined ? config.empty : config.valuesOf(record));
  const [form, setForm] = useState(() => ({
    key: formKey,
    values: initialValues(),
    errors: {} as FieldErrors<Field>,
  }));
  // A new record to start from (the server's copy before typing began): the form starts again.
  if (form.key !== formKey) setForm({ key: formKey, values: initialValues(), errors: {} });
  const { values, errors } =
    form.key === formKey ? form : { values: initialValues(), errors: {} as FieldErrors<Field> };

  const [busy, setBusy] = useState(false);
  const [conflict, setConflict] = useState<OpenConflict<Values> | null>(null);
  const formRef = useRef<HTMLFormElement>(null);

  const setValues = (next: Values) => setForm((current) => ({ ...current, values: next }));
  const setErrors = (next: FieldErrors<Field>) => setForm((current) => ({ ...current, errors: next }));
  const set = (patch: Partial<Values>) =>
    setForm((current) => {
      const cleared = { ...current.errors };
      for (const key of Object.keys(patch)) delete cleared[key as Field];
      return { ...current, values: { ...current.values, ...patch }, errors: cleared };
    });
  const setError = (field: Field, message: string | undefined) =>
    setForm((current) => ({ ...current, errors: { ...current.errors, [field]: message } }));

  const checked = (current: Values) => {
    const found = config.validate(current, adding);
    setErrors(found);
    if (!hasFieldErrors(found)) return true;
    config.onInvalid?.(found);
    focusFirstInvalid(formRef.current);
    return false;
  };

  /** `version`: the one the form was opened with, unless the conflict review names a newer one. */
  const send = async (current: Values, version = record?.version) => {
    setBusy(true);
    try {
      await config.save(current, { id, version, record });
    } catch (error) {
      setBusy(false);
      // Changed meanwhile (412): the review shows both sides; the form keeps what was typed.
      const stale = staleConflict(error, current, record, config.conflictFields, config.valuesOf);
      if (stale) return setConflict(stale);
      const message = errorMessageOf(error);
      // A name another record has (409) is shown at its field too.
      if (config.takenField && isConflict(error) && message) {
        setErrors({ [config.takenField]: message } as FieldErrors<Field>);
        focusFirstInvalid(formRef.current);
      }
      if (config.onFailed) return config.onFailed(error, current);
      const notices = config.notices(adding);
      notify.error(
        t("failedNamed", { failure: notices.failed, name: config.nameOf(current) }),
        message ?? notices.fallback,
      );
      return;
    }
    setBusy(false);
    const notices = config.notices(adding);
    notify.success(notices.saved, notices.savedDetail);
    config.done({ reset: () => setForm((current) => ({ ...current, values: initialValues(), errors: {} })) });
  };

  const [confirming, setConfirming] = useState(false);
  const submit = async (current: Values) => {
    if (!checked(current)) return;
    if (config.beforeSave) {
      setBusy(true);
      const next = await config.beforeSave(current, { id, version: record?.version, record });
      setBusy(false);
      if (next === "ask") return setConfirming(true);
      if (next === "stop") return;
    }
    await send(current);
  };

  const load: EditorLoad =
    adding || record !== undefined
      ? { state: "ready" }
      : {
          state: (loaded.loading ?? !loaded.error) ? "loading" : loaded.error ? "error" : "notFound",
          error: loaded.error,
          retry: loaded.refetch,
        };

  return {
    id,
    adding,
    load,
    record,
    values,
    set,
    text: (name) => ({
      name,
      value: values[name] as string,
      error: errors[name],
      onChange: (event) => set({ [name]: event.target.value } as Partial<Values>),
    }),
    errors,
    setError,
    busy,
    formRef,
    onSubmit: (event) => {
      event.preventDefault();
      void submit(values);
    },
    confirm: {
      open: confirming,
      accept: async () => {
        await send(values);
        setConfirming(false);
      },
      dismiss: () => setConfirming(false),
    },
    formKey,
    fresh,
    conflict: {
      open: conflict,
      fields: config.conflictFields,
      choose: (choices) => setConflict((current) => current && { ...current, choices }),
      cancel: () => setConflict(null),
      save: () => {
        if (!conflict) return;
        const merged = mergedValues(conflict, config.conflictFields);
        setConflict(null);
        setValues(merged);
        // The operator has seen the server's side: saved with its version, without asking again.
        if (checked(merged)) void send(merged, conflict.version);
      },
    },
  };
}
