import { Link } from "react-router";
import styled from "styled-components";
import { t } from "../core/messages";
import { useShopSelector } from "../core/store";

const Box = styled.div`
  max-width: 520px;
  margin: 64px auto;
  padding: 24px;
  text-align: center;
`;

export function NotFound() {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  return (
    <Box>
      <h1>{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      <Link to={signedIn ? "/overView" : "/"}>{signedIn ? t("goToOverview") : t("goToSignIn")}</Link>
    </Box>
  );
}
