import { act } from "react";
import { LocationsArea } from "../../src/shell/LocationsArea";
import { setConfig } from "../../src/core/config";
import type { City, Country, State } from "../../src/core/types";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, refused, sent, sentBody, signIn, user, typeOver, settle } from "./harness";

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
      render(<LocationsArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).to.not.equal(null));
      // The list was asked for (release is set then), before its answer is let through.
      await waitFor(() => expect(sent(list.list)).to.have.length(1));
      await act(async () => release(ok([list.row])));
      await screen.findByRole("heading", { name: list.title });
      const name = (list.row as { name: string }).name;
      await waitFor(() => expect(card(name)).to.not.equal(null));
      expect(card(name)!.textContent).to.contain("ACTIVE");
      expect(screen.queryByText(list.empty)).to.equal(null);
    });

    it("says so when there is nothing", async () => {
      answer(list.list, []);
      render(<LocationsArea initialPath={list.path} />);
      await screen.findByText(list.empty);
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      // The server fails until the operator retries (a screen mounting after its starter's failure asks again).
      let serverDown = true;
      answer(list.list, () => (serverDown ? refused("Database unavailable", 500) : [list.row]));
      render(<LocationsArea initialPath={list.path} />);
      await screen.findByText(list.errorTitle);
      screen.getByText("Database unavailable");
      await settle();
      serverDown = false;
      await user.click(await screen.findByRole("button", { name: "Retry" }));
      await waitFor(() => expect(card((list.row as { name: string }).name)).to.not.equal(null));
    });
  });
}

describe("countries", () => {
  it("status in colour and in text; the name opens the country's states", async () => {
    answer("GET /countries", [austria, france]);
    render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(card("Austria")).to.not.equal(null));
    expect(card("Austria")!.textContent).to.contain("INACTIVE");
    expect(screen.getByRole("link", { name: "France" }).getAttribute("href")).to.equal("/setting/countries/state/4");
    screen.getByText("2 of 2 countries");
  });

  it("the delete dialog says how many states and cities go with the country, then deletes it", async () => {
    let countries = [austria, france];
    answer("GET /countries", () => countries);
    answer("GET /country/contents/:id", { countryId: 4, states: 2, cities: 1 });
    answer("DELETE /country/delete/:id", () => {
      countries = [austria];
      return null;
    });
    render(<LocationsArea initialPath="/setting/countries" />);
    await screen.findByRole("button", { name: "Settings for France" });
    await user.click(screen.getByRole("button", { name: "Settings for France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    expect(dialog.textContent).to.contain("Are you sure you want to delete this country?");
    await waitFor(() => expect(dialog.textContent).to.contain("France is deleted with its 2 states and 1 city."));
    expect(sent("GET /country/contents/:id").map((request) => request.path)).to.deep.equal(["/country/contents/4"]);
    await user.click(within(dialog as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText("Country Deleted successfully");
    expect(sent("DELETE /country/delete/:id").map((request) => request.path)).to.deep.equal(["/country/delete/4"]);
    await waitFor(() => expect(card("France")).to.equal(null));
    expect(card("Austria")).to.not.equal(null);
  });

  it("a failed delete shows the server's message and keeps the card; Cancel sends nothing", async () => {
    answer("GET /countries", [france]);
    answer("GET /country/contents/:id", () => refused("Counting failed", 500));
    answer("DELETE /country/delete/:id", refused("Database is read-only", 503));
    render(<LocationsArea initialPath="/setting/countries" />);
    await screen.findByRole("button", { name: "Settings for France" });
    await user.click(screen.getByRole("button", { name: "Settings for France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await waitFor(() =>
      expect(screen.getByRole("alertdialog").textContent).to.contain(
        "France is deleted with all its states and cities (they could not be counted: Counting failed).",
      ),
    );
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Cancel" }));
    expect(screen.queryAllByRole("alertdialog")).to.have.length(0);
    expect(sent("DELETE /country/delete/:id")).to.have.length(0);

    await user.click(screen.getByRole("button", { name: "Settings for France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete country "France"');
    screen.getByText("Database is read-only");
    expect(card("France")).to.not.equal(null);
  });

  it("the gear menu closes on Escape and on a click outside it", async () => {
    answer("GET /countries", [france]);
    render(<LocationsArea initialPath="/setting/countries" />);
    await screen.findByRole("button", { name: "Settings for France" });
    const gear = screen.getByRole("button", { name: "Settings for France" });
    await user.click(gear);
    expect(screen.queryAllByRole("menu")).to.have.length(1);
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryAllByRole("menu")).to.have.length(0));
    await user.click(gear);
    expect(screen.queryAllByRole("menu")).to.have.length(1);
    await act(async () => {
      document.body.dispatchEvent(new PointerEvent("pointerdown", { bubbles: true, composed: true }));
    });
    await waitFor(() => expect(screen.queryAllByRole("menu")).to.have.length(0));
  });

  it("the search ignores case and accents", async () => {
    answer("GET /countries", [austria, france, country({ id: 9, name: "Côte d’Ivoire" })]);
    render(<LocationsArea initialPath="/setting/countries" />);
    await waitFor(() => expect(card("France")).to.not.equal(null));
    await typeOver(screen.getByRole("searchbox", { name: "Search countries" }), "COTE");
    await waitFor(() => expect(card("France")).to.equal(null));
    expect(card("Côte d’Ivoire")).to.not.equal(null);
    screen.getByText("1 of 3 countries");
    await typeOver(screen.getByRole("searchbox", { name: "Search countries" }), "zzz");
    await screen.findByText("No Country found");
  });
});

describe("states and cities", () => {
  it("states: titled by the country, breadcrumb back up, a state opens its cities, delete", async () => {
    answer("GET /country/byid/:id", france);
    answer("GET /states/byCountryId/:id", [idf]);
    answer("DELETE /states/delete/:id", null);
    render(<LocationsArea initialPath="/setting/countries/state/4" />);
    await screen.findByRole("heading", { name: "France States" });
    const trail = screen.getByRole("navigation", { name: "Where you are" });
    expect(
      within(trail as HTMLElement)
        .getByRole("link", { name: "Countries" })
        .getAttribute("href"),
    ).to.equal("/setting/countries");
    expect(trail.querySelector('[aria-current="page"]')!.textContent).to.equal("France");
    expect(screen.getByRole("link", { name: "Île-de-France" }).getAttribute("href")).to.equal(
      "/setting/countries/cities/12",
    );
    expect(screen.getByRole("link", { name: "Add New State" }).getAttribute("href")).to.equal(
      "/setting/countries/state/add/4",
    );
    await user.click(screen.getByRole("button", { name: "Settings for Île-de-France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(screen.getByRole("alertdialog").textContent).to.contain("Are you sure you want to delete this state?");
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText("State Deleted successfully");
    expect(sent("DELETE /states/delete/:id").map((request) => request.path)).to.deep.equal(["/states/delete/12"]);
  });

  it("cities: the state's name comes from the state looked up by its id, and the breadcrumb leads back up", async () => {
    answer("GET /state/byid/:id", idf);
    answer("GET /country/byid/:id", france);
    answer("GET /cities/byStateId/:id", [paris]);
    answer("DELETE /city/delete/:id", refused("City not found", 404));
    render(<LocationsArea initialPath="/setting/countries/cities/12" />);
    await screen.findByRole("heading", { name: "Île-de-France Cities" });
    expect(sent("GET /state/byid/:id").map((request) => request.path)).to.deep.equal(["/state/byid/12"]);
    // The states of the country are not searched for the state (the spec's slip).
    expect(sent().some((request) => request.path.startsWith("/states/byCountryId"))).to.equal(false);
    const trail = screen.getByRole("navigation", { name: "Where you are" });
    await waitFor(() =>
      expect(
        within(trail as HTMLElement)
          .getByRole("link", { name: "France" })
          .getAttribute("href"),
      ).to.equal("/setting/countries/state/4"),
    );
    within(trail as HTMLElement).getByRole("link", { name: "Countries" });
    expect(screen.getByRole("link", { name: "Add New City" }).getAttribute("href")).to.equal(
      "/setting/countries/cities/add/12",
    );
    await user.click(screen.getByRole("button", { name: "Settings for Paris" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    expect(screen.getByRole("alertdialog").textContent).to.contain("Are you sure you want to delete this city?");
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete city "Paris"');
    screen.getByText("City not found");
  });

  it("a state that does not exist says so instead of a title", async () => {
    answer("GET /state/byid/:id", refused("State not found", 404));
    answer("GET /cities/byStateId/:id", refused("State not found", 404));
    render(<LocationsArea initialPath="/setting/countries/cities/77" />);
    await screen.findByText("Error fetching cities");
    screen.getByText("State not found");
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
    render(<LocationsArea initialPath="/setting/countries/cities/12" />);
    flags.IS_REACT_ACT_ENVIRONMENT = false;
    try {
      await waitFor(() => expect(card("City 0000")).to.not.equal(null), { timeout: 10_000 });
      await screen.findByRole("heading", { name: "Île-de-France Cities" });
      const grid = document.querySelector<HTMLElement>('ul[aria-label="Cities of Île-de-France"]')!;
      expect(Number(grid.dataset.rendered)).to.be.below(2000);
      const first = grid.querySelectorAll(":scope > li").length;
      // More follow without anything being done (on a loaded test machine, not necessarily all yet).
      await waitFor(() => expect(grid.querySelectorAll(":scope > li").length).to.be.above(first), {
        timeout: 10_000,
      });
      screen.getByText("2000 of 2000 cities");
      // The search looks through all 2,000, rendered yet or not.
      await typeOver(screen.getByRole("searchbox", { name: "Search cities" }), "City 1999");
      await screen.findByText("1 of 2000 cities");
      expect(card("City 1999")).to.not.equal(null);
    } finally {
      flags.IS_REACT_ACT_ENVIRONMENT = true;
    }
  });
});

describe("location forms", () => {
  it("an empty name is refused before sending; a name taken at that level shows at the field and stays", async () => {
    answer("GET /countries", [france]);
    answer("POST /country/add", refused('A country named "Germany" already exists.', 409));
    render(<LocationsArea initialPath="/setting/countries/add" />);
    await screen.findByRole("heading", { name: "Add Country" });
    await user.click(screen.getByRole("button", { name: "Add" }));
    screen.getByText("Please enter a title");
    expect(sent("POST /country/add")).to.have.length(0);
    const field = screen.getByLabelText("Country name") as HTMLInputElement;
    await typeOver(field, "Germany");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await waitFor(() => expect(field.getAttribute("aria-invalid")).to.equal("true"));
    expect(sentBody("POST /country/add")).to.deep.equal({ name: "Germany" });
    expect(screen.getAllByText('A country named "Germany" already exists.')).to.not.be.empty;
    screen.getByText('Failed to add country "Germany"');
    expect(field.value).to.equal("Germany");
    expect(screen.queryByText(/banner/i)).to.equal(null);
  });

  it("suggests the ISO 3166 names in the operator's language, without the countries already there", async () => {
    answer("GET /countries", [france]);
    render(<LocationsArea initialPath="/setting/countries/add" />);
    await waitFor(() => expect(document.querySelector("datalist option[value='Germany']")).to.not.equal(null));
    await waitFor(() => expect(sent("GET /countries")).to.have.length(1));
    await waitFor(() => expect(document.querySelector("datalist option[value='France']")).to.equal(null));
    const field = screen.getByLabelText("Country name") as HTMLInputElement;
    expect(field.list?.id).to.equal(document.querySelector("datalist")!.id);
    expect(document.querySelectorAll("datalist option").length).to.be.above(240);
  });

  it("in German the suggestions are German names", async () => {
    setConfig({ apiBase: "/api", uploadBase: "", locale: "de-DE" });
    answer("GET /countries", []);
    render(<LocationsArea initialPath="/setting/countries/add" />);
    await waitFor(() => expect(document.querySelector("datalist option[value='Frankreich']")).to.not.equal(null));
    expect(document.querySelector("datalist option[value='Deutschland']")).to.not.equal(null);
  });

  it("edit with ?id= loads the country by id, sends Update, and goes back to the list", async () => {
    answer("GET /countries", [france]);
    answer("GET /country/byid/:id", france);
    answer("PUT /country/update/:id", country({ id: 4, name: "République française" }));
    render(<LocationsArea initialPath="/setting/countries/add?id=4" />);
    await waitFor(() => expect((screen.getByLabelText("Country name") as HTMLInputElement).value).to.equal("France"));
    screen.getByRole("heading", { name: "Edit Country" });
    await typeOver(screen.getByLabelText("Country name"), "  République française ");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText("Country updated successfully");
    expect(sentBody("PUT /country/update/:id")).to.deep.equal({ name: "République française" });
    expect(sent("PUT /country/update/:id")[0].path).to.equal("/country/update/4");
    // Opened directly, there is no page behind it: it goes to the countries.
    await screen.findByRole("heading", { name: "Countries" });
  });

  it("a state is added to its country; after saving the screen goes back one page", async () => {
    answer("GET /country/byid/:id", france);
    answer("GET /states/byCountryId/:id", []);
    answer("POST /state/add", idf);
    render(<LocationsArea initialPath="/setting/countries/state/4" />);
    await screen.findByRole("heading", { name: "France States" });
    await user.click(screen.getByRole("link", { name: "Add New State" }));
    await screen.findByRole("heading", { name: "Add State" });
    await typeOver(screen.getByRole("textbox", { name: "State name" }), "Île-de-France");
    await user.click(screen.getByRole("button", { name: "Add" }));
    await screen.findByText("State added successfully");
    expect(sentBody("POST /state/add")).to.deep.equal({ name: "Île-de-France", countryId: 4 });
    await screen.findByRole("heading", { name: "France States" });
  });

  it("a city edit opened by link loads the city by id; a failure keeps the name and speaks of the city", async () => {
    answer("GET /state/byid/:id", idf);
    answer("GET /country/byid/:id", france);
    answer("GET /city/byid/:id", paris);
    answer("PUT /city/update/:id", refused("The database is busy", 503));
    render(<LocationsArea initialPath="/setting/countries/cities/add/12?id=90" />);
    await waitFor(() => expect((screen.getByLabelText("City name") as HTMLInputElement).value).to.equal("Paris"));
    screen.getByRole("heading", { name: "Edit City" });
    await typeOver(screen.getByLabelText("City name"), "Paris Centre");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText('Failed to update city "Paris Centre"');
    screen.getByText("The database is busy");
    expect((screen.getByLabelText("City name") as HTMLInputElement).value).to.equal("Paris Centre");
    expect(sentBody("PUT /city/update/:id")).to.deep.equal({ name: "Paris Centre", stateId: 12 });
  });
});
