import type { AreaDefinition } from "../../core/area";

const load = () => import("./screens");

/** Sign-in, password change and recovery. */
export const authArea: AreaDefinition<"auth"> = {
  id: "auth",
  label: "navAccount",
  home: "/setting/change-password",
  routes: [
    { path: "/", heading: "navSignIn", layout: "public", screen: () => load().then((m) => m.SignInScreen) },
    {
      path: "/setting/change-password",
      heading: "navSetting",
      layout: "settings",
      screen: () => load().then((m) => m.ChangePassword),
    },
    {
      path: "/setting/confirm-email",
      heading: "navSetting",
      layout: "recovery",
      screen: () => load().then((m) => m.ConfirmEmail),
    },
    {
      path: "/setting/code",
      heading: "navSetting",
      layout: "recovery",
      screen: () => load().then((m) => m.VerifyCode),
    },
    {
      path: "/setting/new-password",
      heading: "navSetting",
      layout: "recovery",
      screen: () => load().then((m) => m.NewPassword),
    },
  ],
  nav: [
    {
      label: "changePassword",
      to: "/setting/change-password",
      activePrefixes: ["/setting/change-password", "/setting/confirm-email", "/setting/code", "/setting/new-password"],
      settingsMenu: { order: 50 },
    },
  ],
};
