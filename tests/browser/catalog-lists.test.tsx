import { act } from "react";
import { shopApi } from "../../src/core/api/shopApi";
import { signedIn, signedOut } from "../../src/core/auth/authSlice";
import { setConfig } from "../../src/core/config";
import { noticeStore } from "../../src/core/notify";
import { shopStore } from "../../src/core/store";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import {
  cleanup,
  click,
  expect,
  getByRole,
  getByText,
  json,
  ok,
  PIXEL,
  queryByText,
  render,
  stubFetch,
  waitFor,
} from "./harness";

const brand = { id: 3, brand_name: "Aurora", description: "d", image_url: PIXEL, categoryCount: 2 };
const category = {
  id: 8,
  category_name: "Pods",
  description: "",
  image_url: PIXEL,
  brand_id: 3,
  brand: { id: 3, brand_name: "Aurora" },
  productCount: 5,
};

interface ListCase {
  name: string;
  path: string;
  /** The list call whose answer decides the screen's state. */
  list: string;
  row: unknown;
  /** Other calls the screen makes, answered with data. */
  others?: Record<string, unknown>;
  dataText: string;
  empty: string;
  errorTitle: string;
}

const LISTS: ListCase[] = [
  {
    name: "brands",
    path: "/brand",
    list: "/brand/get",
    row: brand,
    dataText: "Categories: 2",
    empty: "No Brand Found",
    errorTitle: "Error fetching brands",
  },
  {
    name: "categories of a brand",
    path: "/category/3",
    list: "/categories/brandId/3",
    row: category,
    others: { "/brandbyId/get/3": brand },
    dataText: "Products: 5",
    empty: "No Category Found",
    errorTitle: "Error fetching categories",
  },
  {
    name: "all categories",
    path: "/categories",
    list: "/category/get",
    row: category,
    others: { "/brand/get": [brand] },
    dataText: "Products: 5",
    empty: "No Category Found",
    errorTitle: "Error fetching categories",
  },
  {
    name: "colours",
    path: "/flavour",
    list: "/flavour/get",
    row: { id: 1, flavour_name: "Crimson", description: "Deep red" },
    dataText: "Crimson",
    empty: "No Color Found",
    errorTitle: "Error fetching Flavor",
  },
  {
    name: "tags",
    path: "/device-type",
    list: "/device/get",
    row: { id: 1, device_name: "Bestseller", description: "" },
    dataText: "Bestseller",
    empty: "No Device Found",
    errorTitle: "Error fetching Device",
  },
  {
    name: "nicotine strengths",
    path: "/nicotine-strength",
    list: "/nicotine/get",
    row: { id: 1, nicotine_strength: "12", unit: "mg/ml", description: "" },
    dataText: "mg/ml",
    empty: "No Nicotine Strength Found",
    errorTitle: "Error fetching NicotineStrength",
  },
];

let restoreFetch: () => void = () => {};
const requests: { url: string; method: string; body?: string }[] = [];

function answer(handler: (path: string, method: string) => Response | Promise<Response>) {
  requests.length = 0;
  restoreFetch = stubFetch(async (url, init) => {
    const path = new URL(url, location.href).pathname.replace(/^\/api/, "");
    const method = init?.method ?? "GET";
    requests.push({ url: path, method, body: typeof init?.body === "string" ? init.body : undefined });
    return handler(path, method);
  });
}

const sent = (method: string) => requests.filter((request) => request.method === method).map((request) => request.url);

beforeEach(() => {
  setConfig({ apiBase: "/api" });
  shopStore.dispatch(shopApi.util.resetApiState());
  shopStore.dispatch(signedIn({ token: "t", userStatus: "ADMIN" }));
});

afterEach(async () => {
  restoreFetch();
  await cleanup();
  noticeStore.clear();
  shopStore.dispatch(signedOut());
  localStorage.clear();
});

for (const list of LISTS) {
  describe(`catalog list: ${list.name}`, () => {
    const others = (path: string) => (list.others && path in list.others ? ok(list.others[path]) : null);

    it("shows a loading state, then the data", async () => {
      let release: (response: Response) => void = () => {};
      answer((path) => others(path) ?? new Promise((resolve) => (release = resolve)));
      await render(<CatalogArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).to.exist);
      expect(queryByText(list.dataText)).to.equal(null);
      await act(async () => release(ok([list.row])));
      await waitFor(() => expect(getByText(list.dataText)).to.exist);
      expect(queryByText(list.empty)).to.equal(null);
    });

    it("says so when there is nothing", async () => {
      answer((path) => others(path) ?? ok([]));
      await render(<CatalogArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.empty)).to.exist);
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      let calls = 0;
      answer(
        (path) =>
          others(path) ??
          (++calls === 1 ? json({ success: false, message: "Database unavailable", body: null }, 500) : ok([list.row])),
      );
      await render(<CatalogArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.errorTitle)).to.exist);
      expect(getByText("Database unavailable")).to.exist;
      await click(getByRole("button", "Retry"));
      await waitFor(() => expect(getByText(list.dataText)).to.exist);
    });
  });
}

describe("catalog deletes", () => {
  it("a refused brand delete shows the server's reason and keeps the card", async () => {
    answer((path, method) =>
      method === "DELETE"
        ? json({ success: false, message: "This brand has 2 categories; delete or move them first.", body: null }, 409)
        : ok([brand]),
    );
    await render(<CatalogArea initialPath="/brand" />);
    await waitFor(() => expect(getByRole("button", "Delete Aurora")).to.exist);
    await click(getByRole("button", "Delete Aurora"));
    expect(getByText("Are you sure you want to delete Aurora?")).to.exist;
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete brand "Aurora"')).to.exist);
    expect(getByText("This brand has 2 categories; delete or move them first.")).to.exist;
    expect(sent("DELETE")).to.deep.equal(["/brand/delete/3"]);
    expect(queryByText("Are you sure you want to delete Aurora?")).to.equal(null);
    expect(getByText("Categories: 2")).to.exist;
  });

  it("a category that still has products is refused; the notice speaks of the category", async () => {
    answer((path, method) =>
      method === "DELETE"
        ? json({ success: false, message: "This category has 5 products; delete or move them first.", body: null }, 409)
        : path === "/brandbyId/get/3"
          ? ok(brand)
          : ok([category]),
    );
    await render(<CatalogArea initialPath="/category/3" />);
    await waitFor(() => expect(getByRole("button", "Delete Pods")).to.exist);
    await click(getByRole("button", "Delete Pods"));
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete category "Pods"')).to.exist);
    expect(getByText("This category has 5 products; delete or move them first.")).to.exist;
    expect(sent("DELETE")).to.deep.equal(["/category/delete/8"]);
    expect(getByText("Products: 5")).to.exist;
  });

  it("a failed colour delete shows a notice (the spec only logged it)", async () => {
    answer((_path, method) =>
      method === "DELETE"
        ? json({ success: false, message: "Colour not found", body: null }, 404)
        : ok([{ id: 4, flavour_name: "Crimson", description: "" }]),
    );
    await render(<CatalogArea initialPath="/flavour" />);
    await waitFor(() => expect(getByRole("button", "Actions for Crimson")).to.exist);
    await click(getByRole("button", "Actions for Crimson"));
    await click(getByRole("menuitem", "Delete"));
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete color "Crimson"')).to.exist);
    expect(getByText("Colour not found")).to.exist;
  });
});
