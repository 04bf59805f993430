import { namedRoutes, screensOf, type AreaDefinition } from "../../core/area";
import { authPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));

/** Sign-in, password change and recovery. */
export const authArea: AreaDefinition<"auth"> = {
  id: "auth",
  label: "navAccount",
  home: authPaths.changePassword(),
  routes: namedRoutes({
    signIn: { path: authPaths.signIn(), heading: "navSignIn", layout: "public", screen: screen("SignInScreen") },
    changePassword: {
      path: authPaths.changePassword(),
      heading: "navSetting",
      layout: "settings",
      screen: screen("ChangePassword"),
    },
    confirmEmail: {
      path: authPaths.confirmEmail(),
      heading: "navSetting",
      layout: "recovery",
      screen: screen("ConfirmEmail"),
    },
    code: { path: authPaths.code(), heading: "navSetting", layout: "recovery", screen: screen("VerifyCode") },
    newPassword: {
      path: authPaths.newPassword(),
      heading: "navSetting",
      layout: "recovery",
      screen: screen("NewPassword"),
    },
  }),
  nav: [
    {
      label: "changePassword",
      to: authPaths.changePassword(),
      activePrefixes: [authPaths.changePassword(), authPaths.confirmEmail(), authPaths.code(), authPaths.newPassword()],
      settingsMenu: { order: 50 },
    },
  ],
};
