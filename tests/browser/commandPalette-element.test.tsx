import "../../elements/index";
import { waitFor, within } from "@testing-library/dom";
import { answer, expect, sent, shadowScreen, signIn, user } from "./harness";
import { orderDetail, orderFixture, orderPageOf, orderStatusChange } from "./fixtures";

// Elements render on their own schedule (as on a real page), not inside act().
before(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});

const ORDER = { ...orderFixture(41, "Aoife Byrne", "PENDING"), order_number: "ORD-100041" };

beforeEach(() => {
  signIn();
  answer("GET /admin/orders", orderPageOf([ORDER]));
  answer("GET /admin/order/byid/:id", orderDetail(ORDER));
});

/**
 * The command palette inside custom elements (issue 32, item 3): each element has its own, opened
 * by Ctrl+K where the focus is, and acting on the record that element shows.
 */
describe("command palette in <shop-orders>", () => {
  it("Ctrl+K opens the palette of the element the focus is in, not another's; Escape gives the focus back", async () => {
    document.body.innerHTML = `<shop-orders path="/view-order/41"></shop-orders><shop-orders path="/orders"></shop-orders>`;
    const [one, two] = Array.from(document.querySelectorAll("shop-orders")).map((element) => element.shadowRoot!);
    const inOne = shadowScreen(one);
    await inOne.findByRole("heading", { name: "Order ORD-100041" });
    await shadowScreen(two).findByRole("button", { name: "Actions for order ORD-100041" });
    const launcher = inOne.getByRole("button", { name: "Search and commands" });
    launcher.focus();
    await user.keyboard("{Control>}k{/Control}");
    const palette = await inOne.findByRole("dialog", { name: "Command palette" });
    expect(shadowScreen(two).queryAllByRole("dialog")).to.have.length(0);
    const field = within(palette).getByRole("combobox");
    await waitFor(() => expect(one.activeElement === field, "the field has the focus").to.equal(true));
    await user.keyboard("{Escape}");
    await waitFor(() => expect(inOne.queryAllByRole("dialog")).to.have.length(0));
    expect(one.activeElement === launcher, "focus back on the button").to.equal(true);
  });

  it("runs the shown order's Confirm command by keyboard, through the usual confirmation", async () => {
    answer("PUT /admin/order/confirm/:id", orderStatusChange(41, "CONFIRMED"));
    document.body.innerHTML = `<shop-orders path="/view-order/41"></shop-orders>`;
    const root = document.querySelector("shop-orders")!.shadowRoot!;
    const inside = shadowScreen(root);
    await inside.findByRole("heading", { name: "Order ORD-100041" });
    inside.getByRole("button", { name: "Search and commands" }).focus();
    await user.keyboard("{Control>}k{/Control}");
    const palette = await inside.findByRole("dialog", { name: "Command palette" });
    const field = within(palette).getByRole("combobox");
    await waitFor(() => expect(root.activeElement === field, "the field has the focus").to.equal(true));
    await user.keyboard("confirm");
    await waitFor(() =>
      expect(root.getElementById(field.getAttribute("aria-activedescendant") ?? "")?.textContent).to.equal(
        "Confirm order ORD-100041",
      ),
    );
    await user.keyboard("{Enter}");
    const question = await inside.findByRole("alertdialog", { name: "Confirm order ORD-100041?" });
    expect(sent("PUT /admin/order/confirm/:id")).to.have.length(0);
    await user.click(within(question).getByRole("button", { name: "Confirm order" }));
    await waitFor(() => expect(sent("PUT /admin/order/confirm/:id")).to.have.length(1));
  });
});
