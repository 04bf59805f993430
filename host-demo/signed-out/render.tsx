import { renderToString } from "react-dom/server";
import { MemoryRouter } from "react-router";
import { ServerStyleSheet } from "styled-components";
import { t } from "../../src/core/messages";
import { authPaths } from "../../src/core/paths";
import { authArea } from "../../src/features/auth/routes";
import { SignInScreen } from "../../src/features/auth/SignInScreen";
import { sessionT } from "../../src/features/auth/sessionMessages";
import { ShopProvider } from "../../src/shell/ShopProvider";

/** The password toggle's words in its two states, which the page's script (./boot.ts) shows before the take-over. */
export type ToggleWords = Record<"show" | "hide" | "showPassword" | "hidePassword", string>;

/**
 * The signed-out page (/) as HTML, rendered at build time by scripts/build-host.mjs from the
 * back-office's own sign-in screen: its markup, its styles as CSS text, and the tab's title the
 * live screen gives it (src/shell/screenFocus.ts); and the password toggle's words in both of its
 * states, so the page's script can work the toggle before the live screen takes over.
 */
export function renderSignedOutPage(): {
  html: string;
  css: string;
  title: string;
  toggleWords: ToggleWords;
} {
  const sheet = new ServerStyleSheet();
  try {
    const html = renderToString(
      sheet.collectStyles(
        <ShopProvider>
          <MemoryRouter initialEntries={["/"]}>
            <SignInScreen />
          </MemoryRouter>
        </ShopProvider>,
      ),
    );
    const css = sheet
      .getStyleTags()
      .replace(/<\/?style[^>]*>/g, "")
      .trim();
    const heading = authArea.routes.find((route) => route.path === authPaths.signIn())?.heading;
    const title = heading ? t("documentTitle", { screen: t(heading) }) : t("documentTitlePlain");
    const toggleWords = {
      show: sessionT("show"),
      hide: sessionT("hide"),
      showPassword: sessionT("showPassword"),
      hidePassword: sessionT("hidePassword"),
    };
    return { html, css, title, toggleWords };
  } finally {
    sheet.seal();
  }
}
