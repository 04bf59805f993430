import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import type { Discount, Faq, User } from "../../src/core/types";
import { HostEventProvider, type HostEventOptions } from "../../src/core/hostEvents";
import { BackOffice } from "../../src/shell/BackOffice";
import { CustomersArea } from "../../src/shell/StandaloneViews";
import {
  account,
  attention,
  dashboardTotals,
  orderDetail,
  orderFixture,
  orderPageOf,
  orderStatusChange,
  product,
  salesTrend,
  topProducts,
} from "./fixtures";
import { answer, expect, sent, signIn, user } from "./harness";

/**
 * The command palette (issue 32, item 3): Ctrl+K or the header's button opens it anywhere; it
 * goes to the screens the role may open, finds records on the server as the operator types, and
 * runs the record's commands, all by keyboard, in the combobox pattern.
 */

const ORDERS = [orderFixture(1, "Aoife Byrne", "PENDING"), orderFixture(2, "Brian Walsh", "CONFIRMED")];
const FAQ: Faq = {
  id: 6,
  question: "When do orders ship?",
  answer: "Orders leave the warehouse within two working days of payment",
  status: "ACTIVE",
  created_at: "2026-11-02T10:00:00.000Z",
};
const CUSTOMER: User = {
  ...account({ id: 9, full_name: "Ciara Doyle" }),
  user_type: "USER",
  bussiness_type: "B2C",
  vat_number: null,
  orderCount: 0,
  totalNetPayable: 0,
  referred_by: null,
  address: [],
};
const DISCOUNT = {
  id: 4,
  discount_type: "PROMO",
  code: "WINTER10",
  target_id: null,
  percentage: 10,
  fixed_amount: null,
  min_order_price: null,
  number_of_uses_per_user: 1,
  user_type: "BOTH",
  start_date: "2026-11-01",
  end_date: "2026-12-31",
  status: "ACTIVE",
  created_at: "2026-11-01T10:00:00.000Z",
  product: null,
  category: null,
  brand: null,
} as unknown as Discount;

function answerRecords() {
  answer("GET /admin/orders", orderPageOf(ORDERS));
  answer("GET /admin/order/byid/:id", (request) => orderDetail(ORDERS[Number(request.params.id) - 1]));
  answer("GET /products", (request) => {
    const search = (request.query.get("search") ?? "").toLowerCase();
    const all = [product({ id: 5, product_name: "Mint Pod", bar_code: "5012345678900" })];
    const products = all.filter((found) => found.product_name.toLowerCase().includes(search));
    return { products, totalProducts: products.length };
  });
  answer("GET /users", [CUSTOMER]);
  answer("GET /discount/all", [DISCOUNT]);
  answer("GET /discount/byid/:id", DISCOUNT);
}

async function openAt(path: string, role: "ADMIN" | "SUPER_ADMIN" = "ADMIN") {
  signIn(role);
  answer("GET /user", account({ id: 2, full_name: "Alex Admin", user_type: role }));
  answer("GET /faqs/all", [FAQ]);
  // Focusing the Overview link (as the tests do before Ctrl+K) starts that screen's data.
  answer("GET /dashboard", dashboardTotals({ totalSales: 0, totalCustomers: 0, totalProducts: 0, totalOrders: 0 }));
  answer("GET /dashboard/sales", salesTrend());
  answer("GET /dashboard/attention", attention());
  answer("GET /dashboard/top-products", topProducts());
  answerRecords();
  render(<BackOffice routing="memory" initialPath={path} />);
}

const palette = () => screen.findByRole("dialog", { name: "Command palette" });
const field = () => screen.getByRole("combobox", { name: "Go to a screen, find a record or run a command" });
const hasFocus = (element: Element) => element.matches(":focus");
const optionNames = () => screen.queryAllByRole("option").map((option) => option.textContent);
/** The option aria-activedescendant names. */
const highlighted = () => {
  const id = field().getAttribute("aria-activedescendant");
  return id ? document.getElementById(id)?.textContent : null;
};

describe("command palette", () => {
  it("opens with Ctrl+K as a combobox over a listbox, Escape closes it and focus returns", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    const faqsLink = screen.getByRole("link", { name: "Overview" });
    faqsLink.focus();
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    await waitFor(() => expect(hasFocus(field()), "the field has the focus").to.equal(true));
    expect(field().getAttribute("aria-expanded")).to.equal("true");
    const listbox = screen.getByRole("listbox");
    expect(field().getAttribute("aria-controls")).to.equal(listbox.id);
    within(listbox).getByRole("group", { name: "Go to" });
    expect(highlighted()).to.equal(optionNames()[0]);

    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryAllByRole("dialog")).to.have.length(0));
    expect(hasFocus(faqsLink), "focus back where it was").to.equal(true);
  });

  it("the header's button opens it, and a screen is reached by keyboard only", async () => {
    await openAt("/setting/faqs");
    const button = await screen.findByRole("button", { name: "Search and commands" });
    await user.click(button);
    await palette();
    await user.keyboard("Transac");
    await waitFor(() => expect(highlighted()).to.equal("Transactions"));
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });
    expect(screen.queryAllByRole("dialog")).to.have.length(0);
  });

  it("Up and Down move the highlighted option, wrapping around", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    const names = optionNames();
    expect(names.length).to.be.above(3);
    await user.keyboard("{ArrowDown}");
    expect(highlighted()).to.equal(names[1]);
    await user.keyboard("{ArrowUp}{ArrowUp}");
    expect(highlighted()).to.equal(names[names.length - 1]);
    const selected = screen.getAllByRole("option").filter((option) => option.getAttribute("aria-selected") === "true");
    expect(selected.map((option) => option.textContent)).to.deep.equal([names[names.length - 1]]);
  });

  it("an ADMIN is not offered Admin User Management; a SUPER_ADMIN is", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    expect(optionNames()).to.include("FAQs").and.not.include("Admin User Management");
  });

  it("a SUPER_ADMIN is offered Admin User Management", async () => {
    await openAt("/setting/faqs", "SUPER_ADMIN");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    expect(optionNames()).to.include("Admin User Management");
  });

  it("what is typed is searched on the server; Enter opens the order found", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    await user.keyboard("ORD-1001");
    const orders = await screen.findByRole("group", { name: "Orders" });
    expect(
      within(orders)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).to.deep.equal(["ORD-1001Aoife Byrne"]);
    const searches = sent("GET /admin/orders");
    const last = searches[searches.length - 1].query;
    expect([last.get("search"), last.get("limit"), last.get("page")]).to.deep.equal(["ORD-1001", "5", "1"]);
    // Typed key by key: the debounce asks for the last text, not one request per key.
    expect(searches.length).to.be.below(4);
    const dialog = await palette();
    await waitFor(() => expect(within(dialog).getByRole("status").textContent).to.equal("1 result"));
    expect(highlighted()).to.equal("ORD-1001Aoife Byrne");
    await user.keyboard("{Enter}");
    await screen.findByRole("heading", { name: "Order ORD-1001" });
  });

  it("finds a product by name, a customer by email and a discount by code", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    await user.keyboard("mint");
    const products = await screen.findByRole("group", { name: "Products" });
    within(products).getByRole("option", { name: "Mint Pod 5012345678900" });
    expect(sent("GET /products").at(-1)?.query.get("search")).to.equal("mint");
    expect(sent("GET /products").at(-1)?.query.get("limit")).to.equal("5");

    await user.clear(field());
    await user.keyboard(CUSTOMER.email.slice(0, 6));
    const customers = await screen.findByRole("group", { name: "Customers" });
    within(customers).getByRole("option", { name: `Ciara Doyle ${CUSTOMER.email}` });

    await user.clear(field());
    await user.keyboard("winter");
    const discounts = await screen.findByRole("group", { name: "Discounts" });
    await user.click(within(discounts).getByRole("option", { name: "WINTER10 PROMO" }));
    await waitFor(() => expect(screen.queryAllByRole("dialog")).to.have.length(0));
    await waitFor(() =>
      expect(sent("GET /discount/byid/:id").map((request) => request.path)).to.include("/discount/byid/4"),
    );
  });

  it("on an order, runs its Confirm command through the usual confirmation", async () => {
    answer("PUT /admin/order/confirm/:id", orderStatusChange(1, "CONFIRMED"));
    await openAt("/view-order/1");
    await screen.findByRole("heading", { name: "Order ORD-1001" });
    await user.keyboard("{Control>}k{/Control}");
    await palette();
    const commands = screen.getByRole("group", { name: "Commands" });
    expect(
      within(commands)
        .getAllByRole("option")
        .map((option) => option.textContent),
    ).to.deep.equal(["Confirm order ORD-1001", "Cancel order ORD-1001"]);
    await user.keyboard("confirm");
    await waitFor(() => expect(highlighted()).to.equal("Confirm order ORD-1001"));
    await user.keyboard("{Enter}");
    const question = await screen.findByRole("alertdialog", { name: "Confirm order ORD-1001?" });
    expect(sent("PUT /admin/order/confirm/:id")).to.have.length(0);
    await user.click(within(question).getByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(sent("PUT /admin/order/confirm/:id").map((request) => request.path)).to.have.length(1));
    expect(sent("PUT /admin/order/confirm/:id")[0].path).to.equal("/admin/order/confirm/1");
    await screen.findByText("Order Status Updated Successfully");
  });

  it("? lists the shortcuts, outside a text field only", async () => {
    await openAt("/setting/faqs");
    await screen.findByRole("heading", { level: 1, name: "FAQs" });
    await user.keyboard("?");
    const list = await screen.findByRole("dialog", { name: "Keyboard shortcuts" });
    within(list).getByRole("cell", { name: "Open the command palette" });
    within(list).getByRole("cell", { name: "Ctrl+K" });
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryAllByRole("dialog")).to.have.length(0));

    await user.keyboard("{Control>}k{/Control}");
    await palette();
    await user.keyboard("?");
    expect(field()).to.have.property("value", "?");
    expect(screen.queryAllByRole("dialog", { name: "Keyboard shortcuts" })).to.have.length(0);
  });
});

describe("command palette in an area element", () => {
  interface Heard {
    name: string;
    detail: unknown;
    options?: HostEventOptions;
  }

  it("goes to another area's screen through shop-navigate, as an AreaLink does", async () => {
    signIn();
    answer("GET /users", [CUSTOMER]);
    answerRecords();
    const heard: Heard[] = [];
    render(
      <HostEventProvider
        value={(name, detail, options) => {
          heard.push({ name, detail, options });
          return true;
        }}
      >
        <CustomersArea initialPath="/user" />
      </HostEventProvider>,
    );
    await user.click(await screen.findByRole("button", { name: "Search and commands" }));
    await palette();
    // The element's own screens come first.
    expect(optionNames()[0]).to.equal("User");
    await user.keyboard("Transactions{Enter}");
    await screen.findByRole("heading", { level: 1, name: "Transactions" });
    expect(heard.filter((event) => event.name === "shop-navigate")).to.deep.equal([
      { name: "shop-navigate", detail: { path: "/transaction", area: "orders" }, options: { cancelable: true } },
    ]);
    screen.getByRole("button", { name: "← Back" });
  });
});
