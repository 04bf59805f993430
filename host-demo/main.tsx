import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BackOffice } from "../src/index";

// The reference host: the whole back-office at the spec's routes, API on the same origin.
// The first render is a transition: React renders it in slices and lets the page answer input
// between them, instead of one long task while the boot message stays on screen.
const container = document.getElementById("root")!;
// The signed-out page arrives prerendered (./signed-out): the live one replaces it once rendered.
const prerendered = document.getElementById("signed-out");
// Its code is a chunk of its own (preloaded by that page only): a signed-in page never needs it.
if (prerendered) {
  import("./signed-out/adopt").then(
    ({ adoptPrerendered }) => adoptPrerendered(prerendered, container),
    () => {
      // Without it, the live screen is shown as it is (what was typed on the prerendered one is lost).
      prerendered.remove();
      document.getElementById("signed-out-style")?.remove();
      container.hidden = false;
    },
  );
}
const root = createRoot(container);
startTransition(() => root.render(<BackOffice routing="browser" />));
