import { useCallback, useState, type ReactNode } from "react";
import styled from "styled-components";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { Modal } from "./Modal";
import { tokens } from "./tokens";

/**
 * No silent lost update (issue 33). An edit form sends the version it was opened with (If-Match);
 * when someone saved the record meanwhile the server answers 412 with the record as it is now.
 * The form then stays as the operator typed it, and this review lists, field by field, what the
 * server holds beside what the operator typed: they keep theirs or take the server's per field or
 * for all, and the merged values are saved with the server's new version.
 */

/** One field the review compares: its key in the form's values and its label on the form. */
export interface ConflictField<Values> {
  key: keyof Values & string;
  label: string;
  /** How a value reads (a price, a list of names); by default the text itself. */
  show?: (value: Values[keyof Values]) => string;
}

type Choice = "mine" | "theirs";

interface OpenConflict<Values> {
  mine: Values;
  theirs: Values;
  version: number | undefined;
  choices: Record<string, Choice>;
}

const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");

const shown = (value: unknown): string => {
  if (value === null || value === undefined || value === "") return t("conflictEmpty");
  if (Array.isArray(value)) return value.map(shown).join(", ");
  if (typeof value === "object") return JSON.stringify(value);
  return String(value);
};

const Table = styled.table`
  width: 100%;
  border-collapse: collapse;
  margin: 12px 0;
  th,
  td {
    text-align: left;
    vertical-align: top;
    padding: 8px;
    border-bottom: 1px solid ${tokens.border};
    overflow-wrap: anywhere;
  }
  thead th {
    color: ${tokens.muted};
    font-weight: 600;
  }
  [role="radiogroup"] {
    display: flex;
    flex-direction: column;
    gap: 4px;
    white-space: nowrap;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: 8px;
  justify-content: flex-end;
`;

/** The review itself: the differing fields with both values and a choice each; saving sends the merge. */
export function ConflictReview<Values>({
  fields,
  conflict,
  onChoose,
  onSave,
  onCancel,
}: {
  fields: readonly ConflictField<Values>[];
  conflict: OpenConflict<Values>;
  onChoose: (choices: Record<string, Choice>) => void;
  onSave: () => void;
  onCancel: () => void;
}) {
  const differing = fields.filter((field) => !same(conflict.mine[field.key], conflict.theirs[field.key]));
  const chooseAll = (choice: Choice) =>
    onChoose(Object.fromEntries(differing.map((field) => [field.key, choice])) as Record<string, Choice>);
  const read = (field: ConflictField<Values>, value: Values[keyof Values]) =>
    field.show ? field.show(value) : shown(value);
  return (
    <Modal open title={t("conflictTitle")} onClose={onCancel} closeLabel={t("close")}>
      <p>{t("conflictIntro")}</p>
      {differing.length === 0 ? (
        <p>{t("conflictNothingDiffers")}</p>
      ) : (
        <Table>
          <thead>
            <tr>
              <th scope="col">{t("conflictField")}</th>
              <th scope="col">{t("conflictTheirs")}</th>
              <th scope="col">{t("conflictMine")}</th>
              <th scope="col">{t("conflictChoice")}</th>
            </tr>
          </thead>
          <tbody>
            {differing.map((field) => (
              <tr key={field.key}>
                <th scope="row">{field.label}</th>
                <td>{read(field, conflict.theirs[field.key])}</td>
                <td>{read(field, conflict.mine[field.key])}</td>
                <td>
                  <div role="radiogroup" aria-label={field.label}>
                    {(["mine", "theirs"] as const).map((choice) => (
                      <label key={choice}>
                        <input
                          type="radio"
                          name={`conflict-${field.key}`}
                          checked={conflict.choices[field.key] === choice}
                          onChange={() => onChoose({ ...conflict.choices, [field.key]: choice })}
                        />{" "}
                        {choice === "mine" ? t("conflictKeepMine") : t("conflictTakeTheirs")}
                      </label>
                    ))}
                  </div>
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Actions>
        {differing.length > 0 && (
          <>
            <Button variant="secondary" onClick={() => chooseAll("mine")}>
              {t("conflictKeepAllMine")}
            </Button>
            <Button variant="secondary" onClick={() => chooseAll("theirs")}>
              {t("conflictTakeAllTheirs")}
            </Button>
          </>
        )}
        <Button variant="secondary" onClick={onCancel}>
          {t("conflictBackToForm")}
        </Button>
        <Button onClick={onSave}>{t("conflictSave")}</Button>
      </Actions>
    </Modal>
  );
}

/** What useConflictReview hands the form: `caught` in the save's catch, `view` beside the form. */
export interface ConflictReviewHook<Values, Row> {
  /**
   * When `error` is a 412 carrying the current record: opens the review of `mine` (what the operator
   * typed) against it and answers true, so the form keeps its values and raises no error notice.
   * `opened` is the record the form was opened with: a field the operator left as it was defaults to
   * the server's value, one they changed to theirs.
   */
  caught: (error: unknown, mine: Values, opened?: Row) => boolean;
  view: ReactNode;
}

/**
 * The conflict review of one edit form. `valuesOf` reads a record as the form's values (the same
 * mapping as the form's initial values); `save` is the form's own save, called with the merged
 * values and the server's version as If-Match (a newer change meanwhile opens the review again).
 */
export function useConflictReview<Values extends object, Row extends { version?: number }>({
  fields,
  valuesOf,
  save,
}: {
  fields: readonly ConflictField<Values>[];
  valuesOf: (record: Row) => Values;
  save: (values: Values, version: number | undefined) => unknown;
}): ConflictReviewHook<Values, Row> {
  const [conflict, setConflict] = useState<OpenConflict<Values> | null>(null);

  const caught = useCallback(
    (error: unknown, mine: Values, opened?: Row) => {
      // The failed call as core's baseQuery describes it: a 412 carries the record as it is now.
      const stale = error as { status?: unknown; current?: unknown } | null;
      const current = stale && stale.status === 412 ? stale.current : undefined;
      if (!current || typeof current !== "object") return false;
      const record = current as Row;
      const theirs = valuesOf(record);
      const base = opened ? valuesOf(opened) : undefined;
      const choices: Record<string, Choice> = {};
      for (const field of fields) {
        const untouched = base !== undefined && same(mine[field.key], base[field.key]);
        choices[field.key] = untouched ? "theirs" : "mine";
      }
      setConflict({ mine, theirs, version: record.version, choices });
      return true;
    },
    [fields, valuesOf],
  );

  const view = conflict ? (
    <ConflictReview
      fields={fields}
      conflict={conflict}
      onChoose={(choices) => setConflict({ ...conflict, choices })}
      onCancel={() => setConflict(null)}
      onSave={() => {
        const merged = { ...conflict.mine };
        for (const field of fields) {
          if (conflict.choices[field.key] === "theirs") merged[field.key] = conflict.theirs[field.key];
        }
        setConflict(null);
        void save(merged, conflict.version);
      }}
    />
  ) : null;

  return { caught, view };
}
