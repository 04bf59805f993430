import { useRef, useState, type FormEvent } from "react";
import { useNavigate } from "react-router";
import { notify } from "../../core/notify";
import { Button } from "../../ui/Button";
import { PageHeader } from "../../ui/PageHeader";
import { TextField } from "../../ui/TextField";
import { useCreateAdminMutation } from "./api";
import { t } from "./messages";
import { BackLink, errorMessageOf, FormActions, FormPanel } from "./parts";

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

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Partial<Record<Field, string>> = {};
    for (const name of Object.keys(EMPTY) as Field[]) if (!values[name].trim()) found[name] = t("requiredField");
    if (!found.confirm_password && values.password !== values.confirm_password)
      found.confirm_password = t("passwordsDoNotMatch");
    setErrors(found);
    if (Object.keys(found).length) {
      form.current?.querySelector<HTMLElement>("[aria-invalid='true']")?.focus();
      return;
    }
    try {
      await create({ ...values, full_name: values.full_name.trim(), email: values.email.trim() }).unwrap();
      notify.success(t("userCreated"));
      navigate("/setting/adduser-managment");
    } catch (error) {
      // The server's message (e.g. the email is taken), or the spec's fallback; the form stays.
      notify.error(
        t("failedNamed", { failure: errorMessageOf(error) ?? t("somethingWentWrong"), name: values.email.trim() }),
      );
    }
  };

  return (
    <>
      <BackLink to="/setting/adduser-managment">← {t("adminUserManagement")}</BackLink>
      <PageHeader title={t("addAdmin")} />
      <FormPanel ref={form} noValidate onSubmit={(event) => void submit(event)}>
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
        <FormActions>
          <Button variant="secondary" onClick={() => navigate("/setting/adduser-managment")}>
            {t("cancel")}
          </Button>
          <Button type="submit" busy={created.isLoading}>
            {t("createUser")}
          </Button>
        </FormActions>
      </FormPanel>
    </>
  );
}
