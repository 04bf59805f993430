import { createMemoryRouter, RouterProvider, type RouteObject } from "react-router";
import type { AreaRoute } from "../../src/core/area";
import { toRoute } from "../../src/shell/routes";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { screen, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { expect, takeConsole } from "./harness";

/** What react-router writes when the first screen's code loads with no fallback route above it. */
const NO_HYDRATE_FALLBACK = "console.warn: No `HydrateFallback` element provided to render during initial hydration";

function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  return render(
    <ShopProvider>
      <RouterProvider router={router} />
    </ShopProvider>,
  );
}

/** The screen's route alone, as the router's first route (no fallback above it). */
const screenAt = (path: string, screen: AreaRoute["screen"]) =>
  renderRoutes([toRoute({ path, heading: "navOrders", layout: "main", screen })], path);

it("a screen whose code cannot be loaded says so and offers a reload", async () => {
  await screenAt("/broken", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  // The notice centre's (empty) alert region is there from the start: wait for the screen's own.
  const alert = (await screen.findByRole("heading", { name: "This screen could not be shown" })).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  expect(alert.textContent).to.contain("Its code could not be loaded");
  expect(within(alert).getByRole("button", { name: "Reload the page" })).to.exist;
  // The failed load becomes a screen that throws it, so React reports it in development, besides
  // the router's warning that this bare route tree has no HydrateFallback for the initial load.
  const written = takeConsole();
  expect(written[0]).to.equal(NO_HYDRATE_FALLBACK);
  expect(written.slice(1).join("\n")).to.contain("Failed to fetch dynamically imported module");
});

it("under a parent with a loading fallback (as in the shell), a failed code load still shows the error", async () => {
  await renderRoutes(
    [
      {
        path: "/",
        hydrateFallbackElement: <p>Loading</p>,
        children: [
          toRoute({
            path: "/broken",
            heading: "navOrders",
            layout: "main",
            screen: () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")),
          }),
        ],
      },
    ],
    "/broken",
  );
  const alert = (await screen.findByRole("heading", { name: "This screen could not be shown" })).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  expect(alert.textContent).to.contain("Its code could not be loaded");
  expect(takeConsole().join("\n")).to.contain("Failed to fetch dynamically imported module");
});

it("a screen that fails while rendering shows the error screen, not a blank page", async () => {
  function Broken(): never {
    throw new Error("render failed");
  }
  await screenAt("/fails", () => Promise.resolve(Broken));
  const alert = (await screen.findByRole("heading", { name: "This screen could not be shown" })).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  expect(alert.textContent).to.contain("Something went wrong while showing it");
  // React reports the caught render error in development (the router's warning is written once per page).
  expect(takeConsole().join("\n")).to.contain("render failed");
});

it("a failure outside every screen (a part of the page whose code could not be loaded) is said, not a blank page", async () => {
  function RouterCodeMissing(): never {
    throw new TypeError("Failed to fetch dynamically imported module: /chunks/hostRouter.js");
  }
  render(
    <ShopProvider>
      <RouterCodeMissing />
    </ShopProvider>,
  );
  const alert = (await screen.findByRole("heading", { name: "This screen could not be shown" })).closest<HTMLElement>(
    '[role="alert"]',
  )!;
  expect(alert.textContent).to.contain("Its code could not be loaded");
  expect(within(alert).getByRole("button", { name: "Reload the page" })).to.exist;
  expect(takeConsole().join("\n")).to.contain("Failed to fetch dynamically imported module");
});
