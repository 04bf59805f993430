/** What the conflict review (ConflictReview.tsx) and its dialog (ConflictReviewDialog.tsx) share. */

/** One field the review compares: its key in the form's values and its label on the form. */
export interface ConflictField<Values> {
  key: keyof Values & string;
  label: string;
  /** How a value reads (a price, a list of names); by default the text itself. */
  show?: (value: Values[keyof Values]) => string;
}

export type Choice = "mine" | "theirs";

export interface OpenConflict<Values> {
  mine: Values;
  theirs: Values;
  version: number | undefined;
  choices: Record<string, Choice>;
}

export const same = (a: unknown, b: unknown) => JSON.stringify(a ?? "") === JSON.stringify(b ?? "");
