import { noScreenData, routeTable, screensOf, settingsMenuEntry, defineArea } from "../../core/area";
import { authPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
const accountScreen = screensOf(() => import("./accountScreens"));

/**
 * Sign-in, password change and recovery. Their screens ask the server for nothing until the
 * operator sends a form.
 */
export const authArea = defineArea("auth", "navAccount", authPaths.changePassword(), {
  routes: [
    ...routeTable("public", "navSignIn", { signIn: [authPaths.signIn(), screen("SignInScreen"), noScreenData] }),
    ...routeTable("settings", "navSetting", {
      changePassword: [authPaths.changePassword(), accountScreen("ChangePassword"), noScreenData],
    }),
    ...routeTable("recovery", "navSetting", {
      confirmEmail: [authPaths.confirmEmail(), accountScreen("ConfirmEmail"), noScreenData],
      code: [authPaths.code(), accountScreen("VerifyCode"), noScreenData],
      newPassword: [authPaths.newPassword(), accountScreen("NewPassword"), noScreenData],
    }),
  ],
  nav: [
    settingsMenuEntry("changePassword", 50, authPaths.changePassword(), [
      authPaths.confirmEmail(),
      authPaths.code(),
      authPaths.newPassword(),
    ]),
  ],
});
