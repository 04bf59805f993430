import { useState, type InputHTMLAttributes } from "react";
import { sessionT as t } from "./sessionMessages";
import { Button } from "../../ui/Button";
import { TextField } from "../../ui/TextField";

/** The shortest new password the server takes (host-demo/server/lib/accounts.ts), counted as a person sees it. */
export const MIN_PASSWORD_LENGTH = 8;

/** What is wrong with a new password before any request is sent, or undefined. */
export const newPasswordProblem = (value: string): string | undefined =>
  value && [...value].length < MIN_PASSWORD_LENGTH ? t("passwordTooShort", { count: MIN_PASSWORD_LENGTH }) : undefined;

/** A password input with a Show/Hide toggle. */
export function PasswordField({
  label,
  error,
  ...input
}: { label: string; error?: string | null } & InputHTMLAttributes<HTMLInputElement>) {
  const [visible, setVisible] = useState(false);
  return (
    <TextField
      label={label}
      error={error}
      type={visible ? "text" : "password"}
      autoComplete="current-password"
      {...input}
      adornment={
        <Button
          variant="secondary"
          aria-pressed={visible}
          aria-label={visible ? t("hidePassword") : t("showPassword")}
          onClick={() => setVisible((value) => !value)}
        >
          {visible ? t("hide") : t("show")}
        </Button>
      }
    />
  );
}

type NewPassword = { newPassword: string; confirmNewPassword: string };
const NEW_PASSWORD_FIELDS = ["newPassword", "confirmNewPassword"] as const;

/** The new password and its confirmation, as the change and recovery forms ask for them. */
export function NewPasswordFields({
  values,
  errors,
  onChange,
}: {
  values: NewPassword;
  errors: Partial<Record<keyof NewPassword, string>>;
  onChange: (field: keyof NewPassword, value: string) => void;
}) {
  // Each field's label is the text of its own name ("New Password", "Confirm New Password").
  return (
    <>
      {NEW_PASSWORD_FIELDS.map((field) => (
        <PasswordField
          key={field}
          label={t(field)}
          autoComplete="new-password"
          value={values[field]}
          onChange={(event) => onChange(field, event.target.value)}
          error={errors[field]}
        />
      ))}
    </>
  );
}
