import { namedRoutes, screensOf, type AreaDefinition } from "../../core/area";
import { authPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));

/** Sign-in, password change and recovery. */
export const authArea: AreaDefinition<"auth"> = {
  id: "auth",
  label: "Account",
  home: authPaths.changePassword(),
  routes: namedRoutes({
    signIn: { path: authPaths.signIn(), heading: "Sign in", layout: "public", screen: screen("SignInScreen") },
    changePassword: {
      path: authPaths.changePassword(),
      heading: "Setting",
      layout: "settings",
      screen: screen("ChangePassword"),
    },
    confirmEmail: {
      path: authPaths.confirmEmail(),
      heading: "Setting",
      layout: "recovery",
      screen: screen("ConfirmEmail"),
    },
    code: { path: authPaths.code(), heading: "Setting", layout: "recovery", screen: screen("VerifyCode") },
    newPassword: {
      path: authPaths.newPassword(),
      heading: "Setting",
      layout: "recovery",
      screen: screen("NewPassword"),
    },
  }),
  nav: [
    {
      label: "Change Password",
      to: authPaths.changePassword(),
      activePrefixes: [authPaths.changePassword(), authPaths.confirmEmail(), authPaths.code(), authPaths.newPassword()],
      settingsMenu: { order: 50 },
    },
  ],
};
