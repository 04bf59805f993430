import { namedRoutes, noScreenData, screensOf, type AreaDefinition, type RouteLayout } from "../../core/area";
import type { MessageKey } from "../../core/messages";
import { authPaths } from "../../core/paths";

const screen = screensOf(() => import("./screens"));
type AuthScreen = Parameters<typeof screen>[0];
// The sign-in and password screens ask the server for nothing until the operator sends a form.
const route = (path: string, heading: MessageKey, layout: RouteLayout, name: AuthScreen) => ({
  path,
  heading,
  layout,
  screen: screen(name),
  data: noScreenData,
});

/** Sign-in, password change and recovery. */
export const authArea: AreaDefinition<"auth"> = {
  id: "auth",
  label: "navAccount",
  home: authPaths.changePassword(),
  routes: namedRoutes({
    signIn: route(authPaths.signIn(), "navSignIn", "public", "SignInScreen"),
    changePassword: route(authPaths.changePassword(), "navSetting", "settings", "ChangePassword"),
    confirmEmail: route(authPaths.confirmEmail(), "navSetting", "recovery", "ConfirmEmail"),
    code: route(authPaths.code(), "navSetting", "recovery", "VerifyCode"),
    newPassword: route(authPaths.newPassword(), "navSetting", "recovery", "NewPassword"),
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
