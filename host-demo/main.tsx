import { startTransition } from "react";
import { createRoot } from "react-dom/client";
import { BackOffice } from "../src/index";
import { adoptPrerendered } from "./signed-out/adopt";

// The reference host: the whole back-office at the spec's routes, API on the same origin.
// The first render is a transition: React renders it in slices and lets the page answer input
// between them, instead of one long task while the boot message stays on screen.
const container = document.getElementById("root")!;
// The signed-out page arrives prerendered (./signed-out): the live one replaces it once rendered.
const prerendered = document.getElementById("signed-out");
if (prerendered) adoptPrerendered(prerendered, container);
const root = createRoot(container);
startTransition(() => root.render(<BackOffice routing="browser" />));
