import { useRef, useState } from "react";
import { useNavigate } from "react-router";
import { errorMessageOf } from "../../core/api/apiError";
import { notify } from "../../core/notify";
import { TextField } from "../../ui/TextField";
import { useCreateAdminMutation } from "./api";
import { focusFirstInvalid, FormScreen } from "./formParts";
import { t } from "./messages";
import { settingsPaths } from "../../core/paths";

const EMPTY = { full_name: "", email: "", password: "", confirm_password: "" };
type Field = keyof typeof EMPTY;

/** /setting/addNew-user (SUPER_ADMIN only): a new ADMIN; a failure keeps the form and shows the server's message. */
export function AdminForm() {
  const navigate = useNavigate();
  const form = useRef<HTMLFormElement>(null);
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Partial<Record<Field, string>>>({});
  const [create, created] = useCreateAdminMutation();
  const field = (name: Field) => ({
    name,
    value: values[name],
    error: errors[name],
    required: true,
    onChange: (event: { target: { value: string } }) =>
      setValues((current) => ({ ...current, [name]: event.target.value })),
  });

  const submit = async () => {
    const found: Partial<Record<Field, string>> = {};
    for (const name of Object.keys(EMPTY) as Field[]) if (!values[name].trim()) found[name] = t("requiredField");
    if (!found.confirm_password && values.password !== values.confirm_password)
      found.confirm_password = t("passwordsDoNotMatch");
    setErrors(found);
    if (Object.keys(found).length) return focusFirstInvalid(form);
    try {
      await create({ ...values, full_name: values.full_name.trim(), email: values.email.trim() }).unwrap();
      notify.success(t("userCreated"));
      navigate(settingsPaths.admins());
    } catch (error) {
      // The server's message (e.g. the email is taken), or the spec's fallback; the form stays.
      notify.error(
        t("failedNamed", { failure: errorMessageOf(error) ?? t("somethingWentWrong"), name: values.email.trim() }),
      );
    }
  };

  return (
    <FormScreen
      title={t("addAdmin")}
      back={{ to: settingsPaths.admins(), label: t("adminUserManagement") }}
      formRef={form}
      onSubmit={submit}
      submitLabel={t("createUser")}
      busy={created.isLoading}
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
    </FormScreen>
  );
}
