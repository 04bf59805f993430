import { act } from "react";
import { setConfig } from "../../src/core/config";
import { DiscountsArea } from "../../src/shell/DiscountsArea";
import { todayIso } from "../../src/features/discounts/schedule";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, sent, sentBody, signIn, typeOver, user, type SentRequest } from "./harness";

// Issue 31 item 1: every discount amount and minimum order is read as money in the operator's
// locale, says what it will store, and refuses text that could mean two amounts before sending.

const day = (offset: number) => {
  const date = new Date();
  date.setDate(date.getDate() + offset);
  return todayIso(date);
};

async function choose(label: string, value: string) {
  const element = screen.getByRole("combobox", { name: label }) as HTMLSelectElement;
  await act(async () => {
    element.value = value;
    element.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

const setDate = async (label: string, iso: string) => {
  await typeOver(screen.getByRole("textbox", { name: label }), iso.split("-").reverse().join("/"));
  await user.keyboard("{Escape}");
};

function radio(name: string): HTMLInputElement {
  const found = Array.from(document.querySelectorAll<HTMLInputElement>("input[type=radio]")).find(
    (input) => input.labels?.[0]?.textContent?.trim() === name,
  );
  if (!found) throw new Error(`No radio button labelled ${name}`);
  return found;
}

/** Fills what every coupon needs besides its amounts, then saves. */
async function finishCouponAndSave() {
  await typeOver(screen.getByRole("textbox", { name: /^Code/ }), "SPRING5");
  await choose("Business type", "B2B");
  await setDate("Start date", day(40));
  await setDate("End date", day(50));
  await user.click(screen.getByRole("button", { name: "Save discount" }));
}

/** The server's answer to a create: the discount as sent, with what the server adds. */
const created = (request: SentRequest) => ({
  id: 9,
  status: "ACTIVE",
  created_at: "2026-01-01T10:00:00.000Z",
  product: null,
  category: null,
  brand: null,
  ...(JSON.parse(request.body ?? "{}") as object),
});

// Each test types a whole form key by key: more than the default 10 s on a loaded machine.
type Slow = { timeout(ms: number): void };

beforeEach(() => signIn());
afterEach(() => setConfig({ locale: "en-IE" }));

describe("discount amounts are money", () => {
  it("a coupon's amount and minimum order in en-IE: grouped, comma decimal, shown before saving, sent as read", async function (this: Slow) {
    this.timeout(20_000);
    answer("GET /discount/all", []);
    answer("POST /discount/create", created);
    render(<DiscountsArea initialPath="/discount/coupon" />);
    await screen.findByRole("button", { name: "Save discount" });
    await user.click(radio("Fixed amount (€)"));
    await typeOver(screen.getByRole("textbox", { name: "Amount in euros" }), "1,390.50");
    await screen.findByText("Saved as €1,390.50");
    await typeOver(screen.getByRole("textbox", { name: "Minimum order price (€), optional" }), "12,5");
    await screen.findByText("Saved as €12.50");
    await finishCouponAndSave();
    await waitFor(() => expect(sent("POST /discount/create")).to.have.length(1));
    expect(sentBody("POST /discount/create")).to.include({
      fixed_amount: 1390.5,
      min_order_price: 12.5,
      percentage: null,
    });
    // The form kept the text as typed.
    expect((screen.getByRole("textbox", { name: "Amount in euros" }) as HTMLInputElement).value).to.equal("1,390.50");
  });

  it("text that could be two amounts is refused at the field and nothing is sent", async function (this: Slow) {
    this.timeout(20_000);
    render(<DiscountsArea initialPath="/discount/coupon" />);
    await screen.findByRole("button", { name: "Save discount" });
    await user.click(radio("Fixed amount (€)"));
    const amount = screen.getByRole("textbox", { name: "Amount in euros" });
    await typeOver(amount, "1.390");
    await screen.findByText("Use at most two digits after the decimal mark, such as €13.90.");
    expect(amount.getAttribute("aria-invalid")).to.equal("true");
    await finishCouponAndSave();
    await screen.findByText("Please check the highlighted fields");
    expect(sent("POST /discount/create")).to.have.length(0);
    expect(screen.getByText("Use at most two digits after the decimal mark, such as €13.90.")).to.exist;
  });

  it("a percentage stays a plain number: 12,5 is 12.5 and 12,5% is refused clearly", async function (this: Slow) {
    this.timeout(20_000);
    answer("GET /discount/all", []);
    answer("POST /discount/create", created);
    render(<DiscountsArea initialPath="/discount/coupon" />);
    await screen.findByRole("button", { name: "Save discount" });
    const percentage = screen.getByRole("textbox", { name: "Percentage" });
    await typeOver(percentage, "12,5%");
    await screen.findByText("Enter the percentage as a number only, without %, such as 12.5");
    expect(percentage.getAttribute("aria-invalid")).to.equal("true");
    await finishCouponAndSave();
    await screen.findByText("Please check the highlighted fields");
    expect(sent("POST /discount/create")).to.have.length(0);
    await typeOver(screen.getByRole("textbox", { name: "Percentage" }), "12,5");
    await user.click(screen.getByRole("button", { name: "Save discount" }));
    await waitFor(() => expect(sent("POST /discount/create")).to.have.length(1));
    expect(sentBody("POST /discount/create")).to.include({ percentage: 12.5, fixed_amount: null });
  });

  it("free shipping's minimum order in fr-FR: 1 390,50 is shown in French and sent as 1390.5", async function (this: Slow) {
    this.timeout(20_000);
    setConfig({ locale: "fr-FR" });
    answer("GET /discount/all", []);
    answer("POST /discount/create", created);
    render(<DiscountsArea initialPath="/discount/shiping" />);
    const minOrder = await screen.findByRole("textbox", { name: "Montant minimal de commande (€)" });
    await typeOver(minOrder, "1 390,50");
    const stored = await screen.findByText(/^Enregistré : /);
    expect(stored.textContent?.replace(/\s/g, " ")).to.equal("Enregistré : 1 390,50 €");
    await choose("Type de client", "BOTH");
    await setDate("Date de début", day(40));
    await setDate("Date de fin", day(50));
    await user.click(screen.getByRole("button", { name: "Enregistrer la remise" }));
    await waitFor(() => expect(sent("POST /discount/create")).to.have.length(1));
    expect(sentBody("POST /discount/create")).to.include({ discount_type: "TOTAL", min_order_price: 1390.5 });
  });
});
