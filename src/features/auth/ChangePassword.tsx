import { useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { t as screenT } from "../../core/screenMessages";
import { sessionT as t } from "./sessionMessages";
import { notify } from "../../core/notify";
import { Button } from "../../ui/Button";
import { focusFirstProblem } from "../../ui/focusFirstProblem";
import { PageHeader } from "../../ui/PageHeader";
import { tokens } from "../../ui/tokens";
import { useChangePasswordMutation } from "./api";
import { messageOf } from "./apiError";
import { NewPasswordFields, newPasswordProblem, PasswordField } from "./PasswordField";

export const Panel = styled.form`
  background: ${tokens.surface};
  border: 1px solid ${tokens.border};
  border-radius: 12px;
  padding: 24px;
  max-width: 480px;
`;

/** /setting/change-password: current, new and confirm; a failure keeps what was typed. */
export function ChangePassword() {
  const [change, { isLoading }] = useChangePasswordMutation();
  const [values, setValues] = useState({ currentPassword: "", newPassword: "", confirmNewPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const form = useRef<HTMLFormElement>(null);
  const set = (key: keyof typeof values) => (event: { target: { value: string } }) =>
    setValues((current) => ({ ...current, [key]: event.target.value }));

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const next: typeof errors = {};
    for (const key of Object.keys(values) as (keyof typeof values)[])
      if (!values[key]) next[key] = screenT("requiredField");
    next.newPassword ??= newPasswordProblem(values.newPassword);
    if (!next.confirmNewPassword && values.newPassword !== values.confirmNewPassword)
      next.confirmNewPassword = screenT("passwordsDoNotMatch");
    for (const key of Object.keys(next) as (keyof typeof next)[]) if (!next[key]) delete next[key];
    setErrors(next);
    if (Object.keys(next).length) {
      void focusFirstProblem(form.current);
      return;
    }
    try {
      await change(values).unwrap();
      notify.success(t("passwordChanged"));
      setValues({ currentPassword: "", newPassword: "", confirmNewPassword: "" });
    } catch (error) {
      notify.error(t("failedToChangePassword"), messageOf(error, t("failedToChangePassword")));
      // The server's refusal names no field here: back to the first one (the current password).
      void focusFirstProblem(form.current, form.current?.querySelector("input"));
    }
  };

  return (
    <>
      <PageHeader title={t("changePassword")} />
      <Panel ref={form} onSubmit={onSubmit} noValidate>
        <PasswordField
          label={t("currentPassword")}
          value={values.currentPassword}
          onChange={set("currentPassword")}
          error={errors.currentPassword}
        />
        <NewPasswordFields
          values={values}
          errors={errors}
          onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
        />
        <Button type="submit" busy={isLoading}>
          {screenT("update")}
        </Button>
      </Panel>
    </>
  );
}
