import { act } from "react";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, PIXEL, refused, sent, settle, signIn, user } from "./harness";
import { brand, category, device, flavour, nicotine } from "./fixtures";

const aurora = brand({ id: 3, brand_name: "Aurora", description: "d", image_url: PIXEL, categoryCount: 2 });
const pods = category({
  id: 8,
  category_name: "Pods",
  image_url: PIXEL,
  brand_id: 3,
  brand_name: "Aurora",
  productCount: 5,
});

interface ListCase {
  name: string;
  path: string;
  /** The list's route, whose answer decides the screen's state. */
  list: string;
  row: object;
  /** Other routes the screen calls, answered with data. */
  others?: Record<string, object>;
  dataText: string;
  empty: string;
  errorTitle: string;
}

const LISTS: ListCase[] = [
  {
    name: "brands",
    path: "/brand",
    list: "GET /brand/get",
    row: aurora,
    dataText: "Categories: 2",
    empty: "No Brand Found",
    errorTitle: "Error fetching brands",
  },
  {
    name: "categories of a brand",
    path: "/category/3",
    list: "GET /categories/brandId/:brandId",
    row: pods,
    others: { "GET /brandbyId/get/:id": aurora },
    dataText: "Products: 5",
    empty: "No Category Found",
    errorTitle: "Error fetching categories",
  },
  {
    name: "all categories",
    path: "/categories",
    list: "GET /category/get",
    row: pods,
    others: { "GET /brand/get": [aurora] },
    dataText: "Products: 5",
    empty: "No Category Found",
    errorTitle: "Error fetching categories",
  },
  {
    name: "colours",
    path: "/flavour",
    list: "GET /flavour/get",
    row: flavour({ id: 1, flavour_name: "Crimson", description: "Deep red" }),
    dataText: "Crimson",
    empty: "No Color Found",
    errorTitle: "Error fetching Flavor",
  },
  {
    name: "tags",
    path: "/device-type",
    list: "GET /device/get",
    row: device({ id: 1, device_name: "Bestseller" }),
    dataText: "Bestseller",
    empty: "No Device Found",
    errorTitle: "Error fetching Device",
  },
  {
    name: "nicotine strengths",
    path: "/nicotine-strength",
    list: "GET /nicotine/get",
    row: nicotine({ id: 1, nicotine_strength: "12", unit: "mg/ml" }),
    dataText: "mg/ml",
    empty: "No Nicotine Strength Found",
    errorTitle: "Error fetching NicotineStrength",
  },
];

beforeEach(() => signIn());

for (const list of LISTS) {
  describe(`catalog list: ${list.name}`, () => {
    beforeEach(() => {
      for (const [route, body] of Object.entries(list.others ?? {})) answer(route, body);
    });

    it("shows a loading state, then the data", async () => {
      let release: (response: Response) => void = () => {};
      answer(list.list, () => new Promise((resolve) => (release = resolve)));
      render(<CatalogArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).to.exist);
      expect(screen.queryByText(list.dataText)).to.equal(null);
      // The list was asked for (release is set then), before its answer is let through.
      await waitFor(() => expect(sent(list.list)).to.have.length(1));
      await act(async () => release(ok([list.row])));
      await screen.findByText(list.dataText);
      expect(screen.queryByText(list.empty)).to.equal(null);
    });

    it("says so when there is nothing", async () => {
      answer(list.list, []);
      render(<CatalogArea initialPath={list.path} />);
      await screen.findByText(list.empty);
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      // The server fails until the operator retries (a screen mounting after its starter's failure asks again).
      let serverDown = true;
      answer(list.list, () => (serverDown ? refused("Database unavailable", 500) : [list.row]));
      render(<CatalogArea initialPath={list.path} />);
      await screen.findByText(list.errorTitle);
      screen.getByText("Database unavailable");
      await settle();
      serverDown = false;
      await user.click(await screen.findByRole("button", { name: "Retry" }));
      await screen.findByText(list.dataText);
    });
  });
}

describe("catalog deletes", () => {
  it("a refused brand delete shows the server's reason and keeps the card", async () => {
    answer("GET /brand/get", [aurora]);
    answer("DELETE /brand/delete/:id", refused("This brand has 2 categories; delete or move them first.", 409));
    render(<CatalogArea initialPath="/brand" />);
    await screen.findByRole("button", { name: "Delete Aurora" });
    await user.click(screen.getByRole("button", { name: "Delete Aurora" }));
    expect(screen.getByText("Are you sure you want to delete Aurora?")).to.exist;
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete brand "Aurora"');
    expect(screen.getByText("This brand has 2 categories; delete or move them first.")).to.exist;
    expect(sent("DELETE /brand/delete/:id").map((request) => request.path)).to.deep.equal(["/brand/delete/3"]);
    expect(screen.queryByText("Are you sure you want to delete Aurora?")).to.equal(null);
    expect(screen.getByText("Categories: 2")).to.exist;
  });

  it("a category that still has products is refused; the notice speaks of the category", async () => {
    answer("GET /brandbyId/get/:id", aurora);
    answer("GET /categories/brandId/:brandId", [pods]);
    answer("DELETE /category/delete/:id", refused("This category has 5 products; delete or move them first.", 409));
    render(<CatalogArea initialPath="/category/3" />);
    await screen.findByRole("button", { name: "Delete Pods" });
    await user.click(screen.getByRole("button", { name: "Delete Pods" }));
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete category "Pods"');
    expect(screen.getByText("This category has 5 products; delete or move them first.")).to.exist;
    expect(sent("DELETE /category/delete/:id").map((request) => request.path)).to.deep.equal(["/category/delete/8"]);
    expect(screen.getByText("Products: 5")).to.exist;
  });

  it("a failed colour delete shows a notice (the spec only logged it)", async () => {
    answer("GET /flavour/get", [flavour({ id: 4, flavour_name: "Crimson" })]);
    answer("DELETE /flavour/delete/:id", refused("Colour not found", 404));
    render(<CatalogArea initialPath="/flavour" />);
    await screen.findByRole("button", { name: "Actions for Crimson" });
    await user.click(screen.getByRole("button", { name: "Actions for Crimson" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete color "Crimson"');
    expect(screen.getByText("Colour not found")).to.exist;
  });
});
