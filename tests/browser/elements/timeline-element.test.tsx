import "../../../elements/index";
import { waitFor } from "@testing-library/dom";
import { signedIn } from "../../../src/core/auth/authSlice";
import type { JournalEntry } from "../../../src/core/resources/journal";
import { shopStore } from "../../../src/core/store";
import { answer, expect, sent, settle, shadowScreen } from "../harness";
import { orderDetail, orderFixture } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const HOUR = 3600_000;
const ago = (ms: number) => new Date(Date.now() - ms).toISOString();

const statusEntry = (id: number, recordId: number, after: string, at: string, name = "Alex Admin"): JournalEntry => ({
  id,
  at,
  actor: { id: 2, name },
  entity: "order",
  recordId,
  action: "status",
  changes: { order_status: { before: "PENDING", after } },
});

describe("<shop-timeline>", () => {
  it("shows an order's timeline in the page's session, and another record's when record-id changes", async () => {
    answer("GET /admin/order/byid/:id", (request) =>
      orderDetail({ ...orderFixture(Number(request.params.id), "Jane Doe", "CONFIRMED"), created_at: ago(3 * HOUR) }),
    );
    answer("GET /journal", (request) => {
      const id = Number(request.query.get("id"));
      const entries =
        id === 5
          ? [statusEntry(11, 5, "CONFIRMED", ago(HOUR))]
          : [statusEntry(12, 6, "CANCELED", ago(2 * HOUR), "Sam Admin")];
      return { entries, total: 1, page: 1, size: 20 };
    });
    shopStore.dispatch(signedIn({ token: "tok", userStatus: "ADMIN" }));
    document.body.innerHTML = `<shop-timeline entity="order" record-id="5"></shop-timeline>`;
    const timeline = document.querySelector("shop-timeline")!;

    const view = () => shadowScreen(timeline);
    const shown = () =>
      view()
        .getAllByRole("listitem")
        .map((item) => item.textContent);
    await view().findByText("1 hour ago");
    await waitFor(() => expect(shown()).to.deep.equal(["Confirmed by Alex Admin, 1 hour ago", "Placed, 3 hours ago"]));
    expect(sent("GET /journal")[0].authorization).to.equal("Bearer tok");
    expect(Object.fromEntries(sent("GET /journal")[0].query)).to.deep.include({ entity: "order", id: "5" });

    timeline.setAttribute("record-id", "6");
    await waitFor(() => expect(shown()).to.deep.equal(["Canceled by Sam Admin, 2 hours ago", "Placed, 3 hours ago"]));
  });

  it("signed out, it points to the page's sign-in and asks for nothing; a sign-in elsewhere shows the history", async () => {
    answer("GET /journal", { entries: [], total: 0, page: 1, size: 20 });
    document.body.innerHTML = `<shop-timeline entity="product" record-id="8"></shop-timeline>`;
    const timeline = document.querySelector("shop-timeline")!;
    await shadowScreen(timeline).findByText("Sign in with the sign-in form on this page to see this history.");
    await settle();
    expect(sent("GET /journal")).to.have.length(0);

    shopStore.dispatch(signedIn({ token: "tok", userStatus: "ADMIN" }));
    await shadowScreen(timeline).findByText("No changes yet");
    expect(sent("GET /journal")).to.have.length(1);
  });
});
