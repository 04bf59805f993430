import { useRouteError } from "react-router";
import styled from "styled-components";
import { t } from "../core/messages";
import { Button } from "../ui/Button";
import { tokens } from "../ui/tokens";

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
  return <ScreenErrorView error={useRouteError()} />;
}

/** The screen's failure as shown: also what replaces the whole back-office when a failure reaches ShopProvider. */
export function ScreenErrorView({ error }: { error: unknown }) {
  const chunkFailed = error instanceof TypeError && /import|fetch|module/i.test(error.message);
  return (
    <Box role="alert">
      <h1>{t("screenErrorTitle")}</h1>
      <p>{chunkFailed ? t("screenLoadFailedText") : t("screenErrorText")}</p>
      <Button onClick={() => window.location.reload()}>{t("reloadPage")}</Button>
    </Box>
  );
}

// Fixed at the top: the layouts fill the viewport's height, so a line after them is off screen.
const Line = styled.p`
  position: fixed;
  z-index: 60;
  top: 8px;
  left: 50%;
  transform: translateX(-50%);
  background: ${tokens.surface};
  margin: 0;
  padding: 8px 12px;
  border: 1px solid ${tokens.danger};
  border-radius: ${tokens.radius};
  color: ${tokens.danger};
`;

/**
 * In place of a page-wide part (the notices, the sign-in dialog) whose code could not be loaded:
 * said in one line at the top of the viewport, over the screen, which stays with what was typed in it.
 */
export function PartLoadFailed() {
  return (
    <Line role="alert">
      {t("partLoadFailedText")} <Button onClick={() => window.location.reload()}>{t("reloadPage")}</Button>
    </Line>
  );
}
