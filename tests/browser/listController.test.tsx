import { act, lazy, Suspense, type ComponentType } from "react";
import { createMemoryRouter, Link, RouterProvider } from "react-router";
import { useListController, type ListConfig } from "../../src/core/useListController";
import { setConfig } from "../../src/core/config";
import { areaMessages } from "../../src/core/messages";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderDetail, orderFixture as order, orderPageOf } from "./fixtures";
import { fireEvent, screen, waitFor } from "@testing-library/dom";
import { answer, expect, renderLoaded, sent, signIn, typeOver, user } from "./harness";

// The list controller (core/useListController.ts) through the orders list: the search's pause,
// a navigation under way during it, the page on a new search, and Back.

const ORDERS = [
  order(1, "Aoife Byrne", "PENDING"),
  order(2, "Brian Walsh", "CONFIRMED"),
  order(3, "Ciara Byrne", "DELIVERED"),
  order(4, "Dara Kelly", "CANCELED"),
];
const MANY = Array.from({ length: 100 }, (_, index) => order(index + 1, `Customer ${index + 1}`, "PENDING"));

const rows = () => document.querySelectorAll("tbody tr:not([data-skeleton])");
const searchBox = () => screen.getByRole<HTMLInputElement>("searchbox");

// The test page's own URL comes back after each test (the runner keeps its session in it).
const runnerUrl = `${location.pathname}${location.search}`;
afterEach(() => {
  history.replaceState(null, "", runnerUrl);
  setConfig({ locale: "en-IE" });
});

/** The browser's Back button; popstate comes a moment later, and is waited for. */
async function back() {
  await act(async () => {
    const popped = new Promise((resolve) => addEventListener("popstate", resolve, { once: true }));
    history.back();
    await popped;
  });
}

beforeEach(() => {
  signIn();
  answer("GET /admin/order/byid/:id", ({ params }) => orderDetail(ORDERS[Number(params.id) - 1]));
});

describe("list controller", () => {
  // First: the order's screen stays held for the rest of the page (the tests below open none).
  it("writes ?search= after the pause, and a row's link followed during the pause is not bounced back", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    // The next screen's texts are held back (never come), so the navigation to it stays under
    // way, as a screen's code on a slow network does, while the search's pause ends.
    setConfig({ locale: "fr-FR" });
    const paths: string[] = [];
    await renderLoaded(<OrdersArea initialPath="/orders" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await typeOver(searchBox(), "byrne");
    await waitFor(() => expect(paths.at(-1)).to.equal("/orders?search=byrne"));
    await waitFor(() => expect(rows()).to.have.length(2));

    const held = new Promise<{ default: Record<string, string> }>(() => {});
    await act(async () => void areaMessages("heldForTheTest", {}, [() => held, () => held]));
    // The search typed and the row's link clicked at once: the pause has not ended.
    await act(async () => {
      fireEvent.change(searchBox(), { target: { value: "ciara" } });
      fireEvent.click(document.querySelector<HTMLElement>('a[data-order-link="3"]')!);
    });
    // Well past the pause (90 ms): the search would have been written by now, and the order,
    // still on its way, given up for the list.
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(paths.filter((path) => path.includes("ciara"))).to.deep.equal([]);
    expect(paths.at(-1)).to.equal("/orders?search=byrne");
  });

  it("a new search starts again at page 1", async () => {
    answer("GET /admin/orders", orderPageOf(MANY));
    const paths: string[] = [];
    await renderLoaded(<OrdersArea initialPath="/orders?page=3" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()[0]?.querySelector("td:nth-child(2)")?.textContent).to.equal("51"));
    await typeOver(searchBox(), "customer 1");
    await waitFor(() => expect(paths.at(-1)).to.equal("/orders?search=customer+1"));
    await waitFor(() => expect(rows()[0]?.querySelector("td:nth-child(2)")?.textContent).to.equal("1"));
    const searched = sent("GET /admin/orders").filter((request) => request.query.get("search") === "customer 1");
    expect(searched[0].query.get("page")).to.equal("1");
  });

  it("Back restores the previous search, in the box and in the rows", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    history.pushState(null, "", "/shop/orders?search=kelly");
    await renderLoaded(<OrdersArea routing="browser" basePath="/shop" />);
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(searchBox().value).to.equal("kelly");
    await typeOver(searchBox(), "byrne");
    await waitFor(() => expect(location.search).to.equal("?search=byrne"));
    await waitFor(() => expect(rows()).to.have.length(2));
    // Away to the transactions and back: the list is where it was left.
    await user.click(screen.getAllByRole("link", { name: "Transactions" })[0]);
    await waitFor(() => expect(location.pathname).to.equal("/shop/transaction"));
    await back();
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(searchBox().value).to.equal("byrne");
    // The list left for the plain list (a link to it), then Back: the search comes back while
    // the list stays on screen.
    await act(async () => {
      history.pushState(null, "", "/shop/orders");
      dispatchEvent(new PopStateEvent("popstate"));
    });
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(searchBox().value).to.equal("");
    await back();
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(searchBox().value).to.equal("byrne");
  });

  it("a link to a screen without a loader, followed during the pause, keeps the next screen's URL clean", async () => {
    // The next screen's code never arrives: the router is already on /next while React keeps the
    // list on screen (the navigation is a transition), and the list's timer still runs.
    const NextScreen = lazy(() => new Promise<{ default: ComponentType }>(() => {}));
    const config: ListConfig<never, { brandId: number | null }> = {
      searchDelay: 90,
      filters: { brandId: (value) => (value ? Number(value) : null) },
    };
    function PlainList() {
      const list = useListController(config);
      return (
        <>
          <input type="search" value={list.text} onChange={(event) => list.setSearch(event.target.value)} />
          <Link to="/next">Next</Link>
        </>
      );
    }
    const router = createMemoryRouter(
      [
        { path: "/list", element: <PlainList /> },
        { path: "/next", element: <NextScreen /> },
      ],
      { initialEntries: ["/list?brandId=8"] },
    );
    await renderLoaded(
      <Suspense fallback="loading">
        <RouterProvider router={router} />
      </Suspense>,
    );
    // Without the link, the pause ends in a write to the list's URL.
    await act(async () => void fireEvent.change(searchBox(), { target: { value: "pods" } }));
    await waitFor(() => expect(router.state.location.search).to.equal("?brandId=8&search=pods"));
    await act(async () => {
      fireEvent.change(searchBox(), { target: { value: "pod kits" } });
      fireEvent.click(screen.getByRole("link", { name: "Next" }));
    });
    await waitFor(() => expect(router.state.location.pathname).to.equal("/next"));
    await act(() => new Promise((resolve) => setTimeout(resolve, 300)));
    expect(`${router.state.location.pathname}${router.state.location.search}`).to.equal("/next");
  });
});
