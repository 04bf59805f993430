import { act } from "react";
import { LocationsArea } from "../../src/shell/LocationsArea";
import { setConfig } from "../../src/core/config";
import type { City, Country, State } from "../../src/core/types";
import {
  allElements,
  answer,
  click,
  expect,
  getByRole,
  getByText,
  ok,
  pressKey,
  queryAllByRole,
  queryByText,
  refused,
  render,
  sent,
  sentBody,
  signIn,
  type,
  waitFor,
} from "./harness";

// Builders for what the locations calls answer (every field the response schemas require).
const CREATED_AT = "2026-11-02T10:00:00.000Z";
const country = (fields: Partial<Country> & Pick<Country, "id" | "name">): Country => ({
  status: "ACTIVE",
  created_at: CREATED_AT,
  ...fields,
});
const state = (fields: Partial<State> & Pick<State, "id" | "name" | "countryId">): State => ({
  status: "ACTIVE",
  ...fields,
});
const city = (fields: Partial<City> & Pick<City, "id" | "name" | "stateId">): City => ({
  status: "ACTIVE",
  ...fields,
});

const france = country({ id: 4, name: "France" });
const austria = country({ id: 5, name: "Austria", status: "INACTIVE" });
const idf = state({ id: 12, name: "Île-de-France", countryId: 4 });
const paris = city({ id: 90, name: "Paris", stateId: 12 });

interface ListCase {
  name: string;
  path: string;
  list: string;
  row: object;
  others: Record<string, object>;
  title: string;
  empty: string;
  errorTitle: string;
}

const LISTS: ListCase[] = [
  {
    name: "countries",
    path: "/setting/countries",
    list: "GET /countries",
    row: france,
    others: {},
    title: "Countries",
    empty: "No Country found",
    errorTitle: "Error fetching countries",
  },
  {
    name: "states of a country",
    path: "/setting/countries/state/4",
    list: "GET /states/byCountryId/:id",
    row: idf,
    others: { "GET /country/byid/:id": france },
    title: "France States",
    empty: "No State found",
    errorTitle: "Error fetching states",
  },
  {
    name: "cities of a state",
    path: "/setting/countries/cities/12",
    list: "GET /cities/byStateId/:id",
    row: paris,
    others: { "GET /state/byid/:id": idf, "GET /country/byid/:id": france },
    title: "Île-de-France Cities",
    empty: "No City found",
    errorTitle: "Error fetching cities",
  },
];

const card = (name: string) => document.querySelector<HTMLElement>(`[data-card="${name}"]`);

beforeEach(() => signIn());

for (const list of LISTS) {
  describe(`locations list: ${list.name}`, () => {
    beforeEach(() => {
      for (const [route, body] of Object.entries(list.others)) answer(route, body);
    });

    it("shows a loading state, then the title and the cards", async () => {
      let release: (response: Response) => void = () => {};
      answer(list.list, () => new Promise((resolve) => (release = resolve)));
      await render(<LocationsArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]') !== null).to.equal(true));
      await act(async () => release(ok([list.row])));
      await waitFor(() => expect(getByRole("heading", list.title) !== null).to.equal(true));
      const name = (list.row as { name: string }).name;
      await waitFor(() => expect(card(name) !== null).to.equal(true));
      expect(card(name)!.textContent).to.contain("ACTIVE");
      expect(queryByText(list.empty) === null).to.equal(true);
    });

    it("says so when there is nothing", async () => {
      answer(list.list, []);
      await render(<LocationsArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.empty) !== null).to.equal(true));
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      let calls = 0;
      answer(list.list, () => (++calls === 1 ? refused("Database unavailable", 500) : [list.row]));
      await render(<LocationsArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.errorTitle) !== null).to.equal(true));
      expect(getByText("Database unavailable") !== null).to.equal(true);
      await click(getByRole("button", "Retry"));
      await waitFor(() => expect(card((list.row as { name: string }).name) !== null).to.equal(true));
    });
  });
}

describe("countries", () => {
  it("status in colour and in text; the name opens the country's states", async () => {
    answer("GET /countries", [austria, france]);
    await render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(card("Austria") !== null).to.equal(true));
    expect(card("Austria")!.textContent).to.contain("INACTIVE");
    expect(getByRole("link", "France").getAttribute("href")).to.equal("/setting/countries/state/4");
    expect(getByText("2 of 2 countries") !== null).to.equal(true);
  });

  it("the delete dialog says how many states and cities go with the country, then deletes it", async () => {
    let countries = [austria, france];
    answer("GET /countries", () => countries);
    answer("GET /country/contents/:id", { countryId: 4, states: 2, cities: 1 });
    answer("DELETE /country/delete/:id", () => {
      countries = [austria];
      return null;
    });
    await render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(getByRole("button", "Settings for France") !== null).to.equal(true));
    await click(getByRole("button", "Settings for France"));
    await click(getByRole("menuitem", "Delete"));
    const dialog = getByRole("alertdialog");
    expect(dialog.textContent).to.contain("Are you sure you want to delete this country?");
    await waitFor(() => expect(dialog.textContent).to.contain("France is deleted with its 2 states and 1 city."));
    expect(sent("GET /country/contents/:id").map((request) => request.path)).to.deep.equal(["/country/contents/4"]);
    await click(getByRole("button", "Delete", dialog));
    await waitFor(() => expect(getByText("Country Deleted successfully") !== null).to.equal(true));
    expect(sent("DELETE /country/delete/:id").map((request) => request.path)).to.deep.equal(["/country/delete/4"]);
    await waitFor(() => expect(card("France") === null).to.equal(true));
    expect(card("Austria") !== null).to.equal(true);
  });

  it("a failed delete shows the server's message and keeps the card; Cancel sends nothing", async () => {
    answer("GET /countries", [france]);
    answer("GET /country/contents/:id", () => refused("Counting failed", 500));
    answer("DELETE /country/delete/:id", refused("Database is read-only", 503));
    await render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(getByRole("button", "Settings for France") !== null).to.equal(true));
    await click(getByRole("button", "Settings for France"));
    await click(getByRole("menuitem", "Delete"));
    await waitFor(() =>
      expect(getByRole("alertdialog").textContent).to.contain(
        "France is deleted with all its states and cities (they could not be counted: Counting failed).",
      ),
    );
    await click(getByRole("button", "Cancel", getByRole("alertdialog")));
    expect(queryAllByRole("alertdialog")).to.have.length(0);
    expect(sent("DELETE /country/delete/:id")).to.have.length(0);

    await click(getByRole("button", "Settings for France"));
    await click(getByRole("menuitem", "Delete"));
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete country "France"') !== null).to.equal(true));
    expect(getByText("Database is read-only") !== null).to.equal(true);
    expect(card("France") !== null).to.equal(true);
  });

  it("the gear menu closes on Escape and on a click outside it", async () => {
    answer("GET /countries", [france]);
    await render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(getByRole("button", "Settings for France") !== null).to.equal(true));
    const gear = getByRole("button", "Settings for France");
    await click(gear);
    expect(queryAllByRole("menu")).to.have.length(1);
    await pressKey(document.activeElement ?? document.body, "Escape");
    await waitFor(() => expect(queryAllByRole("menu")).to.have.length(0));
    await click(gear);
    expect(queryAllByRole("menu")).to.have.length(1);
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    });
    await waitFor(() => expect(queryAllByRole("menu")).to.have.length(0));
  });

  it("the search ignores case and accents", async () => {
    answer("GET /countries", [austria, france, country({ id: 9, name: "Côte d’Ivoire" })]);
    await render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(card("France") !== null).to.equal(true));
    await type(getByRole("textbox", "Search countries"), "COTE");
    await waitFor(() => expect(card("France") === null).to.equal(true));
    expect(card("Côte d’Ivoire") !== null).to.equal(true);
    expect(getByText("1 of 3 countries") !== null).to.equal(true);
    await type(getByRole("textbox", "Search countries"), "zzz");
    await waitFor(() => expect(getByText("No Country found") !== null).to.equal(true));
  });
});

describe("states and cities", () => {
  it("states: titled by the country, breadcrumb back up, a state opens its cities, delete", async () => {
    answer("GET /country/byid/:id", france);
    answer("GET /states/byCountryId/:id", [idf]);
    answer("DELETE /states/delete/:id", null);
    await render(<LocationsArea initialPath="/setting/countries/state/4" />);
    await waitFor(() => expect(getByRole("heading", "France States") !== null).to.equal(true));
    const trail = getByRole("navigation", "Where you are");
    expect(getByRole("link", "Countries", trail).getAttribute("href")).to.equal("/setting/countries");
    expect(trail.querySelector('[aria-current="page"]')!.textContent).to.equal("France");
    expect(getByRole("link", "Île-de-France").getAttribute("href")).to.equal("/setting/countries/cities/12");
    expect(getByRole("link", "Add New State").getAttribute("href")).to.equal("/setting/countries/state/add/4");
    await click(getByRole("button", "Settings for Île-de-France"));
    await click(getByRole("menuitem", "Delete"));
    expect(getByRole("alertdialog").textContent).to.contain("Are you sure you want to delete this state?");
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText("State Deleted successfully") !== null).to.equal(true));
    expect(sent("DELETE /states/delete/:id").map((request) => request.path)).to.deep.equal(["/states/delete/12"]);
  });

  it("cities: the state's name comes from the state looked up by its id, and the breadcrumb leads back up", async () => {
    answer("GET /state/byid/:id", idf);
    answer("GET /country/byid/:id", france);
    answer("GET /cities/byStateId/:id", [paris]);
    answer("DELETE /city/delete/:id", refused("City not found", 404));
    await render(<LocationsArea initialPath="/setting/countries/cities/12" />);
    await waitFor(() => expect(getByRole("heading", "Île-de-France Cities") !== null).to.equal(true));
    expect(sent("GET /state/byid/:id").map((request) => request.path)).to.deep.equal(["/state/byid/12"]);
    // The states of the country are not searched for the state (the spec's slip).
    expect(sent().some((request) => request.path.startsWith("/states/byCountryId"))).to.equal(false);
    const trail = getByRole("navigation", "Where you are");
    await waitFor(() =>
      expect(getByRole("link", "France", trail).getAttribute("href")).to.equal("/setting/countries/state/4"),
    );
    expect(getByRole("link", "Countries", trail) !== null).to.equal(true);
    expect(getByRole("link", "Add New City").getAttribute("href")).to.equal("/setting/countries/cities/add/12");
    await click(getByRole("button", "Settings for Paris"));
    await click(getByRole("menuitem", "Delete"));
    expect(getByRole("alertdialog").textContent).to.contain("Are you sure you want to delete this city?");
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete city "Paris"') !== null).to.equal(true));
    expect(getByText("City not found") !== null).to.equal(true);
  });

  it("a state that does not exist says so instead of a title", async () => {
    answer("GET /state/byid/:id", refused("State not found", 404));
    answer("GET /cities/byStateId/:id", refused("State not found", 404));
    await render(<LocationsArea initialPath="/setting/countries/cities/77" />);
    await waitFor(() => expect(getByText("Error fetching cities") !== null).to.equal(true));
    expect(getByText("State not found") !== null).to.equal(true);
  });

  it("2,000 cities: the first cards show at once, more follow, and the search looks through all of them", async function (this: {
    timeout(ms: number): void;
  }) {
    this.timeout(20_000);
    const many = Array.from({ length: 2000 }, (_, index) =>
      city({ id: 1000 + index, name: `City ${String(index).padStart(4, "0")}`, stateId: 12 }),
    );
    answer("GET /state/byid/:id", idf);
    answer("GET /country/byid/:id", france);
    answer("GET /cities/byStateId/:id", many);
    // React renders on its own schedule here, as on a page: inside act() it would render every
    // batch before the test could look at the first one.
    const flags = globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean };
    await render(<LocationsArea initialPath="/setting/countries/cities/12" />);
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await waitFor(() => expect(card("City 0000") !== null).to.equal(true), { timeout: 10_000 });
      await waitFor(() => expect(getByRole("heading", "Île-de-France Cities") !== null).to.equal(true));
      const grid = document.querySelector<HTMLElement>('ul[aria-label="Cities of Île-de-France"]')!;
      expect(Number(grid.dataset.rendered)).to.be.below(2000);
      const first = grid.querySelectorAll(":scope > li").length;
      // More follow without anything being done (on a loaded test machine, not necessarily all yet).
      await waitFor(() => expect(grid.querySelectorAll(":scope > li").length).to.be.above(first), {
        timeout: 10_000,
      });
      expect(getByText("2000 of 2000 cities") !== null).to.equal(true);
      // The search looks through all 2,000, rendered yet or not.
      await type(getByRole("textbox", "Search cities"), "City 1999");
      await waitFor(() => expect(getByText("1 of 2000 cities") !== null).to.equal(true));
      expect(card("City 1999") !== null).to.equal(true);
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

describe("location forms", () => {
  it("an empty name is refused before sending; a name taken at that level shows at the field and stays", async () => {
    answer("GET /countries", [france]);
    answer("POST /country/add", refused('A country named "Germany" already exists.', 409));
    await render(<LocationsArea initialPath="/setting/countries/add" />);
    await waitFor(() => expect(getByRole("heading", "Add Country") !== null).to.equal(true));
    await click(getByRole("button", "Add"));
    expect(getByText("Please enter a title") !== null).to.equal(true);
    expect(sent("POST /country/add")).to.have.length(0);
    const field = getByRole("textbox", "Country name") as HTMLInputElement;
    await type(field, "Germany");
    await click(getByRole("button", "Add"));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).to.equal("true"));
    expect(sentBody("POST /country/add")).to.deep.equal({ name: "Germany" });
    expect(allElements().filter((element) => element.textContent === 'A country named "Germany" already exists.')).to
      .not.be.empty;
    expect(getByText('Failed to add country "Germany"') !== null).to.equal(true);
    expect(field.value).to.equal("Germany");
    expect(queryByText(/banner/i) === null).to.equal(true);
  });

  it("suggests the ISO 3166 names in the operator's language, without the countries already there", async () => {
    answer("GET /countries", [france]);
    await render(<LocationsArea initialPath="/setting/countries/add" />);
    await waitFor(() => expect(document.querySelector("datalist option[value='Germany']") !== null).to.equal(true));
    await waitFor(() => expect(sent("GET /countries")).to.have.length(1));
    await waitFor(() => expect(document.querySelector("datalist option[value='France']") === null).to.equal(true));
    const field = getByRole("textbox", "Country name") as HTMLInputElement;
    expect(field.list?.id).to.equal(document.querySelector("datalist")!.id);
    expect(document.querySelectorAll("datalist option").length).to.be.above(240);
  });

  it("in German the suggestions are German names", async () => {
    setConfig({ apiBase: "/api", uploadBase: "", locale: "de-DE" });
    answer("GET /countries", []);
    await render(<LocationsArea initialPath="/setting/countries/add" />);
    await waitFor(() => expect(document.querySelector("datalist option[value='Frankreich']") !== null).to.equal(true));
    expect(document.querySelector("datalist option[value='Deutschland']") !== null).to.equal(true);
  });

  it("edit with ?id= loads the country by id, sends Update, and goes back to the list", async () => {
    answer("GET /countries", [france]);
    answer("GET /country/byid/:id", france);
    answer("PUT /country/update/:id", country({ id: 4, name: "République française" }));
    await render(<LocationsArea initialPath="/setting/countries/add?id=4" />);
    await waitFor(() => expect((getByRole("textbox", "Country name") as HTMLInputElement).value).to.equal("France"));
    expect(getByRole("heading", "Edit Country") !== null).to.equal(true);
    await type(getByRole("textbox", "Country name"), "  République française ");
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByText("Country updated successfully") !== null).to.equal(true));
    expect(sentBody("PUT /country/update/:id")).to.deep.equal({ name: "République française" });
    expect(sent("PUT /country/update/:id")[0].path).to.equal("/country/update/4");
    // Opened directly, there is no page behind it: it goes to the countries.
    await waitFor(() => expect(getByRole("heading", "Countries") !== null).to.equal(true));
  });

  it("a state is added to its country; after saving the screen goes back one page", async () => {
    answer("GET /country/byid/:id", france);
    answer("GET /states/byCountryId/:id", []);
    answer("POST /state/add", idf);
    await render(<LocationsArea initialPath="/setting/countries/state/4" />);
    await waitFor(() => expect(getByRole("heading", "France States") !== null).to.equal(true));
    await click(getByRole("link", "Add New State"));
    await waitFor(() => expect(getByRole("heading", "Add State") !== null).to.equal(true));
    await type(getByRole("textbox", "State name"), "Île-de-France");
    await click(getByRole("button", "Add"));
    await waitFor(() => expect(getByText("State added successfully") !== null).to.equal(true));
    expect(sentBody("POST /state/add")).to.deep.equal({ name: "Île-de-France", countryId: 4 });
    await waitFor(() => expect(getByRole("heading", "France States") !== null).to.equal(true));
  });

  it("a city edit opened by link loads the city by id; a failure keeps the name and speaks of the city", async () => {
    answer("GET /state/byid/:id", idf);
    answer("GET /country/byid/:id", france);
    answer("GET /city/byid/:id", paris);
    answer("PUT /city/update/:id", refused("The database is busy", 503));
    await render(<LocationsArea initialPath="/setting/countries/cities/add/12?id=90" />);
    await waitFor(() => expect((getByRole("textbox", "City name") as HTMLInputElement).value).to.equal("Paris"));
    expect(getByRole("heading", "Edit City") !== null).to.equal(true);
    await type(getByRole("textbox", "City name"), "Paris Centre");
    await click(getByRole("button", "Update"));
    await waitFor(() => expect(getByText('Failed to update city "Paris Centre"') !== null).to.equal(true));
    expect(getByText("The database is busy") !== null).to.equal(true);
    expect((getByRole("textbox", "City name") as HTMLInputElement).value).to.equal("Paris Centre");
    expect(sentBody("PUT /city/update/:id")).to.deep.equal({ name: "Paris Centre", stateId: 12 });
  });
});
