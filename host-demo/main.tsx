import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BackOffice } from "../src/index";

// The reference host: the whole back-office at the spec's routes, API on the same origin.
// The first render is a transition: React renders it in slices and lets the page answer input
// between them, instead of one long task while the boot message stays on screen.
const root = createRoot(document.getElementById("root")!);
startTransition(() => root.render(<BackOffice routing="browser" />));
