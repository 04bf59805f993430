import { act } from "react";
import { createRoot } from "react-dom/client";
import { ElementRoot } from "../../../elements/ElementRoot";
import { DatePicker } from "../../../src/ui/DatePicker";
import { Select } from "../../../src/ui/Select";
import { waitFor } from "@testing-library/dom";
import { expect, user } from "../harness";

async function mountInShadow(ui: React.ReactNode) {
  const host = document.createElement("div");
  document.body.appendChild(host);
  const shadow = host.attachShadow({ mode: "open" });
  const root = createRoot(shadow);
  await act(async () => root.render(<ElementRoot>{ui}</ElementRoot>));
  return {
    shadow,
    async unmount() {
      await act(async () => root.unmount());
      host.remove();
    },
  };
}

describe("third-party widgets inside a shadow root", () => {
  it("react-select's emotion styles land in the shadow root, not the page head", async () => {
    const headStylesBefore = document.head.querySelectorAll("style").length;
    const view = await mountInShadow(
      <Select
        label="Status"
        value="PENDING"
        onChange={() => {}}
        options={[
          { value: "PENDING", label: "Pending" },
          { value: "CONFIRMED", label: "Confirmed" },
        ]}
      />,
    );
    await waitFor(() => expect(view.shadow.textContent).to.contain("Pending"));
    const control = view.shadow.querySelector<HTMLElement>('[class*="-control"]')!;
    expect(control, "react-select control").to.exist;
    // Emotion's control has a 1px border and flex layout: proof its CSS applies inside.
    expect(getComputedStyle(control).display).to.equal("flex");
    // Through a sheet the shadow root adopts: no <style> needing a nonce, here or in the head.
    expect(view.shadow.querySelector("style")).to.equal(null);
    expect(view.shadow.adoptedStyleSheets.length).to.be.greaterThan(0);
    expect(document.head.querySelectorAll("style[data-emotion]").length).to.equal(0);
    expect(document.head.querySelectorAll("style").length).to.equal(headStylesBefore);
    await view.unmount();
  });

  it("react-datepicker's stylesheet applies inside the shadow root", async () => {
    const view = await mountInShadow(
      <DatePicker label="Start date" value={new Date(2026, 2, 7)} onChange={() => {}} />,
    );
    // The date shows at once, before the calendar's code has loaded; then react-datepicker takes over.
    expect(view.shadow.querySelector("input")!.value).to.equal("07/03/2026");
    const input = await waitFor(() => {
      const calendarInput = view.shadow.querySelector<HTMLInputElement>("input:not([readonly])");
      expect(calendarInput).to.exist;
      return calendarInput!;
    });
    expect(input.value).to.equal("07/03/2026");
    await user.click(input);
    await waitFor(() => expect(view.shadow.querySelector(".react-datepicker")).to.exist);
    const calendar = view.shadow.querySelector<HTMLElement>(".react-datepicker")!;
    // From react-datepicker.css: the calendar is an inline-block with a border.
    expect(getComputedStyle(calendar).display).to.equal("inline-block");
    expect(getComputedStyle(calendar).borderTopStyle).to.equal("solid");
    await view.unmount();
  });
});
