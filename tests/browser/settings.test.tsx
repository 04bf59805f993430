import { act } from "react";
import { SettingsArea } from "../../src/shell/StandaloneViews";
import type { Banner, Faq, ShippingService } from "../../src/core/types";
import { shopStore } from "../../src/core/store";
import { screen, waitFor, within } from "@testing-library/dom";
import { render } from "@testing-library/react";
import { answer, expect, ok, PIXEL, refused, sent, sentBody, signIn, user, typeOver, settle } from "./harness";
import { account, brand } from "./fixtures";

const CREATED_AT = "2026-11-02T10:00:00.000Z";
const queryByRole = (role: string, name: string) => screen.queryAllByRole(role, { name: name })[0] ?? null;
const banner = (fields: Partial<Banner> & Pick<Banner, "id" | "title">): Banner => ({
  img_url: PIXEL,
  target_type: "BRAND",
  target_id: 3,
  target_name: "Aurora",
  status: "ACTIVE",
  created_at: CREATED_AT,
  ...fields,
});
const faq = (fields: Partial<Faq> & Pick<Faq, "id" | "question">): Faq => ({
  answer: "Orders leave the warehouse within two working days of payment",
  status: "ACTIVE",
  created_at: CREATED_AT,
  ...fields,
});
const shipping = (fields: Partial<ShippingService> & Pick<ShippingService, "id" | "title">): ShippingService => ({
  description: "Delivered to the door in two to three working days",
  price: 4.5,
  image: PIXEL,
  created_at: CREATED_AT,
  ...fields,
});

/** A token whose subject is the signed-in user's id (the admin list hides actions on oneself). */
const tokenFor = (id: number) => `h.${btoa(JSON.stringify({ sub: String(id) }))}.s`;

/** A real PNG of the given pixel size, drawn in the browser. */
async function pngOf(width: number, height: number, name: string): Promise<File> {
  const canvas = new OffscreenCanvas(width, height);
  const context = canvas.getContext("2d")!;
  context.fillStyle = "#2447c6";
  context.fillRect(0, 0, width, height);
  const blob = await canvas.convertToBlob({ type: "image/png" });
  return new File([blob], name, { type: "image/png" });
}

/** The upload goes through XMLHttpRequest (for progress): a stand-in that records it and answers a stored file. */
class FakeUpload {
  static urls: string[] = [];
  status = 0;
  responseText = "";
  upload: { onprogress: ((event: ProgressEvent) => void) | null } = { onprogress: null };
  onload: (() => void) | null = null;
  onerror: (() => void) | null = null;
  open(_method: string, url: string) {
    FakeUpload.urls.push(url);
  }
  setRequestHeader() {}
  send() {
    setTimeout(() => {
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, message: "ok", body: { id: 77, img_url: PIXEL } });
      this.onload?.();
    }, 0);
  }
}
const RealXHR = window.XMLHttpRequest;

async function choose(file: File) {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(file);
  await act(async () => {
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
}

const field = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;

beforeEach(() => {
  FakeUpload.urls = [];
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
});
afterEach(() => {
  window.XMLHttpRequest = RealXHR;
});

interface ListCase {
  name: string;
  path: string;
  list: string;
  row: object;
  dataText: string;
  empty: string;
  errorTitle: string;
  role?: "ADMIN" | "SUPER_ADMIN";
}

const LISTS: ListCase[] = [
  {
    name: "banners",
    path: "/setting/banner-management",
    list: "GET /banner/get",
    row: banner({ id: 1, title: "Spring pods" }),
    dataText: "Spring pods",
    empty: "No Banner found",
    errorTitle: "Error fetching banners",
  },
  {
    name: "FAQs",
    path: "/setting/faqs",
    list: "GET /faqs/all",
    row: faq({ id: 1, question: "When do orders ship?" }),
    dataText: "When do orders ship?",
    empty: "No FAQ found",
    errorTitle: "Error fetching FAQs",
  },
  {
    name: "shipping services",
    path: "/setting/shipping-address",
    list: "GET /shipping/get",
    row: shipping({ id: 1, title: "Courier" }),
    dataText: "€4.50",
    empty: "No Shipping Service found",
    errorTitle: "Error fetching shipping services",
  },
  {
    name: "admin users",
    path: "/setting/adduser-managment",
    list: "GET /users/admins",
    row: account({ id: 9, full_name: "Robin Admin" }),
    dataText: "robinadmin@example.test",
    empty: "No admin found",
    errorTitle: "Error fetching admins",
    role: "SUPER_ADMIN",
  },
];

for (const list of LISTS) {
  describe(`settings list: ${list.name}`, () => {
    beforeEach(() => signIn(list.role ?? "ADMIN"));

    it("shows a loading state, then the data", async () => {
      let release: (response: Response) => void = () => {};
      answer(list.list, () => new Promise((resolve) => (release = resolve)));
      render(<SettingsArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).to.exist);
      expect(screen.queryByText(list.dataText)).to.equal(null);
      await act(async () => release(ok([list.row])));
      await screen.findByText(list.dataText);
      expect(screen.queryByText(list.empty)).to.equal(null);
    });

    it("says so when there is nothing", async () => {
      answer(list.list, []);
      render(<SettingsArea initialPath={list.path} />);
      await screen.findByText(list.empty);
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      // The server fails until the operator retries (a screen mounting after its starter's failure asks again).
      let serverDown = true;
      answer(list.list, () => (serverDown ? refused("Database unavailable", 500) : [list.row]));
      render(<SettingsArea initialPath={list.path} />);
      await screen.findByText(list.errorTitle);
      expect(screen.getByText("Database unavailable")).to.exist;
      await settle();
      serverDown = false;
      await user.click(await screen.findByRole("button", { name: "Retry" }));
      await screen.findByText(list.dataText);
    });
  });
}

describe("settings: banners", () => {
  beforeEach(() => signIn());

  it("Deactivate is sent as inactive; a refusal gives the reason", async () => {
    answer("GET /banner/get", [banner({ id: 4, title: "Spring pods" })]);
    answer("PUT /banner/inactive/:id", refused("Banner not found", 404));
    render(<SettingsArea initialPath="/setting/banner-management" />);
    await screen.findByRole("button", { name: "Deactivate Spring pods" });
    expect(queryByRole("button", "Activate Spring pods")).to.equal(null);
    await user.click(screen.getByRole("button", { name: "Deactivate Spring pods" }));
    await screen.findByText('Failed to update banner status: Banner not found "Spring pods"');
    expect(sent("PUT /banner/inactive/:id").map((request) => request.path)).to.deep.equal(["/banner/inactive/4"]);
  });

  it("refuses an image under 327x168 before uploading it, naming the minimum", async () => {
    render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await choose(await pngOf(200, 100, "small.png"));
    await within(document.querySelector("fieldset")! as HTMLElement).findByText(
      "This image is 200x100 px; a banner must be at least 327x168 px.",
    );
    expect(FakeUpload.urls).to.deep.equal([]);
    expect(screen.getByText("Choose an image to see the banner as shoppers see it.")).to.exist;
  });

  it("asks for title, image, type and item before sending anything", async () => {
    render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Please enter a title")).to.exist;
    expect(screen.getByText("Please select an image")).to.exist;
    expect(screen.getByText("Please select type and item")).to.exist;
    expect(sent()).to.have.length(0);
  });

  it("a big enough image uploads and shows at the shopper's size; the brand is found by typing; a failed save keeps the form", async () => {
    answer("GET /brand/get", [brand({ id: 3, brand_name: "Aurora" }), brand({ id: 5, brand_name: "Nimbus" })]);
    answer("POST /banner", refused("The selected item does not exist"));
    render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await typeOver(field("Title"), "Cloud week");
    await choose(await pngOf(654, 336, "wide.png"));
    await screen.findByText("Image Uploaded Successfully");
    expect(FakeUpload.urls).to.deep.equal(["/api/upload/file"]);
    const preview = document.querySelector<HTMLElement>("[data-banner-preview]")!;
    const box = preview.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(327);
    expect(Math.round(box.height)).to.equal(168);
    expect(preview.querySelector("img")!.getAttribute("alt")).to.equal("Cloud week");
    const typeSelect = screen.getByRole("combobox", { name: "Type" }) as HTMLSelectElement;
    await act(async () => {
      typeSelect.value = "BRAND";
      typeSelect.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const picker = document.querySelector<HTMLInputElement>('input[aria-label="Item"]')!;
    await waitFor(() => expect(picker.disabled).to.equal(false));
    await typeOver(picker, "nim");
    await screen.findByText("Nimbus");
    expect(screen.queryByText("Aurora")).to.equal(null);
    await user.click(screen.getByText("Nimbus"));
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText('Failed to add/update banner. Please try again. "Cloud week"');
    expect(screen.getByText("The selected item does not exist")).to.exist;
    expect(sentBody("POST /banner")).to.deep.equal({
      title: "Cloud week",
      img_url: PIXEL,
      target_type: "BRAND",
      target_id: 5,
    });
    expect(field("Title").value).to.equal("Cloud week");
  });
});

describe("settings: FAQs", () => {
  beforeEach(() => signIn());

  it("the status switch has an accessible name and sends the other status", async () => {
    answer("GET /faqs/all", [faq({ id: 6, question: "When do orders ship?" })]);
    answer("PUT /faqs/update/:id", faq({ id: 6, question: "When do orders ship?", status: "INACTIVE" }));
    render(<SettingsArea initialPath="/setting/faqs" />);
    const toggle = (await screen.findByRole("switch", { name: "Active: When do orders ship?" })) as HTMLInputElement;
    expect(toggle.checked).to.equal(true);
    answer("GET /faqs/all", [faq({ id: 6, question: "When do orders ship?", status: "INACTIVE" })]);
    await user.click(toggle);
    await screen.findByText("FAQ set to INACTIVE");
    expect(sentBody("PUT /faqs/update/:id")).to.deep.equal({ status: "INACTIVE" });
    await waitFor(() =>
      expect(
        (screen.getByRole("switch", { name: "Active: When do orders ship?" }) as HTMLInputElement).checked,
      ).to.equal(false),
    );
  });

  it("question and answer are both required", async () => {
    render(<SettingsArea initialPath="/setting/add-faq" />);
    await waitFor(() => expect(field("Question")).to.exist);
    await typeOver(field("Question"), "Do you ship abroad?");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).to.exist;
    expect(field("Answer").getAttribute("aria-invalid")).to.equal("true");
    expect(field("Question").getAttribute("aria-invalid")).to.equal(null);
    expect(sent()).to.have.length(0);
  });
});

describe("settings: shipping services", () => {
  beforeEach(() => signIn());

  it("asks for the required fields and an uploaded image", async () => {
    render(<SettingsArea initialPath="/setting/shipping-address-add" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await user.click(screen.getByRole("button", { name: "Submit" }));
    // In the form and as a notice.
    expect(screen.getAllByText("Please fill the required fields")).to.have.length(2);
    within(document.querySelector("fieldset")!).getByText("Please upload an image.");
    expect(sent()).to.have.length(0);
  });

  it("a title another service has (409) is shown at the title field, which keeps the text", async () => {
    answer("GET /shipping/get", [shipping({ id: 2, title: "Courier" })]);
    answer("PUT /shipping/update/:id", refused('A shipping service named "Express" already exists.', 409));
    render(<SettingsArea initialPath="/setting/shipping-address-add?id=2" />);
    await waitFor(() => expect((field("Title") as HTMLInputElement).value).to.equal("Courier"));
    await typeOver(field("Title"), "Express");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText('Failed to save shipping service "Express"');
    await waitFor(() => expect(field("Title").getAttribute("aria-invalid")).to.equal("true"));
    const message = document.getElementById(field("Title").getAttribute("aria-describedby") ?? "");
    expect(message?.textContent).to.equal('A shipping service named "Express" already exists.');
    expect((field("Title") as HTMLInputElement).value).to.equal("Express");
  });

  it("a service used by orders is refused; the notice says why", async () => {
    answer("GET /shipping/get", [shipping({ id: 2, title: "Courier" })]);
    answer(
      "DELETE /shipping/delete/:id",
      refused("This shipping service is used by orders and cannot be deleted.", 409),
    );
    render(<SettingsArea initialPath="/setting/shipping-address" />);
    await screen.findByRole("button", { name: "Delete Courier" });
    await user.click(screen.getByRole("button", { name: "Delete Courier" }));
    await user.click(within(screen.getByRole("alertdialog") as HTMLElement).getByRole("button", { name: "Delete" }));
    await screen.findByText('Failed to delete shipping service "Courier"');
    expect(screen.getByText("This shipping service is used by orders and cannot be deleted.")).to.exist;
    expect(screen.getByText("Courier")).to.exist;
  });
});

describe("settings: promotion notification", () => {
  beforeEach(() => signIn());

  it("shows the reach of the chosen business type, Sending... while it runs, and clears on success", async () => {
    answer("GET /notification/promotional/reach", (request) => ({
      business_type: request.query.get("business_type"),
      customers: request.query.get("business_type") === "B2B" ? 12 : 30,
    }));
    let release: (response: Response) => void = () => {};
    answer("POST /notification/promotional", () => new Promise((resolve) => (release = resolve)));
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    await screen.findByText("Choose a business type to see how many customers it will reach.");
    const select = screen.getByRole("combobox", { name: "Business Type" }) as HTMLSelectElement;
    await act(async () => {
      select.value = "B2B";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await screen.findByText("This notification will reach 12 customers.");
    await typeOver(field("Title"), "Pallet prices");
    await typeOver(field("Description"), "10% off pallets this week");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Send to 12 B2B customers?" });
    expect(sent("POST /notification/promotional")).to.have.length(0);
    await user.click(within(confirm).getByRole("button", { name: "Send" }));
    await screen.findByRole("button", { name: "Sending..." });
    await waitFor(() => expect(sent("POST /notification/promotional")).to.have.length(1));
    await act(async () =>
      release(
        ok({
          id: 1,
          business_type: "B2B",
          title: "Pallet prices",
          body: "10% off pallets this week",
          recipients: 12,
          sent_by: 1,
          created_at: CREATED_AT,
        }),
      ),
    );
    await screen.findByText("Promotion notification sent successfully.");
    expect(screen.getByText("Success!")).to.exist;
    expect(sentBody("POST /notification/promotional")).to.deep.equal({
      business_type: "B2B",
      title: "Pallet prices",
      body: "10% off pallets this week",
    });
    expect(field("Title").value).to.equal("");
    expect(select.value).to.equal("");
  });

  it("a refusal keeps what was typed and says Failed to Send", async () => {
    answer("GET /notification/promotional/reach", { business_type: "BOTH", customers: 30 });
    answer("POST /notification/promotional", refused("title is too long"));
    render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    const select = (await screen.findByRole("combobox", { name: "Business Type" })) as HTMLSelectElement;
    await act(async () => {
      select.value = "BOTH";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await typeOver(field("Title"), "Pallet prices");
    await typeOver(field("Description"), "10% off");
    await user.click(screen.getByRole("button", { name: "Add" }));
    const confirm = await screen.findByRole("alertdialog", { name: "Send to 30 customers (B2B and B2C)?" });
    await user.click(within(confirm).getByRole("button", { name: "Send" }));
    await screen.findByText("Failed to Send");
    expect(screen.getByText("title is too long Something went wrong!")).to.exist;
    expect(field("Title").value).to.equal("Pallet prices");
  });
});

describe("settings: admin users", () => {
  it("for an ADMIN the menu has no Admin User Management and its routes are not found", async () => {
    signIn("ADMIN");
    render(<SettingsArea initialPath="/setting/adduser-managment" />);
    await screen.findByText("Page not found");
    const navigation = screen.getByRole("navigation", { name: "Settings navigation" });
    expect(
      within(navigation as HTMLElement)
        .queryAllByRole("link")
        .map((link) => link.textContent),
    ).to.deep.equal(["Banner Management", "Shipping Service", "Promotion Notification", "FAQs"]);
    expect(sent()).to.have.length(0);
  });

  it("a SUPER_ADMIN sees no Restrict, Ban or Delete on their own row nor on the last active SUPER_ADMIN", async () => {
    signIn("SUPER_ADMIN", tokenFor(1));
    answer("GET /users/admins", [
      account({ id: 1, full_name: "Sam Super", user_type: "SUPER_ADMIN" }),
      account({ id: 2, full_name: "Robin Admin", account_status: "RESTRICTED" }),
    ]);
    render(<SettingsArea initialPath="/setting/adduser-managment" />);
    await screen.findByRole("button", { name: "Activate Robin Admin" });
    expect(screen.getByRole("button", { name: "Ban Robin Admin" })).to.exist;
    expect(screen.getByRole("button", { name: "Delete Robin Admin" })).to.exist;
    expect(queryByRole("button", "Restrict Robin Admin")).to.equal(null);
    for (const action of ["Restrict", "Ban", "Delete", "Activate"])
      expect(queryByRole("button", `${action} Sam Super`)).to.equal(null);
    expect(screen.getByText("Your own account")).to.exist;
  });

  it("the add form says when the passwords differ and shows the server's message", async () => {
    signIn("SUPER_ADMIN");
    answer("POST /auth/signup", refused("A user with this email already exists", 409));
    render(<SettingsArea initialPath="/setting/addNew-user" />);
    await waitFor(() => expect(field("Full Name")).to.exist);
    await typeOver(field("Full Name"), "Robin Admin");
    await typeOver(field("Email"), "robin@shop.test");
    const [password, confirm] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"]'));
    await typeOver(password, "Robin#2026x");
    await typeOver(confirm, "Robin#2026y");
    await user.click(screen.getByRole("button", { name: "Create" }));
    expect(screen.getByText("New passwords do not match.")).to.exist;
    expect(screen.getByText("At least 8 characters.")).to.exist;
    expect(sent()).to.have.length(0);
    await typeOver(confirm, "Robin#2026x");
    await user.click(screen.getByRole("button", { name: "Create" }));
    await screen.findByText('A user with this email already exists "robin@shop.test"');
    expect(sentBody("POST /auth/signup")).to.deep.equal({
      full_name: "Robin Admin",
      email: "robin@shop.test",
      password: "Robin#2026x",
      confirm_password: "Robin#2026x",
      user_type: "ADMIN",
    });
    expect(field("Full Name").value).to.equal("Robin Admin");
  });
});

describe("settings element navigation", () => {
  it("Logout signs the page out and shows the sign-in form", async () => {
    signIn("ADMIN");
    answer("GET /banner/get", []);
    answer("POST /auth/signout", ok(null));
    render(<SettingsArea initialPath="/setting/banner-management" />);
    await screen.findByText("No Banner found");
    await user.click(screen.getByRole("button", { name: "Logout" }));
    await waitFor(() => expect(shopStore.getState().auth.token).to.equal(null));
    await screen.findByRole("textbox", { name: "Email" });
    expect(sent("POST /auth/signout")).to.have.length(1);
  });
});
