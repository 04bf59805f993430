import { useLayoutEffect, useRef, useState, type FormEvent } from "react";
import { Link } from "react-router";
import styled from "styled-components";
import { signedIn } from "../../core/auth/authSlice";
import { sessionT as t } from "./sessionMessages";
import { notify } from "../../core/notify";
import { useShopDispatch } from "../../core/store";
import { Button } from "../../ui/Button";
import { focusFirstProblem } from "../../ui/focusFirstProblem";
import { FieldError } from "../../ui/TextField";
import { TextField } from "../../ui/TextField";
import { useHydrated } from "../../ui/useHydrated";
import { useSignInMutation } from "./api";
import { messageOf, statusOf } from "./apiError";
import { PasswordField } from "./PasswordField";
import { authPaths } from "../../core/paths";

const Form = styled.form`
  display: flex;
  flex-direction: column;
  width: 100%;
  max-width: 380px;
`;

const Row = styled.div`
  display: flex;
  justify-content: flex-end;
  margin: -4px 0 16px;
`;

/** What the sign-in notices are about: a successful sign-in ends the errors of earlier attempts. */
const SIGN_IN = { cause: "sign-in" };

interface FieldErrors {
  email?: string;
  password?: string;
}

/**
 * The sign-in form: required fields, a spinner while the request runs, earlier
 * errors cleared on each submit, USER accounts refused, the failure messages and the inline
 * "Invalid credentials" state. On success the session is stored and `onSignedIn` runs.
 */
export function SignInForm({ onSignedIn }: { onSignedIn?: () => void }) {
  const dispatch = useShopDispatch();
  const [signIn, { isLoading }] = useSignInMutation();
  // False while a server-rendered form (Next.js) waits for its scripts: LOGIN stays disabled, so an
  // early press cannot submit the form natively (the password would go into the address bar).
  const hydrated = useHydrated();
  const [email, setEmail] = useState("");
  const [password, setPassword] = useState("");
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);
  // On a server-rendered page the operator may type before React runs the form: the fields then
  // hold text the state does not know, and the next render would wipe it. Take it in once.
  useLayoutEffect(() => {
    const typed = (name: string) => {
      const field = form.current?.elements.namedItem(name);
      return field instanceof HTMLInputElement ? field.value : "";
    };
    if (typed("email")) setEmail(typed("email"));
    if (typed("password")) setPassword(typed("password"));
  }, []);
  // Focus goes to the field to fix, or to the message, rather than to <body>.
  const refused = (message: string, notice: string, detail?: string) => {
    setFormError(message);
    notify.error(notice, detail, SIGN_IN);
    void focusFirstProblem(form.current);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setFormError(null);
    const errors: FieldErrors = {
      email: email.trim() ? undefined : t("emailRequired"),
      password: password ? undefined : t("passwordRequired"),
    };
    setFieldErrors(errors);
    if (errors.email || errors.password) {
      void focusFirstProblem(form.current);
      return;
    }
    try {
      const response = await signIn({ email: email.trim(), password }).unwrap();
      const role = response.body?.user_type;
      if (response.success && response.accessToken && (role === "ADMIN" || role === "SUPER_ADMIN")) {
        dispatch(signedIn({ token: response.accessToken, userStatus: role }));
        notify.success(t("loginSuccess"), undefined, SIGN_IN);
        onSignedIn?.();
        return;
      }
      const message = role === "USER" ? t("userTypeDenied") : response.message || t("loginFailed");
      refused(message, message);
    } catch (error) {
      if (statusOf(error) === 401) {
        refused(t("invalidCredentials"), t("invalidCredentialsNotice"), messageOf(error, ""));
      } else {
        const message = messageOf(error, t("loginFailed"));
        refused(message, t("loginFailed"), message);
      }
    }
  };

  const invalid = formError === t("invalidCredentials");
  return (
    <Form ref={form} method="post" onSubmit={onSubmit} noValidate aria-busy={isLoading || undefined}>
      <TextField
        label={t("email")}
        placeholder={t("email")}
        name="email"
        type="text"
        autoComplete="username"
        value={email}
        onChange={(event) => setEmail(event.target.value)}
        error={fieldErrors.email}
        aria-invalid={invalid || fieldErrors.email ? true : undefined}
      />
      <PasswordField
        label={t("password")}
        placeholder={t("password")}
        name="password"
        value={password}
        onChange={(event) => setPassword(event.target.value)}
        error={fieldErrors.password}
        aria-invalid={invalid || fieldErrors.password ? true : undefined}
      />
      <Row>
        <Link to={authPaths.confirmEmail()}>{t("forgotPassword")}</Link>
      </Row>
      {formError ? (
        <FieldError role="alert" style={{ marginBottom: 12 }}>
          {formError}
        </FieldError>
      ) : null}
      <Button type="submit" busy={isLoading} disabled={!hydrated}>
        {t("login")}
      </Button>
    </Form>
  );
}
