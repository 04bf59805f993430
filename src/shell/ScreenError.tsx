import { useRouteError } from "react-router";
import styled from "styled-components";
import { t } from "../core/messages";
import { Button } from "../ui/Button";

const Box = styled.div`
  max-width: 520px;
  margin: 64px auto;
  padding: 24px;
  text-align: center;
`;

/**
 * What a screen shows when its code could not be loaded (a new version was deployed, the network
 * dropped) or it failed while rendering: the shell around it stays, and a reload is one click.
 */
export function ScreenError() {
  const error = useRouteError();
  const chunkFailed = error instanceof TypeError && /import|fetch|module/i.test(error.message);
  return (
    <Box role="alert">
      <h1>{t("screenErrorTitle")}</h1>
      <p>{chunkFailed ? t("screenLoadFailedText") : t("screenErrorText")}</p>
      <Button onClick={() => window.location.reload()}>{t("reloadPage")}</Button>
    </Box>
  );
}
