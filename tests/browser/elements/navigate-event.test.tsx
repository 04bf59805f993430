import "../../../elements/index";

import { answer, expect, quiet, signIn, shadowScreen, user } from "../harness";
import { orderDetail, orderFixture, orderPageOf } from "../fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
// In a hook: @testing-library/react switches the flag on before all tests.
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const ORDER = orderFixture(41, "Aoife Byrne", "PENDING");

/** Mounts an element and records the paths of the shop-navigate events it fires. */
function mountHeard(html: string) {
  const wrapper = document.createElement("div");
  const heard: string[] = [];
  wrapper.addEventListener("shop-navigate", (event) =>
    heard.push((event as CustomEvent<{ path: string }>).detail.path),
  );
  wrapper.innerHTML = html;
  document.body.appendChild(wrapper);
  return { root: wrapper.firstElementChild!.shadowRoot!, heard };
}

beforeEach(() => {
  signIn();
  answer("GET /admin/orders", orderPageOf([ORDER]));
  answer("GET /admin/order/byid/:id", orderDetail(ORDER));
});

describe("shop-navigate", () => {
  it("fires once per screen the operator opens, and not when the element starts", async () => {
    const { root, heard } = mountHeard(`<shop-orders api-base="/api" path="/orders"></shop-orders>`);
    await shadowScreen(root).findByRole("link", { name: "ORD-1041" });
    await quiet();
    expect(heard).to.deep.equal([]);

    await user.click(shadowScreen(root).getByRole("link", { name: "ORD-1041" }));
    await shadowScreen(root).findByText("Order ORD-1041");
    await quiet();
    expect(heard).to.deep.equal(["/view-order/41"]);

    await user.click(shadowScreen(root).getByRole("link", { name: "Orders" }));
    await shadowScreen(root).findByRole("link", { name: "ORD-1041" });
    await quiet();
    expect(heard).to.deep.equal(["/view-order/41", "/orders"]);
  });

  it("stays silent while an element started on its root is led to the area's home", async () => {
    const { root, heard } = mountHeard(`<shop-orders api-base="/api"></shop-orders>`);
    await shadowScreen(root).findByRole("link", { name: "ORD-1041" });
    await quiet();
    expect(heard).to.deep.equal([]);
  });
});
