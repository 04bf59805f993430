import { useId, useLayoutEffect, useRef, useState, type FormEvent } from "react";
import styled from "styled-components";
import { accountSwitched, sameAccount, sessionResumed, type OfferedSession } from "../../core/auth/authSlice";
import { signOut } from "../../core/auth/signOut";
import { useShopDispatch, useShopSelector } from "../../core/store";
import { useSignInMutation } from "./api";
import { messageOf, statusOf } from "./apiError";
import { PasswordField } from "./PasswordField";
import { Button } from "../../ui/Button";
import { FieldError, TextField } from "../../ui/TextField";
import { tokens } from "../../ui/tokens";
import { sessionT, sessionT as t } from "./sessionMessages";

/** A native modal dialog: the top layer, so no portal transform, overflow or z-index can hide it. */
const Dialog = styled.dialog`
  border: 0;
  border-radius: 12px;
  padding: 24px;
  width: min(440px, calc(100vw - 32px));
  background: ${tokens.surface};
  color: ${tokens.text};
  font-family: ${tokens.font};
  box-shadow: 0 20px 48px rgba(16, 24, 40, 0.3);
  &::backdrop {
    background: rgba(16, 24, 40, 0.45);
  }
  h2 {
    margin: 0 0 8px;
    font-size: 20px;
  }
  p {
    margin: 0 0 12px;
  }
`;

const Actions = styled.div`
  display: flex;
  flex-wrap: wrap;
  justify-content: flex-end;
  gap: 8px;
  margin-top: 8px;
`;

/**
 * The sign-in dialog of an interrupted session (docs/decisions.md, "An interrupted session keeps
 * the work"), opened once per page
 * over the open screens. The same account signing in again resumes the session, and the refused
 * requests go out again; another account first asks whether to discard unsaved work; Sign out
 * signs out as before. Escape does not close it: the session needs an answer.
 */
export function SessionDialog() {
  const dispatch = useShopDispatch();
  const auth = useShopSelector((state) => state.auth);
  const interruption = auth.interruption;
  const dialog = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const [signIn, { isLoading }] = useSignInMutation();
  const [email, setEmail] = useState(auth.email ?? "");
  const [knownEmail] = useState(Boolean(auth.email));
  const [password, setPassword] = useState("");
  const [error, setError] = useState<string | null>(null);
  const [switching, setSwitching] = useState<OfferedSession | null>(null);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
    // The account is known: the cursor goes straight to the password.
    element?.querySelector<HTMLInputElement>(knownEmail ? 'input[name="password"]' : 'input[name="email"]')?.focus();
    return () => element?.close();
  }, [knownEmail]);

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    if (!email.trim() || !password) {
      setError(!email.trim() ? t("emailRequired") : t("passwordRequired"));
      return;
    }
    try {
      const response = await signIn({ email: email.trim(), password }).unwrap();
      const role = response.body?.user_type;
      if (!response.accessToken || (role !== "ADMIN" && role !== "SUPER_ADMIN")) {
        setError(role === "USER" ? t("userTypeDenied") : response.message || t("loginFailed"));
        return;
      }
      const session = { token: response.accessToken, userStatus: role, email: response.body?.email ?? email.trim() };
      setPassword("");
      if (sameAccount(auth, session)) dispatch(sessionResumed(session));
      else setSwitching(session);
    } catch (failure) {
      setError(statusOf(failure) === 401 ? t("invalidCredentials") : messageOf(failure, t("loginFailed")));
    }
  };

  if (!interruption) return null;
  const reason = interruption.reason;

  return (
    <Dialog
      ref={dialog}
      aria-labelledby={titleId}
      aria-modal="true"
      onCancel={(event) => event.preventDefault()}
      data-shop-session-dialog=""
    >
      {switching ? (
        <>
          <h2 id={titleId}>{sessionT("switchTitle")}</h2>
          <p>
            {sessionT("switchText", {
              email: switching.email ?? sessionT("theOtherAccount"),
              previous: auth.email ?? sessionT("thePreviousAccount"),
            })}
          </p>
          <Actions>
            <Button variant="secondary" onClick={() => setSwitching(null)}>
              {sessionT("switchBack")}
            </Button>
            <Button variant="danger" autoFocus onClick={() => dispatch(accountSwitched(switching))}>
              {sessionT("switchConfirm")}
            </Button>
          </Actions>
        </>
      ) : (
        <form onSubmit={(event) => void onSubmit(event)} noValidate aria-busy={isLoading || undefined}>
          <h2 id={titleId}>{sessionT("sessionDialogTitle")}</h2>
          <p>
            {auth.email
              ? sessionT("sessionEndedFor", { email: auth.email, reason })
              : sessionT("sessionEndedUnknown", { reason })}
          </p>
          <p>{sessionT("sessionKeepsWork")}</p>
          <TextField
            label={t("email")}
            name="email"
            type="text"
            autoComplete="username"
            value={email}
            onChange={(event) => setEmail(event.target.value)}
          />
          <PasswordField
            label={t("password")}
            name="password"
            value={password}
            onChange={(event) => setPassword(event.target.value)}
            aria-invalid={error ? true : undefined}
          />
          {error ? <FieldError role="alert">{error}</FieldError> : null}
          <Actions>
            {interruption.offered ? (
              <Button variant="ghost" onClick={() => setSwitching(interruption.offered)}>
                {sessionT("continueAs", { email: interruption.offered.email ?? sessionT("theOtherAccount") })}
              </Button>
            ) : null}
            <Button variant="secondary" onClick={() => void dispatch(signOut())}>
              {sessionT("signOutInstead")}
            </Button>
            <Button type="submit" busy={isLoading}>
              {sessionT("signInAgain")}
            </Button>
          </Actions>
        </form>
      )}
    </Dialog>
  );
}
