import { act } from "react";
import { shopStore } from "../../src/core/store";
import { CatalogArea } from "../../src/shell/StandaloneViews";
import { screen, waitFor, within } from "@testing-library/dom";
import { cleanup, render } from "@testing-library/react";
import { answer, expect, json, PIXEL, refused, sent, sentBody, signIn, user, typeOver } from "./harness";
import { brand, category, nicotine } from "./fixtures";

const aurora = brand({ id: 3, brand_name: "Aurora", description: "Bright", image_url: PIXEL, categoryCount: 2 });
const pods = category({
  id: 8,
  category_name: "Pods",
  image_url: PIXEL,
  brand_id: 3,
  brand_name: "Aurora",
  productCount: 5,
});

/** The upload goes through XMLHttpRequest (for progress): a stand-in that answers with a stored file. */
class FakeUpload {
  static urls: string[] = [];
  /** When set, uploads wait until release() is called. */
  static hold = false;
  static release: (() => void) | null = null;
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
    const finish = () => {
      this.status = 200;
      this.responseText = JSON.stringify({ success: true, message: "ok", body: { id: 77, img_url: PIXEL } });
      this.onload?.();
    };
    if (FakeUpload.hold) FakeUpload.release = finish;
    else setTimeout(finish, 0);
  }
}
const RealXHR = window.XMLHttpRequest;

async function pickImage() {
  const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
  const files = new DataTransfer();
  files.items.add(new File([new Uint8Array([137, 80, 78, 71])], "brand.png", { type: "image/png" }));
  await act(async () => {
    input.files = files.files;
    input.dispatchEvent(new Event("change", { bubbles: true }));
  });
  await screen.findByText("Image Uploaded Successfully");
}

const field = (label: string) => screen.getByRole("textbox", { name: label }) as HTMLInputElement;
/** The message a field points at (aria-describedby), as a screen reader reads it with the field. */
const describedMessage = (input: HTMLElement) =>
  (input.getAttribute("aria-describedby") ?? "")
    .split(" ")
    .map((id) => document.getElementById(id)?.textContent ?? "")
    .join(" ")
    .trim();

beforeEach(() => {
  signIn();
  FakeUpload.urls = [];
  FakeUpload.hold = false;
  FakeUpload.release = null;
  (window as unknown as { XMLHttpRequest: unknown }).XMLHttpRequest = FakeUpload;
});

afterEach(() => {
  window.XMLHttpRequest = RealXHR;
});

describe("brand form", () => {
  it("asks for the name and one image before sending anything", async () => {
    render(<CatalogArea initialPath="/add-brand" />);
    await screen.findByRole("heading", { name: "Add Brand" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).to.exist;
    expect(screen.getByText("Please select At least 1 image")).to.exist;
    expect(field("Brand Name").getAttribute("aria-invalid")).to.equal("true");
    expect(sent()).to.have.length(0);
    // Focus lands on what needs fixing: the name, then (named) the image's file input.
    await waitFor(() => expect(document.activeElement).to.equal(field("Brand Name")));
    await typeOver(field("Brand Name"), "Nimbus");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await waitFor(() => expect((document.activeElement as HTMLInputElement).type).to.equal("file"));
    expect(screen.queryByText("This field is required")).to.equal(null);
  });

  it("Submit waits while the image is still uploading", async () => {
    render(<CatalogArea initialPath="/add-brand" />);
    await waitFor(() => expect(field("Brand Name")).to.exist);
    FakeUpload.hold = true;
    const input = document.querySelector<HTMLInputElement>('input[type="file"]')!;
    const files = new DataTransfer();
    files.items.add(new File([new Uint8Array([137, 80, 78, 71])], "brand.png", { type: "image/png" }));
    await act(async () => {
      input.files = files.files;
      input.dispatchEvent(new Event("change", { bubbles: true }));
    });
    await waitFor(() =>
      expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).to.equal(true),
    );
    await act(async () => FakeUpload.release?.());
    await screen.findByText("Image Uploaded Successfully");
    expect((screen.getByRole("button", { name: "Submit" }) as HTMLButtonElement).disabled).to.equal(false);
  });

  it("a failed create shows the server's reason, keeps the form and the session", async () => {
    answer("POST /brand", refused("brand_name is too long"));
    render(<CatalogArea initialPath="/add-brand" />);
    await waitFor(() => expect(field("Brand Name")).to.exist);
    await typeOver(field("Brand Name"), "Nimbus");
    await pickImage();
    expect(FakeUpload.urls).to.deep.equal(["/api/upload/file"]);
    await typeOver(screen.getByRole("textbox", { name: "Description" }), "Cloud-soft");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText('Error While Adding Brand "Nimbus"');
    expect(screen.getByText("brand_name is too long")).to.exist;
    expect(sentBody("POST /brand")).to.deep.equal({
      brand_name: "Nimbus",
      image_url: PIXEL,
      description: "Cloud-soft",
    });
    expect(screen.getByRole("heading", { name: "Add Brand" })).to.exist;
    expect(field("Brand Name").value).to.equal("Nimbus");
    expect(shopStore.getState().auth.token).to.equal("t");
    expect(screen.queryByText("Please login Again")).to.equal(null);
  });

  it("a name another brand has (409) is shown at the name field, which gets focus and keeps the text", async () => {
    answer("POST /brand", refused('A brand named "aurora" already exists.', 409));
    render(<CatalogArea initialPath="/add-brand" />);
    await typeOver(await screen.findByRole("textbox", { name: "Brand Name" }), "aurora");
    await pickImage();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText('Error While Adding Brand "aurora"');
    await waitFor(() => expect(field("Brand Name").getAttribute("aria-invalid")).to.equal("true"));
    expect(describedMessage(field("Brand Name"))).to.equal('A brand named "aurora" already exists.');
    await waitFor(() => expect(document.activeElement).to.equal(field("Brand Name")));
    expect(field("Brand Name").value).to.equal("aurora");
  });

  it("opened by link, loads the brand by id; a failed update names the brand error", async () => {
    answer("GET /brandbyId/get/:id", aurora);
    answer("PUT /brand/update/:id", refused("Brand not found", 404));
    render(<CatalogArea initialPath="/add-brand?id=3" />);
    await waitFor(() => expect(field("Brand Name").value).to.equal("Aurora"));
    expect(screen.getByRole("heading", { name: "Edit Brand" })).to.exist;
    await typeOver(field("Brand Name"), "Aurora II");
    await user.click(screen.getByRole("button", { name: "Update" }));
    await screen.findByText('Error While Updating Brand "Aurora II"');
    expect(screen.getByText("Brand not found")).to.exist;
    expect(sent("PUT /brand/update/:id")[0].path).to.equal("/brand/update/3");
    expect(field("Brand Name").value).to.equal("Aurora II");
  });

  it("a brand that cannot be loaded shows the error instead of an empty form", async () => {
    answer("GET /brandbyId/get/:id", refused("Brand not found", 404));
    render(<CatalogArea initialPath="/add-brand?id=99" />);
    await screen.findByText("Error fetching brand");
    expect(screen.getByText("Brand not found")).to.exist;
    expect(screen.queryAllByRole("textbox", { name: "Brand Name" })).to.have.length(0);
  });
});

describe("category forms", () => {
  it("under a brand: asks for name and image, then saves with the brand and returns to its list", async () => {
    answer("GET /brandbyId/get/:id", aurora);
    answer("GET /categories/brandId/:brandId", [pods]);
    answer("POST /category", { ...pods, id: 9, category_name: "Coils", productCount: 0 });
    render(<CatalogArea initialPath="/add-category/3" />);
    await screen.findByRole("heading", { name: "Add Category" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).to.exist;
    expect(screen.getByText("Please select At least 1 image")).to.exist;
    expect(sent("POST /category")).to.have.length(0);
    await typeOver(field("Category Name"), "Coils");
    await pickImage();
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText("Category Added Successfully");
    expect(sentBody("POST /category")).to.deep.equal({
      category_name: "Coils",
      image_url: PIXEL,
      description: "",
      brand_id: 3,
    });
    await screen.findByRole("heading", { name: "Aurora" });
  });

  it("general form: brand select on add only; Edit Category and Update when editing", async () => {
    answer("GET /brand/get", [aurora]);
    answer("GET /categoryById/get/:id", pods);
    render(<CatalogArea initialPath="/add-categories" />);
    await screen.findByRole("heading", { name: "Add Category" });
    expect(document.querySelector("label")?.textContent).to.equal("Category Name");
    await screen.findByText("Brand");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("Please select At least 1 image")).to.exist;
    cleanup();

    render(<CatalogArea initialPath="/add-categories?id=8" />);
    await waitFor(() => expect(field("Category Name").value).to.equal("Pods"));
    expect(screen.getByRole("heading", { name: "Edit Category" })).to.exist;
    expect(screen.getByRole("button", { name: "Update" })).to.exist;
    expect(screen.queryByText("Brand")).to.equal(null);
  });
});

describe("attribute forms", () => {
  it("colour: name required; a failed save shows a notice and keeps what was typed; Clear empties", async () => {
    answer("POST /flavour", refused("flavour_name is too long"));
    render(<CatalogArea initialPath="/add-flavor" />);
    await screen.findByRole("heading", { name: "Add Color" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).to.exist;
    expect(sent()).to.have.length(0);
    await typeOver(field("Color Name"), "Teal");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText('Failed to save color "Teal"');
    expect(screen.getByText("flavour_name is too long")).to.exist;
    expect(sentBody("POST /flavour")).to.deep.equal({ flavour_name: "Teal", description: "" });
    expect(field("Color Name").value).to.equal("Teal");
    await user.click(screen.getByRole("button", { name: "Clear" }));
    expect(field("Color Name").value).to.equal("");
  });

  it("colour: a name already used (409) is shown at the name field", async () => {
    answer("POST /flavour", refused('A colour named "Red" already exists.', 409));
    render(<CatalogArea initialPath="/add-flavor" />);
    await typeOver(await screen.findByRole("textbox", { name: "Color Name" }), "Red");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    await screen.findByText('Failed to save color "Red"');
    await waitFor(() => expect(describedMessage(field("Color Name"))).to.equal('A colour named "Red" already exists.'));
    expect(field("Color Name").getAttribute("aria-invalid")).to.equal("true");
    expect(field("Color Name").value).to.equal("Red");
  });

  it("tag: name required", async () => {
    render(<CatalogArea initialPath="/add-device" />);
    await screen.findByRole("heading", { name: "Add Tag" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(screen.getByText("This field is required")).to.exist;
    expect(field("Tag Name").getAttribute("aria-invalid")).to.equal("true");
    expect(sent()).to.have.length(0);
  });

  it("nicotine strength: strength and unit required", async () => {
    render(<CatalogArea initialPath="/add-Nacotine" />);
    await screen.findByRole("heading", { name: "Add Nicotine Strength" });
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(
      screen.queryAllByRole("textbox").filter((box) => box.getAttribute("aria-invalid") === "true"),
    ).to.have.length(2);
    await typeOver(field("Strength"), "12");
    await user.click(screen.getByRole("button", { name: "Submit" }));
    expect(field("Unit").getAttribute("aria-invalid")).to.equal("true");
    expect(field("Strength").getAttribute("aria-invalid")).to.equal(null);
    await waitFor(() => expect(document.activeElement).to.equal(field("Unit")));
    expect(sent()).to.have.length(0);
  });

  it("colour edit: sends the opened version; a 412 opens the review, and its merge saves with the server's version", async () => {
    const opened = {
      id: 5,
      flavour_name: "Red",
      description: "Warm",
      created_at: "2026-01-10T09:00:00.000Z",
      version: 1,
    };
    const theirs = { ...opened, description: "Changed by Sam", version: 2 };
    answer("GET /flavour/get", [opened]);
    answer("PUT /flavour/update/:id", (request) => {
      if (request.ifMatch === '"1"') {
        answer("GET /flavour/get", [theirs]);
        return json({ success: false, message: "Changed meanwhile", body: theirs }, 412);
      }
      return { ...theirs, ...JSON.parse(request.body ?? "{}"), version: 3 };
    });
    render(<CatalogArea initialPath="/add-flavor?id=5" />);
    await waitFor(() => expect(field("Color Name").value).to.equal("Red"));
    await typeOver(field("Color Name"), "Crimson");
    await user.click(screen.getByRole("button", { name: "Update" }));
    const dialog = await screen.findByRole("dialog", { name: "Changed elsewhere while you edited" });
    expect(sent("PUT /flavour/update/:id")[0].ifMatch).to.equal('"1"');
    expect(within(within(dialog).getByRole("row", { name: /Description/ })).getByText("Changed by Sam")).to.exist;
    expect(field("Color Name").value).to.equal("Crimson");
    expect(screen.queryByText(/Failed to save color/)).to.equal(null);
    await user.click(within(dialog).getByRole("button", { name: "Save merged values" }));
    await waitFor(() => expect(sent("PUT /flavour/update/:id")).to.have.length(2));
    expect(sent("PUT /flavour/update/:id")[1].ifMatch).to.equal('"2"');
    expect(JSON.parse(sent("PUT /flavour/update/:id")[1].body ?? "null")).to.deep.equal({
      flavour_name: "Crimson",
      description: "Changed by Sam",
    });
  });

  it("nicotine strength opened by link: found in the list, or reported missing", async () => {
    answer("GET /nicotine/get", [nicotine({ id: 1, nicotine_strength: "12", unit: "mg/ml", description: "Mild" })]);
    render(<CatalogArea initialPath="/add-Nacotine?id=1" />);
    await waitFor(() => expect(field("Unit").value).to.equal("mg/ml"));
    expect(screen.getByRole("heading", { name: "Edit Nicotine Strength" })).to.exist;
    cleanup();
    render(<CatalogArea initialPath="/add-Nacotine?id=42" />);
    await screen.findByText("Error fetching NicotineStrength");
    expect(screen.getByText("This record no longer exists.")).to.exist;
  });
});
