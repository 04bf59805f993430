import { Link } from "react-router";
import styled from "styled-components";
import { t } from "../core/messages";
import { authPaths, overviewPaths } from "../core/paths";
import { useShopSelector } from "../core/store";
import { AreaLink } from "../ui/AreaLink";

const Box = styled.div`
  max-width: 520px;
  margin: 64px auto;
  padding: 24px;
  text-align: center;
`;

/** An unknown path. Inside an area element, "Go to the overview" asks the portal first (an AreaLink). */
export function NotFound() {
  const signedIn = useShopSelector((state) => Boolean(state.auth.token));
  return (
    <Box>
      <h1>{t("notFoundTitle")}</h1>
      <p>{t("notFoundText")}</p>
      {signedIn ? (
        <AreaLink to={overviewPaths.home()}>{t("goToOverview")}</AreaLink>
      ) : (
        <Link to={authPaths.signIn()}>{t("goToSignIn")}</Link>
      )}
    </Box>
  );
}
