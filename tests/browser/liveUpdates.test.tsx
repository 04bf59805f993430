import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { act } from "react";
import { Provider } from "react-redux";
import { useLastChange } from "../../src/core/live/useLastChange";
import { shopStore } from "../../src/core/store";
import type { Order } from "../../src/core/types";
import { OrdersArea } from "../../src/shell/OrdersArea";
import { orderFixture as order, orderPageOf } from "./fixtures";
import { answer, expect, sent, settle, signIn, user } from "./harness";

/**
 * Changes reach open screens (issue 33): the page's one change stream (GET /api/events, a fake
 * one here) makes what changed load again, counts new orders instead of slipping them into the
 * list, keeps each record's last change for its form, and resumes after a drop from the last id.
 */

/** A server-sent events answer the test writes into as it goes. */
function fakeStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({ start: (c) => void (controller = c) });
  return {
    response: () => new Response(body, { status: 200, headers: { "content-type": "text/event-stream" } }),
    async send(id: number, event: string, data: object) {
      await act(async () => {
        controller!.enqueue(encoder.encode(`id: ${id}\nevent: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
      });
    },
    drop: () => controller!.error(new TypeError("network error")),
  };
}

const change = (entity: string, recordId: number, action: string) => ({
  entity,
  recordId,
  action,
  actorName: "Sam Admin",
  at: "2026-11-27T10:00:00.000Z",
  fields: action === "create" ? ["order_number", "order_status"] : ["order_status"],
});

const rows = () =>
  Array.from(document.querySelectorAll("tbody tr")).filter((row) => !row.hasAttribute("data-skeleton"));

/** Every GET /events this page sent, with the Last-Event-ID it carried. */
function recordStreamRequests() {
  const seen: (string | null)[] = [];
  const original = window.fetch;
  window.fetch = (input: RequestInfo | URL, init?: RequestInit) => {
    const url = typeof input === "string" ? input : input instanceof URL ? input.href : input.url;
    if (url.endsWith("/events")) seen.push(new Headers(init?.headers).get("last-event-id"));
    return original(input, init);
  };
  return { seen, restore: () => (window.fetch = original) };
}

/** Signs in on a server whose change stream is `stream` and whose orders are `orders()` when asked. */
function serve(stream: ReturnType<typeof fakeStream>, orders: () => Order[]) {
  answer("GET /events", () => stream.response());
  answer("GET /admin/orders", (request) => orderPageOf(orders())(request));
  signIn();
}

describe("live updates from the change stream", () => {
  it("a new order elsewhere shows as a count (rows stay put); pressing it loads the list with the new ones", async () => {
    const stream = fakeStream();
    let orders = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "CONFIRMED")];
    serve(stream, () => orders);
    render(<OrdersArea initialPath="/orders" />);
    await waitFor(() => expect(rows()).to.have.length(2));
    await settle();
    const loads = sent("GET /admin/orders").length;

    orders = [order(9, "Niamh Ryan", "PENDING"), order(8, "Cian Doyle", "PENDING"), ...orders];
    await stream.send(41, "change", change("order", 8, "create"));
    expect(await screen.findByRole("button", { name: "1 new order" })).to.exist;
    await stream.send(42, "change", change("order", 9, "create"));
    expect(await screen.findByRole("button", { name: "2 new orders" })).to.exist;
    await settle();
    // Nothing moved under the operator's pointer: the list was not asked again.
    expect(sent("GET /admin/orders")).to.have.length(loads);
    expect(rows()).to.have.length(2);

    await user.click(screen.getByRole("button", { name: "2 new orders" }));
    await waitFor(() => expect(rows()).to.have.length(4));
    expect(screen.queryByRole("button", { name: /new order/ })).to.equal(null);
  });

  it("an order changed elsewhere is updated in its row; the record's last change is kept for its form", async () => {
    const stream = fakeStream();
    let orders = [order(1, "Aoife Byrne", "PENDING"), order(2, "Brian Walsh", "PENDING")];
    serve(stream, () => orders);
    function LastChangeOf({ id }: { id: number }) {
      const last = useLastChange("order", id);
      return <p>{last ? `Order ${id} changed by ${last.actorName}` : `Order ${id} unchanged`}</p>;
    }
    render(
      <>
        <OrdersArea initialPath="/orders" />
        <Provider store={shopStore}>
          <LastChangeOf id={2} />
        </Provider>
      </>,
    );
    await waitFor(() => expect(rows()).to.have.length(2));
    expect(rows()[1].textContent).to.contain("PENDING");
    expect(screen.getByText("Order 2 unchanged")).to.exist;

    orders = [orders[0], order(2, "Brian Walsh", "CONFIRMED")];
    await stream.send(50, "change", change("order", 2, "status"));
    await waitFor(() => expect(rows()[1].textContent).to.contain("CONFIRMED"));
    expect(rows()[0].textContent).to.contain("Aoife Byrne");
    expect(screen.getByText("Order 2 changed by Sam Admin")).to.exist;
    expect(screen.queryByRole("button", { name: /new order/ })).to.equal(null);
  });

  it("after a network drop the stream reconnects with Last-Event-ID and takes the changes it missed", async () => {
    const first = fakeStream();
    const second = fakeStream();
    const streams = [first, second];
    answer("GET /events", () => (streams.shift() ?? fakeStream()).response());
    let orders = [order(1, "Aoife Byrne", "PENDING")];
    answer("GET /admin/orders", (request) => orderPageOf(orders)(request));
    const requests = recordStreamRequests();
    try {
      signIn();
      render(<OrdersArea initialPath="/orders" />);
      await waitFor(() => expect(rows()).to.have.length(1));
      await first.send(70, "change", change("product", 5, "update"));
      await first.send(71, "change", change("brand", 2, "update"));
      await act(async () => first.drop());
      // The first retry comes about a second later (with some jitter).
      await waitFor(() => expect(requests.seen).to.deep.equal([null, "71"]), { timeout: 4000 });
      orders = [order(1, "Aoife Byrne", "CANCELED")];
      await second.send(72, "change", change("order", 1, "status"));
      await waitFor(() => expect(rows()[0].textContent).to.contain("CANCELED"));
    } finally {
      requests.restore();
    }
  });
});
