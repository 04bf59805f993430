import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import type { Country } from "../../src/core/types";
import { LocationsArea } from "../../src/shell/LocationsArea";
import { answer, expect, sent, settle, signIn, user } from "./harness";

const france: Country = { id: 4, name: "France", status: "ACTIVE", created_at: "2026-11-02T10:00:00.000Z" };

beforeEach(() => signIn());

describe("locations (issue 31)", () => {
  it("one country reads '1 of 1 country'; one state and one city read '1 state' and '1 city'", async () => {
    answer("GET /countries", [france]);
    answer("GET /country/contents/:id", { countryId: 4, states: 1, cities: 1 });
    render(<LocationsArea initialPath="/setting/countries" />);
    await screen.findByText("1 of 1 country");
    await user.click(screen.getByRole("button", { name: "Settings for France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    await waitFor(() => expect(dialog.textContent).to.contain("France is deleted with its 1 state and 1 city."));
  });

  it("deleting a country asks nothing more about it afterwards (no 404 for its contents)", async () => {
    let countries = [france];
    answer("GET /countries", () => countries);
    answer("GET /country/contents/:id", { countryId: 4, states: 2, cities: 3 });
    answer("DELETE /country/delete/:id", () => {
      countries = [];
      return null;
    });
    render(<LocationsArea initialPath="/setting/countries" />);
    await user.click(await screen.findByRole("button", { name: "Settings for France" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog");
    await waitFor(() => expect(dialog.textContent).to.contain("France is deleted with its 2 states and 3 cities."));
    await user.click(within(dialog as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText("Country Deleted successfully");
    await settle();
    expect(sent("GET /country/contents/:id")).to.have.length(1);
    await screen.findByText("No Country found");
  });
});
