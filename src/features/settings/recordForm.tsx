import { errorMessageOf } from "../../core/api/apiError";
import type { EditorNotices } from "../../core/useRecordEditor";
import { BackLink } from "../../ui/BackLink";
import { t, type SettingsMessageKey } from "./messages";

/** A settings form's texts (keys of the settings catalogue) and the list it belongs to. */
export interface SettingsFormTexts {
  add: SettingsMessageKey;
  edit: SettingsMessageKey;
  list: SettingsMessageKey;
  listPath: string;
  added: SettingsMessageKey;
  updated: SettingsMessageKey;
  failed: SettingsMessageKey;
}

/** A settings form's notices: added or updated, and the failure its notice names the record after. */
export const settingsNotices =
  (texts: SettingsFormTexts) =>
  (adding: boolean): EditorNotices => ({ saved: t(adding ? texts.added : texts.updated), failed: t(texts.failed) });

/** What a settings edit screen shows of its record when it cannot show the form. */
export const settingsLoadFailure = (title: SettingsMessageKey) => ({
  title: t(title),
  notFound: t("recordNotFound"),
  message: (error: unknown) => errorMessageOf(error) ?? t("loadFailed"),
});

/** The way back to the list a settings form belongs to. */
export function BackToList({ texts }: { texts: SettingsFormTexts }) {
  return <BackLink to={texts.listPath}>← {t(texts.list)}</BackLink>;
}
