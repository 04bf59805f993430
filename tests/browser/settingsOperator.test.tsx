import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { act } from "react";
import type { Faq, ShippingService } from "../../src/core/types";
import { SettingsArea } from "../../src/shell/StandaloneViews";
import { account } from "./fixtures";
import { answer, expect, ok, PIXEL, refused, sent, sentBody, settle, signIn, typeOver, user } from "./harness";

// Issue 31 in settings: a shipping price read as the operator wrote it (item 1), promotions that
// ask first with the chosen audience's own count (item 8), focus kept after the FAQ switch and
// after sending a promotion (item 5).

const CREATED_AT = "2026-11-02T10:00:00.000Z";
const courier: ShippingService = {
  id: 2,
  title: "Courier",
  description: "Delivered to the door in two to three working days",
  price: 4.5,
  image: PIXEL,
  created_at: CREATED_AT,
};
const faq: Faq = {
  id: 6,
  question: "When do orders ship?",
  answer: "Orders leave the warehouse within two working days of payment",
  status: "ACTIVE",
  created_at: CREATED_AT,
};
const textbox = (name: string) => screen.getByRole("textbox", { name }) as HTMLInputElement;

/** The focused control as "tag name" (its aria-label, its label or its text): <body> reads "body ". */
function focused(): string {
  const element = document.activeElement as HTMLInputElement | null;
  if (!element) return "nothing";
  const name = element.getAttribute("aria-label") ?? element.labels?.[0]?.textContent ?? element.textContent ?? "";
  return `${element.tagName.toLowerCase()} ${name.trim()}`;
}

async function chooseAudience(audience: string) {
  const select = screen.getByRole("combobox", { name: "Business Type" }) as HTMLSelectElement;
  await user.selectOptions(select, audience);
}

describe("settings: the shipping price is read as the operator writes it", () => {
  beforeEach(() => signIn());

  const STYLES = [
    { typed: "14,95", stored: "€14.95", sent: 14.95 },
    { typed: "14.95", stored: "€14.95", sent: 14.95 },
    { typed: "1 390,50", stored: "€1,390.50", sent: 1390.5 },
    { typed: "1,390.50", stored: "€1,390.50", sent: 1390.5 },
  ];
  for (const style of STYLES) {
    it(`"${style.typed}" shows "Saved as ${style.stored}" and sends ${style.sent}`, async () => {
      answer("GET /shipping/get", [courier]);
      answer("PUT /shipping/update/:id", { ...courier, price: style.sent });
      render(<SettingsArea initialPath="/setting/shipping-address-add?id=2" />);
      await waitFor(() => expect(textbox("Sale Price (€)").value).to.equal("4.50"));
      await typeOver(textbox("Sale Price (€)"), style.typed);
      await screen.findByText(`Saved as ${style.stored}`);
      await user.click(screen.getByRole("button", { name: "Update" }));
      await screen.findByText("Updated successfully");
      expect(sentBody("PUT /shipping/update/:id")).to.deep.equal({
        title: "Courier",
        description: courier.description,
        price: style.sent,
        image: PIXEL,
      });
    });
  }

  it('refuses "1.390" (1.39 or 1390?) at the field, keeps the text and sends nothing', async () => {
    answer("GET /shipping/get", [courier]);
    render(<SettingsArea initialPath="/setting/shipping-address-add?id=2" />);
    await waitFor(() => expect(textbox("Sale Price (€)").value).to.equal("4.50"));
    await typeOver(textbox("Sale Price (€)"), "1.390");
    // en-IE writes cents after ".": three digits there are not an amount it will guess at.
    const message = "Use at most two digits after the decimal mark, such as €13.90.";
    await screen.findByText(message);
    expect(textbox("Sale Price (€)").getAttribute("aria-invalid")).to.equal("true");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await waitFor(() => expect(focused()).to.equal("input Sale Price (€)"));
    expect(sent("PUT /shipping/update/:id")).to.have.length(0);
    expect(textbox("Sale Price (€)").value).to.equal("1.390");
  });
});

describe("settings: sending a promotion asks first", () => {
  beforeEach(() => signIn());

  it("names the chosen audience's own count, never the previous one while it loads", async () => {
    let releaseB2C: (customers: number) => void = () => {};
    answer("GET /notification/promotional/reach", (request) => {
      const audience = request.query.get("business_type");
      if (audience === "B2B") return { business_type: "B2B", customers: 24 };
      return new Promise((resolve) => {
        releaseB2C = (customers) => resolve(ok({ business_type: audience, customers }));
      });
    });
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    await screen.findByRole("combobox", { name: "Business Type" });
    await chooseAudience("B2B");
    await screen.findByText("This notification will reach 24 customers.");
    await typeOver(textbox("Title"), "Pallet prices");
    await typeOver(textbox("Description"), "10% off pallets this week");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const b2b = await screen.findByRole("alertdialog", { name: "Send to 24 B2B customers?" });
    await user.click(within(b2b).getByRole("button", { name: "Cancel" }));

    // Another audience: until its count is in, neither the text nor the dialog shows B2B's.
    await chooseAudience("B2C");
    await screen.findByText("Counting the customers it will reach…");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const counting = await screen.findByRole("alertdialog", { name: "Counting the customers it will reach…" });
    expect(within(counting).queryByText(/24/)).to.equal(null);
    expect((within(counting).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).to.equal(true);
    await act(async () => releaseB2C(1));
    const b2c = await screen.findByRole("alertdialog", { name: "Send to 1 B2C customer?" });
    expect((within(b2c).getByRole("button", { name: "Send" }) as HTMLButtonElement).disabled).to.equal(false);
    expect(sent("POST /notification/promotional")).to.have.length(0);
  });

  it("Cancel sends nothing and keeps the form", async () => {
    answer("GET /notification/promotional/reach", { business_type: "BOTH", customers: 30 });
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    await screen.findByRole("combobox", { name: "Business Type" });
    await chooseAudience("BOTH");
    await typeOver(textbox("Title"), "Pallet prices");
    await typeOver(textbox("Description"), "10% off");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send to 30 customers (B2B and B2C)?" });
    expect(within(dialog).getByText("“Pallet prices” goes out at once and cannot be called back.")).to.exist;
    await user.keyboard("{Escape}");
    await waitFor(() => expect(screen.queryByRole("alertdialog")).to.equal(null));
    expect(sent("POST /notification/promotional")).to.have.length(0);
    expect(textbox("Title").value).to.equal("Pallet prices");
  });
});

describe("settings: focus is never dropped (keyboard)", () => {
  beforeEach(() => signIn());

  it("the FAQ switch keeps focus while its change is saved and after", async () => {
    answer("GET /faqs/all", [faq]);
    let release: () => void = () => {};
    answer(
      "PUT /faqs/update/:id",
      () => new Promise((resolve) => (release = () => resolve(ok({ ...faq, status: "INACTIVE" })))),
    );
    render(<SettingsArea initialPath="/setting/faqs" />);
    const toggle = (await screen.findByRole("switch", { name: "Active: When do orders ship?" })) as HTMLInputElement;
    toggle.focus();
    answer("GET /faqs/all", [{ ...faq, status: "INACTIVE" }]);
    await user.keyboard(" ");
    await waitFor(() => expect(sent("PUT /faqs/update/:id")).to.have.length(1));
    expect(toggle.getAttribute("aria-disabled")).to.equal("true");
    expect(focused()).to.equal("input Active: When do orders ship?");
    // A second press while saving sends nothing more.
    await user.keyboard(" ");
    await act(async () => release());
    await screen.findByText("FAQ set to INACTIVE");
    await waitFor(() => expect(toggle.checked).to.equal(false));
    await settle();
    expect(sent("PUT /faqs/update/:id")).to.have.length(1);
    expect(focused()).to.equal("input Active: When do orders ship?");
  });

  it("after Restrict focus is on the account's new first action (Activate), not the page", async () => {
    signIn("SUPER_ADMIN", `h.${btoa(JSON.stringify({ sub: "1" }))}.s`);
    const sam = account({ id: 1, full_name: "Sam Super", user_type: "SUPER_ADMIN" });
    const robin = account({ id: 2, full_name: "Robin Admin" });
    answer("GET /users/admins", [sam, robin]);
    answer("PUT /user/account/status/:id", { ...robin, account_status: "RESTRICTED" });
    render(<SettingsArea initialPath="/setting/adduser-managment" />);
    const restrict = await screen.findByRole("button", { name: "Restrict Robin Admin" });
    restrict.focus();
    answer("GET /users/admins", [sam, { ...robin, account_status: "RESTRICTED" }]);
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog");
    await waitFor(() => expect(dialog.contains(document.activeElement)).to.equal(true));
    await user.click(within(dialog).getByRole("button", { name: "Restrict" }));
    await screen.findByRole("button", { name: "Activate Robin Admin" });
    await waitFor(() => expect(focused()).to.equal("button Activate Robin Admin"));
    expect(sentBody("PUT /user/account/status/:id")).to.deep.equal({ status: "RESTRICTED" });
  });

  it("after sending a promotion focus is on Business Type, ready for the next one", async () => {
    answer("GET /notification/promotional/reach", { business_type: "B2B", customers: 24 });
    answer("POST /notification/promotional", {
      id: 1,
      business_type: "B2B",
      title: "Pallet prices",
      body: "10% off",
      recipients: 24,
      sent_by: 1,
      created_at: CREATED_AT,
    });
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    const select = (await screen.findByRole("combobox", { name: "Business Type" })) as HTMLSelectElement;
    await chooseAudience("B2B");
    await typeOver(textbox("Title"), "Pallet prices");
    await typeOver(textbox("Description"), "10% off");
    textbox("Description").focus();
    await user.tab();
    expect(focused()).to.equal("button Add");
    await user.keyboard("{Enter}");
    const dialog = await screen.findByRole("alertdialog", { name: "Send to 24 B2B customers?" });
    await waitFor(() => expect(dialog.contains(document.activeElement)).to.equal(true));
    await user.tab();
    expect(focused()).to.equal("button Send");
    await user.keyboard("{Enter}");
    await screen.findByText("Promotion notification sent successfully.");
    await waitFor(() => expect(focused()).to.equal("select Business Type"));
    expect(select.value).to.equal("");
  });

  it("after a refused send focus is back on Add, the form as typed", async () => {
    answer("GET /notification/promotional/reach", { business_type: "B2B", customers: 24 });
    answer("POST /notification/promotional", refused("title is too long"));
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    await screen.findByRole("combobox", { name: "Business Type" });
    await chooseAudience("B2B");
    await typeOver(textbox("Title"), "Pallet prices");
    await typeOver(textbox("Description"), "10% off");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const dialog = await screen.findByRole("alertdialog", { name: "Send to 24 B2B customers?" });
    await user.click(within(dialog).getByRole("button", { name: "Send" }));
    await screen.findByText("Failed to Send");
    await waitFor(() => expect(focused()).to.equal("button Add"));
    expect(textbox("Title").value).to.equal("Pallet prices");
  });
});
