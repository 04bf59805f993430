import { createMemoryRouter, RouterProvider } from "react-router";
import type { AreaRoute } from "../../src/core/area";
import { toRoute } from "../../src/shell/routes";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { expect, getByRole, render, takeConsole, waitFor } from "./harness";

function screenAt(path: string, screen: AreaRoute["screen"]) {
  const router = createMemoryRouter([toRoute({ path, heading: "Test", layout: "main", screen })], {
    initialEntries: [path],
  });
  return render(
    <ShopProvider>
      <RouterProvider router={router} />
    </ShopProvider>,
  );
}

it("a screen whose code cannot be loaded says so and offers a reload", async () => {
  await screenAt("/broken", () => Promise.reject(new TypeError("Failed to fetch dynamically imported module")));
  const alert = await waitFor(() => getByRole("alert"));
  expect(alert.textContent).to.contain("This screen could not be shown");
  expect(alert.textContent).to.contain("Its code could not be loaded");
  expect(getByRole("button", "Reload the page", alert)).to.exist;
  // React and the router report the caught error in development.
  expect(takeConsole().join("\n")).to.contain("Failed to fetch dynamically imported module");
});

it("a screen that fails while rendering shows the error screen, not a blank page", async () => {
  function Broken(): never {
    throw new Error("render failed");
  }
  await screenAt("/fails", () => Promise.resolve(Broken));
  const alert = await waitFor(() => getByRole("alert"));
  expect(alert.textContent).to.contain("Something went wrong while showing it");
  expect(takeConsole().join("\n")).to.contain("render failed");
});
