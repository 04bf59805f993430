import styled from "styled-components";
import { t } from "../core/screenMessages";
import { Button } from "./Button";
import { same, type Choice, type ConflictField, type OpenConflict } from "../core/recordConflict";
import { Modal } from "./Modal";
import { tokens } from "./tokens";

/**
 * The conflict review's dialog (ConflictReview.tsx): loaded when a save meets a newer version,
 * not with every edit form (it cost each area's chunk 1.3 KB).
 */

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
export default function ConflictReviewDialog<Values>({
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
