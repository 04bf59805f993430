import { act, useState, type CSSProperties } from "react";
import { render } from "@testing-library/react";
import { screen, waitFor } from "@testing-library/dom";
import { setConfig } from "../../src/core/config";
import { loadTranslations } from "../../src/core/messages";
import { notify } from "../../src/core/notify";
import { ShopProvider } from "../../src/shell/ShopProvider";
import { DatePicker } from "../../src/ui/DatePicker";
import { Select } from "../../src/ui/Select";
import { TextField } from "../../src/ui/TextField";
import { firstDayOfWeek } from "../../src/ui/calendarLocale";
import { expect, user } from "./harness";

const HEADER = 72;
const named = (element: Element | null) =>
  element ? `${element.tagName} ${element.className}`.slice(0, 80) : "nothing";
/** Whether the page shows `element` itself (or something inside it) at the centre of its box. */
function shownAtCentre(element: Element): boolean {
  const box = element.getBoundingClientRect();
  let hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  // Inside an element's shadow root the hit is its host: look inside.
  while (hit?.shadowRoot) hit = hit.shadowRoot.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2);
  return hit !== null && (element === hit || element.contains(hit));
}
function expectInView(element: Element, what: string) {
  const box = element.getBoundingClientRect();
  expect(box.top, `${what}: top below the ${HEADER} px header`).to.be.at.least(HEADER);
  expect(box.bottom, `${what}: bottom inside the viewport`).to.be.at.most(window.innerHeight);
  expect(box.left, `${what}: left inside the viewport`).to.be.at.least(0);
  expect(box.right, `${what}: right inside the viewport`).to.be.at.most(window.innerWidth);
  expect(shownAtCentre(element), `${what} is uncovered (${named(element)})`).to.equal(true);
}
/** Scrolls the page so `element` sits `y` px from the viewport's top. */
function scrollTo(element: Element, y: number) {
  window.scrollBy(0, element.getBoundingClientRect().top - y);
}

const STATUSES = ["Pending", "Confirmed", "Shipped", "Delivered", "Cancelled"].map((label) => ({
  value: label,
  label,
}));

function OrdersLikeContent() {
  const [status, setStatus] = useState<string | null>(null);
  const [from, setFrom] = useState<Date | null>(null);
  return (
    <ShopProvider>
      <h1>Orders</h1>
      <div style={{ height: 300 }} />
      <Select label="Status" options={STATUSES} value={status} onChange={setStatus} />
      <div style={{ height: 300 }} />
      <TextField label="Search orders" />
      <DatePicker label="From date" value={from} onChange={setFrom} />
    </ShopProvider>
  );
}

/** The real calendar (not its stand-in) has taken over the field. */
async function dateField(label: string): Promise<HTMLInputElement> {
  let field = (await screen.findByLabelText(label)) as HTMLInputElement;
  await waitFor(() => {
    field = screen.getByLabelText(label) as HTMLInputElement;
    expect(field.readOnly, "the calendar has loaded").to.equal(false);
  });
  return field;
}

describe("pickers and notices inside a transformed, scrolled portal under a fixed header (issue 31, item 4)", () => {
  let header: HTMLElement;
  let spacer: HTMLElement;
  beforeEach(() => {
    header = document.createElement("header");
    header.style.cssText = `position: fixed; top: 0; left: 0; right: 0; height: ${HEADER}px; z-index: 1000; background: #123`;
    document.body.append(header);
    spacer = document.createElement("div");
    spacer.style.height = "900px";
    document.body.prepend(spacer);
  });
  afterEach(() => {
    header.remove();
    spacer.remove();
    window.scrollTo(0, 0);
  });

  it("a listbox, the date calendar and an error notice show in view, uncovered, below the header", async () => {
    const wrapper: CSSProperties & Record<"--shop-notices-top", string> = {
      transform: "scale(0.9)",
      transformOrigin: "0 0",
      position: "relative",
      zIndex: 1,
      paddingBottom: 1200,
      "--shop-notices-top": `${HEADER}px`,
    };
    render(
      <div style={wrapper}>
        <OrdersLikeContent />
      </div>,
    );

    const status = screen.getByRole("combobox", { name: "Status" });
    scrollTo(status, HEADER + 40);
    await user.click(status);
    const listbox = await screen.findByRole("listbox");
    const option = screen.getByRole("option", { name: "Pending" });
    expect(listbox.getBoundingClientRect().top, "the listbox opens below its control").to.be.at.least(
      status.getBoundingClientRect().bottom - 1,
    );
    expectInView(listbox, "the listbox");
    expectInView(option, "its first option");
    await user.click(option);
    expect(screen.queryByRole("listbox")).to.equal(null);

    const from = await dateField("From date");
    scrollTo(from, HEADER + 60);
    await user.click(from);
    const calendar = await waitFor(() => {
      const found = document.querySelector(".react-datepicker");
      expect(found, "the calendar is open").to.not.equal(null);
      return found!;
    });
    await waitFor(() =>
      expect(calendar.getBoundingClientRect().top, "the calendar opens below its field").to.be.at.least(
        from.getBoundingClientRect().bottom,
      ),
    );
    expectInView(calendar, "the calendar");
    await user.keyboard("{Escape}");

    await act(async () => {
      notify.error("Failed to update order ORD-1", "The server refused");
    });
    const card = (await screen.findByText("Failed to update order ORD-1")).closest("[data-notice-kind]")!;
    await waitFor(() => expectInView(card, "the error notice"));
  });
});

describe("date fields (issue 31, item 7)", () => {
  afterEach(() => setConfig({ locale: "en-IE" }));

  async function openCalendar(): Promise<string[]> {
    render(
      <ShopProvider>
        <TextField label="Reference" />
        <DatePicker label="Start date" value={new Date(2026, 10, 27)} onChange={() => {}} />
      </ShopProvider>,
    );
    await user.click(await dateField("Start date"));
    await waitFor(() => expect(document.querySelectorAll(".react-datepicker__day-name").length).to.equal(7));
    return Array.from(document.querySelectorAll(".react-datepicker__day-name"), (day) => day.textContent ?? "");
  }

  it("en-IE starts the week on Monday, and the calendar does not cover the field above", async () => {
    const days = await openCalendar();
    expect(days[0]).to.match(/^Monday/);
    const calendar = document.querySelector(".react-datepicker")!.getBoundingClientRect();
    const above = screen.getByLabelText("Reference").getBoundingClientRect();
    const field = screen.getByLabelText("Start date").getBoundingClientRect();
    expect(calendar.top, "below the date field").to.be.at.least(field.bottom);
    expect(calendar.top >= above.bottom || calendar.bottom <= above.top, "the field above is uncovered").to.equal(true);
  });

  it("en-US starts on Sunday", async () => {
    setConfig({ locale: "en-US" });
    expect((await openCalendar())[0]).to.match(/^Sunday/);
  });

  it("fr-FR names the days and the month in French, from Monday", async () => {
    setConfig({ locale: "fr-FR" });
    const days = await openCalendar();
    expect(days[0]).to.match(/^lundi/);
    expect(document.querySelector(".react-datepicker__current-month")?.textContent).to.match(/novembre 2026/);
  });

  it("de-DE reads and shows the date as Germans write it (TT.MM.JJJJ)", async () => {
    setConfig({ locale: "de-DE" });
    await loadTranslations();
    const chosen: (Date | null)[] = [];
    function Field() {
      const [value, setValue] = useState<Date | null>(null);
      return (
        <DatePicker
          label="Startdatum"
          value={value}
          onChange={(date) => {
            chosen.push(date);
            setValue(date);
          }}
        />
      );
    }
    render(
      <ShopProvider>
        <Field />
      </ShopProvider>,
    );
    const field = await dateField("Startdatum");
    expect(field.placeholder).to.equal("TT.MM.JJJJ");
    await user.click(field);
    await user.keyboard("24.12.2026");
    await waitFor(() => expect(chosen.at(-1)?.toDateString()).to.equal(new Date(2026, 11, 24).toDateString()));
    await user.keyboard("{Escape}");
    expect(field.value).to.equal("24.12.2026");
  });

  it("looks like the other text fields: border, height, font and focus ring", async () => {
    render(
      <ShopProvider>
        <TextField label="Reference" />
        <DatePicker label="Start date" value={null} onChange={() => {}} />
      </ShopProvider>,
    );
    const date = await dateField("Start date");
    const text = screen.getByLabelText("Reference");
    const looks = (element: Element) => {
      const style = getComputedStyle(element);
      return [
        style.borderTopWidth,
        style.borderTopColor,
        style.borderRadius,
        style.height,
        style.fontSize,
        style.fontFamily,
      ];
    };
    expect(looks(date)).to.deep.equal(looks(text));
    date.focus();
    text.focus();
    const ringOfText = getComputedStyle(text).boxShadow;
    date.focus();
    expect(getComputedStyle(date).boxShadow).to.equal(ringOfText);
    await user.keyboard("{Escape}");
  });

  it("the first day of the week follows the locale's region", () => {
    expect([
      firstDayOfWeek("en-IE"),
      firstDayOfWeek("fr-FR"),
      firstDayOfWeek("en-US"),
      firstDayOfWeek("de"),
    ]).to.deep.equal([1, 1, 0, 1]);
  });
});
