import { screen, waitFor, within } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { setConfig } from "../../src/core/config";
import { shopApi } from "../../src/core/api/shopApi";
import type { JournalEntry } from "../../src/core/resources/journal";
import { shopStore } from "../../src/core/store";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { RecordHistory } from "../../src/ui/RecordHistory";
import { answer, expect, refused, sent, settle, signIn, user } from "./harness";
import { orderDetail, orderFixture } from "./fixtures";

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

let nextId = 100;
function entry(fields: Partial<JournalEntry> & Pick<JournalEntry, "entity" | "recordId" | "action">): JournalEntry {
  nextId += 1;
  return {
    id: nextId,
    at: ago(2 * HOUR),
    actor: { id: 2, name: "Alex Admin" },
    changes: {},
    ...fields,
  };
}

/** Product 8's price, changed from €13.90 to €12.50 by Alex Admin `msAgo` ago. */
const priceChange = (msAgo: number) =>
  entry({
    entity: "product",
    recordId: 8,
    action: "update",
    at: ago(msAgo),
    changes: { price: { before: 13.9, after: 12.5 } },
  });

const page = (entries: JournalEntry[], total = entries.length, pageNumber = 1, size = 20) => ({
  entries,
  total,
  page: pageNumber,
  size,
});

function show(entity: JournalEntry["entity"], recordId: number, open = true) {
  render(
    <ShopProvider>
      <RecordHistory entity={entity} recordId={recordId} open={open} />
    </ShopProvider>,
  );
}

/** The timeline's entries as the operator reads them, newest first. */
async function readEntries(label = "Changes, newest first"): Promise<string[]> {
  const list = await screen.findByRole("list", { name: label });
  return within(list)
    .getAllByRole("listitem")
    .map((item) => item.textContent ?? "");
}

beforeEach(() => signIn());
afterEach(() => {
  cleanup();
  setConfig({ locale: "en-IE" });
});

describe("a record's history", () => {
  it("says each change as a sentence, with who and how long ago, newest first", async () => {
    answer(
      "GET /journal",
      page([
        priceChange(2 * HOUR),
        entry({
          entity: "product",
          recordId: 8,
          action: "status",
          at: ago(26 * HOUR),
          actor: { id: 3, name: "Sam Admin" },
          changes: { status: { before: "DRAFT", after: "PUBLISHED" } },
        }),
        entry({
          entity: "product",
          recordId: 8,
          action: "update",
          at: ago(3 * 24 * HOUR),
          changes: { stock: { before: 4, after: 6 }, compared_price: { before: null, after: 11 } },
        }),
        entry({ entity: "product", recordId: 8, action: "create", at: ago(9 * 24 * HOUR) }),
      ]),
    );
    show("product", 8);
    expect(await readEntries()).to.deep.equal([
      "Price €13.90 → €12.50 by Alex Admin, 2 hours ago",
      "Status Draft → Published by Sam Admin, yesterday",
      "Stock 4 → 6; B2B price none → €11.00 by Alex Admin, 3 days ago",
      "Created by Alex Admin, last week",
    ]);
    const [request] = sent("GET /journal");
    expect(Object.fromEntries(request.query)).to.deep.include({ entity: "product", id: "8", page: "1" });
    // The exact time is there for whoever wants it.
    const time = screen.getByText("2 hours ago");
    expect(time.tagName).to.equal("TIME");
    expect(time.getAttribute("title")).to.match(/\d{4}/);
  });

  it("an order's timeline: placed, confirmed and delivered by whom, and when", async () => {
    const order = { ...orderFixture(5, "Jane Doe", "DELIVERED"), created_at: ago(5 * HOUR) };
    answer("GET /admin/order/byid/:id", orderDetail(order));
    answer(
      "GET /journal",
      page([
        entry({
          entity: "order",
          recordId: 5,
          action: "status",
          at: ago(10 * 60_000),
          actor: { id: 3, name: "Sam Admin" },
          changes: { order_status: { before: "CONFIRMED", after: "DELIVERED" } },
        }),
        entry({
          entity: "order",
          recordId: 5,
          action: "status",
          at: ago(HOUR),
          changes: { order_status: { before: "PENDING", after: "CONFIRMED" } },
        }),
      ]),
    );
    show("order", 5);
    await waitFor(async () =>
      expect(await readEntries()).to.deep.equal([
        "Delivered by Sam Admin, 10 minutes ago",
        "Confirmed by Alex Admin, 1 hour ago",
        "Placed, 5 hours ago",
      ]),
    );
  });

  it("says so when nothing changed yet", async () => {
    answer("GET /journal", page([]));
    show("discount", 4);
    const empty = await screen.findByText("No changes yet");
    expect(empty.getAttribute("role")).to.equal("status");
  });

  it("a failed load says so and tries again on Retry", async () => {
    answer("GET /journal", refused("Database unavailable", 500));
    show("banner", 2);
    const alert = (await screen.findByText("The history could not be loaded")).closest<HTMLElement>('[role="alert"]')!;
    expect(alert.textContent).to.contain("Database unavailable");
    await settle();
    answer(
      "GET /journal",
      page([
        entry({ entity: "banner", recordId: 2, action: "update", changes: { title: { before: "Old", after: "New" } } }),
      ]),
    );
    await user.click(within(alert).getByRole("button", { name: "Retry" }));
    expect(await readEntries()).to.deep.equal(["Title “Old” → “New” by Alex Admin, 2 hours ago"]);
  });

  it("shows older changes a page at a time", async () => {
    const all = Array.from({ length: 25 }, (_, index) =>
      entry({
        entity: "product",
        recordId: 8,
        action: "update",
        at: ago((index + 1) * 24 * HOUR),
        changes: { stock: { before: index, after: index + 1 } },
      }),
    );
    answer("GET /journal", (request) => {
      const number = Number(request.query.get("page"));
      return page(all.slice((number - 1) * 20, number * 20), all.length, number);
    });
    show("product", 8);
    expect(await readEntries()).to.have.length(20);
    await user.click(screen.getByRole("button", { name: "Show older" }));
    await waitFor(async () => expect(await readEntries()).to.have.length(25));
    expect((await readEntries()).at(-1)).to.equal("Stock 24 → 25 by Alex Admin, 3 weeks ago");
    expect(sent("GET /journal").map((request) => request.query.get("page"))).to.deep.equal(["1", "2"]);
    expect(screen.queryByRole("button", { name: "Show older" })).to.equal(null);
  });

  it("closed under a form, it asks for nothing until it is opened", async () => {
    answer(
      "GET /journal",
      page([
        entry({
          entity: "user",
          recordId: 6,
          action: "status",
          changes: { account_status: { before: "ACTIVE", after: "BANNED" } },
        }),
      ]),
    );
    show("user", 6, false);
    await settle();
    expect(sent("GET /journal")).to.have.length(0);
    await user.click(screen.getByText("History"));
    expect(await readEntries()).to.deep.equal(["Status Active → Banned by Alex Admin, 2 hours ago"]);
  });

  it("a write that reloads the record reloads its history", async () => {
    answer("GET /journal", page([]));
    show("product", 8);
    await screen.findByText("No changes yet");
    answer("GET /journal", page([priceChange(5_000)]));
    // What a product's save invalidates (core/resources/products.ts).
    shopStore.dispatch(shopApi.util.invalidateTags([{ type: "Product", id: 8 }]));
    expect(await readEntries()).to.deep.equal(["Price €13.90 → €12.50 by Alex Admin, 5 seconds ago"]);
  });

  it("speaks the locale: French words, amounts and relative times", async () => {
    setConfig({ locale: "fr-FR" });
    answer(
      "GET /journal",
      page([
        entry({ entity: "product", recordId: 8, action: "update", changes: { price: { before: 13.9, after: 12.5 } } }),
      ]),
    );
    show("product", 8);
    await screen.findByText("il y a 2 heures");
    expect((await readEntries("Modifications, les plus récentes d'abord"))[0].replace(/\s/g, " ")).to.equal(
      "Prix 13,90 € → 12,50 € par Alex Admin, il y a 2 heures",
    );
  });
});
