import { act } from "react";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { createMemoryRouter, RouterProvider } from "react-router";
import type { Discount, User } from "../../src/core/types";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { AllProducts, CategoryProducts } from "../../src/features/catalog/products/productListScreens";
import { DiscountsArea } from "../../src/shell/DiscountsArea";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import { account, brand, category, orderFixture as order, orderPageOf, product } from "./fixtures";
import { answer, expect, refused, sent, sentBody, signIn, user } from "./harness";

/** A bulk call's streamed answer: progress lines, then the envelope with the outcome. */
const ndjson = (lines: unknown[]) =>
  new Response(lines.map((line) => `${JSON.stringify(line)}\n`).join(""), {
    headers: { "content-type": "application/x-ndjson" },
  });

const outcome = (changed: number[], refusedRecords: { id: number; label: string; reason: string }[] = []) => ({
  success: true,
  message: `${changed.length} changed, ${refusedRecords.length} refused`,
  data: { total: changed.length + refusedRecords.length, changed, refused: refusedRecords },
});

/** A stream the test writes line by line (progress first, the outcome when it chooses). */
function openStream() {
  let controller!: ReadableStreamDefaultController<Uint8Array>;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  const encoder = new TextEncoder();
  return {
    response: new Response(body, { headers: { "content-type": "application/x-ndjson" } }),
    write: (line: unknown) => act(async () => controller.enqueue(encoder.encode(`${JSON.stringify(line)}\n`))),
    end: () => act(async () => controller.close()),
  };
}

const checkbox = (name: string) => screen.getByRole("checkbox", { name }) as HTMLInputElement;
const checked = (name: string) => checkbox(name).checked;
const bar = () => screen.getByRole("group", { name: "Actions on the selection" });
const statusText = () =>
  Array.from(document.querySelectorAll("[data-bulk-bar] [role=status]")).map((node) => node.textContent)[0];

beforeEach(() => signIn());

describe("bulk actions: orders", () => {
  const ORDERS = [
    order(1, "Aoife Byrne", "PENDING"),
    order(2, "Brian Walsh", "CONFIRMED"),
    order(3, "Ciara Byrne", "DELIVERED"),
    order(4, "Dara Kelly", "PENDING"),
    order(5, "Eoin Kelly", "PENDING"),
  ];

  it("selects by click, the header checkbox selects the page and shows mixed when part of it is", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" />);
    await screen.findByRole("checkbox", { name: "Select ORD-1001" });
    expect(screen.queryByRole("group", { name: "Actions on the selection" })).to.equal(null);
    await user.click(checkbox("Select ORD-1002"));
    expect(within(bar()).getByText("1 selected")).to.exist;
    const header = checkbox("Select every row on this page");
    expect(header.indeterminate).to.equal(true);
    expect(header.checked).to.equal(false);
    await user.click(header);
    expect(within(bar()).getByText("5 selected")).to.exist;
    expect(header.indeterminate).to.equal(false);
    expect(header.checked).to.equal(true);
    await user.click(header);
    expect(screen.queryByRole("group", { name: "Actions on the selection" })).to.equal(null);
    expect(checked("Select ORD-1002")).to.equal(false);
  });

  it("Shift+click selects the range from the last row clicked, and unselects one the same way", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    render(<OrdersArea initialPath="/orders" />);
    await user.click(await screen.findByRole("checkbox", { name: "Select ORD-1002" }));
    await user.keyboard("{Shift>}");
    await user.click(checkbox("Select ORD-1004"));
    await user.keyboard("{/Shift}");
    expect(["1001", "1002", "1003", "1004", "1005"].map((n) => checked(`Select ORD-${n}`))).to.deep.equal([
      false,
      true,
      true,
      true,
      false,
    ]);
    expect(within(bar()).getByText("3 selected")).to.exist;
    // From ORD-1004, a Shift+click that unchecks ORD-1003 unchecks 1003..1004.
    await user.keyboard("{Shift>}");
    await user.click(checkbox("Select ORD-1003"));
    await user.keyboard("{/Shift}");
    expect(["1001", "1002", "1003", "1004", "1005"].map((n) => checked(`Select ORD-${n}`))).to.deep.equal([
      false,
      true,
      false,
      false,
      false,
    ]);
  });

  it("select all N matching sends the list's filter, not the ids of the page, and the dialog names the count", async () => {
    const many = Array.from({ length: 60 }, (_, index) => order(index + 1, `Customer ${index + 1}`, "PENDING"));
    answer("GET /admin/orders", orderPageOf(many));
    answer("POST /admin/orders/status", () => ndjson([{ progress: { done: 60, total: 60 } }, outcome([1, 2, 3])]));
    render(<OrdersArea initialPath="/orders?status=PENDING&search=customer" />);
    await screen.findByRole("checkbox", { name: "Select ORD-1001" });
    await user.click(checkbox("Select every row on this page"));
    expect(within(bar()).getByText("25 selected")).to.exist;
    await user.click(within(bar()).getByRole("button", { name: "Select all 60 matching" }));
    expect(within(bar()).getByText("60 selected")).to.exist;
    // Every row, on any page, reads as selected.
    expect(checked("Select ORD-1025")).to.equal(true);
    await user.click(within(bar()).getByRole("button", { name: "Confirm" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("heading").textContent).to.equal("Confirm 60 orders?");
    await user.click(within(dialog).getByRole("button", { name: "Confirm orders" }));
    await waitFor(() => expect(statusText()).to.equal("3 orders confirmed"));
    expect(sentBody("POST /admin/orders/status")).to.deep.equal({
      status: "CONFIRMED",
      filter: { search: "customer", status: "PENDING" },
    });
    expect(sent("POST /admin/orders/status")[0].authorization).to.equal("Bearer t");
  });

  it("shows the progress the stream reports, then a summary; refused orders stay selected, changed ones leave", async () => {
    const stream = openStream();
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("POST /admin/orders/status", () => stream.response);
    render(<OrdersArea initialPath="/orders" />);
    await user.click(await screen.findByRole("checkbox", { name: "Select ORD-1001" }));
    await user.click(checkbox("Select ORD-1002"));
    await user.click(checkbox("Select ORD-1003"));
    await user.click(within(bar()).getByRole("button", { name: "Cancel" }));
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("heading").textContent).to.equal("Cancel 3 orders?");
    await user.click(within(dialog).getByRole("button", { name: "Cancel orders" }));
    expect(sentBody("POST /admin/orders/status")).to.deep.equal({ status: "CANCELED", ids: [1, 2, 3] });
    await stream.write({ progress: { done: 2, total: 3 } });
    const progress = await screen.findByRole("progressbar", { name: "Cancel: progress" });
    await waitFor(() => expect(progress.getAttribute("aria-valuenow")).to.equal("2"));
    expect(progress.getAttribute("aria-valuemax")).to.equal("3");
    expect(within(bar()).getByText("2 of 3")).to.exist;
    await stream.write(
      outcome(
        [1],
        [
          { id: 2, label: "ORD-1002", reason: "Only pending orders can be canceled" },
          { id: 3, label: "ORD-1003", reason: "Only pending orders can be canceled" },
        ],
      ),
    );
    await stream.end();
    await waitFor(() =>
      expect(statusText()).to.equal(
        "1 order canceled; 2 refused: ORD-1002 — Only pending orders can be canceled; ORD-1003 — Only pending orders can be canceled",
      ),
    );
    expect(screen.queryByRole("progressbar")).to.equal(null);
    expect(within(bar()).getByText("2 selected")).to.exist;
    expect([checked("Select ORD-1001"), checked("Select ORD-1002"), checked("Select ORD-1003")]).to.deep.equal([
      false,
      true,
      true,
    ]);
    // The list is asked again: the orders' statuses changed on the server.
    await waitFor(() => expect(sent("GET /admin/orders").length).to.be.greaterThan(1));
  });

  it("a refusal before the work starts shows the server's message and keeps the selection", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("POST /admin/orders/status", refused("ids must hold at most 10000 ids", 400));
    render(<OrdersArea initialPath="/orders" />);
    await user.click(await screen.findByRole("checkbox", { name: "Select ORD-1001" }));
    await user.click(within(bar()).getByRole("button", { name: "Deliver" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Mark delivered" }));
    await screen.findByText("Deliver failed");
    expect(screen.getByText("ids must hold at most 10000 ids")).to.exist;
    expect(checked("Select ORD-1001")).to.equal(true);
    expect(within(bar()).getByText("1 selected")).to.exist;
  });

  it("works by keyboard: Space selects, Enter opens the confirmation, Escape leaves it, Enter confirms", async () => {
    answer("GET /admin/orders", orderPageOf(ORDERS));
    answer("POST /admin/orders/status", () => ndjson([outcome([4])]));
    render(<OrdersArea initialPath="/orders" />);
    const box = await screen.findByRole("checkbox", { name: "Select ORD-1004" });
    box.focus();
    await user.keyboard(" ");
    expect(checked("Select ORD-1004")).to.equal(true);
    const confirm = within(bar()).getByRole("button", { name: "Confirm" });
    confirm.focus();
    await user.keyboard("{Enter}");
    const dialog = screen.getByRole("alertdialog");
    expect(within(dialog).getByRole("heading").textContent).to.equal("Confirm 1 order?");
    await user.keyboard("{Escape}");
    expect(screen.queryByRole("alertdialog")).to.equal(null);
    expect(sent("POST /admin/orders/status")).to.have.length(0);
    await waitFor(() => expect(document.activeElement).to.equal(confirm));
    await user.keyboard("{Enter}");
    // Focus starts on the way out; Tab reaches the confirm button.
    await user.tab();
    expect(document.activeElement?.textContent).to.equal("Confirm orders");
    await user.keyboard("{Enter}");
    await waitFor(() => expect(statusText()).to.equal("1 order confirmed"));
    expect(sentBody("POST /admin/orders/status")).to.deep.equal({ status: "CONFIRMED", ids: [4] });
    // The selection emptied with the button that had focus: the summary takes it.
    await waitFor(() => expect(document.activeElement?.textContent).to.equal("1 order confirmed"));
  });
});

describe("bulk actions: products", () => {
  const renderProducts = (path: string) => {
    const [pathname, search = ""] = path.split("?");
    const router = createMemoryRouter(
      [
        { path: "/all-products", element: <AllProducts /> },
        { path: "/product/:categoryId", element: <CategoryProducts /> },
      ],
      { initialEntries: [{ pathname, search: search ? `?${search}` : "" }] },
    );
    render(
      <ShopProvider>
        <RouterProvider router={router} />
      </ShopProvider>,
    );
  };
  const POD_CATEGORY = category({ id: 7, category_name: "Pods", brand_id: 3, brand_name: "Nordic Vapor" });
  const PAGE = Array.from({ length: 10 }, (_, index) => product({ id: index + 1, product_name: `Pod ${index + 1}` }));

  beforeEach(() => {
    answer("GET /brand/get", [brand({ id: 3, brand_name: "Nordic Vapor", categoryCount: 1 })]);
    answer("GET /categories/brandId/:brandId", [POD_CATEGORY]);
    answer("GET /category/get", [POD_CATEGORY]);
    answer("GET /categoryById/get/:id", POD_CATEGORY);
  });

  it("all products: select all matching sends the status, brand and search of the list", async () => {
    answer("GET /products", { products: PAGE, totalProducts: 42 });
    answer("POST /products/bulk", () => ndjson([outcome([1, 2])]));
    renderProducts("/all-products?status=DRAFT&page=1&brandId=3&search=pod");
    await screen.findByRole("checkbox", { name: "Select Pod 1" });
    await user.click(checkbox("Select every row on this page"));
    await user.click(within(bar()).getByRole("button", { name: "Select all 42 matching" }));
    await user.click(within(bar()).getByRole("button", { name: "Publish" }));
    expect(within(screen.getByRole("alertdialog")).getByRole("heading").textContent).to.equal("Publish 42 products?");
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Publish" }));
    await waitFor(() => expect(statusText()).to.equal("2 products published"));
    expect(sentBody("POST /products/bulk")).to.deep.equal({
      action: "PUBLISH",
      filter: { status: "DRAFT", search: "pod", brandId: 3 },
    });
  });

  it("a category's products: delete the chosen ones by id", async () => {
    answer("GET /product/categoryId/:id", { products: PAGE.slice(0, 3), totalProducts: 3 });
    answer("POST /products/bulk", () => ndjson([outcome([2, 3])]));
    renderProducts("/product/7?status=PUBLISHED&page=1");
    await user.click(await screen.findByRole("checkbox", { name: "Select Pod 2" }));
    await user.click(checkbox("Select Pod 3"));
    await user.click(within(bar()).getByRole("button", { name: "Delete" }));
    expect(within(screen.getByRole("alertdialog")).getByRole("heading").textContent).to.equal("Delete 2 products?");
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(statusText()).to.equal("2 products deleted"));
    expect(sentBody("POST /products/bulk")).to.deep.equal({ action: "DELETE", ids: [2, 3] });
  });
});

describe("bulk actions: users, discounts, reviews", () => {
  const customer = (id: number, full_name: string): User => ({
    ...account({ id, full_name }),
    user_type: "USER",
    bussiness_type: "B2C",
    orderCount: 0,
    totalNetPayable: 0,
    referred_by: null,
    address: [],
  });

  it("users: select all matching sends the search and type; a customer with orders is refused and stays selected", async () => {
    const users = Array.from({ length: 30 }, (_, index) => customer(index + 1, `Byrne ${index + 1}`));
    answer("GET /users", users);
    answer("POST /users/bulk-delete", () =>
      ndjson([
        { progress: { done: 30, total: 30 } },
        outcome(
          users.slice(1).map((one) => one.id),
          [{ id: 1, label: "Byrne 1", reason: "Has 3 orders" }],
        ),
      ]),
    );
    render(<CustomersArea initialPath="/user?type=B2C&search=byrne" />);
    await screen.findByRole("checkbox", { name: "Select Byrne 1" });
    await user.click(checkbox("Select every row on this page"));
    await user.click(within(bar()).getByRole("button", { name: "Select all 30 matching" }));
    await user.click(within(bar()).getByRole("button", { name: "Delete" }));
    expect(within(screen.getByRole("alertdialog")).getByRole("heading").textContent).to.equal("Delete 30 users?");
    answer("GET /users", users.slice(0, 1));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await waitFor(() => expect(statusText()).to.equal("29 users deleted; 1 refused: Byrne 1 — Has 3 orders"));
    expect(sentBody("POST /users/bulk-delete")).to.deep.equal({ filter: { search: "byrne", type: "B2C" } });
    await waitFor(() => expect(screen.queryByRole("checkbox", { name: "Select Byrne 2" })).to.equal(null));
    expect(checked("Select Byrne 1")).to.equal(true);
    expect(within(bar()).getByText("1 selected")).to.exist;
  });

  it("discounts: activate the chosen ones by id", async () => {
    const discount = (id: number, code: string): Discount => ({
      id,
      discount_type: "PROMO",
      code,
      target_id: null,
      percentage: 10,
      fixed_amount: null,
      min_order_price: null,
      number_of_uses_per_user: null,
      user_type: "BOTH",
      start_date: "2026-01-01",
      end_date: "2027-01-01",
      status: "INACTIVE",
      created_at: "2026-01-01T10:00:00.000Z",
      product: null,
      category: null,
      brand: null,
    });
    answer("GET /discount/all", [discount(1, "SPRING10"), discount(2, "SUMMER20"), discount(3, "AUTUMN5")]);
    answer("POST /discounts/bulk", () => ndjson([outcome([1, 3])]));
    render(<DiscountsArea initialPath="/all-discounts" />);
    await user.click(await screen.findByRole("checkbox", { name: "Select SPRING10" }));
    await user.click(checkbox("Select AUTUMN5"));
    await user.click(within(bar()).getByRole("button", { name: "Activate" }));
    expect(within(screen.getByRole("alertdialog")).getByRole("heading").textContent).to.equal("Activate 2 discounts?");
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Activate" }));
    await waitFor(() => expect(statusText()).to.equal("2 discounts activated"));
    expect(sentBody("POST /discounts/bulk")).to.deep.equal({ action: "ACTIVATE", ids: [1, 3] });
  });

  it("a stream cut before its outcome says so and keeps the selection", async () => {
    answer("GET /users", [customer(1, "Aoife Byrne")]);
    answer("POST /users/bulk-delete", () => ndjson([{ progress: { done: 0, total: 1 } }]));
    render(<CustomersArea initialPath="/user" />);
    await user.click(await screen.findByRole("checkbox", { name: "Select Aoife Byrne" }));
    await user.click(within(bar()).getByRole("button", { name: "Delete" }));
    await user.click(within(screen.getByRole("alertdialog")).getByRole("button", { name: "Delete" }));
    await screen.findByText("Delete failed");
    expect(screen.getByText("Unexpected response from the server (200).")).to.exist;
    expect(checked("Select Aoife Byrne")).to.equal(true);
  });
});
