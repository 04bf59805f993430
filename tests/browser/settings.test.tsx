import { act } from "react";
import { SettingsArea } from "../../src/shell/StandaloneViews";
import type { Banner, Faq, ShippingService } from "../../src/core/types";
import { shopStore } from "../../src/core/store";
import {
  answer,
  click,
  expect,
  getByRole,
  getByText,
  ok,
  PIXEL,
  queryAllByRole,
  queryByText,
  refused,
  render,
  sent,
  sentBody,
  signIn,
  type,
  waitFor,
} from "./harness";
import { account, brand } from "./fixtures";

const CREATED_AT = "2026-11-02T10:00:00.000Z";
const queryByRole = (role: string, name: string) => queryAllByRole(role, name)[0] ?? null;
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

const field = (label: string) => getByRole("textbox", label) as HTMLInputElement;

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
      await render(<SettingsArea initialPath={list.path} />);
      await waitFor(() => expect(document.querySelector('[aria-busy="true"]')).to.exist);
      expect(queryByText(list.dataText)).to.equal(null);
      await act(async () => release(ok([list.row])));
      await waitFor(() => expect(getByText(list.dataText)).to.exist);
      expect(queryByText(list.empty)).to.equal(null);
    });

    it("says so when there is nothing", async () => {
      answer(list.list, []);
      await render(<SettingsArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.empty)).to.exist);
    });

    it("shows the error with the server's message, and Retry loads again", async () => {
      let calls = 0;
      answer(list.list, () => (++calls === 1 ? refused("Database unavailable", 500) : [list.row]));
      await render(<SettingsArea initialPath={list.path} />);
      await waitFor(() => expect(getByText(list.errorTitle)).to.exist);
      expect(getByText("Database unavailable")).to.exist;
      await click(getByRole("button", "Retry"));
      await waitFor(() => expect(getByText(list.dataText)).to.exist);
    });
  });
}

describe("settings: banners", () => {
  beforeEach(() => signIn());

  it("Deactivate is sent as inactive; a refusal gives the reason", async () => {
    answer("GET /banner/get", [banner({ id: 4, title: "Spring pods" })]);
    answer("PUT /banner/inactive/:id", refused("Banner not found", 404));
    await render(<SettingsArea initialPath="/setting/banner-management" />);
    await waitFor(() => expect(getByRole("button", "Deactivate Spring pods")).to.exist);
    expect(queryByRole("button", "Activate Spring pods")).to.equal(null);
    await click(getByRole("button", "Deactivate Spring pods"));
    await waitFor(() => expect(getByText('Failed to update banner status: Banner not found "Spring pods"')).to.exist);
    expect(sent("PUT /banner/inactive/:id").map((request) => request.path)).to.deep.equal(["/banner/inactive/4"]);
  });

  it("refuses an image under 327x168 before uploading it, naming the minimum", async () => {
    await render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await choose(await pngOf(200, 100, "small.png"));
    await waitFor(
      () =>
        expect(
          getByText(
            "This image is 200x100 px; a banner must be at least 327x168 px.",
            document.querySelector("fieldset")!,
          ),
        ).to.exist,
    );
    expect(FakeUpload.urls).to.deep.equal([]);
    expect(getByText("Choose an image to see the banner as shoppers see it.")).to.exist;
  });

  it("asks for title, image, type and item before sending anything", async () => {
    await render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("Please enter a title")).to.exist;
    expect(getByText("Please select an image")).to.exist;
    expect(getByText("Please select type and item")).to.exist;
    expect(sent()).to.have.length(0);
  });

  it("a big enough image uploads and shows at the shopper's size; the brand is found by typing; a failed save keeps the form", async () => {
    answer("GET /brand/get", [brand({ id: 3, brand_name: "Aurora" }), brand({ id: 5, brand_name: "Nimbus" })]);
    answer("POST /banner", refused("The selected item does not exist"));
    await render(<SettingsArea initialPath="/setting/add-banner" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await type(field("Title"), "Cloud week");
    await choose(await pngOf(654, 336, "wide.png"));
    await waitFor(() => expect(getByText("Image Uploaded Successfully")).to.exist);
    expect(FakeUpload.urls).to.deep.equal(["/api/upload/file"]);
    const preview = document.querySelector<HTMLElement>("[data-banner-preview]")!;
    const box = preview.getBoundingClientRect();
    expect(Math.round(box.width)).to.equal(327);
    expect(Math.round(box.height)).to.equal(168);
    expect(preview.querySelector("img")!.getAttribute("alt")).to.equal("Cloud week");
    const typeSelect = getByRole("combobox", "Type") as HTMLSelectElement;
    await act(async () => {
      typeSelect.value = "BRAND";
      typeSelect.dispatchEvent(new Event("change", { bubbles: true }));
    });
    const picker = document.querySelector<HTMLInputElement>('input[aria-label="Item"]')!;
    await waitFor(() => expect(picker.disabled).to.equal(false));
    await type(picker, "nim");
    await waitFor(() => expect(getByText("Nimbus")).to.exist);
    expect(queryByText("Aurora")).to.equal(null);
    await click(getByText("Nimbus"));
    await click(getByRole("button", "Submit"));
    await waitFor(() => expect(getByText('Failed to add/update banner. Please try again. "Cloud week"')).to.exist);
    expect(getByText("The selected item does not exist")).to.exist;
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
    await render(<SettingsArea initialPath="/setting/faqs" />);
    const toggle = (await waitFor(() => getByRole("switch", "Active: When do orders ship?"))) as HTMLInputElement;
    expect(toggle.checked).to.equal(true);
    answer("GET /faqs/all", [faq({ id: 6, question: "When do orders ship?", status: "INACTIVE" })]);
    await click(toggle);
    await waitFor(() => expect(getByText("FAQ set to INACTIVE")).to.exist);
    expect(sentBody("PUT /faqs/update/:id")).to.deep.equal({ status: "INACTIVE" });
    await waitFor(() =>
      expect((getByRole("switch", "Active: When do orders ship?") as HTMLInputElement).checked).to.equal(false),
    );
  });

  it("question and answer are both required", async () => {
    await render(<SettingsArea initialPath="/setting/add-faq" />);
    await waitFor(() => expect(field("Question")).to.exist);
    await type(field("Question"), "Do you ship abroad?");
    await click(getByRole("button", "Submit"));
    expect(getByText("This field is required")).to.exist;
    expect(field("Answer").getAttribute("aria-invalid")).to.equal("true");
    expect(field("Question").getAttribute("aria-invalid")).to.equal(null);
    expect(sent()).to.have.length(0);
  });
});

describe("settings: shipping services", () => {
  beforeEach(() => signIn());

  it("asks for the required fields and an uploaded image", async () => {
    await render(<SettingsArea initialPath="/setting/shipping-address-add" />);
    await waitFor(() => expect(field("Title")).to.exist);
    await click(getByRole("button", "Submit"));
    expect(getByText("Please fill the required fields")).to.exist;
    expect(getByText("Please upload an image.", document.querySelector("fieldset")!)).to.exist;
    expect(sent()).to.have.length(0);
  });

  it("a service used by orders is refused; the notice says why", async () => {
    answer("GET /shipping/get", [shipping({ id: 2, title: "Courier" })]);
    answer(
      "DELETE /shipping/delete/:id",
      refused("This shipping service is used by orders and cannot be deleted.", 409),
    );
    await render(<SettingsArea initialPath="/setting/shipping-address" />);
    await waitFor(() => expect(getByRole("button", "Delete Courier")).to.exist);
    await click(getByRole("button", "Delete Courier"));
    await click(getByRole("button", "Delete", getByRole("alertdialog")));
    await waitFor(() => expect(getByText('Failed to delete shipping service "Courier"')).to.exist);
    expect(getByText("This shipping service is used by orders and cannot be deleted.")).to.exist;
    expect(getByText("Courier")).to.exist;
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
    await render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    await waitFor(() => expect(getByText("Choose a business type to see how many customers it will reach.")).to.exist);
    const select = getByRole("combobox", "Business Type") as HTMLSelectElement;
    await act(async () => {
      select.value = "B2B";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() => expect(getByText("This notification will reach 12 customers.")).to.exist);
    await type(field("Title"), "Pallet prices");
    await type(field("Description"), "10% off pallets this week");
    await click(getByRole("button", "Add"));
    await waitFor(() => expect(getByRole("button", "Sending...")).to.exist);
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
    await waitFor(() => expect(getByText("Promotion notification sent successfully.")).to.exist);
    expect(getByText("Success!")).to.exist;
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
    await render(<SettingsArea initialPath="/setting/send-promotion-notification" />);
    const select = (await waitFor(() => getByRole("combobox", "Business Type"))) as HTMLSelectElement;
    await act(async () => {
      select.value = "BOTH";
      select.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await type(field("Title"), "Pallet prices");
    await type(field("Description"), "10% off");
    await click(getByRole("button", "Add"));
    await waitFor(() => expect(getByText("Failed to Send")).to.exist);
    expect(getByText("title is too long Something went wrong!")).to.exist;
    expect(field("Title").value).to.equal("Pallet prices");
  });
});

describe("settings: admin users", () => {
  it("for an ADMIN the menu has no Admin User Management and its routes are not found", async () => {
    signIn("ADMIN");
    await render(<SettingsArea initialPath="/setting/adduser-managment" />);
    await waitFor(() => expect(getByText("Page not found")).to.exist);
    const navigation = getByRole("navigation", "Settings navigation");
    expect(queryAllByRole("link", undefined, navigation).map((link) => link.textContent)).to.deep.equal([
      "Banner Management",
      "Shipping Service",
      "Promotion Notification",
      "FAQs",
    ]);
    expect(sent()).to.have.length(0);
  });

  it("a SUPER_ADMIN sees no Restrict, Ban or Delete on their own row nor on the last active SUPER_ADMIN", async () => {
    signIn("SUPER_ADMIN", tokenFor(1));
    answer("GET /users/admins", [
      account({ id: 1, full_name: "Sam Super", user_type: "SUPER_ADMIN" }),
      account({ id: 2, full_name: "Robin Admin", account_status: "RESTRICTED" }),
    ]);
    await render(<SettingsArea initialPath="/setting/adduser-managment" />);
    await waitFor(() => expect(getByRole("button", "Activate Robin Admin")).to.exist);
    expect(getByRole("button", "Ban Robin Admin")).to.exist;
    expect(getByRole("button", "Delete Robin Admin")).to.exist;
    expect(queryByRole("button", "Restrict Robin Admin")).to.equal(null);
    for (const action of ["Restrict", "Ban", "Delete", "Activate"])
      expect(queryByRole("button", `${action} Sam Super`)).to.equal(null);
    expect(getByText("Your own account")).to.exist;
  });

  it("the add form says when the passwords differ and shows the server's message", async () => {
    signIn("SUPER_ADMIN");
    answer("POST /auth/signup", refused("A user with this email already exists", 409));
    await render(<SettingsArea initialPath="/setting/addNew-user" />);
    await waitFor(() => expect(field("Full Name")).to.exist);
    await type(field("Full Name"), "Robin Admin");
    await type(field("Email"), "robin@shop.test");
    const [password, confirm] = Array.from(document.querySelectorAll<HTMLInputElement>('input[type="password"]'));
    await type(password, "Robin#2026x");
    await type(confirm, "Robin#2026y");
    await click(getByRole("button", "Create"));
    expect(getByText("New passwords do not match.")).to.exist;
    expect(getByText("At least 8 characters.")).to.exist;
    expect(sent()).to.have.length(0);
    await type(confirm, "Robin#2026x");
    await click(getByRole("button", "Create"));
    await waitFor(() => expect(getByText('A user with this email already exists "robin@shop.test"')).to.exist);
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
    await render(<SettingsArea initialPath="/setting/banner-management" />);
    await waitFor(() => expect(getByText("No Banner found")).to.exist);
    await click(getByRole("button", "Logout"));
    await waitFor(() => expect(shopStore.getState().auth.token).to.equal(null));
    await waitFor(() => expect(getByRole("textbox", "Email")).to.exist);
    expect(sent("POST /auth/signout")).to.have.length(1);
  });
});
