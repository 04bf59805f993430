import { useNavigate } from "react-router";
import { errorMessageOf } from "../../core/api/apiError";
import type { FieldErrors } from "../../core/fieldErrors";
import { notify } from "../../core/notify";
import { useRecordEditor } from "../../core/useRecordEditor";
import { BackLink } from "../../ui/BackLink";
import { RecordEditorScreen } from "../../ui/RecordEditorScreen";
import { TextField } from "../../ui/TextField";
import { useCreateAdminMutation } from "./api";
import { t } from "./messages";
import { settingsLoadFailure } from "./recordForm";
import { settingsPaths } from "../../core/paths";

const EMPTY = { full_name: "", email: "", password: "", confirm_password: "" };
type Field = keyof typeof EMPTY;

// An admin is only ever created here: there is no record to load.
const useNoRecord = () => ({ refetch: () => undefined });

/** /setting/addNew-user (SUPER_ADMIN only): a new ADMIN; a failure keeps the form and shows the server's message. */
export function AdminForm() {
  const navigate = useNavigate();
  const [create] = useCreateAdminMutation();
  const editor = useRecordEditor<typeof EMPTY, never, Field>({
    useRecord: useNoRecord,
    empty: EMPTY,
    valuesOf: () => EMPTY,
    validate: (values) => {
      const found: FieldErrors<Field> = {};
      for (const name of Object.keys(EMPTY) as Field[]) if (!values[name].trim()) found[name] = t("requiredField");
      if (!found.confirm_password && values.password !== values.confirm_password)
        found.confirm_password = t("passwordsDoNotMatch");
      return found;
    },
    conflictFields: [],
    takenField: "email",
    save: (values) => create({ ...values, full_name: values.full_name.trim(), email: values.email.trim() }).unwrap(),
    notices: () => ({ saved: t("userCreated"), failed: t("somethingWentWrong") }),
    nameOf: (values) => values.email.trim(),
    // The server's message (e.g. the email is taken), or the generic one, names the account; the form stays.
    onFailed: (error, values) =>
      notify.error(
        t("failedNamed", { failure: errorMessageOf(error) ?? t("somethingWentWrong"), name: values.email.trim() }),
      ),
    done: () => navigate(settingsPaths.admins()),
  });
  const field = (name: Field) => ({ ...editor.text(name), required: true });

  return (
    <RecordEditorScreen
      editor={editor}
      title={t("addAdmin")}
      above={<BackLink to={settingsPaths.admins()}>← {t("adminUserManagement")}</BackLink>}
      loadFailure={settingsLoadFailure("somethingWentWrong")}
      submitLabel={t("createUser")}
      onCancel={() => navigate(settingsPaths.admins())}
    >
      <TextField label={t("fullName")} autoComplete="off" {...field("full_name")} />
      <TextField label={t("email")} type="email" autoComplete="off" {...field("email")} />
      <TextField
        label={t("password")}
        type="password"
        autoComplete="new-password"
        hint={t("passwordRule")}
        {...field("password")}
      />
      <TextField
        label={t("confirmPassword")}
        type="password"
        autoComplete="new-password"
        {...field("confirm_password")}
      />
    </RecordEditorScreen>
  );
}
