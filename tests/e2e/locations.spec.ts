import { expect, test, type Locator, type Page } from "./fixtures";
import { ADMIN, expectNoSeriousA11yViolations, signInOnEmbed, signInThroughForm } from "./helpers";

test.describe.configure({ mode: "serial" });

async function apiGet(page: Page, url: string) {
  const token = await page.evaluate(() => localStorage.getItem("token"));
  const response = await page.request.get(url, { headers: { authorization: `Bearer ${token}` } });
  return { status: response.status(), json: (await response.json()) as { success: boolean; body: unknown } };
}

function card(scope: Page | Locator, name: string) {
  return scope.locator(`[data-card="${name}"]`);
}

async function deleteThrough(page: Page, name: string) {
  await page.getByRole("button", { name: `Settings for ${name}` }).click();
  await page.getByRole("menuitem", { name: "Delete" }).click();
}

test("countries, states and cities: add, reload by id, rename, delete, and a country's delete takes its states", async ({
  page,
}) => {
  const stamp = Date.now();
  const countryName = `Ruritania ${stamp}`;
  const stateName = `Strelsau Province ${stamp}`;
  const cityName = `Zenda ${stamp}`;

  await page.goto("/");
  await signInThroughForm(page, ADMIN);
  await expect(page).toHaveURL(/\/overView$/);
  await page.goto("/setting/countries");
  await expect(
    page.getByRole("navigation", { name: "Settings navigation" }).getByRole("link", { name: "Countries & States" }),
  ).toHaveAttribute("aria-current", "page");
  await expect(page.getByRole("heading", { name: "Countries" })).toBeVisible();
  await expect(card(page, "Germany")).toContainText("ACTIVE");
  await expectNoSeriousA11yViolations(page);

  // A country: the empty name is refused, the suggestions are there, any name is accepted.
  await page.getByRole("link", { name: "Add New Country" }).click();
  await expect(page).toHaveURL(/\/setting\/countries\/add$/);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Please enter a title")).toBeVisible();
  await expect(page.locator("datalist option[value='Portugal']")).toHaveCount(1);
  await expect(page.locator("datalist option[value='Germany']")).toHaveCount(0);
  await expectNoSeriousA11yViolations(page);
  // A name used already is refused by the server and shown at the field.
  await page.getByLabel("Country name").fill("germany");
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByLabel("Country name")).toHaveAttribute("aria-invalid", "true");
  await expect(page.getByText('A country named "germany" already exists.').first()).toBeVisible();
  await expect(page.getByLabel("Country name")).toHaveValue("germany");
  await page.getByLabel("Country name").fill(countryName);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("Country added successfully")).toBeVisible();
  await expect(page).toHaveURL(/\/setting\/countries$/);
  await expect(card(page, countryName)).toBeVisible();

  // A state in it.
  await page.getByRole("link", { name: countryName }).click();
  await expect(page.getByRole("heading", { name: `${countryName} States` })).toBeVisible();
  await expect(page.getByText("No State found")).toBeVisible();
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("link", { name: "Add New State" }).click();
  await page.getByLabel("State name").fill(stateName);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("State added successfully")).toBeVisible();
  await expect(page.getByRole("heading", { name: `${countryName} States` })).toBeVisible();

  // A city in that state.
  await page.getByRole("link", { name: stateName }).click();
  await expect(page.getByRole("heading", { name: `${stateName} Cities` })).toBeVisible();
  await page.getByRole("link", { name: "Add New City" }).click();
  await page.getByLabel("City name").fill(cityName);
  await page.getByRole("button", { name: "Add", exact: true }).click();
  await expect(page.getByText("City added successfully")).toBeVisible();
  await expect(card(page, cityName)).toBeVisible();

  // Reloaded, the cities page still names its state, and the breadcrumb leads back up.
  await page.reload();
  await expect(page.getByRole("heading", { name: `${stateName} Cities` })).toBeVisible();
  const trail = page.getByRole("navigation", { name: "Where you are" });
  await expect(trail.getByRole("link", { name: countryName })).toBeVisible();
  await expect(card(page, cityName)).toBeVisible();
  await expectNoSeriousA11yViolations(page);

  // Rename the city.
  await page.getByRole("button", { name: `Settings for ${cityName}` }).click();
  await page.getByRole("menuitem", { name: "Edit" }).click();
  await expect(page.getByRole("heading", { name: "Edit City" })).toBeVisible();
  await expect(page.getByLabel("City name")).toHaveValue(cityName);
  await expectNoSeriousA11yViolations(page);
  await page.getByLabel("City name").fill(`${cityName} Castle`);
  await page.getByRole("button", { name: "Update" }).click();
  await expect(page.getByText("City updated successfully")).toBeVisible();
  await expect(card(page, `${cityName} Castle`)).toBeVisible();

  // Delete it.
  await deleteThrough(page, `${cityName} Castle`);
  await expect(page.getByRole("alertdialog")).toContainText("Are you sure you want to delete this city?");
  await expectNoSeriousA11yViolations(page);
  await page.getByRole("alertdialog").getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("City Deleted successfully")).toBeVisible();
  await expect(page.getByText("No City found")).toBeVisible();

  // Delete the country: the dialog counts what goes with it, and its states are gone.
  const stateId = Number(new URL(page.url()).pathname.split("/").pop());
  await trail.getByRole("link", { name: "Countries" }).click();
  await expect(page.getByRole("heading", { name: "Countries" })).toBeVisible();
  await deleteThrough(page, countryName);
  const dialog = page.getByRole("alertdialog");
  await expect(dialog).toContainText("Are you sure you want to delete this country?");
  await expect(dialog).toContainText(`${countryName} is deleted with its 1 state and 0 cities.`);
  await dialog.getByRole("button", { name: "Delete" }).click();
  await expect(page.getByText("Country Deleted successfully")).toBeVisible();
  await expect(card(page, countryName)).toHaveCount(0);
  expect((await apiGet(page, `/api/state/byid/${stateId}`)).status).toBe(404);
});

test("<shop-locations> on /embed.html: signed in there, it lists the countries", async ({ page }) => {
  await page.goto("/embed.html");
  await signInOnEmbed(page);
  const element = page.locator("shop-locations");
  await expect(element.getByRole("heading", { name: "Countries" })).toBeVisible();
  await expect(card(element, "France")).toBeVisible();
  await element.getByRole("link", { name: "France" }).click();
  await expect(element.getByRole("heading", { name: "France States" })).toBeVisible();
  await expectNoSeriousA11yViolations(page);
});
