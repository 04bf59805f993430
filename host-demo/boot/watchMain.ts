/**
 * The signed-in page's first script (scripts/build-host.mjs puts it before the back-office's own).
 * If that script or one of the modules it imports cannot be loaded, its element fires `error`
 * (module scripts run, or fail, in document order, so this listener is in place by then), and
 * the page says so instead of "Loading the back-office…" for ever.
 */
import { loadFailureNotice } from "./loadFailure";

const root = document.getElementById("root");
document.querySelector("script[data-main]")?.addEventListener("error", () => {
  if (!root) return;
  const box = document.createElement("div");
  box.className = "boot";
  box.append(...loadFailureNotice());
  root.replaceChildren(box);
});
