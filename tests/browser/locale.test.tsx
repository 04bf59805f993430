import { setConfig } from "../../src/core/config";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { answer, expect, getByRole, getByText, render, signIn, waitFor } from "./harness";

const ORDERS = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "CONFIRMED")];
const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));
// Intl writes a narrow no-break space before € in French and German; compare with plain spaces.
const cells = (row: Element) =>
  Array.from(row.querySelectorAll("td")).map((cell) => (cell.textContent ?? "").replace(/[\u202f\u00a0]/g, " "));

beforeEach(() => {
  signIn();
  answer("GET /admin/orders", orderPageOf(ORDERS));
});
afterEach(() => setConfig({ locale: "en-IE" }));

describe("locale", () => {
  it("fr-FR shows the orders in French: texts, status names, euros", async () => {
    setConfig({ locale: "fr-FR" });
    await render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(getByRole("table", "Toutes les commandes")).to.exist;
    expect(getByText("2 commandes sur 2")).to.exist;
    const first = cells(rows()[0]);
    expect(first).to.include("101,00 €");
    expect(first).to.include("EN ATTENTE");
    expect(first).to.include("02/11/2026");
  });

  it("de-DE shows German texts and a German date", async () => {
    setConfig({ locale: "de-DE" });
    await render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(getByRole("table", "Alle Bestellungen")).to.exist;
    const first = cells(rows()[0]);
    expect(first).to.include("02.11.2026");
    expect(first).to.include("101,00 €");
    expect(first).to.include("OFFEN");
  });

  it("any other locale stays English", async () => {
    setConfig({ locale: "es-ES" });
    await render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(getByRole("table", "All Orders")).to.exist;
    expect(cells(rows()[0])).to.include("PENDING");
  });
});
