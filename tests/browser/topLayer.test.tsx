import { Menu } from "../../src/ui/Menu";
import { screen, waitFor } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { expect, user } from "./harness";

const named = (element: Element) =>
  `${element.tagName} ${element.getAttribute("role") ?? ""} ${element.textContent ?? ""}`;
/** What the page shows at an element's centre, named (chai would take ages to print two DOM nodes that differ). */
const shownAtCentreOf = (element: Element) => {
  const box = element.getBoundingClientRect();
  const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  const at = `${Math.round(box.left + box.width / 2)},${Math.round(box.top + box.height / 2)}`;
  return hit ? named(hit) : `nothing at ${at} (viewport ${innerWidth}×${innerHeight})`;
};

/*
 * A portal that scales its content and has its own fixed header above everything (issue 31):
 * a row's menu must open beside its button, inside the viewport, and nothing may cover it.
 */
describe("menus inside a transformed, scrolled portal", () => {
  it("open beside their button, in view and uncovered, and follow it while the page scrolls", async () => {
    const header = document.createElement("header");
    header.style.cssText = "position: fixed; top: 0; left: 0; right: 0; height: 72px; z-index: 1000; background: #123";
    document.body.append(header);
    const spacerAbove = document.createElement("div");
    spacerAbove.style.height = "900px";
    document.body.prepend(spacerAbove);
    const items = ["View", "Edit", "Delete"].map((label) => ({ label, onSelect: () => {} }));
    render(
      <div
        style={{
          transform: "scale(0.9)",
          transformOrigin: "0 0",
          position: "relative",
          zIndex: 1,
          paddingBottom: 1200,
        }}
      >
        <Menu label="Actions for order ORD-1" items={items} />
      </div>,
    );
    const trigger = screen.getByRole("button", { name: "Actions for order ORD-1" });
    trigger.scrollIntoView({ block: "center" });
    await user.click(trigger);
    const menuItems = await screen.findAllByRole("menuitem");
    expect(menuItems).to.have.length(3);
    const button = trigger.getBoundingClientRect();
    const menu = screen.getByRole("menu", { name: "Actions for order ORD-1" });
    const box = menu.getBoundingClientRect();
    expect(box.top, "the menu's top in the viewport").to.be.within(button.bottom, button.bottom + 12);
    expect(box.bottom).to.be.at.most(window.innerHeight);
    for (const item of menuItems) expect(shownAtCentreOf(item)).to.equal(named(item));
    expect(document.activeElement && named(document.activeElement)).to.equal(named(menuItems[0]));

    // Scrolled so the button sits just under the portal's header: the menu still opens below it, above the header.
    window.scrollBy(0, button.top - 80);
    await waitFor(() => {
      const moved = menu.getBoundingClientRect();
      const buttonNow = trigger.getBoundingClientRect();
      expect(moved.top).to.be.within(buttonNow.bottom, buttonNow.bottom + 12);
    });
    expect(shownAtCentreOf(menuItems[0])).to.equal(named(menuItems[0]));
    header.remove();
    spacerAbove.remove();
    window.scrollTo(0, 0);
  });
});
