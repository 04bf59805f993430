import { setConfig } from "../../src/core/config";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, signIn, user, captureDownloads } from "./harness";

const ORDERS = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "CONFIRMED")];
const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));
// Intl writes a narrow no-break space before € in French and German; compare with plain spaces.
const cells = (row: Element) =>
  Array.from(row.querySelectorAll("td:not(:has(input[type=checkbox]))")).map((cell) =>
    (cell.textContent ?? "").replace(/[\u202f\u00a0]/g, " "),
  );

beforeEach(() => {
  signIn();
  answer("GET /admin/orders", orderPageOf(ORDERS));
});
afterEach(() => setConfig({ locale: "en-IE" }));

describe("locale", () => {
  it("fr-FR shows the orders in French: texts, status names, euros", async () => {
    setConfig({ locale: "fr-FR" });
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    screen.getByRole("table", { name: "Toutes les commandes" });
    screen.getByText("2 commandes sur 2");
    const first = cells(rows()[0]);
    expect(first).to.include("101,00 €");
    expect(first).to.include("EN ATTENTE");
    expect(first).to.include("02/11/2026");
  });

  it("de-DE shows German texts and a German date", async () => {
    setConfig({ locale: "de-DE" });
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    screen.getByRole("table", { name: "Alle Bestellungen" });
    const first = cells(rows()[0]);
    expect(first).to.include("02.11.2026");
    expect(first).to.include("101,00 €");
    expect(first).to.include("OFFEN");
  });

  it("fr-FR: the CSV export's column names are French, the rows as the server wrote them", async () => {
    setConfig({ locale: "fr-FR" });
    answer(
      "GET /admin/orders/export.csv",
      () =>
        new Response("\ufeffSerial Number,Order Number\r\n1,ORD-1003\r\n", {
          headers: { "content-type": "text/csv; charset=utf-8", "x-total-count": "1" },
        }),
    );
    const saved = captureDownloads();
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    await user.click(screen.getByRole("button", { name: "Exporter en CSV" }));
    await screen.findByText("1 commande exportée");
    const [header, ...lines] = (await saved[0].text()).split("\r\n");
    expect(header).to.equal(
      "N°,Numéro de commande,Nom,E-mail,Service de livraison,Net à payer,Devise,Statut,ID de transaction,Date",
    );
    expect(lines).to.deep.equal(["1,ORD-1003", ""]);
  });

  it("any other locale stays English", async () => {
    setConfig({ locale: "es-ES" });
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    screen.getByRole("table", { name: "All Orders" });
    expect(cells(rows()[0])).to.include("PENDING");
  });
});
