import { useRef, useState, type FormEvent } from "react";
import { Link, useLocation, useNavigate, useSearchParams } from "react-router";
import { t as screenT } from "../../core/screenMessages";
import { sessionT as t } from "./sessionMessages";
import { notify } from "../../core/notify";
import { useShopSelector } from "../../core/store";
import { Button } from "../../ui/Button";
import { focusFirstProblem } from "../../ui/focusFirstProblem";
import { PageHeader } from "../../ui/PageHeader";
import { TextField } from "../../ui/TextField";
import { useSendOtpMutation, useUpdatePasswordMutation, useVerifyOtpMutation } from "./api";
import { messageOf } from "./apiError";
import { Panel } from "./ChangePassword";
import { NewPasswordFields, newPasswordProblem } from "./PasswordField";
import { authPaths } from "../../core/paths";

/** The email travels in navigation state and in the query, so a reload keeps the flow. */
function useRecoveryEmail(): string {
  const location = useLocation();
  const [params] = useSearchParams();
  return (location.state as { email?: string } | null)?.email ?? params.get("email") ?? "";
}

/**
 * The reset token a verified code answered: in navigation state only (kept in the history entry,
 * so a reload keeps it), never in the URL, where logs, history and referrers would see it.
 */
function useResetToken(): string {
  return (useLocation().state as { resetToken?: string } | null)?.resetToken ?? "";
}

const next = (path: string, email: string) => `${path}?email=${encodeURIComponent(email)}`;

/** /setting/confirm-email: asks for the account's email and sends a code. */
export function ConfirmEmail() {
  const navigate = useNavigate();
  const [send, { isLoading }] = useSendOtpMutation();
  const [email, setEmail] = useState(useRecoveryEmail());
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const value = email.trim();
    if (!value || !/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(value)) {
      setError(t("enterValidEmail"));
      void focusFirstProblem(form.current);
      return;
    }
    setError(null);
    try {
      await send({ email: value }).unwrap();
      notify.success(t("otpSent"));
      navigate(next(authPaths.code(), value), { state: { email: value } });
    } catch (failure) {
      notify.error(t("failedToSendOtp"), messageOf(failure, t("failedToSendOtp")));
      void focusFirstProblem(form.current, form.current?.querySelector("input"));
    }
  };

  return (
    <>
      <PageHeader title={t("recoverPassword")} />
      <Panel ref={form} onSubmit={onSubmit} noValidate>
        <p style={{ marginTop: 0 }}>{t("recoverIntro")}</p>
        <TextField
          label={t("email")}
          type="email"
          autoComplete="email"
          value={email}
          onChange={(event) => setEmail(event.target.value)}
          error={error}
        />
        <Button type="submit" busy={isLoading}>
          {t("sendCode")}
        </Button>
      </Panel>
    </>
  );
}

function MissingEmail() {
  return (
    <Panel as="div" role="alert">
      <p style={{ marginTop: 0 }}>{t("emailMissing")}</p>
      <Link to={authPaths.confirmEmail()}>{t("startAgain")}</Link>
    </Panel>
  );
}

/** /setting/code: the 6-digit code sent by email. */
export function VerifyCode() {
  const navigate = useNavigate();
  const email = useRecoveryEmail();
  const [verify, { isLoading }] = useVerifyOtpMutation();
  const [otp, setOtp] = useState("");
  const [error, setError] = useState<string | null>(null);
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    if (!otp.trim()) {
      setError(t("enterOtp"));
      void focusFirstProblem(form.current);
      return;
    }
    setError(null);
    try {
      const { resetToken } = await verify({ email, otp: otp.trim() }).unwrap();
      navigate(next(authPaths.newPassword(), email), { state: { email, resetToken } });
    } catch (failure) {
      const message = messageOf(failure, t("failedToVerifyOtp"));
      setError(message);
      notify.error(t("failedToVerifyOtp"), message);
      void focusFirstProblem(form.current);
    }
  };

  return (
    <>
      <PageHeader title={t("enterCode")} />
      {email ? (
        <Panel ref={form} onSubmit={onSubmit} noValidate>
          <p style={{ marginTop: 0 }}>{t("codeIntro", { email })}</p>
          <TextField
            label={t("otp")}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            value={otp}
            onChange={(event) => setOtp(event.target.value.replace(/\D/g, ""))}
            error={error}
          />
          <Button type="submit" busy={isLoading}>
            {t("verify")}
          </Button>
        </Panel>
      ) : (
        <MissingEmail />
      )}
    </>
  );
}

/** /setting/new-password: ends on change-password when signed in, on sign-in when signed out. */
export function NewPassword() {
  const navigate = useNavigate();
  const email = useRecoveryEmail();
  const resetToken = useResetToken();
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  const [update, { isLoading }] = useUpdatePasswordMutation();
  const [values, setValues] = useState({ newPassword: "", confirmNewPassword: "" });
  const [errors, setErrors] = useState<Partial<Record<keyof typeof values, string>>>({});
  const form = useRef<HTMLFormElement>(null);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    const found: typeof errors = {};
    if (!values.newPassword) found.newPassword = screenT("requiredField");
    else if (newPasswordProblem(values.newPassword)) found.newPassword = newPasswordProblem(values.newPassword);
    if (!values.confirmNewPassword) found.confirmNewPassword = screenT("requiredField");
    else if (values.newPassword !== values.confirmNewPassword)
      found.confirmNewPassword = screenT("passwordsDoNotMatch");
    setErrors(found);
    if (Object.keys(found).length) {
      void focusFirstProblem(form.current);
      return;
    }
    try {
      await update({ email, resetToken, ...values }).unwrap();
      notify.success(t("passwordUpdated"));
      navigate(signedIn ? authPaths.changePassword() : authPaths.signIn(), { replace: true });
    } catch (failure) {
      notify.error(t("failedToChangePassword"), messageOf(failure, t("failedToChangePassword")));
      void focusFirstProblem(form.current, form.current?.querySelector("input"));
    }
  };

  return (
    <>
      <PageHeader title={t("setNewPassword")} />
      {!email ? (
        <MissingEmail />
      ) : !resetToken ? (
        <Panel as="div" role="alert">
          <p style={{ marginTop: 0 }}>{t("codeNotVerified")}</p>
          <Link to={next(authPaths.confirmEmail(), email)} state={{ email }}>
            {t("requestNewCode")}
          </Link>
        </Panel>
      ) : (
        <Panel ref={form} onSubmit={onSubmit} noValidate>
          <NewPasswordFields
            values={values}
            errors={errors}
            onChange={(field, value) => setValues((current) => ({ ...current, [field]: value }))}
          />
          <Button type="submit" busy={isLoading}>
            {screenT("update")}
          </Button>
        </Panel>
      )}
      {!signedIn ? (
        <p>
          <Link to={authPaths.signIn()}>{t("backToSignIn")}</Link>
        </p>
      ) : null}
    </>
  );
}
