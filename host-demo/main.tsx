import { createRoot } from "react-dom/client";
import { BackOffice } from "../src/index";

// The reference host: the whole back-office at the spec's routes, API on the same origin.
createRoot(document.getElementById("root")!).render(<BackOffice routing="browser" />);
