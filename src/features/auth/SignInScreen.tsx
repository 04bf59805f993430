import { useEffect } from "react";
import { Navigate, useLocation, useNavigate } from "react-router";
import styled from "styled-components";
import { endedReasonShown } from "../../core/auth/authSlice";
import { useIsGuest } from "../../core/hostEvents";
import { sessionT as t } from "./sessionMessages";
import { notify } from "../../core/notify";
import { useShopDispatch, useShopSelector } from "../../core/store";
import { tokens } from "../../ui/tokens";
import { SignInForm } from "./SignInForm";
import { WelcomeArt } from "./WelcomeArt";
import { authPaths, overviewPaths } from "../../core/paths";

const Page = styled.div`
  display: grid;
  grid-template-columns: 1fr 1fr;
  min-height: 100vh;
  @media (max-width: 820px) {
    grid-template-columns: 1fr;
  }
`;

const Left = styled.main`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  padding: 48px 24px;
  background: ${tokens.surface};
  h1 {
    margin: 16px 0 4px;
    font-size: 28px;
    letter-spacing: 0.04em;
  }
  .subtitle {
    margin: 0 0 24px;
    color: ${tokens.muted};
  }
`;

const Right = styled.aside`
  display: flex;
  flex-direction: column;
  justify-content: center;
  align-items: center;
  gap: 16px;
  padding: 48px 24px;
  background: #111a33;
  color: #fff;
  p {
    margin: 0;
    font-size: 28px;
    font-weight: 700;
  }
`;

function Logo() {
  return (
    <svg width="56" height="56" viewBox="0 0 40 40" role="img" aria-label="Logo">
      <rect width="40" height="40" rx="10" fill="#2447c6" />
      <path d="M11 15h18l-2 14H13z" fill="#fff" />
      <path d="M15 15a5 5 0 0 1 10 0" stroke="#fff" strokeWidth="2.5" fill="none" />
    </svg>
  );
}

/** The public entry (/): signed-in users go on to the overview or the page they had asked for. */
export function SignInScreen() {
  const location = useLocation();
  const navigate = useNavigate();
  const dispatch = useShopDispatch();
  const token = useShopSelector((state) => state.auth.token);
  const endedReason = useShopSelector((state) => state.auth.endedReason);
  // Inside a custom element the page is the host's: a plain region instead of <main>.
  const guest = useIsGuest();
  const from = (location.state as { from?: string } | null)?.from;
  const target = from && from !== authPaths.signIn() ? from : overviewPaths.home();

  useEffect(() => {
    if (!endedReason) return;
    notify.info(t("sessionEnded"), endedReason);
    dispatch(endedReasonShown());
  }, [endedReason, dispatch]);

  if (token) return <Navigate to={target} replace />;
  return (
    <Page>
      <Left as={guest ? "div" : undefined} id={guest ? undefined : "main"}>
        <Logo />
        <h1>{t("login")}</h1>
        <p className="subtitle">{t("loginSubtitle")}</p>
        <SignInForm onSignedIn={() => navigate(target, { replace: true })} />
      </Left>
      <Right>
        <p>{t("welcomeTo")}</p>
        <WelcomeArt />
      </Right>
    </Page>
  );
}
