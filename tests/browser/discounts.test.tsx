import { act } from "react";
import type { Discount } from "../../src/core/types";
import { DiscountsArea } from "../../src/shell/DiscountsArea";
import { todayIso } from "../../src/features/discounts/schedule";
import { brand, product } from "./fixtures";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, refused, sent, sentBody, signIn, user, typeOver, settle } from "./harness";

/** A calendar day `offset` days from today (the schedule states depend on today). */
const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return todayIso(date);
};

function discount(fields: Partial<Discount> & Pick<Discount, "id" | "discount_type">): Discount {
  return {
    code: null,
    target_id: null,
    percentage: 10,
    fixed_amount: null,
    min_order_price: null,
    number_of_uses_per_user: null,
    user_type: "BOTH",
    start_date: day(-5),
    end_date: day(1),
    status: "ACTIVE",
    created_at: "2026-01-01T10:00:00.000Z",
    product: null,
    category: null,
    brand: null,
    ...fields,
  };
}

const COUPON = discount({
  id: 1,
  discount_type: "PROMO",
  code: "WELCOME10",
  user_type: "B2C",
  min_order_price: 20,
  number_of_uses_per_user: 1,
});
const PRODUCT = discount({
  id: 2,
  discount_type: "PRODUCT",
  target_id: 7,
  product: { id: 7, product_name: "Mango pod" },
  percentage: null,
  fixed_amount: 5,
  user_type: "B2B",
  start_date: day(2),
  end_date: day(20),
});
const SHIPPING = discount({
  id: 3,
  discount_type: "TOTAL",
  percentage: null,
  min_order_price: 75,
  start_date: day(-30),
  end_date: day(-3),
});
const BRAND_OFF = discount({
  id: 4,
  discount_type: "BRAND",
  target_id: 3,
  brand: { id: 3, brand_name: "Nimbus" },
  status: "INACTIVE",
});
const ALL = [COUPON, PRODUCT, SHIPPING, BRAND_OFF];

const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));
// The selection checkbox's cell (ui/useBulkSelection) is left out.
const cells = (row: Element) =>
  Array.from(row.querySelectorAll("td:not(:has(input[type=checkbox]))")).map((cell) => cell.textContent);

/** Picks an option of a native select as a user would (the change event inside act). */
async function choose(label: string, value: string) {
  const element = screen.getByRole("combobox", { name: label }) as HTMLSelectElement;
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

/** The radio button labelled `name` (the harness knows no radio role). */
function radio(name: string): HTMLInputElement {
  const found = Array.from(document.querySelectorAll<HTMLInputElement>("input[type=radio]")).find(
    (input) => input.labels?.[0]?.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No radio button labelled ${name}`);
  return found;
}

beforeEach(() => signIn());

describe("discount list", () => {
  // A row's menu opens with Edit focused, which starts the form's record (intent preloading).
  beforeEach(() => answer("GET /discount/byid/:id", (request) => ALL.find((d) => d.id === Number(request.params.id))));

  it("shows a skeleton, then each discount's kind, target, value, limits, dates and schedule state", async () => {
    let release: (value: Response) => void = () => {};
    answer("GET /discount/all", () => new Promise<Response>((resolve) => (release = resolve)));
    render(<DiscountsArea initialPath="/all-discounts" />);
    await waitFor(() => expect(document.querySelectorAll("tr[data-skeleton]").length).to.be.greaterThan(0));
    await act(async () => release(ok(ALL)));
    await waitFor(() => expect(rows()).to.have.length(4));
    const [start, end] = [COUPON.start_date, COUPON.end_date].map((iso) => iso.split("-").reverse().join("/"));
    expect(cells(rows()[0]).slice(0, 9)).to.deep.equal([
      "Coupon",
      "WELCOME10",
      "10 %",
      "€20.00",
      "1",
      "B2C",
      start,
      end,
      "Runningends tomorrow",
    ]);
    expect(cells(rows()[1]).slice(0, 6)).to.deep.equal(["Product", "Mango pod", "€5.00", "—", "—", "B2B"]);
    expect(cells(rows()[1])[8]).to.equal("Scheduledstarts in 2 days");
    expect(cells(rows()[2]).slice(0, 3)).to.deep.equal(["Free shipping", "Every order", "Free shipping"]);
    expect(cells(rows()[2])[8]).to.equal("Endedended 3 days ago");
    expect(cells(rows()[3])[8]).to.equal("Inactive");
    expect(screen.getByText("4 of 4 discounts")).to.exist;
  });

  it("says so when there are none, and a failed load shows the message with Retry", async () => {
    let fail = true;
    answer("GET /discount/all", () => (fail ? refused("Database unavailable", 500) : []));
    render(<DiscountsArea initialPath="/all-discounts" />);
    await screen.findByText("Error fetching discounts");
    expect(screen.getByText("Database unavailable")).to.exist;
    await settle();
    fail = false;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await screen.findByText("No Discounts Found");
  });

  it("the business type filter and the search narrow the list and ride in the URL", async () => {
    const paths: string[] = [];
    answer("GET /discount/all", ALL);
    render(<DiscountsArea initialPath="/all-discounts" onNavigate={(path) => paths.push(path)} />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await choose("Business type", "B2B");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(cells(rows()[0])[1]).to.equal("Mango pod");
    expect(paths.at(-1)).to.equal("/all-discounts?type=B2B");
    await typeOver(screen.getByRole("searchbox", { name: "Search discounts" }), "welcome");
    await screen.findByText("No discount matches this search or business type.");
    expect(paths.at(-1)).to.equal("/all-discounts?type=B2B&search=welcome");
    await choose("Business type", "");
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(cells(rows()[0])[1]).to.equal("WELCOME10");
    // The target's name is searched too.
    await typeOver(screen.getByRole("searchbox", { name: "Search discounts" }), "nimb");
    await waitFor(() => expect(cells(rows()[0])[1]).to.equal("Nimbus"));
  });

  it("opens with the filter of the URL", async () => {
    answer("GET /discount/all", ALL);
    render(<DiscountsArea initialPath="/all-discounts?type=B2C&search=wel" />);
    await waitFor(() => expect(rows()).to.have.length(1));
    expect(cells(rows()[0])[1]).to.equal("WELCOME10");
  });

  it("offers Deactivate for an active discount and Activate for an inactive one, each with its notice", async () => {
    answer("GET /discount/all", ALL);
    answer("PUT /discount/deactivate/:id", { id: 1, status: "INACTIVE" });
    answer("PUT /discount/activate/:id", refused("Discount not found", 404));
    render(<DiscountsArea initialPath="/all-discounts" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await user.click(screen.getByRole("button", { name: "Actions for WELCOME10" }));
    expect(screen.queryAllByRole("menuitem").map((item) => item.textContent)).to.deep.equal([
      "Edit",
      "Deactivate",
      "Delete",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Deactivate" }));
    await screen.findByText("Discount De-Activated successfully");
    expect(sent("PUT /discount/deactivate/:id")[0].path).to.equal("/discount/deactivate/1");
    await user.click(screen.getByRole("button", { name: "Actions for Nimbus" }));
    expect(screen.queryAllByRole("menuitem").map((item) => item.textContent)).to.deep.equal([
      "Edit",
      "Activate",
      "Delete",
    ]);
    await user.click(screen.getByRole("menuitem", { name: "Activate" }));
    await screen.findByText('Failed to activate discount "Nimbus"');
    expect(screen.getByText("Discount not found")).to.exist;
  });

  it("Delete asks first, then calls disable and says Discount Deleted successfully", async () => {
    answer("GET /discount/all", ALL);
    answer("PUT /discount/disable/:id", { id: 2, status: "DISABLED" });
    render(<DiscountsArea initialPath="/all-discounts" />);
    await waitFor(() => expect(rows()).to.have.length(4));
    await user.click(screen.getByRole("button", { name: "Actions for Mango pod" }));
    await user.click(screen.getByRole("menuitem", { name: "Delete" }));
    const dialog = screen.getByRole("alertdialog", { name: "Delete Discount" });
    expect(dialog.textContent).to.contain("Delete the product discount Mango pod?");
    expect(sent("PUT /discount/disable/:id")).to.have.length(0);
    await user.click(within(dialog as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText("Discount Deleted successfully");
    expect(sent("PUT /discount/disable/:id")[0].path).to.equal("/discount/disable/2");
  });
});

describe("discount forms", () => {
  it("an edit link to a discount that no longer exists says so, and Retry asks again", async () => {
    let answerWith: Response | Discount = refused("Discount not found", 404);
    answer("GET /discount/byid/:id", () => answerWith);
    render(<DiscountsArea initialPath="/discount/coupon?id=1" />);
    await screen.findByText("Error fetching discount");
    expect(screen.getByText("Discount not found")).to.exist;
    // The refusal (and any request still on its way) settles before the server has the discount again.
    await settle();
    answerWith = COUPON;
    await user.click(await screen.findByRole("button", { name: "Retry" }));
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /^Code/ }) as HTMLInputElement).value).to.equal("WELCOME10"),
    );
    expect(screen.getByRole("heading", { name: "Edit Coupon" })).to.exist;
    expect((screen.getByRole("checkbox", { name: "Limit uses per customer" }) as HTMLInputElement).checked).to.equal(
      true,
    );
    expect((screen.getByRole("textbox", { name: "Uses per customer" }) as HTMLInputElement).value).to.equal("1");
    expect((screen.getByRole("textbox", { name: "Start date" }) as HTMLInputElement).value).to.equal(
      COUPON.start_date.split("-").reverse().join("/"),
    );
  });

  it("a discount opened in another kind's form goes to its own form", async () => {
    answer("GET /discount/byid/:id", PRODUCT);
    answer("GET /products", { products: [], totalProducts: 0 });
    const paths: string[] = [];
    render(<DiscountsArea initialPath="/discount/coupon?id=2" onNavigate={(path) => paths.push(path)} />);
    await screen.findByRole("heading", { name: "Edit Product, Category or Brand Discount" });
    // Its redirect is part of opening it, not a navigation of the operator's.
    expect(paths).to.deep.equal([]);
    await screen.findByText("Mango pod");
    // The picker's first options are asked for once typing could start.
    await waitFor(() => expect(sent("GET /products")).to.have.length(1));
  });

  const setDate = async (label: string, iso: string) => {
    const input = screen.getByRole("textbox", { name: label });
    await typeOver(input, iso.split("-").reverse().join("/"));
    await user.keyboard("{Escape}");
  };

  it("the chooser says what each kind does and leads to its form", async () => {
    render(<DiscountsArea initialPath="/create-discount" />);
    await screen.findByRole("link", { name: /^Coupon/ });
    expect(screen.getByRole("link", { name: /^Coupon/ }).getAttribute("href")).to.equal("/discount/coupon");
    expect(screen.getByRole("link", { name: /^Free shipping/ }).getAttribute("href")).to.equal("/discount/shiping");
    expect(screen.getByRole("link", { name: /^Product, category or brand/ }).getAttribute("href")).to.equal(
      "/discount/product",
    );
    expect(screen.getByText(/when they reach a minimum order price/)).to.exist;
  });

  it("the coupon form refuses an empty save field by field and sends nothing", async () => {
    render(<DiscountsArea initialPath="/discount/coupon" />);
    await screen.findByRole("button", { name: "Save discount" });
    await user.click(screen.getByRole("button", { name: "Save discount" }));
    await screen.findByText("Please enter a code");
    for (const text of [
      "Please enter the discount's value",
      "Please choose a business type",
      "Please choose a start date",
      "Please choose an end date",
    ])
      expect(screen.getByText(text)).to.exist;
    expect(sent()).to.have.length(0);
    await typeOver(screen.getByRole("textbox", { name: "Percentage" }), "120");
    await user.click(screen.getByRole("button", { name: "Save discount" }));
    await screen.findByText("Enter a percentage above 0 and at most 100");
  });

  it("Generate proposes a code; a code in use is refused at the field and everything typed stays", async () => {
    answer("GET /discount/code/suggest", { code: "MEDARU47" });
    answer("GET /discount/all", ALL);
    answer("POST /discount/create", refused("The code MEDARU47 is already used by another discount", 409));
    render(<DiscountsArea initialPath="/discount/coupon" />);
    await screen.findByRole("button", { name: "Generate" });
    // By keyboard: the generated code's field takes the focus, not the page (issue 31 item 5).
    screen.getByRole("button", { name: "Generate" }).focus();
    await user.keyboard("{Enter}");
    await waitFor(() =>
      expect((screen.getByRole("textbox", { name: /^Code/ }) as HTMLInputElement).value).to.equal("MEDARU47"),
    );
    expect(document.activeElement?.id).to.equal(screen.getByRole("textbox", { name: /^Code/ }).id);
    await user.click(radio("Fixed amount (€)"));
    await typeOver(screen.getByRole("textbox", { name: "Amount in euros" }), "4,5");
    await user.click(screen.getByRole("checkbox", { name: "Limit uses per customer" }));
    await typeOver(screen.getByRole("textbox", { name: "Uses per customer" }), "2");
    await choose("Business type", "B2B");
    await setDate("Start date", day(40));
    await setDate("End date", day(50));
    await user.click(screen.getByRole("button", { name: "Save discount" }));
    await waitFor(() => expect(sent("POST /discount/create")).to.have.length(1));
    expect(sentBody("POST /discount/create")).to.deep.equal({
      discount_type: "PROMO",
      target_id: null,
      user_type: "B2B",
      start_date: day(40),
      end_date: day(50),
      percentage: null,
      fixed_amount: 4.5,
      code: "MEDARU47",
      number_of_uses_per_user: 2,
      min_order_price: null,
    });
    const code = screen.getByRole("textbox", { name: /^Code/ });
    await waitFor(() => expect(code.getAttribute("aria-invalid")).to.equal("true"));
    // The server's message shows at the code field, tied to it for screen readers.
    expect(code.getAttribute("aria-describedby")).to.contain(`${code.id}-error`);
    expect(document.getElementById(`${code.id}-error`)?.textContent).to.equal(
      "The code MEDARU47 is already used by another discount",
    );
    expect(screen.getByText('Failed to create discount "MEDARU47"')).to.exist;
    expect((screen.getByRole("textbox", { name: "Amount in euros" }) as HTMLInputElement).value).to.equal("4,5");
    expect((screen.getByRole("textbox", { name: "Uses per customer" }) as HTMLInputElement).value).to.equal("2");
  });

  it("the product picker asks the server as the operator types; an overlap asks before saving", async () => {
    answer("GET /products", (request) =>
      request.query.get("search") === "mang"
        ? { products: [product({ id: 7, product_name: "Mango pod" })], totalProducts: 1 }
        : { products: [product({ id: 8, product_name: "Berry pod" })], totalProducts: 1 },
    );
    answer("GET /discount/all", ALL);
    answer("POST /discount/create", { ...PRODUCT, id: 9 });
    render(<DiscountsArea initialPath="/discount/product" />);
    const picker = await screen.findByRole("combobox", { name: "Product" });
    await typeOver(picker, "mang");
    await waitFor(() => expect(sent("GET /products").some((r) => r.query.get("search") === "mang")).to.equal(true));
    expect(sent("GET /products").every((r) => Number(r.query.get("limit")) <= 20)).to.equal(true);
    await screen.findByRole("option", { name: "Mango pod" });
    await user.keyboard("{Enter}");
    await typeOver(screen.getByRole("textbox", { name: "Percentage" }), "15");
    await choose("Business type", "BOTH");
    await setDate("Start date", day(0));
    await setDate("End date", day(3));
    await user.click(screen.getByRole("button", { name: "Save discount" }));
    const dialog = await screen.findByRole("dialog", { name: "Overlapping discounts" });
    expect(dialog.textContent).to.contain("Mango pod");
    expect(dialog.textContent).to.contain("€5.00");
    expect(
      within(dialog as HTMLElement)
        .getByRole("link", { name: "Open Mango pod" })
        .getAttribute("href"),
    ).to.equal("/discount/product?id=2");
    expect(sent("POST /discount/create")).to.have.length(0);
    await user.click(within(dialog as HTMLElement).getByRole("button", { name: "Save anyway" }));
    await screen.findByText("Discount created successfully");
    expect(sentBody("POST /discount/create")).to.include({ discount_type: "PRODUCT", target_id: 7, percentage: 15 });
  });

  it("the brand picker filters the brands it loaded once", async () => {
    answer("GET /brand/get", [brand({ id: 3, brand_name: "Nimbus" }), brand({ id: 4, brand_name: "Zephyr" })]);
    render(<DiscountsArea initialPath="/discount/product" />);
    answer("GET /products", { products: [], totalProducts: 0 });
    await user.click(await waitFor(() => radio("Brand")));
    const picker = await screen.findByRole("combobox", { name: "Brand" });
    await typeOver(picker, "zep");
    await screen.findByRole("option", { name: "Zephyr" });
    expect(screen.queryByText("Nimbus")).to.equal(null);
    expect(sent("GET /brand/get")).to.have.length(1);
  });

  it("free shipping needs a minimum order; edit by ?id= loads the discount and sends an update", async () => {
    answer("GET /discount/byid/:id", SHIPPING);
    answer("GET /discount/all", ALL);
    answer("PUT /discount/update/:id", refused("The end date cannot be before the start date"));
    render(<DiscountsArea initialPath="/discount/shiping?id=3" />);
    const min = await waitFor(
      () => screen.getByRole("textbox", { name: "Minimum order price (€)" }) as HTMLInputElement,
    );
    await waitFor(() => expect(min.value).to.equal("75.00"));
    expect(screen.getByRole("heading", { name: "Edit Free Shipping" })).to.exist;
    await typeOver(min, "");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText("Please enter the minimum order price");
    await typeOver(min, "60");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText("The end date cannot be before the start date");
    expect(sent("PUT /discount/update/:id")[0].path).to.equal("/discount/update/3");
    expect(sentBody("PUT /discount/update/:id")).to.include({ discount_type: "TOTAL", min_order_price: 60 });
    expect(min.value).to.equal("60");
  });
});
